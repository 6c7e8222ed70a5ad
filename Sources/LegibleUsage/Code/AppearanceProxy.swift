import LegibleObjCSyntax
import LegiblePalette
import LegibleSwiftSyntax

/// One value code sets on a UIKit appearance proxy (Apple, "UIAppearance"): `UILabel.appearance().textColor = X`,
/// `UIButton.appearance().setTitleColor(X, for: .normal)`, `UINavigationBar.appearance().barTintColor = X`,
/// `UILabel.appearance(whenContainedInInstancesOf: [SettingsCell.self]).textColor = X`, Objective-C
/// `[[UILabel appearance] setTextColor:X]`, `[UILabel appearanceWhenContainedIn:[SettingsCell class], nil].textColor
/// = X`, or through a local holding the proxy (`let bar = UINavigationBar.appearance()`).
///
/// UIKit applies a proxy's values to every instance of the class and its subclasses when the view enters a window,
/// over what Interface Builder set, unless code sets that property on the instance itself ("appearance changes
/// apply when a view enters a window"): `AppearanceProxyRecolor` applies them to documents' elements.
struct AppearanceProxy: Hashable {
    /// The class whose proxy it is (`UILabel`, an app's `ThemedLabel`).
    var viewClass: String
    /// `appearance(whenContainedInInstancesOf: [A.self, B.self])`: the containers, innermost first (the proxy applies
    /// inside an A that is inside a B); empty for `appearance()`.
    var containers: [String]
    /// The property as written (`textColor`, `backgroundColor`, `barTintColor`, an app's alias `themeColor`),
    /// `titleColor` for `setTitleColor(_:for: .normal)`, `titleTextAttributes` for the foreground color of a bar's
    /// title attributes.
    var property: String
    /// The value as written (`.ph_textColor`, `[UIColor whiteColor]`).
    var value: String
    var location: SourceLocation
    /// The class whose code holds the line: the value is read in its scope (`.ph_textColor` in `AppDelegate`).
    var owner = ""
    /// The condition the line runs under, when the code read cannot decide it (Objective-C), as `Assignment` has it.
    var condition: String? = nil

    /// `UILabel.appearance()` or `UILabel.appearance(whenContainedInInstancesOf: [A.self])`, for messages.
    var proxy: String {
        if let unread = containers.first, unread.hasPrefix(Self.unread) {
            return "\(viewClass).appearance(whenContainedInInstancesOf: \(unread.dropFirst()))"
        }
        return containers.isEmpty
            ? "\(viewClass).appearance()"
            : "\(viewClass).appearance(whenContainedInInstancesOf: [\(containers.map { "\($0).self" }.joined(separator: ", "))])"
    }

    /// The class and containers of a Swift proxy expression: `X.appearance()`,
    /// `X.appearance(whenContainedInInstancesOf: [A.self, B.self])`; nil for anything else (`appearance(for:)`, whose
    /// trait collection Legible does not follow, is none).
    static func swift(_ e: SwiftExpression) -> (viewClass: String, containers: [String])? {
        guard case .call(.member(.name(let viewClass, _), "appearance", _), let arguments, nil, _) = e,
            isClassName(viewClass)
        else { return nil }
        if arguments.isEmpty { return (viewClass, []) }
        guard arguments.count == 1, arguments[0].label == "whenContainedInInstancesOf" else { return nil }
        // An array held elsewhere (`whenContainedInInstancesOf: screens`): containers Legible does not read.
        guard case .array(let items, _) = arguments[0].value else {
            return (viewClass, [unread + (arguments[0].value.written ?? "an expression")])
        }
        var containers: [String] = []
        for item in items {
            guard case .member(.name(let container, _), "self", _) = item, isClassName(container) else {
                return (viewClass, [unread + (item.written ?? "an expression")])
            }
            containers.append(container)
        }
        return containers.isEmpty ? nil : (viewClass, containers)
    }

    /// The class and containers of an Objective-C proxy expression: `[X appearance]`,
    /// `[X appearanceWhenContainedIn:[A class], [B class], nil]`,
    /// `[X appearanceWhenContainedInInstancesOfClasses:@[[A class], [B class]]]`.
    static func objc(_ e: ObjCExpression) -> (viewClass: String, containers: [String])? {
        guard case .message(let receiver, let selector, let arguments) = e.kind,
            case .identifier(let viewClass) = receiver.kind, isClassName(viewClass)
        else { return nil }
        func classes(_ items: [ObjCExpression]) -> [String]? {
            var out: [String] = []
            for item in items {
                if case .identifier("nil") = item.kind { continue }
                guard case .message(let named, "class", []) = item.kind, case .identifier(let c) = named.kind,
                    isClassName(c)
                else { return nil }
                out.append(c)
            }
            return out.isEmpty ? nil : out
        }
        switch selector {
        case "appearance": return arguments.isEmpty ? (viewClass, []) : nil
        case _ where selector.hasPrefix("appearanceWhenContainedInInstancesOfClasses:"):
            guard case .arrayLiteral(let items)? = arguments.first?.kind, let containers = classes(items) else {
                return nil
            }
            return (viewClass, containers)
        case _ where selector.hasPrefix("appearanceWhenContainedIn:"):
            return classes(arguments).map { (viewClass, $0) }
        default: return nil
        }
    }

    static func isClassName(_ name: String) -> Bool { name.first?.isUppercase == true }

    /// The prefix of a container Legible does not read (`?screens`): its containment is not known.
    static let unread = "?"

}
