import LegibleAudit

/// `legible compare` as a job summary: the verdict, then one table row per rule pair with its value and verdict
/// in every appearance, worst regressions first (capped at `rowLimit` rows), then the diagnostics.
enum CompareMarkdown {
    static let rowLimit = 1000

    static func render(_ comparison: Comparison, result: AuditResult, options: ReportOptions) -> String {
        let summary = CompareSummary(comparison, result: result, strict: options.strict)
        var out = "## Legible compare: "
        out +=
            summary.failing == 0
            ? "all \(plural(summary.pairs, "pair")) pass in every appearance"
            : "\(summary.failing) of \(plural(summary.pairs, "pair")) fail in some appearance (\(plural(summary.regressions, "regression")))"
        out += "\n\n" + MarkdownReport.rulesNote(result) + "\n"
        let pair = ["Result", "Rule", "Foreground", "Background"]
        let header = pair + comparison.appearances.map { Markdown.escape($0.label) } + ["Change", "Required"]
        let align = pair.map { _ in false } + comparison.appearances.map { _ in true } + [true, true]
        let rows = comparison.rows.prefix(rowLimit).map { row -> [String] in
            var cells = [
                MarkdownReport.result(CompareText.rowStatus(row, strict: options.strict)),
                Markdown.code(row.rule.ruleID),
                Markdown.escape(row.foreground), Markdown.escape(row.background),
            ]
            for f in row.findings {
                guard let f else { cells.append("–"); continue }
                cells.append(
                    Markdown.escape(Display.measuredWithNotes(f)) + " "
                        + MarkdownReport.mark(CheckStatus(f, strict: options.strict)))
            }
            cells.append(CompareText.change(row) + (row.isRegression ? " **regression**" : ""))
            cells.append(Display.required(row.rule))
            return cells
        }
        if !rows.isEmpty { out += Markdown.table(header, align: align, rows) + "\n" }
        if comparison.rows.count > rowLimit {
            out += "… and \(comparison.rows.count - rowLimit) more pairs (see `--format json`).\n\n"
        }
        return out + MarkdownReport.diagnostics(result.diagnostics) + Markdown.escape(summary.line) + "\n"
    }
}
