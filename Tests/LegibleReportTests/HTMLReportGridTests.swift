import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// The contrast grid: badges from unrounded ratios, cells only for rule pairs, pages on wide palettes, and the
/// text, Markdown and HTML forms of `legible grid`.
@Suite("HTML report: contrast grid")
struct HTMLReportGridTests {
    // Thresholds from WCAG 2.2 SC 1.4.3 / 1.4.6 (WCAGLevel); the shown number is RatioDisplay's truncation.
    @Test(
        "badge and shown number agree",
        arguments: [
            (21.0, "21.00", ContrastBadge.aaa), (7.0, "7.00", .aaa), (6.9999, "6.99", .aa), (4.5, "4.50", .aa),
            (4.4989, "4.49", .aaLarge), (4.499999999, "4.49", .aaLarge), (3.0, "3.00", .aaLarge),
            (2.9999, "2.99", .fail), (1.0, "1.00", .fail),
        ])
    func badge(ratio: Double, shown: String, badge: ContrastBadge) {
        #expect(ContrastBadge(ratio: ratio) == badge)
        #expect(RatioDisplay.string(ratio) == shown)
        // the shown number alone never earns a better badge than the ratio got
        #expect(ContrastBadge(ratio: Double(shown)!) == badge)
    }

    @Test("rows are the rules' foregrounds, columns their backgrounds; only rule pairs have cells")
    func axes() {
        let grid = ContrastGrid(Fixture.result(), appearance: .light, strict: false)
        // rule order, and within a rule palette order (sorted by name)
        #expect(grid.foregrounds.map(\.name) == ["secondaryText", "text", "buttonText"])
        #expect(grid.backgrounds.map(\.name) == ["background", "buttonBackground"])
        #expect(grid.cellCount == 3)
        #expect(grid.cell(grid.foregrounds[1], grid.backgrounds[1]) == nil, "text on buttonBackground is no rule pair")
        // secondaryText on background is checked by an AA rule and an AAA-large warning rule: the worst verdict shows
        let cell = grid.cell(grid.foregrounds[0], grid.backgrounds[0])!
        #expect(cell.status == .fail && cell.translucent)
    }

    @Test("wide grids are split into pages of backgrounds; each page keeps the rows it needs")
    func pages() {
        var entries: [(String, String, String?)] = (0..<25).map { ("bg\($0 < 10 ? "0" : "")\($0)", "#ffffff", nil) }
        entries += [("text", "#000000", nil), ("other", "#111111", nil)]
        let config =
            #"{"contrast": [{"foreground": "text", "background": "bg*"}, {"foreground": "other", "background": "bg0*"}]}"#
        let grid = ContrastGrid(Fixture.result(entries, config: config), appearance: .light, strict: false)
        let pages = grid.pages(columnsPerPage: 10)
        #expect(pages.map(\.columns.count) == [10, 10, 5])
        #expect(pages.map(\.columnRange) == [1...10, 11...20, 21...25])
        #expect(pages.map { $0.rows.map(\.name) } == [["text", "other"], ["text"], ["text"]])
        let html = HTMLGrid.table(grid)
        #expect(html.contains("Light: backgrounds 11–20 of 25"))
    }

    @Test("text: ratio and badge per cell, '-' where no rule pairs the colors, legend and summary")
    func text() {
        let text = GridReport.render(Fixture.result(), as: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("light: 3 foregrounds × 2 backgrounds, 3 pairs checked"))
        #expect(
            lines.contains {
                $0.hasPrefix("  Foreground ↓ Background →  background") && $0.hasSuffix("buttonBackground")
            })
        #expect(lines.contains { $0.hasPrefix("  buttonText ") && $0.hasSuffix("4.49 AA large ✗") })
        #expect(lines.contains { $0.hasPrefix("  text ") && $0.contains("21.00 AAA") && $0.hasSuffix("-") })
        #expect(lines.contains { $0.contains("secondaryText") && $0.contains(" α ✗") })
        #expect(text.hasSuffix("\n6 pairs in 2 appearances, 3 failing a rule\n"))
    }

    @Test("markdown: one table per appearance, a header row, aligned ratios")
    func markdown() {
        let md = GridReport.render(Fixture.result(), as: .markdown)
        #expect(md.hasPrefix("## Legible contrast grid\n"))
        #expect(md.contains("### Light\n") && md.contains("### Dark\n"))
        #expect(md.contains("| Foreground ↓ Background → | background | buttonBackground |\n| --- | ---: | ---: |\n"))
        #expect(md.contains("| buttonText | – | 4.49 AA large ❌ |"))
    }

    @Test("html: a page holding only the grid section")
    func html() {
        let html = GridReport.render(Fixture.result(), as: .html)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<section id=\"grid\">"))
        #expect(!html.contains("<section id=\"summary\">") && !html.contains("<nav"))
        let report = HTMLReport.render(Fixture.result())
        func textContent(_ s: Substring) -> String {
            var out = "", inTag = false
            for ch in s {
                if ch == "<" { inTag = true } else if ch == ">" { inTag = false } else if !inTag { out.append(ch) }
            }
            return out
        }
        let section = { (page: String) in
            page[
                page.range(of: "<h3 id=\"grid-light\">")!
                    .lowerBound..<page.range(
                        of: "</section>", range: page.range(of: "<section id=\"grid\">")!.upperBound..<page.endIndex)!
                    .upperBound]
        }
        #expect(!section(html).contains("href="), "no links to cards the page does not have")
        #expect(textContent(section(html)) == textContent(section(report)), "the same grid tables as the report")
    }

    @Test("a big palette: the report's sections are capped, so the page stays under 2 MB")
    func pageWeight() {
        // 320 foregrounds (every 8-bit gray level below 0x50, light and dark variants) on 24 backgrounds: 7,680
        // pairs per appearance, all passing, so the run stays fast (no suggestions to search).
        var entries: [(String, String, String?)] = (0..<320).map { i in
            let v = String(i % 0x50, radix: 16), hex = "#" + String(repeating: v.count == 1 ? "0" + v : v, count: 3)
            return ("fg\(1000 + i)", hex, "#ffffff")
        }
        entries += (0..<24).map { i in ("bg\(10 + i)", "#ffffff", "#000000") }
        let config = #"{"contrast": [{"foreground": "fg*", "background": "bg*"}]}"#
        let result = Fixture.result(entries, config: config)
        #expect(result.contrast.count == 2 * 320 * 24)
        let page = HTMLReport.render(result, palette: Fixture.palette(entries))
        #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
        #expect(page.contains("the grid stops after"))
        #expect(page.contains("<code>legible compare</code> lists them all"))
        // the grid page of `legible grid --format html` is not capped
        let grid = GridReport.render(result, as: .html)
        #expect(!grid.contains("the grid stops after") && grid.utf8.count > page.utf8.count)
    }
}
