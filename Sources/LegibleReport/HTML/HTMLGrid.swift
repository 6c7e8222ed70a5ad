import LegibleAudit
import LegibleCore
import LegiblePalette

/// The contrast grid as HTML: one table per appearance (split into pages of backgrounds on wide palettes), each cell
/// a sample "Aa" drawn in the pair's composited colors, the WCAG ratio (truncated) and its level badge.
enum HTMLGrid {
    /// Backgrounds per table: a readable width, and it keeps rows short on big palettes.
    static let columnsPerPage = 10

    static let title = "Contrast grid"
    /// Cells shown in the report over all appearances (about 190 bytes each), so a palette with rules pairing
    /// hundreds of colors stays a page of a few hundred kB; `legible grid` prints the whole grid.
    static let reportCellBudget = 1200

    /// - Parameter links: failing cells link to their cards under Suggestions (the report); not on the grid's own page.
    ///   cellBudget: cells shown over all appearances, split evenly between them; nil shows every cell.
    static func section(
        _ result: AuditResult, options: ReportOptions, links: Bool = true, cellBudget: Int? = reportCellBudget
    ) -> String {
        var out = "<section id=\"grid\">\n<h2>\(title)</h2>\n"
        out += """
            <p>Foregrounds (rows) on backgrounds (columns), per appearance: the rules' pairs only. Each cell shows sample \
            text drawn in the real colors, the WCAG 2 contrast ratio truncated to two decimals, and the level it reaches: \
            <span class="b b-aaa">AAA</span> ≥ 7, <span class="b b-aa">AA</span> ≥ 4.5, \
            <span class="b b-aal">AA large</span> ≥ 3, <span class="b b-fail">fail</span> below 3, decided on the \
            unrounded ratio. <span class="v">✗</span> marks a pair that fails one of its rules (the rule may ask for \
            more or less than AA, or use APCA)\(links ? ": its sample links to the details" : ""). <b>α</b> marks a translucent color: \
            the sample shows the composited colors, the foreground over the background, and a translucent background \
            over the rule's <code>over</code> color, the appearance's base background (<code>systemBackground</code>, for catalog and Swift colors) or the worse of black and white.</p>

            """
        let grids = result.appearances.map { ContrastGrid(result, appearance: $0, strict: options.strict) }.filter {
            !$0.isEmpty
        }
        let limit = cellBudget.map { max(1, $0 / max(1, grids.count)) } ?? Int.max
        for grid in grids { out += table(grid, links: links, cellLimit: limit) }
        if !result.contrastBlocks.isEmpty {
            out +=
                "<p>Counted, not listed pair by pair (the grids show these rules' first failures only):</p>\n<ul>\n"
                + result.contrastBlocks.map { "<li>" + HTML.text(CountedBlockText.line($0)) + "</li>\n" }.joined()
                + "</ul>\n"
        }
        if grids.isEmpty && result.contrastBlocks.isEmpty { out += "<p>No contrast pairs were checked.</p>\n" }
        return out + "</section>\n"
    }

    /// The tables of one appearance, under an `<h3>`.
    static func table(_ grid: ContrastGrid, links: Bool = true, cellLimit: Int = Int.max) -> String {
        let a = grid.appearance
        var out = "<h3 id=\"grid-\(a.rawValue)\">\(HTML.text(a.label.capitalizedFirst))</h3>\n"
        let pages = grid.pages(columnsPerPage: columnsPerPage)
        out +=
            "<p class=\"muted\">\(plural(grid.foregrounds.count, "foreground")) × \(plural(grid.backgrounds.count, "background")), "
            + "\(plural(grid.cellCount, "pair")) checked\(pages.count > 1 ? ", in \(pages.count) tables of up to \(columnsPerPage) backgrounds" : "").</p>\n"
        var shown = 0
        for page in pages where shown < cellLimit {
            let caption =
                pages.count > 1
                ? "\(a.label.capitalizedFirst): backgrounds \(page.columnRange.lowerBound)–\(page.columnRange.upperBound) of \(grid.backgrounds.count)"
                : "\(a.label.capitalizedFirst): foregrounds × backgrounds"
            out +=
                "<div class=\"wrap\"><table class=\"g\"><caption class=\"muted\">\(HTML.text(caption))</caption>\n<thead><tr><th scope=\"col\">Foreground ↓ Background →</th>"
            for bg in page.columns { out += "<th scope=\"col\">\(HTML.breakable(grid.label(bg)))</th>" }
            out += "</tr></thead>\n<tbody>\n"
            for fg in page.rows where shown < cellLimit {
                shown += page.columns.filter { grid.cell(fg, $0) != nil }.count
                out += "<tr><th scope=\"row\">\(HTML.text(grid.label(fg)))</th>"
                for bg in page.columns {
                    out += cell(
                        grid.cell(fg, bg), links: links,
                        label: HTML.text("\(grid.label(fg)) on \(grid.label(bg)): details"))
                }
                out += "</tr>\n"
            }
            out += "</tbody></table></div>\n"
        }
        if shown < grid.cellCount {
            out +=
                "<p class=\"muted\">… the grid stops after \(shown) of \(grid.cellCount) pairs to keep this page light; every failing pair is in "
                + "<a href=\"#suggestions\">Suggestions</a>, and <code>legible grid</code> prints the whole grid.</p>\n"
        }
        return out
    }

    static func cell(_ cell: ContrastGrid.Cell?, links: Bool, label: @autoclosure () -> String) -> String {
        guard let cell else { return "<td class=\"none\"></td>" }
        let failing = cell.status == .fail || cell.status == .warn
        var out = failing ? "<td class=\"x\">" : "<td>"
        out +=
            cell.status == .pass || !links
            ? HTMLSwatch.sample(cell.foreground, on: cell.background)
            : HTMLSwatch.sample(cell.foreground, on: cell.background, link: "#c\(cell.finding)", label: label())
        out += "<span class=\"r\">\(RatioDisplay.string(cell.ratio))</span>" + badge(cell.badge)
        if cell.translucent { out += " <b title=\"translucent: composited colors\">α</b>" }
        if failing { out += " <span class=\"v\" title=\"a rule on this pair fails\">✗</span>" }
        return out + "</td>"
    }

    static func badge(_ b: ContrastBadge) -> String { "<span class=\"b \(b.cssClass)\">\(b.label)</span>" }
}

/// Samples and swatches in real colors.
enum HTMLSwatch {
    /// "Aa" in `foreground` on `background` (both opaque, composited), as a span or a link to the details; a link
    /// is named for screen readers by `label` (already HTML-escaped), since "Aa" says nothing.
    static func sample(
        _ foreground: Color, on background: Color, link: String? = nil, label: String? = nil, text: String = "Aa"
    ) -> String {
        let style = "color:\(foreground.hexRGB);background:\(background.hexRGB)"
        if let link {
            return
                "<a class=\"s\" href=\"\(link)\" style=\"\(style)\"\(label.map { " aria-label=\"\($0)\"" } ?? "")>\(text)</a>"
        }
        return "<span class=\"s\" style=\"\(style)\">\(text)</span>"
    }

    /// A filled box, decorative (the hex is written next to it), or with the hex as its tooltip.
    static func swatch(_ color: Color, titled: Bool = false) -> String {
        let hex = color.hexRGB
        return titled
            ? "<i class=\"sw\" style=\"background:\(hex)\" title=\"\(hex)\"></i>"
            : "<i class=\"sw\" style=\"background:\(hex)\"></i>"
    }
}
