import LegibleAudit

/// "Needs review": pairs the audit could not decide and a person should look at, in their own section. A hook for
/// the "needs review" pair status the model is gaining: until findings carry it, `NeedsReview.findings` is empty
/// and the section renders nothing.
enum HTMLNeedsReview {
    static let title = "Needs review"

    static func section(_ findings: [ContrastFinding], options: ReportOptions) -> String {
        guard !findings.isEmpty else { return "" }
        var out = "<section id=\"needs-review\">\n<h2>\(title)</h2>\n<p>Pairs Legible could not decide on its own: look at each one.</p>\n<ul>\n"
        for f in findings {
            out += "<li>\(HTML.text(f.foreground.name)) on \(HTML.text(f.background.name)) (\(HTML.text(f.appearance.label))): \(Display.measured(f.measured, f.rule))</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }
}

/// Which findings need a person's review. Hook: the model has no such status yet, so none do.
enum NeedsReview {
    static func findings(_ result: AuditResult) -> [ContrastFinding] { [] }
}
