import LegiblePalette
import LegibleSwiftSyntax

/// A background whose color a test decided at run time chooses, every outcome of which is a color
/// (`.background(isPinned ? Color.yellow : Color.white)`, `.background(bubbleFill)` with an `if isMine` in its getter,
/// a `switch` over a parameter in a function): a layer per outcome, labelled with it, as the text color is
/// (`SwiftRunTimeChoices`), instead of one layer "a color Legible cannot read". A layer excludes the outcomes of the
/// other layers that part from it, so a text color chosen by the same test is paired with its own side only.
/// A clear outcome (what is under shows through) or one that does not evaluate leaves the background unread.
extension SwiftUIColorUses {
    /// The layers of the background modifier `b` when a run-time test chooses its color; nil when none does.
    func choiceLayers(_ b: SwiftModifierChain.Modifier) -> [LayerBranch]? {
        guard let expression = backgroundExpression(b) else { return nil }
        let choices = file.colorChoices(paintedColor(expression), at: b.nameIndex, colorType: "Color")
        guard choices.count > 1 else { return nil }
        var outcomes: [(conditions: [String], color: ObservedColor)] = []
        for choice in choices {
            guard case .success(let color) = choice.color, drawn(.success(color)) != nil,
                let condition = choice.condition
            else { return nil }
            outcomes.append((condition.components(separatedBy: ", "), color))
        }
        return outcomes.enumerated().map { k, own -> LayerBranch in
            var excludes: [String] = []
            for (j, other) in outcomes.enumerated() where j != k {
                // Where the two part, the other's outcome of that test.
                guard let d = zip(own.conditions, other.conditions).enumerated().first(where: { $1.0 != $1.1 })?.offset,
                    !excludes.contains(other.conditions[d])
                else { continue }
                excludes.append(other.conditions[d])
            }
            return LayerBranch(color: own.color, condition: own.conditions.joined(separator: ", "), excludes: excludes)
        }
    }
}
