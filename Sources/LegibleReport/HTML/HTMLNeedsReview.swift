import LegibleAudit

/// "Needs review": observed pairs whose text sits on something that is not one color Legible can know (an image, a
/// blur, a gradient, a colored view covering part of it, a host or color code sets: `ReviewReason`), in their own
/// section, each with why, the ratio against the layer found below it, and where it is shown. They never pass or fail.
enum HTMLNeedsReview {
    static let title = "Needs review"

    static func section(_ result: AuditResult, options: ReportOptions) -> String {
        let entries = ReviewText.entries(result, workingDirectory: options.workingDirectory)
        guard !entries.isEmpty else { return "" }
        var out = "<section id=\"needs-review\">\n<h2>\(title)</h2>\n"
        out +=
            "<p>What is under these texts is not one color Legible can know, so a person must look: each says what it found, "
            + "and the ratio against the layer below it. They never fail the run.</p>\n<ul>\n"
        for e in entries {
            out +=
                "<li><strong>\(HTML.text(e.pair))</strong> — \(HTML.text(e.reason.kind.label)): \(HTML.text(e.reason.detail)). "
                + "Against the layer below: \(HTML.text(e.measured))"
                + (e.shownAt.map { ". Shown at \(HTML.text($0))" } ?? "") + ".</li>\n"
        }
        out += "</ul>\n<dl>\n"
        for kind in ReviewText.reasons(entries) {
            out += "<dt>What to do (\(HTML.text(kind.label)))</dt><dd>\(HTML.text(kind.advice))</dd>\n"
        }
        return out + "</dl>\n</section>\n"
    }
}
