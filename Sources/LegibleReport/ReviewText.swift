import LegibleAudit
import LegibleJSON
import LegibleUsage

/// The needs-review section of the text and Markdown reports: one entry per observed pair that Legible cannot
/// assert (`ReviewReason`), with why, the ratio against the layer found below the obstruction in each appearance, and
/// where it is shown. Such pairs never pass or fail; a person looks at them.
enum ReviewText {
    /// Why a pair needs review, in JSON: `{"reason": "image", "detail": "ImageView @+id/thumbnail (line 12) is drawn under …"}`.
    static let shape = JSONShape<ReviewReason>([
        .choice("reason", ReviewReason.Kind.self) { $0.kind },
        .string("detail") { $0.detail },
    ])

    struct Entry {
        var pair: String
        var reason: ReviewReason
        /// "light 3.20:1, dark 5.10:1"
        var measured: String
        var shownAt: String?
    }

    /// One entry per review rule, in rule order.
    static func entries(_ result: AuditResult, workingDirectory: String?) -> [Entry] {
        var order: [Int] = []
        var byRule: [Int: [ContrastFinding]] = [:]
        for f in result.reviewContrast {
            if byRule[f.ruleIndex] == nil { order.append(f.ruleIndex) }
            byRule[f.ruleIndex, default: []].append(f)
        }
        return order.compactMap { index in
            guard let findings = byRule[index], let first = findings.first, let reason = first.review else {
                return nil
            }
            let measured = findings.map { "\($0.appearance.label) \(Display.measuredWithNotes($0))" }.joined(
                separator: ", ")
            return Entry(
                pair: Display.pair(first), reason: reason, measured: measured,
                shownAt: Display.shownAt(first.rule.sites, workingDirectory: workingDirectory))
        }
    }

    /// "Needs review (3 pairs; never fail the run):" and an indented entry per pair, wrapped to `TextFit.width`.
    static func text(_ result: AuditResult, options: ReportOptions) -> String {
        let entries = entries(result, workingDirectory: options.workingDirectory)
        guard !entries.isEmpty else { return "" }
        var out = "\nNeeds review (\(plural(entries.count, "pair")); a person must look, they never fail the run)\n"
        let listed = options.listEverything ? entries[...] : entries.prefix(TextReport.Limits.reviewEntries)
        for e in listed {
            let line =
                "  REVIEW  "
                + Terminal.sanitize(
                    "\(e.pair): \(e.reason.message); against the layer below: \(e.measured)"
                        + (e.shownAt.map { "; shown at \($0)" } ?? ""))
            out += TextFit.wrap(line, indent: "          ").map { $0 + "\n" }.joined()
        }
        if listed.count < entries.count {
            out += "  … and \(plural(entries.count - listed.count, "more pair")) (--verbose lists them)\n"
        }
        for kind in reasons(entries) {
            out += TextFit.wrap("  What to do (\(kind.label)): \(kind.advice)", indent: "          ").map { $0 + "\n" }
                .joined()
        }
        return out
    }

    /// The reasons the entries have, each once, in `ReviewReason.Kind` order.
    static func reasons(_ entries: [Entry]) -> [ReviewReason.Kind] {
        Set(entries.map(\.reason.kind)).sorted()
    }

    static func markdown(_ result: AuditResult, options: ReportOptions) -> String {
        let entries = entries(result, workingDirectory: options.workingDirectory)
        guard !entries.isEmpty else { return "" }
        let rows = entries.map { e in
            [
                Markdown.escape(e.pair), e.reason.kind.label, Markdown.escape(e.reason.detail),
                Markdown.escape(e.measured), Markdown.escape(e.shownAt ?? ""),
            ]
        }
        return
            "### Needs review\n\nPairs Legible cannot assert (the layer under the text is not a color it can know); they never fail the run.\n\n"
            + Markdown.table(
                ["Pair", "Why", "What is under the text", "Against the layer below", "Shown at"],
                align: [false, false, false, false, false], rows) + "\n"
            + "\n"
            + Markdown.table(
                ["Why", "What to do"], align: [false, false],
                reasons(entries).map { [$0.label, Markdown.escape($0.advice)] }) + "\n"
    }
}
