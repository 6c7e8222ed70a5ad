import LegibleAudit
import LegibleCore
import LegiblePalette

/// Light against dark against high contrast: every rule pair once (`Comparison`), its sample, value and verdict in
/// each appearance side by side, the signed change from the first appearance to the other (worst other) one, and where it breaks. Rows come
/// in `Comparison`'s order: regressions (pass in the first appearance, fail in another) first, then other failing
/// pairs, then the largest drops.
enum HTMLComparison {
    static let title = "Light vs dark vs high contrast"
    /// Rows listed (failing rows come first in `Comparison`'s order).
    static let rowLimit = 300

    static func section(_ result: AuditResult, options: ReportOptions) -> String {
        let comparison = Comparison(result)
        var out = "<section id=\"appearances\">\n<h2>\(title)</h2>\n"
        guard !comparison.rows.isEmpty else { return out + "<p>No contrast pairs were checked.</p>\n</section>\n" }
        let summary = CompareSummary(comparison, result: result, strict: options.strict)
        out +=
            "<p>Each rule pair in \(HTML.text(comparison.appearances.map(\.label).joined(separator: ", "))). "
            + "<em>Change</em> is the worst value minus the \(HTML.text(comparison.appearances[0].label)) value; "
            + "<em>Breaks in</em> lists the appearances where the pair fails its rule. \(HTML.text(summary.line)).</p>\n"
        out +=
            "<div class=\"wrap\"><table><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Foreground on background</th>"
        for a in comparison.appearances { out += "<th scope=\"col\">\(HTML.text(a.label.capitalizedFirst))</th>" }
        out += "<th scope=\"col\">Change</th><th scope=\"col\">Breaks in</th></tr></thead><tbody>\n"
        let index = findingIndex(result)
        for row in comparison.rows.prefix(rowLimit) {
            out +=
                "<tr><td><code>\(row.rule.ruleID)</code></td><td>\(HTML.text(row.foreground)) on \(HTML.text(row.background))</td>"
            var breaks: [String] = []
            for (a, f) in zip(comparison.appearances, row.findings) {
                guard let f else { out += "<td class=\"muted\">–</td>"; continue }
                let status = CheckStatus(f, strict: options.strict)
                let link = f.passed ? nil : index[CompareNotes.identity(f)].map { "#c\($0)" }
                out +=
                    "<td>\(HTMLSwatch.sample(f.compositedForeground, on: f.compositedBackground, link: link, label: link == nil ? nil : HTML.text("\(Display.pair(f)) in \(a.label): details"))) "
                    + "\(HTML.text(Display.measuredWithNotes(f))) \(HTMLFinding.status(status))</td>"
                if !f.passed { breaks.append(a.label) }
            }
            out += "<td class=\"num\">\(CompareText.change(row))</td><td>"
            out +=
                breaks.isEmpty
                ? "–"
                : HTML.text(breaks.joined(separator: ", ")) + (row.isRegression ? " <strong>(regression)</strong>" : "")
            out += "</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        if comparison.rows.count > rowLimit {
            let hidden = comparison.rows.dropFirst(rowLimit)
            out +=
                "<p class=\"muted\">… and \(plural(hidden.count, "more pair")) (\(hidden.filter(\.failsAnywhere).count) failing somewhere; "
                + "<code>legible compare</code> lists them all).</p>\n"
        }
        return out + "</section>\n"
    }

    /// Position of each finding in `result.contrast`, by identity.
    static func findingIndex(_ result: AuditResult) -> [String: Int] {
        var index: [String: Int] = [:]
        for (i, f) in result.contrast.enumerated() where index[CompareNotes.identity(f)] == nil {
            index[CompareNotes.identity(f)] = i
        }
        return index
    }
}
