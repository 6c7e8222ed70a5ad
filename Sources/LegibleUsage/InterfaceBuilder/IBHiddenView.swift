/// The view that hides a storyboard or xib element where the document declares it (or a view code hides as it builds
/// it: `heldInCode`): the element or its nearest
/// ancestor with `hidden="YES"` or `alpha="0.0"` (UIKit's `alpha`, AppKit's `alphaValue`: it draws nothing). Code that
/// shows it needs a way to the view: an outlet (`IBHiddenViews` then asks the code whether it sets its visibility), a
/// tag (`viewWithTag:`), or a Cocoa binding of its `hidden` or `alphaValue`.
struct IBHiddenView: Sendable, Hashable {
    var id: String?
    var customClass: String?
    var line: Int
    /// `label abc-12` and how it is hidden (`hidden="YES"`, `alpha="0.0"`).
    var described: String
    /// Whether an outlet or an outlet collection holds it.
    var heldByOutlet: Bool
    /// Whether code may find it without an outlet: a tag, or a binding.
    var reachedOtherwise: Bool
    /// Where it is hidden, for the message.
    var hiddenWhere = "in the document"
    /// A view code creates and hides (`UIKitViewFacts.hiddenAtSetup`): the class and property holding it, which code
    /// shows it through as through an outlet.
    var heldInCode: OutletBinding?

    /// The view hiding `element`, nil when none does.
    static func of(_ element: IBNode, root: IBNode) -> IBHiddenView? {
        guard
            let node = ([element] + element.ancestors).first(where: { node in
                node["hidden"] == "YES" || node.opacity.flatMap(Double.init) == 0
            })
        else { return nil }
        let how =
            node["hidden"] == "YES"
            ? "hidden=\"YES\"" : "\(node["alpha"] == nil ? "alphaValue" : "alpha")=\"\(node.opacity ?? "0")\""
        return view(node, how: how, root: root)
    }

    /// `node` as code may reach it, described with what the document leaves it as (`hidden="YES"`, `no text`).
    static func view(_ node: IBNode, how: String, root: IBNode) -> IBHiddenView {
        IBHiddenView(
            id: node["id"], customClass: node["customClass"], line: node.line,
            described: "\(node["id"].map { "\(node.name) \($0)" } ?? node.name) "
                + "(line \(node.line), \(how))",
            heldByOutlet: IBUntitledButtons.isHeldByOutlet(node, root: root), reachedOtherwise: isTaggedOrBound(node))
    }

    /// Whether code may find a view without an outlet: a tag (`viewWithTag:`), or a Cocoa binding.
    static func isTaggedOrBound(_ node: IBNode) -> Bool {
        (node["tag"].map { $0 != "0" } ?? false)
            || (node.child("connections")?.children.contains { $0.name == "binding" } ?? false)
    }

    /// Whether code may reach a view at all: an outlet holds it, or a tag or binding finds it.
    static func isReachable(_ node: IBNode, root: IBNode) -> Bool {
        isTaggedOrBound(node) || IBUntitledButtons.isHeldByOutlet(node, root: root)
    }
}
