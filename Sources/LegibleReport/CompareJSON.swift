import LegibleAudit
import LegiblePalette
import LegibleJSON

/// `legible compare --format json`: every rule pair side by side, worst regressions first. Rendered from the field
/// declarations below; `legible schema compare` prints the JSON Schema generated from them. `tool`, `config` and
/// `diagnostics` are `JSONReport`'s; each of a row's `cells` (one per appearance, in `appearances` order) is a
/// `JSONReport` contrast entry, or null.
enum CompareJSON {
    typealias Run = (comparison: Comparison, result: AuditResult, options: ReportOptions)

    static func render(_ comparison: Comparison, result: AuditResult, options: ReportOptions) -> String {
        document.render((comparison, result, options)).rendered() + "\n"
    }

    static let document = JSONShape<Run>(
        "legible compare --format json",
        LegibleReport.header(kind: "comparison") + [
            .object("tool", JSONReport.tool) { $0.options },
            .bool("strict") { $0.options.strict },
            .object("config", JSONReport.config) { $0.result },
            .strings("appearances") { $0.comparison.appearances.map(\.rawValue) },
            .object("summary", summary) { CompareSummary($0.comparison, result: $0.result, strict: $0.options.strict) },
            .object("usage", JSONReport.usage) { $0.result.usage },
            .array("rows", row) { run in run.comparison.rows.map { ($0, run.options) } },
            .array("diagnostics", JSONReport.diagnostic) { $0.result.diagnostics },
        ])

    static let summary = JSONShape<CompareSummary>([
        .integer("pairs") { $0.pairs }, .integer("needsReview") { $0.needsReview }, .integer("failing") { $0.failing },
        .integer("failingErrors") { $0.failingErrors },
        .integer("failingWarnings") { $0.failingWarnings }, .integer("regressions") { $0.regressions },
        .integer("violations") { $0.violations },
        .integer("diagnosticErrors") { $0.diagnosticErrors }, .integer("diagnosticWarnings") { $0.diagnosticWarnings },
    ])

    static let row = JSONShape<(row: Comparison.Row, options: ReportOptions)>([
        .string("ruleId") { $0.row.rule.ruleID }, .integer("ruleIndex") { $0.row.ruleIndex },
        .string("foreground") { $0.row.foreground }, .string("background") { $0.row.background },
        .number("required") { $0.row.rule.required },
        .choice("severity", Diagnostic.Severity.self) { $0.row.rule.severity },
        // The other (worst other) appearance minus the first; unrounded.
        .number("change") { $0.row.change },
        // Passes in the first appearance, fails in another.
        .bool("regression") { $0.row.isRegression },
        .bool("failsAnywhere") { $0.row.failsAnywhere },
        .value("cells", .array(JSONReport.contrast.schema.orNull)) { r in
            .array(r.row.findings.map { $0.map { JSONReport.contrast.render(($0, r.options)) } ?? .null })
        },
    ])
}
