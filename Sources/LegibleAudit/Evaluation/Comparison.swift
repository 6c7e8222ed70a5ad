import LegiblePalette

/// Light against dark against high contrast: each rule pair with its value in every appearance.
///
/// A row is one (rule, foreground, background). `change` is signed: the other appearance's value minus the light
/// value (or the first appearance's), or with several others the worst of them minus it. A pair that drops from
/// 7.2 in light to 3.1 in dark has change −4.1; one that rises from 4.5 to 21 has +16.5 (never 0). Rows are ordered worst
/// regression first: rows that fail somewhere but pass in the reference appearance, then by change, then by name.
public struct Comparison: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        public var rule: ContrastRule
        public var ruleIndex: Int
        public var foreground: String
        public var background: String
        /// One finding per appearance, in `appearances` order; nil where the pair was not evaluated there.
        public var findings: [ContrastFinding?]
        /// The other appearance's value (the worst of the others) minus the reference appearance's value.
        public var change: Double
        /// Fails in some appearance while passing in the reference one.
        public var isRegression: Bool
        public var failsAnywhere: Bool { findings.contains { $0.map { !$0.passed } ?? false } }
    }

    public var appearances: [Appearance]
    public var rows: [Row]

    public init(_ result: AuditResult) {
        appearances = result.appearances
        var grouped: [String: [ContrastFinding]] = [:]
        var order: [String] = []
        for f in result.contrast {
            let key =
                "\(f.ruleIndex)|\(f.foreground.name)|\(f.foreground.origin)|\(f.background.name)|\(f.background.origin)"
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(f)
        }
        let appearances = self.appearances
        rows = order.map { key in
            let fs = grouped[key]!
            let byAppearance = appearances.map { a in fs.first { $0.appearance == a } }
            let reference = byAppearance.compactMap { $0 }.first!
            let others = byAppearance.compactMap { $0 }.dropFirst()
            let target = others.min { $0.measured < $1.measured } ?? reference
            return Row(
                rule: reference.rule, ruleIndex: reference.ruleIndex, foreground: reference.foreground.name,
                background: reference.background.name,
                findings: byAppearance, change: target.measured - reference.measured,
                isRegression: reference.passed && fs.contains { !$0.passed })
        }
        rows.sort { a, b in
            if a.isRegression != b.isRegression { return a.isRegression }
            if a.failsAnywhere != b.failsAnywhere { return a.failsAnywhere }
            if a.change != b.change { return a.change < b.change }
            return (a.ruleIndex, a.foreground, a.background) < (b.ruleIndex, b.foreground, b.background)
        }
    }
}
