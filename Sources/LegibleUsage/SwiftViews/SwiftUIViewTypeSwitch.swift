import LegiblePalette
import LegibleSwiftSyntax

/// A `switch` in the body of an app view type drawn as a background (`switch theme { case .glass: Rectangle().fill(
/// .ultraThinMaterial); case .flat, .paper: palette.card }`): each case is the test "the subject is one of its
/// patterns", decided once per theme and appearance as an `if` is (`SwiftUIViewTypeLayers.decide`), so each case
/// draws in the themes where it is the first to hold, and `default` in the themes no case before it took. When one
/// case is decided at run time, each case is a branch labelled with it ("when style is .card"), the others excluded.
extension SwiftUIColorUses {
    /// The statements of each case with the conditions and themes they are drawn under.
    func switchSides(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase], at index: Int, under: Under)
        -> [(statements: [SwiftStatement], under: Under)]
    {
        let written = SwiftColorBranches.describe(subject)
        let labels = cases.map { c in
            c.isDefault
                ? "when \(written) is another value"
                : "when \(written) is \(c.patterns.map { SwiftColorBranches.describe($0) }.joined(separator: " or "))"
        }
        let runTime = cases.enumerated().map { k, c -> (statements: [SwiftStatement], under: Under) in
            var side = under
            side.conditions.append(labels[k])
            side.excludes += labels.enumerated().filter { $0.offset != k }.map(\.element)
            return (statements: c.body, under: side)
        }
        var sides: [(statements: [SwiftStatement], under: Under)] = []
        // Every theme and appearance the tests were decided in, and those an earlier case already took.
        var every: [Appearance]?
        var taken: [Appearance] = []
        for c in cases {
            let rest = every.map { all in all.filter { !taken.contains($0) } }
            if c.isDefault {
                sides.append((c.body, rest.map { under.restricted(to: $0) } ?? under))
                break
            }
            let t = subject.token
            let tests = c.patterns.map { SwiftExpression.binary("==", subject, $0, t) }
            let test = tests.dropFirst().reduce(tests[0]) { .binary("||", $0, $1, t) }
            switch decide(test, at: index) {
            case .always(false):
                continue
            case .always(true):
                sides.append((c.body, rest.map { under.restricted(to: $0) } ?? under))
                return sides
            case .split(let holds, let fails):
                if every == nil { every = holds + fails }
                sides.append((c.body, under.restricted(to: holds.filter { !taken.contains($0) })))
                taken += holds
            case .unknown:
                return runTime
            }
        }
        return sides
    }
}
