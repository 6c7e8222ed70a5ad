import LegibleAudit
import LegibleCore

/// The formats of `legible grid`.
public enum GridFormat: String, CaseIterable, Sendable, Hashable {
    /// One table per appearance, "ratio badge" per cell, for a terminal.
    case text
    /// One GitHub-flavored Markdown table per appearance.
    case markdown
    /// A self-contained HTML page holding the report's grid section.
    case html
}

/// `legible grid`: the contrast grid alone (`ContrastGrid`), foregrounds × backgrounds per appearance.
///
/// ```
/// light: 3 foregrounds × 2 backgrounds, 6 pairs checked
///   Foreground ↓ Background →  systemBackground  secondarySystemBackground
///   label                      21.00 AAA         18.95 AAA
///   secondaryLabel             4.49 AA large ✗   4.03 AA large ✗
/// ```
public enum GridReport {
    /// Backgrounds per text or Markdown table: keeps lines within a wide terminal.
    static let columnsPerPage = 6

    public static func render(_ result: AuditResult, as format: GridFormat, options: ReportOptions = ReportOptions())
        -> String
    {
        switch format {
        case .text: text(result, options: options)
        case .markdown: markdown(result, options: options)
        case .html:
            HTMLReport.document(
                result, options: options, title: "Legible contrast grid",
                sections: [HTMLGrid.section(result, options: options, links: false, cellBudget: nil)])
        }
    }

    /// What the cells mean; `failing` and `none` are the format's marks.
    static func legend(failing: String, none: String) -> String {
        "Cells: WCAG 2 ratio (truncated) and the level it reaches (AAA ≥ 7, AA ≥ 4.5, AA large ≥ 3, else fail); "
            + "\(failing) a rule on the pair fails; α translucent (measured composited); \(none) not a rule pair."
    }

    static func text(_ result: AuditResult, options: ReportOptions) -> String {
        var out = TextReport.header(result, contrastOnly: true)
        for grid in grids(result, options) {
            let pages = grid.pages(columnsPerPage: columnsPerPage)
            out += "\n\(grid.appearance.label): \(shape(grid))\n"
            for page in pages {
                if pages.count > 1 {
                    out +=
                        "  backgrounds \(page.columnRange.lowerBound)-\(page.columnRange.upperBound) of \(grid.backgrounds.count)\n"
                }
                var table = TextTable(
                    header: ["Foreground ↓ Background →"] + page.columns.map { Terminal.sanitize(grid.label($0)) })
                // A grid is paged by columns (`pages`), never cut: a cut cell would lose its badge.
                table.maximumWidth = .max
                for fg in page.rows {
                    table.rows.append(
                        [TextCell(grid.label(fg))] + page.columns.map { TextCell(cellText(grid.cell(fg, $0))) })
                }
                out += table.render()
            }
        }
        if !result.contrastBlocks.isEmpty {
            out +=
                "\nCounted, not listed pair by pair (the grids show these rules' first failures only):\n"
                + result.contrastBlocks.map { "  " + Terminal.sanitize(CountedBlockText.line($0)) + "\n" }.joined()
        }
        return out + "\n" + legend(failing: "✗", none: "-") + "\n" + summary(result, options) + "\n"
    }

    static func markdown(_ result: AuditResult, options: ReportOptions) -> String {
        var out = "## Legible contrast grid\n\n" + MarkdownReport.rulesNote(result) + "\n"
        for grid in grids(result, options) {
            let pages = grid.pages(columnsPerPage: columnsPerPage)
            out += "### \(Markdown.escape(grid.appearance.label.capitalizedFirst))\n\n\(shape(grid))\n\n"
            for page in pages {
                if pages.count > 1 {
                    out +=
                        "Backgrounds \(page.columnRange.lowerBound)–\(page.columnRange.upperBound) of \(grid.backgrounds.count):\n\n"
                }
                let header = ["Foreground ↓ Background →"] + page.columns.map { Markdown.escape(grid.label($0)) }
                let rows = page.rows.map { fg in
                    [Markdown.escape(grid.label(fg))] + page.columns.map { cellMarkdown(grid.cell(fg, $0)) }
                }
                out += Markdown.table(header, align: [false] + page.columns.map { _ in true }, rows) + "\n"
            }
        }
        if !result.contrastBlocks.isEmpty {
            out +=
                "Counted, not listed pair by pair (the grids show these rules' first failures only):\n\n"
                + result.contrastBlocks.map { "- " + Markdown.escape(CountedBlockText.line($0)) + "\n" }.joined() + "\n"
        }
        return out + Markdown.escape(legend(failing: "❌", none: "–")) + "\n\n" + summary(result, options) + "\n"
    }

    static func grids(_ result: AuditResult, _ options: ReportOptions) -> [ContrastGrid] {
        result.appearances.map { ContrastGrid(result, appearance: $0, strict: options.strict) }.filter { !$0.isEmpty }
    }

    /// "3 foregrounds × 2 backgrounds, 6 pairs checked"
    static func shape(_ grid: ContrastGrid) -> String {
        "\(plural(grid.foregrounds.count, "foreground")) × \(plural(grid.backgrounds.count, "background")), \(plural(grid.cellCount, "pair")) checked"
    }

    /// "4.49 AA large ✗", "-" when no rule checks the pair.
    static func cellText(_ cell: ContrastGrid.Cell?) -> String {
        guard let cell else { return "-" }
        var s = RatioDisplay.string(cell.ratio) + " " + cell.badge.label
        if cell.translucent { s += " α" }
        if cell.status == .fail || cell.status == .warn { s += " ✗" }
        return s
    }

    static func cellMarkdown(_ cell: ContrastGrid.Cell?) -> String {
        guard let cell else { return "–" }
        var s = RatioDisplay.string(cell.ratio) + " " + (cell.badge == .fail ? "**fail**" : cell.badge.label)
        if cell.translucent { s += " α" }
        if cell.status == .fail || cell.status == .warn { s += " ❌" }
        return s
    }

    /// "12 pairs in 2 appearances, 3 failing a rule"; counted blocks' pairs included.
    static func summary(_ result: AuditResult, _ options: ReportOptions) -> String {
        let grids = grids(result, options)
        let unlisted = result.contrastBlocks.reduce((pairs: 0, failing: 0)) {
            ($0.pairs + $1.checked - $1.listed, $0.failing + $1.unlisted)
        }
        let pairs = grids.reduce(0) { $0 + $1.cellCount } + unlisted.pairs
        let failing =
            grids.reduce(0) { n, g in
                n
                    + g.foregrounds.reduce(0) { m, fg in
                        m
                            + g.backgrounds.filter { bg in
                                g.cell(fg, bg).map { $0.status == .fail || $0.status == .warn } ?? false
                            }.count
                    }
            } + unlisted.failing
        let appearances = Set(grids.map(\.appearance) + result.contrastBlocks.map(\.appearance)).count
        return "\(plural(pairs, "pair")) in \(plural(appearances, "appearance")), \(failing) failing a rule"
    }
}
