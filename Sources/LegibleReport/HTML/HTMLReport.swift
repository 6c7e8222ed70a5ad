import LegibleAudit
import LegiblePalette

/// `legible report`: one self-contained HTML page, inline CSS, no script, no network, no fonts or images.
///
/// Sections, in order (each an `<h2>` in a `<section id>`): Summary (`#summary`), Needs review (`#needs-review`,
/// only when some pair needs a person's review), Pairs as people see them (`#observed`, only when UI files show
/// pairs), Contrast grid (`#grid`), Light vs dark vs high contrast (`#appearances`), Color vision
/// (`#color-vision`), Suggestions (`#suggestions`).
/// Details have stable anchors: `#c<i>` is the i-th contrast finding of the result (failing ones have a card under
/// Suggestions), `#d<i>` the i-th distinctness finding (a row under Color vision), `#grid-<appearance>` a grid.
///
/// Page weight: the grid shows the rules' pairs only (not every color on every other), and each long list has a
/// cap (grid cells, comparison rows, palette rows, simulated-contrast rows, cards; failing entries first) with a
/// note naming the command that lists everything, so a 316-color catalog under rules pairing thousands of colors
/// stays well under 2 MB (`Tests/Browser/render-report.sh` measures it).
///
/// Like every renderer here it is a pure function: the same result, palette and options give the same bytes (no
/// date, no absolute path beyond what the options make relative, no hash-ordered output). Every name, path and
/// message is escaped (`HTML.text`).
public enum HTMLReport {
    /// The section headings, in page order: what a reader (and the browser check) finds in the DOM.
    public static let sectionTitles = [
        HTMLSummary.title, HTMLGrid.title, HTMLComparison.title, HTMLColorVision.title, HTMLSuggestions.title,
    ]

    /// - Parameter palette: the palette the audit read, so "Color vision" lists every color; without it, only the
    ///   colors the findings name.
    public static func render(_ result: AuditResult, palette: Palette? = nil, options: ReportOptions = ReportOptions())
        -> String
    {
        document(
            result, options: options, title: "Legible accessibility report",
            sections: [
                HTMLSummary.section(result, options: options),
                HTMLNeedsReview.section(result, options: options),
                HTMLObservedPairs.section(result, options: options),
                HTMLGrid.section(result, options: options),
                HTMLComparison.section(result, options: options),
                HTMLColorVision.section(result, palette: palette, options: options),
                HTMLSuggestions.section(result, options: options),
            ])
    }

    /// The page around `sections`: head with the inline style sheet, a header with the verdict and a table of
    /// contents built from the sections' headings, and a footer naming the tool.
    static func document(_ result: AuditResult, options: ReportOptions, title: String, sections: [String]) -> String {
        let summary = ReportSummary(result, strict: options.strict)
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="legible \(HTML.attribute(options.toolVersion))">
            <title>\(HTML.text(title)): \(HTML.text(MarkdownReport.headline(summary)))</title>
            <style>
            \(HTMLStyle.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(HTML.text(title))</h1>
            <p>\(HTML.text(MarkdownReport.headline(summary).capitalizedFirst)) · \(HTML.text(result.appearances.map(\.label).joined(separator: ", ")))</p>

            """
        let headings = sections.compactMap(heading)
        if headings.count > 1 {
            out +=
                "<nav aria-label=\"Sections\"><ul>"
                + headings.map { "<li><a href=\"#\($0.id)\">\($0.title)</a></li>" }.joined() + "</ul></nav>\n"
        }
        out += "</header>\n<main>\n" + sections.joined() + "</main>\n"
        out +=
            "<footer>Made by <code>legible \(HTML.text(options.toolVersion))</code>. Ratios are WCAG 2.x contrast ratios truncated to "
            + "two decimals, so a shown value never contradicts its verdict; APCA values are |Lc| 0.0.98G-4g.</footer>\n</body>\n</html>\n"
        return out
    }

    /// `<section id="x">\n<h2>Title</h2>` → (x, Title): titles are our own constants, already HTML.
    static func heading(_ section: String) -> (id: String, title: String)? {
        guard section.hasPrefix("<section id=\""), let idEnd = section.dropFirst(13).firstIndex(of: "\""),
            let h2 = section.range(of: "<h2>"), let h2End = section.range(of: "</h2>")
        else { return nil }
        return (
            String(section[section.index(section.startIndex, offsetBy: 13)..<idEnd]),
            String(section[h2.upperBound..<h2End.lowerBound])
        )
    }
}
