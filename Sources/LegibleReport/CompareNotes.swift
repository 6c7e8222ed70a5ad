import LegibleAudit
import LegiblePalette

/// What `compare` adds to the SARIF, JUnit and GitHub forms: for each finding of a row, the row's values in every
/// appearance ("In light 12.61:1 (pass), dark 3.29:1 (fail); change -9.32, a regression from light."; no change
/// part when the first appearance is the worst).
struct CompareNotes {
    var notes: [String: String] = [:]

    init() {}

    init(_ comparison: Comparison) {
        for row in comparison.rows {
            let cells = zip(comparison.appearances, row.findings).compactMap { appearance, f in
                f.map {
                    "\(appearance.label) \(Display.measured($0.measured, $0.rule)) (\($0.passed ? "pass" : "fail"))"
                }
            }
            var note = "In " + cells.joined(separator: ", ")
            if row.change != 0 { note += "; change " + CompareText.change(row) }
            if row.isRegression, let reference = row.findings.compactMap({ $0 }).first {
                note += ", a regression from \(reference.appearance.label)"
            }
            note += "."
            for f in row.findings.compactMap({ $0 }) { notes[Self.identity(f)] = note }
        }
    }

    subscript(_ f: ContrastFinding) -> String? { notes[Self.identity(f)] }

    /// A finding's identity within one run: rule position, both colors with their origins, appearance.
    static func identity(_ f: ContrastFinding) -> String {
        "\(f.ruleIndex)|\(f.foreground.name)|\(f.foreground.origin)|\(f.background.name)|\(f.background.origin)|\(f.appearance.rawValue)"
    }

    /// The result as `compare` reports it: contrast findings only (comparison rows are contrast pairs).
    static func contrastOnly(_ result: AuditResult) -> AuditResult {
        var r = result
        r.distinctness = []
        return r
    }
}
