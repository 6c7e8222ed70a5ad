import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// Hostile names, paths and config values in the HTML report and grid: shown as text, never markup.
@Suite("HTML report: escaping")
struct HTMLReportEscapingTests {
    static let script = "<script>alert(1)</script>"
    static let quote = "\"><img src=x onerror=alert(2)>"
    static let result: AuditResult = {
        let palette = Fixture.palette(
            [
                (script, "#777777", "#888888"), ("background", "#888888", "#777777"), (quote, "#787878", nil),
                ("a&b\nc\u{1B}[2J", "#ff0000", nil), ("ok", "#ff0101", nil),
            ],
            path: "Colors/<b>we\"ird</b>.json")
        let config = Fixture.config(
            #"""
            {"contrast": [{"foreground": ["<script>*", "\"*", "a&b*"], "background": "background"}],
             "distinguishable": [{"colors": ["a&b*", "ok"]}], "nearDuplicate": true}
            """#)
        return Auditor(palette: palette, config: config).run()
    }()
    static let page = HTMLReport.render(
        result, palette: Fixture.palette([(script, "#777777", "#888888"), ("background", "#888888", "#777777")]))

    @Test("the fixture fails with the hostile names, so every section shows them")
    func fixture() {
        #expect(Self.result.failedContrast.contains { $0.foreground.name == Self.script })
        #expect(Self.result.failedContrast.contains { $0.foreground.name == Self.quote })
        #expect(Self.result.failedDistinctness.contains { $0.first.name.hasPrefix("a&b") })
    }

    @Test("a color named <script>alert(1)</script> shows as text, in every section")
    func scriptName() {
        let page = Self.page
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.contains("<img"))
        let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"
        for id in ["summary", "grid", "appearances", "color-vision", "suggestions"] {
            #expect(section(id, of: page).contains(escaped), "\(id)")
        }
        #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
    }

    @Test("paths, ampersands and control characters: escaped and visible")
    func otherCharacters() {
        let page = Self.page
        #expect(page.contains("Colors/&lt;b&gt;we&quot;ird&lt;/b&gt;.json:"))
        #expect(page.contains("a&amp;b\\nc\\u{1B}[2J"))
        #expect(!page.contains("\u{1B}"))
        // no raw `&` that does not start an entity
        var rest = Substring(page)
        while let amp = rest.firstIndex(of: "&") {
            let tail = rest[amp...].prefix(8)
            #expect(
                tail.hasPrefix("&amp;") || tail.hasPrefix("&lt;") || tail.hasPrefix("&gt;") || tail.hasPrefix("&quot;")
                    || tail.hasPrefix("&#39;"), "\(tail)")
            rest = rest[rest.index(after: amp)...]
        }
    }

    @Test(
        "HTML.text escapes the five characters and nothing else",
        arguments: [
            ("plain", "plain"), ("a<b>c", "a&lt;b&gt;c"), ("\"'", "&quot;&#39;"), ("&amp;", "&amp;amp;"),
            ("line\nbreak", "line\\nbreak"),
            ("é ✓ 🎨", "é ✓ 🎨"),
        ])
    func escapeTable(input: String, expected: String) {
        #expect(HTML.text(input) == expected)
    }

    @Test("the grid in every format keeps hostile names literal or escaped")
    func grid() {
        let html = GridReport.render(Self.result, as: .html)
        #expect(!html.lowercased().contains("<script") && html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let md = GridReport.render(Self.result, as: .markdown)
        #expect(!md.contains("<script>") && md.contains("\\<script\\>alert(1)\\</script\\>"))
        let text = GridReport.render(Self.result, as: .text)
        #expect(text.contains(Self.script) && !text.contains("\u{1B}"))
    }

    func section(_ id: String, of page: String) -> String {
        guard let start = page.range(of: "<section id=\"\(id)\">"),
            let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }
}
