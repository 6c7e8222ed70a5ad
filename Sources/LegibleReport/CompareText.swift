import LegibleAudit
import LegibleCore
import LegibleUsage

/// `legible compare` for people: one row per rule pair with its value and verdict in every appearance, worst
/// regressions first (`Comparison`'s order), then diagnostics and the summary line.
///
/// ```
///   Result  Rule           Foreground      Background                 light        dark         Change            Required
///   FAIL    wcag2-aa-text  tertiaryLabel   systemBackground           1.97:1 FAIL  2.13:1 FAIL  0                 3:1
/// ```
enum CompareText {
    static func render(_ comparison: Comparison, result: AuditResult, options: ReportOptions) -> String {
        var out = TextReport.header(result, contrastOnly: true) + "\n"
        var table = TextTable(
            header: ["Result", "Rule", "Foreground", "Background"] + comparison.appearances.map(\.label) + [
                "Change", "Required",
            ])
        for row in comparison.rows {
            let first = row.findings.compactMap { $0 }.first
            var cells = [
                Terminal.status(rowStatus(row, strict: options.strict), ansi: options.ansi), TextCell(row.rule.ruleID),
                Terminal.named(row.foreground, first?.compositedForeground, ansi: options.ansi),
                Terminal.named(row.background, first?.compositedBackground, ansi: options.ansi),
            ]
            for f in row.findings {
                guard let f else { cells.append(TextCell("-")); continue }
                let status = CheckStatus(f, strict: options.strict)
                let value = Display.measuredWithNotes(f) + " "
                let verdict = Terminal.status(status, ansi: options.ansi)
                cells.append(TextCell(visible: value + verdict.visible, rendered: value + verdict.rendered))
            }
            cells.append(TextCell(change(row) + (row.isRegression ? " (regression)" : "")))
            cells.append(TextCell(Display.required(row.rule)))
            table.rows.append(cells)
        }
        if !comparison.rows.isEmpty { out += table.render() }
        if !result.diagnostics.isEmpty {
            out += "\n" + result.diagnostics.map { Terminal.sanitize($0.description) + "\n" }.joined()
        }
        return out + "\n" + CompareSummary(comparison, result: result, strict: options.strict).line + "\n"
    }

    /// The worst verdict of a row over its appearances.
    static func rowStatus(_ row: Comparison.Row, strict: Bool) -> CheckStatus {
        row.findings.compactMap { $0.map { CheckStatus($0, strict: strict) } }.min { $0.rank < $1.rank } ?? .pass
    }

    /// The signed change from the reference appearance (`Comparison.Row.change`), truncated toward zero like the
    /// values: "-9.32", "+16.46", or "0" when the value is the same.
    static func change(_ row: Comparison.Row) -> String {
        guard row.change != 0 else { return "0" }
        return (row.change < 0 ? "-" : "+") + RatioDisplay.string(abs(row.change))
    }
}

/// The counts `compare` ends with: "28 pairs in 2 appearances, 3 fail in some appearance (2 errors, 1 warning),
/// 1 regression, 1 pair needs review", then what the UI files showed as `lint` says it (`UsageCoverage.line`).
/// A pair that needs review in every appearance it is evaluated in is counted apart, never as failing.
public struct CompareSummary: Sendable {
    var pairs = 0
    /// Rows whose every finding needs review (`ReviewReason`).
    var needsReview = 0
    var usage: UsageCoverage?
    var appearances = 0
    var failingErrors = 0
    var failingWarnings = 0
    var regressions = 0
    /// Rows with a check that fails the run (an error, or a warning under strict).
    public var violations = 0
    var diagnosticErrors = 0
    var diagnosticWarnings = 0

    public init(_ comparison: Comparison, result: AuditResult, strict: Bool) {
        let review = comparison.rows.filter { $0.findings.allSatisfy { $0.map { $0.review != nil } ?? true } }
        needsReview = review.count
        pairs = comparison.rows.count - needsReview
        usage = result.usage
        appearances = comparison.appearances.count
        for row in comparison.rows
        where row.findings.contains(where: { $0.map { $0.review == nil && !$0.passed } ?? false }) {
            if row.rule.severity == .error { failingErrors += 1 } else { failingWarnings += 1 }
            if row.isRegression { regressions += 1 }
            if CompareText.rowStatus(row, strict: strict) == .fail { violations += 1 }
        }
        diagnosticErrors = result.diagnostics.filter { $0.severity == .error }.count
        diagnosticWarnings = result.diagnostics.count - diagnosticErrors
    }

    var failing: Int { failingErrors + failingWarnings }

    public var line: String {
        var s =
            "\(plural(pairs, "pair")) in \(plural(appearances, "appearance")), \(failing) failing in some appearance "
            + "(\(plural(failingErrors, "error")), \(plural(failingWarnings, "warning"))), \(plural(regressions, "regression"))"
        if diagnosticErrors + diagnosticWarnings > 0 {
            s +=
                ", \(plural(diagnosticErrors + diagnosticWarnings, "diagnostic")) (\(plural(diagnosticErrors, "error")), \(plural(diagnosticWarnings, "warning")))"
        }
        if needsReview > 0 { s += ", \(plural(needsReview, "pair")) need\(needsReview == 1 ? "s" : "") review" }
        if let usage, usage.filesRead > 0 { s += "; " + usage.line }
        return s
    }
}
