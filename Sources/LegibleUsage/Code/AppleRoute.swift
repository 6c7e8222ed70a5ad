import LegiblePalette
import LegibleSwiftSyntax

/// A route of an app's own router or coordinator: a declaration that carries how its destination is shown and what
/// the destination is, rather than a `present` call or a `.sheet { … }` modifier around it. Two shapes, as routers
/// write them:
/// - a call with a presentation-style argument and the destination in its other arguments or closure:
///   `Route(id: "profile", style: .sheet) { ProfileEditor() }`; without the argument, the default its type's
///   initializer declares (`init(id:, style: Style = .push, …)`);
/// - a property wrapped with its presentation whose value makes the destination (coordinator libraries):
///   `@Route(.modal) var preferences = makePreferences`, the destination being what `makePreferences` creates.
///
/// The style names the presentation, whatever the router's own type calls it (`AppleRoute.sheetStyles`,
/// `AppleRoute.baseStyles`). A style the code passes in (`style: style`) to a route type (one whose initializer takes
/// a presentation style) is not known: the destination needs review.
struct AppleRoute {
    /// Where the route is declared: `Route.editProfile`, `MainCoordinator.preferences`.
    var name: String
    /// The type of the call or the property wrapper (`Route`), whose initializer's default applies when `style` is nil.
    var type: String
    /// The style as written when it names one (`sheet`, `modal`, `fullScreen`, `push`); nil when not written.
    var style: String?
    /// A style the route is given but Legible does not read (`transition`, a parameter): as written.
    var unreadStyle: String?
    /// The classes the destination creates.
    var destinations: [String]
    var at: SourceLocation

    /// Styles that present the destination in a sheet (iOS: the elevated level; a popover too): UIKit's
    /// `.formSheet`/`.pageSheet`/`.popover`, SwiftUI's `.sheet`, coordinator libraries' `.modal`. Lowercased.
    static let sheetStyles: Set<String> = ["sheet", "formsheet", "pagesheet", "modal", "popover"]
    /// Styles that show the destination on the base level: full screen (`.fullScreen`, `.fullScreenCover`,
    /// `.overFullScreen`, `.cover`), or pushed where the router's stack is (`.push`). Lowercased.
    static let baseStyles: Set<String> = ["fullscreen", "fullscreencover", "overfullscreen", "cover", "push"]
    /// Argument labels that say the argument is a presentation style, whatever its value.
    static let styleLabelWords = ["style", "transition", "presentation"]

    /// The style an expression names: `.sheet`, `.push(.automatic)`, `Transition.fullScreen`; nil otherwise.
    static func style(of e: SwiftExpression) -> String? {
        let word: String
        switch e {
        case .implicitMember(let w, _), .call(.implicitMember(let w, _), _, _, _): word = w
        case .member(.name(let type, _), let w, _) where type.first?.isUppercase == true: word = w
        default: return nil
        }
        let lower = word.lowercased()
        return sheetStyles.contains(lower) || baseStyles.contains(lower) ? word : nil
    }

    /// Whether `style` shows its destination in a sheet.
    static func isSheet(_ style: String) -> Bool { sheetStyles.contains(style.lowercased()) }

    /// Whether `style` shows its destination full screen (a push is shown where the stack is: its creator's level).
    static func isFullScreen(_ style: String) -> Bool {
        let lower = style.lowercased()
        return baseStyles.contains(lower) && lower != "push"
    }

    /// The style among `arguments`: one naming a style, else one labeled as a style whose value is worked out at run
    /// time (`transition: transition`, not a case such as `style: .plain`).
    static func style(in arguments: [SwiftArgument]) -> (style: String?, unread: String?)? {
        if let named = arguments.lazy.compactMap({ style(of: $0.value) }).first { return (named, nil) }
        if let a = arguments.first(where: { a in
            if case .implicitMember = a.value { return false }
            if case .closure = a.value { return false }
            return styleLabelWords.contains { (a.label ?? "").lowercased().contains($0) }
        }) {
            return (nil, a.value.written ?? a.label ?? "a value")
        }
        return nil
    }

    /// The route a call is, when it carries a style (or is to a type in `routeTypes`, whose initializer declares a
    /// default style) and creates its destination (`destinations`: the classes its arguments and closures create).
    static func call(
        callee: SwiftExpression, arguments: [SwiftArgument], destinations: [String], name: String, at: SourceLocation,
        routeTypes: Set<String>
    ) -> AppleRoute? {
        let type: String
        switch callee {
        case .name(let n, _) where n.first?.isUppercase == true: type = n
        case .member(_, let n, _) where n.first?.isUppercase == true: type = n
        default: return nil
        }
        guard !destinations.isEmpty else { return nil }
        let style = Self.style(in: arguments)
        guard style != nil || routeTypes.contains(type) else { return nil }
        return AppleRoute(
            name: name, type: type, style: style?.style, unreadStyle: style?.unread, destinations: destinations, at: at)
    }

    /// The routes property wrappers declare (`@Route(.modal) var preferences = makePreferences`): the attribute's
    /// style, and the classes the wrapped property's value creates, or the member it names creates (`created`:
    /// `Type.member` → classes).
    static func wrapped(
        tokens: [SwiftToken], declarations: [SwiftDeclaration], path: String, created: [String: [String]]
    ) -> [AppleRoute] {
        var routes: [AppleRoute] = []
        let properties = declarations.filter { $0.kind == .storedProperty && $0.value != nil }
        guard !properties.isEmpty else { return [] }
        let matcher = SwiftExpressionParser(tokens: tokens, range: 0..<tokens.count)
        var next = 0
        var k = 0
        while k + 2 < tokens.count {
            defer { k += 1 }
            guard tokens[k].is("@"), tokens[k].kind == .punctuation, tokens[k + 1].kind == .identifier,
                tokens[k + 2].is("("), !tokens[k + 2].spaceBefore
            else { continue }
            let close = matcher.matching(k + 2)
            var parser = SwiftExpressionParser(tokens: tokens, range: (k + 3)..<max(k + 3, close - 1))
            guard let style = Self.style(in: parser.parseArguments()) else { continue }
            // The property the attribute wraps: the next one declared, a few modifiers on.
            while next < properties.count, properties[next].tokenRange.lowerBound < close { next += 1 }
            guard next < properties.count, properties[next].tokenRange.lowerBound - close <= 8,
                let value = properties[next].value
            else { continue }
            let property = properties[next]
            var destinations = created[property.qualifiedName] ?? []
            if case .name(let member, _) = SwiftCodeEffects.unwrapped(value) {
                destinations += created[(property.scope + [member]).joined(separator: ".")] ?? []
            }
            guard !destinations.isEmpty else { continue }
            routes.append(
                AppleRoute(
                    name: (property.scope.suffix(1) + [property.name]).joined(separator: "."), type: tokens[k + 1].text,
                    style: style.style, unreadStyle: style.unread, destinations: destinations,
                    at: SourceLocation(path: path, line: tokens[k].line)))
        }
        return routes
    }

    /// The default style each initializer declares for a route type (`init(id: String, style: Style = .push, …)`):
    /// type → style.
    static func defaults(in declarations: [SwiftDeclaration]) -> [(type: String, style: String)] {
        declarations.compactMap { d in
            guard d.kind == .initializer, let type = d.scope.last,
                let style = d.parameters.lazy.compactMap({ $0.defaultValue.flatMap(Self.style(of:)) }).first
            else { return nil }
            return (type, style)
        }
    }
}
