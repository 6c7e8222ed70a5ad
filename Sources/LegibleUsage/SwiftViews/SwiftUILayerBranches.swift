import LegiblePalette
import LegibleSwiftSyntax

/// A layer whose color a condition picks (`Circle().fill(picked ? .green : .gray)` under a checkmark, a ZStack
/// backdrop): each color is a layer of its own, labelled with its condition, and a text color chosen by the same test
/// pairs with its own branch only. A test the `if`s around the text decide (`SwiftConditionFacts`: the checkmark is
/// drawn only `if picked`) keeps only the branch that can be drawn with it.
struct LayerBranch {
    var color: ObservedColor
    /// "when picked", "otherwise (not picked)"; nil when the facts chose the branch.
    var condition: String?
    /// The conditions this branch cannot hold under (the other side of each test it took).
    var excludes: [String]
    /// Why this layer needs review (a gradient an app view draws in one theme), beside the search's own reason.
    var review: ReviewReason? = nil
    /// The themes and appearances this layer is drawn in (`SwiftUIViewTypeLayers`); nil: every one.
    var appearances: [Appearance]? = nil
    /// How this layer was found, when not as the others were (the layer further out where an app modifier draws
    /// nothing in this theme, `SwiftUIAppModifierBranches`).
    var evidence: String? = nil
}

extension SwiftUIColorUses {
    /// The colors a view paints when a condition picks them; nil when its color is not a conditional expression or a
    /// branch cannot be read or paints nothing (at most 4 branches).
    func layerBranches(of view: SwiftExpression, at index: Int, facts: SwiftConditionFacts) -> [LayerBranch]? {
        let painted = paintedColor(view)
        guard case .ternary = painted else { return nil }
        var result: [LayerBranch] = []
        func walk(_ e: SwiftExpression, _ conditions: [String], _ excludes: [String]) -> Bool {
            guard result.count < 4 else { return false }
            if case .ternary(let test, let yes, let no, _) = e {
                let when = "when \(SwiftColorBranches.describe(test))"
                let otherwise = SwiftColorBranches.otherwise(test)
                switch facts.value(of: test) {
                case true?: return walk(yes, conditions, excludes)
                case false?: return walk(no, conditions, excludes)
                case nil:
                    return walk(yes, conditions + [when], excludes + [otherwise])
                        && walk(no, conditions + [otherwise], excludes + [when])
                }
            }
            guard case .success(let color) = file.color(e, at: index, colorType: "Color"),
                drawn(.success(color)) != nil
            else { return false }
            result.append(
                LayerBranch(
                    color: color, condition: conditions.isEmpty ? nil : conditions.joined(separator: ", "),
                    excludes: excludes))
            return true
        }
        return walk(painted, [], []) ? result : nil
    }

    /// The layers a pair is made on: the found layer's branches, or its one color.
    static func layers(of found: Found) -> [LayerBranch] {
        found.branches.isEmpty ? [LayerBranch(color: found.color, condition: nil, excludes: [])] : found.branches
    }
}
