import LegibleSwiftSyntax

/// A SwiftUI view built in code that is not a view, a scene or a hosting controller's root, and passed as a value to
/// the app's own API (`registry.add(Panel(title: "Problems", content: AnyView(ProblemsPanel())))`): the app's code
/// decides where it is drawn later, through storage Legible does not follow, so what is under it is not known.
/// A hosting API (`UIHostingController(rootView:)`, `NSHostingView(rootView:)`, `UIHostingConfiguration { … }`) puts
/// the view at the root of a controller or view instead (Apple, "UIHostingController", "NSHostingView").
extension SwiftUIColorUses {
    /// SwiftUI's types that host a view at the root of an AppKit or UIKit controller or view.
    static let hostingTypes: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "NSHostingMenu",
        "_UIHostingView",
    ]
    /// Types that own the views they declare in their bodies: a view used there is drawn in place.
    static let viewOwners: Set<String> = ["View", "ViewModifier", "App", "Scene", "PreviewProvider", "ButtonStyle"]

    /// The call the view built at token `index` is handed to, when that is the app's own code (`Panel` for
    /// `Panel(content: AnyView(X()))` in a class method); nil when the view is used in a view or scene body, is a
    /// hosting controller's root (`rootView:`), or is not an argument of a call (`let v = X()`, `return X()`).
    func handedToAppCode(at index: Int) -> String? {
        guard let type = file.enclosingType(index), declaresType(body: type.open),
            !SwiftViewHosts.conforms(file, body: type.open, to: Self.viewOwners)
        else { return nil }
        var inner = index
        var o = file.nesting.enclosing[index]
        while let open = o, file.typeBodies[open] == nil {
            guard file.nesting.isPunctuation(open, "(") else { return nil }
            guard let owner = ownerName(of: open) else { return nil }
            let name = file.tokens[owner].text
            if Self.hostingTypes.contains(name) || argumentLabel(in: open, before: inner) == "rootView" { return nil }
            if name != "AnyView" { return name }
            inner = owner
            o = file.nesting.enclosing[owner]
        }
        return nil
    }

    /// Whether the body at `open` is a type's own declaration (`class`, `struct`, `enum`, `actor`), not an extension,
    /// whose conformances are written elsewhere (`extension View { … }`).
    func declaresType(body open: Int) -> Bool {
        var k = open - 1
        while k >= 0, !SwiftTypeDeclaration.keywords.contains(file.tokens[k].text) { k -= 1 }
        return k >= 0 && file.tokens[k].text != "extension" && file.tokens[k].text != "protocol"
    }
}
