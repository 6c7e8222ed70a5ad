import LegibleObjCSyntax
import LegiblePalette

/// The tints a method sets on its views before reading them back (`self.tintColor = …` in each branch of an `if`,
/// then `[self setTitleColor:self.tintColor forState:UIControlStateNormal]`, as a keyboard-style button does): what a
/// read of `tintColor` gives at that point, per branch. UIKit returns the tint last set on the view (Apple,
/// "UIView.tintColor").
struct CodeTintWrites {
    /// One `tintColor` assignment: its value, the condition it runs under (`when x`, `unless x`), where.
    struct Write {
        var value: ObjCExpression
        var condition: String?
        var location: SourceLocation
    }

    private var writes: [String: [Write]] = [:]

    /// A write of `value` to the tint of the view `chain` names, under `condition`: it replaces an unconditional
    /// write, and an earlier write under the same condition.
    mutating func write(on chain: [String], _ value: ObjCExpression, condition: String?, at location: SourceLocation) {
        let key = chain.joined(separator: ".")
        let write = Write(value: value, condition: condition, location: location)
        if condition == nil {
            writes[key] = [write]
        } else {
            writes[key, default: []].removeAll { $0.condition == condition || $0.condition == nil }
            writes[key, default: []].append(write)
        }
    }

    /// The writes a read of the tint of `chain` sees, when they decide it in every case: one unconditional write, or
    /// writes under each branch of the same `if` (`when x` and `unless x`). Nil when a case keeps a tint the method
    /// did not set.
    func complete(on chain: [String]) -> [Write]? {
        guard let found = writes[chain.joined(separator: ".")], !found.isEmpty else { return nil }
        if found.count == 1, found[0].condition == nil { return found }
        let conditions = Set(found.compactMap(\.condition))
        guard conditions.count == found.count,
            found.allSatisfy({ $0.condition.flatMap(CodeRecolor.otherBranch).map(conditions.contains) == true })
        else { return nil }
        return found
    }
}
