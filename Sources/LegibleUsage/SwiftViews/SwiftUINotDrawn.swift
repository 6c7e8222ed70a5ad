import LegibleSwiftSyntax

extension SwiftUIColorUses {
    /// Why the view of `chain` is never drawn as text, if it is not: `.hidden()` (it keeps its space, draws nothing),
    /// `.opacity(0)`, or `.redacted(reason: .placeholder)` (SwiftUI draws placeholder shapes instead of the glyphs),
    /// on the view or a view around it in this file. A modifier with a computed argument
    /// (`.opacity(isLoading ? 0 : 1)`, `.redacted(reason: isLoading ? .placeholder : [])`) is a state, not this.
    func notDrawn(_ chain: SwiftModifierChain) -> String? {
        if let hidden = nearest("hidden", from: chain),
            hidden.arguments.map({ file.nesting.partner[$0] == $0 + 1 }) ?? true
        {
            return "never drawn (.hidden(), line \(file.location(hidden.nameIndex).line))"
        }
        if let opacity = nearest("opacity", from: chain),
            case .number(0, _)? = opacity.arguments.flatMap({ file.nesting.argument($0) })
        {
            return "never drawn (.opacity(0), line \(file.location(opacity.nameIndex).line))"
        }
        if let redacted = nearest("redacted", from: chain),
            case .implicitMember("placeholder", _)? = redacted.arguments.flatMap({
                file.nesting.argument($0, label: "reason")
            })
        {
            return "drawn as placeholder shapes, not text (.redacted(reason: .placeholder), line "
                + "\(file.location(redacted.nameIndex).line))"
        }
        return nil
    }

    /// Inside the closure of a `.swipeActions { … }` modifier, a `.tint(x)` on a button is the action's fill (the system
    /// draws the action's label in white on it), not a color drawn over the row: the line of that modifier.
    func insideSwipeActions(_ index: Int) -> Int? {
        enclosingOwner(["swipeActions"], of: index).map { file.tokens[$0].line }
    }
}
