/// Code that may show a view the document hides (`IBHiddenViews`): a write of its `isHidden`/`hidden`, `alpha` or
/// `alphaValue` (`setHidden:`, through `animator()`), or a call that names it and reads as showing, hiding or fading
/// (`banner.fadeIn()`, `hint.isHidden.toggle()`, `UIView.transition(with: panel, …)`, `[self revealPanel:panel]`).
/// Kept as an assignment of `key` on the view (`CodeColorAssignments`), whatever the value: one that hides it too
/// says code decides.
enum CodeVisibility {
    static let key = "visibility"
    /// The view properties that decide whether it shows.
    static let properties: Set<String> = ["isHidden", "hidden", "alpha", "alphaValue"]
    /// Words of a method's name that read as showing, hiding or fading a view.
    static let words = ["hid", "show", "fade", "visib", "reveal", "appear", "animate", "alpha", "toggle", "transition"]

    /// Whether a written value hides the view whatever runs (`true`, `YES`, `0`, `0.0`): a write of it shows nothing.
    static func isLiteralHide(_ written: String) -> Bool {
        ["true", "YES"].contains(written) || Double(written) == 0
    }

    static func isShowing(_ name: String) -> Bool {
        let lower = name.lowercased()
        return words.contains { lower.contains($0) }
    }

    /// The view a chain names, without a visibility property or `animator` after it (`hint.isHidden` → `hint`).
    static func view(_ chain: [String]) -> [String] {
        var view = chain
        while let last = view.last, properties.contains(last) || last == "animator" { view.removeLast() }
        return view
    }
}
