import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

@Suite("compare reports")
struct CompareReportTests {
    /// link passes in light and fails in dark (a regression); caption fails in both; text passes in both.
    static let result: AuditResult = Fixture.result(
        [
            ("link", "#0000ee", "#3333aa"), ("caption", "#999999", "#555555"), ("text", "#000000", "#ffffff"),
            ("background", "#ffffff", "#000000"),
        ], config: #"{"contrast": [{"foreground": ["link", "caption", "text"], "background": "background"}]}"#)
    static let comparison = Comparison(result)

    @Test("text: every pair once, a column per appearance, regression first, summary last")
    func text() {
        let text = LegibleReport.render(Self.comparison, of: Self.result, as: .text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Rules: legible.json: 1 contrast rule")
        #expect(
            lines[1].split(separator: " ") == [
                "Result", "Rule", "Foreground", "Background", "light", "dark", "Change", "Required",
            ])
        #expect(
            lines[2].split(separator: " ").prefix(10) == [
                "FAIL", "wcag2-aa-text", "link", "background", "9.39:1", "PASS", "2.19:1", "FAIL", "-7.20",
                "(regression)",
            ])
        #expect(lines[3].hasPrefix("  FAIL    wcag2-aa-text  caption"))
        #expect(lines[4].hasPrefix("  PASS    wcag2-aa-text  text"))
        #expect(
            lines.last == "3 pairs in 2 appearances, 2 failing in some appearance (2 errors, 0 warnings), 1 regression")
    }

    @Test("markdown and JSON carry the same rows in the same order")
    func markdownAndJSON() throws {
        let md = LegibleReport.render(Self.comparison, of: Self.result, as: .markdown)
        #expect(md.hasPrefix("## Legible compare: 2 of 3 pairs fail in some appearance (1 regression)\n"))
        #expect(
            md.contains(
                "| ❌ **FAIL** | `wcag2-aa-text` | link | background | 9.39:1 ✅ | 2.19:1 ❌ | -7.20 **regression** | 4.5:1 |"
            ))
        let doc = try Fixture.json(LegibleReport.render(Self.comparison, of: Self.result, as: .json))
        #expect(doc["kind"] as? String == "comparison")
        let rows = try #require(doc["rows"] as? [[String: Any]])
        #expect(rows.map { $0["foreground"] as? String } == ["link", "caption", "text"])
        #expect(
            rows[0]["regression"] as? Bool == true
                && (rows[0]["change"] as? Double).map { $0 <= -7.20 && $0 > -7.21 } == true)
        #expect((doc["summary"] as? [String: Int])?["regressions"] == 1)
    }

    @Test("SARIF, JUnit and GitHub: the failing cells, with the row's values")
    func failingCells() throws {
        let github = LegibleReport.render(Self.comparison, of: Self.result, as: .github)
        #expect(github.contains("In light 9.39:1 (pass), dark 2.19:1 (fail); change -7.20, a regression from light."))
        let sarif = try Fixture.json(LegibleReport.render(Self.comparison, of: Self.result, as: .sarif))
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        // One SARIF result per failing pair (its appearances in one message), not per check.
        let pairs = Set(
            Self.result.failedContrast.map { "\($0.ruleIndex)|\($0.foreground.name)|\($0.background.name)" })
        #expect(results.count == pairs.count)
        let xml = try XMLDocument(data: Data(LegibleReport.render(Self.comparison, of: Self.result, as: .junit).utf8))
        #expect(xml.rootElement()?.attribute(forName: "failures")?.stringValue == "\(Self.result.failedContrast.count)")
    }

    @Test("hostile names stay inert in compare too")
    func hostile() throws {
        let result = HostileNameTests.result
        let comparison = Comparison(result)
        #expect(LegibleReport.render(comparison, of: result, as: .text).contains("<script>\"|,:%\\n"))
        let md = LegibleReport.render(comparison, of: result, as: .markdown)
        #expect(md.contains("| \\<script\\>\"\\|,:%  | background |"))
        let doc = try Fixture.json(LegibleReport.render(comparison, of: result, as: .json))
        #expect(((doc["rows"] as? [[String: Any]])?.first?["foreground"] as? String)?.hasPrefix("<script>") == true)
    }
}
