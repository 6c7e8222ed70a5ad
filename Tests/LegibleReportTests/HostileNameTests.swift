import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// A color named `<script>"|,:%` + newline (plus an escape character in another) in every format: each format's
/// escaping keeps its structure and, where the format can, the exact name.
@Suite("hostile names")
struct HostileNameTests {
    static let hostile = "<script>\"|,:%\n"
    static let result: AuditResult = {
        let palette = Fixture.palette(
            [(hostile, "#777777", nil), ("background", "#888888", nil), ("evil\u{1B}[2Jname", "#787878", nil)],
            path: "Colors/we,ird:%.json")
        let config = Fixture.config(
            #"{"contrast": [{"foreground": ["<script>\"|,:%\n", "evil*"], "background": "background"}], "nearDuplicate": true}"#
        )
        return Auditor(palette: palette, config: config).run()
    }()

    @Test("the fixture fails, so every format shows the name")
    func fixture() {
        #expect(Self.result.failedContrast.count == 2)
        #expect(Self.result.failedDistinctness.count >= 1)
    }

    @Test("text: control characters escaped, no line breaks or terminal escapes from names")
    func text() {
        let text = LegibleReport.render(Self.result, as: .text)
        #expect(text.contains("<script>\"|,:%\\n"))
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("evil\\u{1B}[2Jname"))
        #expect(!text.contains("%\n"))
    }

    @Test("markdown: pipes and HTML escaped, rows stay rows")
    func markdown() {
        let md = LegibleReport.render(Self.result, as: .markdown)
        #expect(md.contains("\\<script\\>\"\\|,:%  `#777777`"), "the line break became a space")
        #expect(!md.contains("<script>"))
        // every row of every table has as many cell separators as its header
        for block in md.components(separatedBy: "\n\n") where block.hasPrefix("| ") {
            let widths = Set(
                block.split(separator: "\n").map {
                    $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
                })
            #expect(widths.count == 1, "\(block)")
        }
    }

    @Test("JSON and SARIF: the exact name round-trips")
    func json() throws {
        let doc = try Fixture.json(LegibleReport.render(Self.result, as: .json))
        let names = (doc["contrast"] as! [[String: Any]]).map {
            ($0["foreground"] as! [String: Any])["name"] as! String
        }
        #expect(names.contains(Self.hostile) && names.contains("evil\u{1B}[2Jname"))
        let sarif = try Fixture.json(LegibleReport.render(Self.result, as: .sarif))
        let results = (sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        #expect(
            results.contains {
                ($0["message"] as! [String: String])["text"]!.hasPrefix(Self.hostile + " (#777777) on background")
            })
        let uri =
            ((results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["artifactLocation"]
            as! [String: String]
        #expect(uri["uri"] == "Colors/we%2Cird%3A%25.json")
    }

    @Test("JUnit: well-formed XML, the name exact in the attribute")
    func junit() throws {
        let xml = LegibleReport.render(Self.result, as: .junit)
        #expect(xml.contains("name=\"&lt;script&gt;&quot;|,:%&#10; on background (light)\""))
        #expect(!xml.contains("\u{1B}"))
        let doc = try XMLDocument(data: Data(xml.utf8))
        let names = try doc.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue)
        #expect(names.contains(Self.hostile + " on background (light)"))
    }

    @Test("GitHub: one line per command, properties and message escaped as the toolkit does")
    func github() {
        let out = LegibleReport.render(Self.result, as: .github)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.hasPrefix("::") })
        let line = try! #require(lines.first { $0.contains("title=wcag2-aa-text%3A <script>") })
        #expect(
            line.hasPrefix(
                "::error file=Colors/we%2Cird%3A%25.json,line=2,title=wcag2-aa-text%3A <script>\"|%2C%3A%25%0A on background (light)::<script>\"|,:%25%0A (#777777) on background"
            ))
        #expect(!out.contains("\u{1B}") && out.contains("evil\\u{1B}[2Jname"))
    }
}
