import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// The HTML report's structure: every section, every finding, no script or network, deterministic bytes.
@Suite("HTML report")
struct HTMLReportTests {
    static let result = Fixture.result()
    static let palette = Fixture.palette(Fixture.entries)
    static let page = HTMLReport.render(result, palette: palette)

    @Test("a complete document: doctype, charset, color-scheme meta, both page styles, closed")
    func shell() {
        let page = Self.page
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(page.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
        #expect(page.contains("@media (prefers-color-scheme:dark)"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
        #expect(count("<section", in: page) == count("</section>", in: page))
        #expect(count("<table", in: page) == count("</table>", in: page))
        #expect(count("<tr", in: page) == count("</tr>", in: page))
    }

    @Test("self-contained: no script, no external resource, no URL in the style sheet")
    func selfContained() {
        let page = Self.page.lowercased()
        for banned in [
            "<script", "<link", "<img", "<iframe", "@import", "url(", "src=", "http://", "https://", "javascript:",
            "@font-face",
        ] {
            #expect(!page.contains(banned), "\(banned)")
        }
    }

    @Test("every section, in order, with its heading and anchor, listed in the nav")
    func sections() {
        let ids = ["summary", "grid", "appearances", "color-vision", "suggestions"]
        var last = Self.page.startIndex
        for (id, title) in zip(ids, HTMLReport.sectionTitles) {
            let section = Self.page.range(of: "<section id=\"\(id)\">\n<h2>\(title)</h2>")
            #expect(section != nil, "\(id)")
            if let section { #expect(section.lowerBound > last, "\(id) in order"); last = section.lowerBound }
            #expect(Self.page.contains("<li><a href=\"#\(id)\">\(title)</a></li>"))
        }
        #expect(
            HTMLReport.sectionTitles == [
                "Summary", "Contrast grid", "Light vs dark vs high contrast", "Color vision", "Suggestions",
            ])
        #expect(
            Self.page.contains("<h3 id=\"grid-light\">Light</h3>")
                && Self.page.contains("<h3 id=\"grid-dark\">Dark</h3>"))
    }

    @Test("every finding is present: failing contrast as a card, every distinctness check as a row, links resolve")
    func everyFinding() {
        let page = Self.page
        for (i, f) in Self.result.contrast.enumerated() where !f.passed {
            #expect(page.contains("<article class=\"finding\" id=\"c\(i)\">"), "card for \(f.key)")
            #expect(page.contains("<a href=\"#c\(i)\">"), "linked from the summary or the tables: \(f.key)")
        }
        for (i, f) in Self.result.distinctness.enumerated() {
            #expect(page.contains("<tr id=\"d\(i)\""), "row for \(f.key)")
        }
        // every in-page link has its target
        for href in matches(of: "href=\"#", in: page) {
            let id = String(page[href...].prefix { $0 != "\"" })
            #expect(page.contains("id=\"\(id)\""), "#\(id)")
        }
        // every rule pair has a grid cell in each appearance
        let grid = section("grid", of: page)
        let pairs = Set(Self.result.contrast.map { "\($0.appearance)|\($0.foreground.name)|\($0.background.name)" })
        #expect(count("<td class=\"x\">", in: grid) + count("<td><", in: grid) == pairs.count)
        #expect(section("suggestions", of: page).contains("Before"))
    }

    @Test("summary: counts per appearance and per rule, worst pair first, diagnostics")
    func summary() {
        let s = section("summary", of: Self.page)
        #expect(
            s.contains("<h3>By appearance</h3>") && s.contains("<h3>By rule</h3>")
                && s.contains("<h3>Worst pairs first</h3>"))
        for rule in Self.result.config.contrast { #expect(s.contains("<code>\(rule.ruleID)</code>")) }
        #expect(s.contains("<code>cvd-deutan-indistinct</code>"))
        #expect(s.contains("legible.json:"), "rules shown with path:line")
        // the worst margin comes first: secondaryText on background, a translucent gray, fails AAA large by most
        let worst = Self.result.contrast.enumerated().filter { !$0.element.passed && $0.element.severity == .error }
            .min { $0.element.measured / $0.element.required < $1.element.measured / $1.element.required }!
        let table = try! #require(s.range(of: "<h3>Worst pairs first</h3>"))
        let firstRow = try! #require(s.range(of: "<tbody>\n<tr>", range: table.upperBound..<s.endIndex))
        #expect(s[firstRow.upperBound...].prefix(200).contains("href=\"#c\(worst.offset)\""))
    }

    @Test("grid cells: the number never contradicts the badge (4.4989 shows 4.49 and AA large)")
    func badgeAgreesWithNumber() {
        let grid = section("grid", of: Self.page)
        // #ffffff on #0078d7 is 4.4989…:1
        #expect(grid.contains("<span class=\"r\">4.49</span><span class=\"b b-aal\">AA large</span>"))
        #expect(!grid.contains("<span class=\"r\">4.50</span><span class=\"b b-aal\">"))
        #expect(grid.contains("<span class=\"r\">21.00</span><span class=\"b b-aaa\">AAA</span>"))
    }

    @Test("translucent colors: the sample is drawn in the composited colors, and marked")
    func translucent() {
        let f = Self.result.contrast.first { $0.foreground.name == "secondaryText" && $0.appearance == .light }!
        let composited = PairContrast(foreground: Fixture.color("#3c3c4399"), background: Fixture.color("#ffffff"))
            .compositedForeground
        #expect(f.compositedForeground.hexRGB == composited.hexRGB)
        let grid = section("grid", of: Self.page)
        #expect(grid.contains("style=\"color:\(composited.hexRGB);background:#ffffff\""))
        #expect(
            grid.contains("aria-label=\"secondaryText on background: details\">Aa</a>"),
            "a link named for screen readers")
        #expect(grid.contains("<b title=\"translucent: composited colors\">α</b>"))
        #expect(grid.contains("composited"))
    }

    @Test("light vs dark: one row per rule pair, each appearance's value, where it breaks")
    func comparison() {
        let s = section("appearances", of: Self.page)
        let rows = Comparison(Self.result).rows
        #expect(count("<tr><td><code>", in: s) == rows.count)
        #expect(
            s.contains(
                "<th scope=\"col\">Light</th><th scope=\"col\">Dark</th><th scope=\"col\">Change</th><th scope=\"col\">Breaks in</th>"
            ))
        for row in rows {
            let breaks = zip(Comparison(Self.result).appearances, row.findings).compactMap { a, f in
                f.map { $0.passed ? nil : a.label } ?? nil
            }
            let tail =
                breaks.isEmpty
                ? "–" : breaks.joined(separator: ", ") + (row.isRegression ? " <strong>(regression)</strong>" : "")
            #expect(
                s.contains("<td class=\"num\">\(CompareText.change(row))</td><td>\(tail)</td></tr>"),
                "\(row.foreground) on \(row.background)")
        }
    }

    @Test("color vision: every palette color under five visions; collapsing pairs highlighted; simulated contrast")
    func colorVision() {
        let s = section("color-vision", of: Self.page)
        for c in Self.palette.colors { #expect(s.contains("<tr><th scope=\"row\">\(c.name)</th>"), "\(c.name)") }
        for d in ["Normal", "Protan", "Deutan", "Tritan", "Achromatopsia"] {
            #expect(s.contains("<th scope=\"col\">\(d)</th>"))
        }
        let failing = Self.result.distinctness.enumerated().filter { !$0.element.passed }
        #expect(!failing.isEmpty)
        for (i, _) in failing { #expect(s.contains("<tr id=\"d\(i)\" class=\"collapse\">")) }
        #expect(s.contains("<td class=\"collapse\">"), "swatches of collapsing colors highlighted")
        #expect(s.contains("<h3>Contrast after simulation</h3>"))
        // red under deutan simulation, as the audit computes it
        let red = Color(srgb: DistinguishabilityRule.simulator(.deutan).simulate(Fixture.color("#ff3b30").srgb.clipped))
        #expect(s.contains("background:\(red.hexRGB)"))
    }

    @Test("suggestions: before and after samples with ratios for each failing pair")
    func suggestions() {
        let s = section("suggestions", of: Self.page)
        let failing = Self.result.contrast.filter { !$0.passed }
        #expect(count("<article class=\"finding\"", in: s) == failing.count)
        let button = failing.first { $0.foreground.name == "buttonText" && $0.appearance == .light }!
        for suggestion in button.suggestions {
            #expect(s.contains("<code>\(Display.hex(suggestion.color))</code>"))
            #expect(s.contains("<strong>\(Display.measured(suggestion.result, button.rule))</strong>"))
        }
        #expect(s.contains("Colors/palette.json:"), "sources as path:line")
    }

    @Test("byte-identical across renders")
    func deterministic() {
        #expect(HTMLReport.render(Fixture.result(), palette: Fixture.palette(Fixture.entries)) == Self.page)
        #expect(HTMLReport.render(Fixture.result()) == HTMLReport.render(Fixture.result()))
    }

    @Test("no failures: the sections still render and say so")
    func allPass() {
        let result = Fixture.result(config: #"{"contrast": [{"foreground": "text", "background": "background"}]}"#)
        let page = HTMLReport.render(result)
        #expect(page.contains("<p>Every pair passes.</p>"))
        #expect(page.contains("No contrast check fails: nothing to suggest."))
        #expect(page.contains("No distinguishable groups in the rules"))
    }

    // MARK: helpers

    func count(_ needle: String, in haystack: String) -> Int { matches(of: needle, in: haystack).count }

    /// Positions just after each occurrence.
    func matches(of needle: String, in haystack: String) -> [String.Index] {
        var out: [String.Index] = []
        var search = haystack.startIndex..<haystack.endIndex
        while let r = haystack.range(of: needle, range: search) {
            out.append(r.upperBound)
            search = r.upperBound..<haystack.endIndex
        }
        return out
    }

    func section(_ id: String, of page: String) -> String {
        guard let start = page.range(of: "<section id=\"\(id)\">"),
            let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }
}
