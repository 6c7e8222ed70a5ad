import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

@Suite("JSON, SARIF, JUnit, GitHub and Markdown reports")
struct MachineFormatTests {
    @Test("JSON: schemaVersion 1 first, unrounded values, both sources, summary counts")
    func json() throws {
        let result = Fixture.result()
        let text = LegibleReport.render(result, as: .json)
        #expect(text.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"kind\": \"lint\","))
        let doc = try Fixture.json(text)
        #expect(
            Set(doc.keys) == [
                "schemaVersion", "kind", "tool", "strict", "config", "appearances", "summary", "rules", "contrast",
                "distinguishability", "dynamicColorSnapshots", "diagnostics", "usage",
            ])
        let contrast = try #require(doc["contrast"] as? [[String: Any]])
        #expect(contrast.count == result.contrast.count)
        let button = try #require(
            contrast.first {
                ($0["foreground"] as? [String: Any])?["name"] as? String == "buttonText"
                    && $0["appearance"] as? String == "light"
            })
        let measured = try #require(button["measured"] as? Double)
        #expect(measured < 4.5 && measured > 4.498)
        #expect(
            button["passed"] as? Bool == false && button["status"] as? String == "fail"
                && button["ruleId"] as? String == "wcag2-aa-text")
        #expect(
            Set((button["cvd"] as? [String: Double])?.keys ?? [:].keys) == [
                "protan", "deutan", "tritan", "achromatopsia",
            ])
        #expect(((button["suggestions"] as? [[String: Any]])?.count ?? 0) >= 1)
        let bg = try #require(button["background"] as? [String: Any])
        #expect((bg["source"] as? [String: Any])?["path"] as? String == "Colors/palette.json")
        #expect((bg["source"] as? [String: Any])?["line"] as? Int == 4)
        #expect(button["inferred"] as? Bool == false)
        let summary = try #require(doc["summary"] as? [String: Int])
        let s = ReportSummary(result, strict: false)
        #expect(summary["checks"] == s.checks && summary["failed"] == s.failed && summary["violations"] == s.violations)
    }

    @Test("SARIF: 2.1.0, every stable rule id, results only for failures, regions from line 1")
    func sarif() throws {
        var result = Fixture.result()
        result.contrast[0].foreground.source.line = 0
        let doc = try Fixture.json(
            LegibleReport.render(result, as: .sarif, options: ReportOptions(toolVersion: "9.8.7")))
        #expect(
            doc["version"] as? String == "2.1.0"
                && doc["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "Legible" && driver["semanticVersion"] as? String == "9.8.7")
        let ids = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(
            ids == [
                "wcag2-aa-text", "wcag2-aa-large", "wcag2-aaa-text", "wcag2-aaa-large", "wcag2-non-text", "apca-lc",
                "cvd-protan-indistinct", "cvd-deutan-indistinct", "cvd-tritan-indistinct",
                "cvd-achromatopsia-indistinct", "near-duplicate", "dynamic-color-snapshot",
                "guess-wcag2-aa-text", "guess-wcag2-aa-large", "guess-wcag2-aaa-text", "guess-wcag2-aaa-large",
                "guess-wcag2-non-text",
            ])
        for rule in driver["rules"] as! [[String: Any]] {
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            }
        }
        let results = try #require(run["results"] as? [[String: Any]])
        // One result per failing pair (each appearance it fails in named in its message), and per distinctness check.
        let pairs = Set(result.failedContrast.map { "\($0.ruleIndex)|\($0.foreground.name)|\($0.background.name)" })
        #expect(results.count == pairs.count + result.failedDistinctness.count)
        for r in results {
            let ruleIndex = try #require(r["ruleIndex"] as? Int)
            #expect(ids?[ruleIndex] == r["ruleId"] as? String)
            let location = try #require(
                ((r["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Colors/palette.json")
            let region = try #require(location["region"] as? [String: Int])
            #expect(
                region["startLine"]! >= 1
                    && region.keys.sorted() == ["endColumn", "endLine", "startColumn", "startLine"])
            #expect(((r["relatedLocations"] as? [[String: Any]])?.count ?? 0) >= 1)
            #expect((r["partialFingerprints"] as? [String: String])?["legibleFinding/v1"]?.count == 16)
            #expect(["error", "warning"].contains(r["level"] as? String ?? ""))
            #expect(r["baselineState"] == nil)
        }
        let button = try #require(
            results.first {
                ($0["message"] as? [String: String])?["text"]?.hasPrefix(
                    "buttonText (#ffffff) on buttonBackground (#0a84ff) is 3.64:1 in dark") == true
            })
        #expect(
            ((button["message"] as? [String: String])?["text"])?.contains(
                "Nearest passing: background #0073ec (4.50:1) or foreground #") == true)
        #expect(((button["message"] as? [String: String])?["text"])?.contains("Also fails in light (4.49:1).") == true)
    }

    @Test("SARIF: baselined results are suppressed and unchanged, the others new")
    func sarifBaseline() throws {
        var result = Fixture.result()
        let first = result.contrast.first { !$0.passed }!
        Baseline(keys: [first.key]).apply(to: &result)
        let doc = try Fixture.json(
            LegibleReport.render(result, as: .sarif, options: ReportOptions(baselineApplied: true)))
        let results = ((doc["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        let states = results.map { $0["baselineState"] as? String }
        #expect(
            states.filter { $0 == "unchanged" }.count == 1 && states.filter { $0 == "new" }.count == results.count - 1)
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(suppressed.count == 1 && suppressed[0]["baselineState"] as? String == "unchanged")
    }

    @Test("SARIF: regions span the source line's text when it can be read; URIs relative and percent-encoded")
    func sarifRegionsAndURIs() throws {
        let options = ReportOptions(workingDirectory: "/repo", sourceLine: { _ in "    \"color\" : {" })
        let palette = Fixture.palette(
            [("label", "#777777", nil), ("background", "#888888", nil)], path: "/repo/My Colors/a#b:c.json")
        let result = Auditor(
            palette: palette,
            config: Fixture.config(#"{"contrast": [{"foreground": "label", "background": "background"}]}"#)
        ).run()
        let doc = try Fixture.json(LegibleReport.render(result, as: .sarif, options: options))
        let r = ((doc["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])[0]
        let location = (r["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
        #expect((location["artifactLocation"] as! [String: String])["uri"] == "My%20Colors/a%23b%3Ac.json")
        #expect(
            location["region"] as? [String: Int] == ["startLine": 4, "startColumn": 5, "endLine": 4, "endColumn": 16])
        #expect(ReportPaths.uri("/elsewhere/x y.json", workingDirectory: "/repo") == "file:///elsewhere/x%20y.json")
        #expect(ReportPaths.uri("./a/ü.json", workingDirectory: nil) == "a/%C3%BC.json")
    }

    @Test("fingerprints: stable, and independent of the order colors were read")
    func fingerprints() throws {
        func prints(_ entries: [(String, String, String?)]) throws -> [String] {
            let doc = try Fixture.json(LegibleReport.render(Fixture.result(entries), as: .sarif))
            return ((doc["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]).map {
                ($0["partialFingerprints"] as! [String: String])["legibleFinding/v1"]!
            }
        }
        let a = try prints(Fixture.entries)
        #expect(a == (try prints(Fixture.entries.reversed())))
        #expect(Set(a).count == a.count)
        // FNV-1a 64 test vectors
        #expect(FNV1a.hash64("") == "cbf29ce484222325" && FNV1a.hash64("a") == "af63dc4c8601ec8c")
    }

    @Test("JUnit: one test case per rule × pair × appearance, counts match, XML parses")
    func junit() throws {
        let result = Fixture.result()
        let xml = LegibleReport.render(result, as: .junit)
        let doc = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(doc.rootElement())
        let cases = try root.nodes(forXPath: "//testcase")
        #expect(cases.count == result.contrast.count + result.distinctness.count)
        let s = ReportSummary(result, strict: false)
        #expect(root.attribute(forName: "tests")?.stringValue == "\(s.checks)")
        #expect(root.attribute(forName: "failures")?.stringValue == "\(s.failedErrors)")
        #expect(root.attribute(forName: "skipped")?.stringValue == "\(s.failedWarnings)")
        let suites = try root.nodes(forXPath: "testsuite") as! [XMLElement]
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["legible light", "legible dark"])
        for suite in suites {
            let n = try suite.nodes(forXPath: "testcase").count
            let f = try suite.nodes(forXPath: "testcase/failure").count
            #expect(
                suite.attribute(forName: "tests")?.stringValue == "\(n)"
                    && suite.attribute(forName: "failures")?.stringValue == "\(f)")
        }
        let names = cases.map {
            ($0 as! XMLElement).attribute(forName: "classname")!.stringValue! + "/" + ($0 as! XMLElement).attribute(
                forName: "name")!.stringValue!
        }
        #expect(Set(names).count == names.count, "GitLab drops duplicate classname + name")
        #expect(names.contains("wcag2-aa-text/buttonText on buttonBackground (light)"))
        let strict = try XMLDocument(
            data: Data(LegibleReport.render(result, as: .junit, options: ReportOptions(strict: true)).utf8))
        #expect(strict.rootElement()?.attribute(forName: "failures")?.stringValue == "\(s.failed)")
    }

    @Test("GitHub: one workflow command per failing contrast pair and distinctness check, then a summary notice")
    func github() {
        let result = Fixture.result()
        let lines = LegibleReport.render(result, as: .github).split(separator: "\n").map(String.init)
        let pairs = Set(result.failedContrast.map { "\($0.ruleIndex)|\($0.foreground.name)|\($0.background.name)" })
        #expect(pairs.count < result.failedContrast.count, "some pair fails in more than one appearance")
        #expect(lines.count == pairs.count + result.failedDistinctness.count + 1)
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=Colors/palette.json,line=")
                    && $0.contains(",title=wcag2-aa-text%3A buttonText on buttonBackground (")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("::warning file=Colors/palette.json,line=") && $0.contains("title=wcag2-aaa-large%3A ")
            })
        #expect(lines.last == "::notice title=Legible::" + ReportSummary(result, strict: false).line)
        #expect(GitHubReport.escapeData("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e")
        #expect(GitHubReport.escapeProperty("a%b\r\nc:d,e;f") == "a%25b%0D%0Ac%3Ad%2Ce;f")
    }

    @Test("Markdown: verdict heading, counts, failures first, every appearance collapsed")
    func markdown() {
        let result = Fixture.result()
        let md = LegibleReport.render(result, as: .markdown)
        let s = ReportSummary(result, strict: false)
        #expect(md.hasPrefix("## Legible: \(s.failed) failed (\(s.failedErrors) errors, \(s.failedWarnings) warning"))
        let failures = md.range(of: "### Contrast failures")!.lowerBound
        #expect(failures < md.range(of: "### Light")!.lowerBound)
        #expect(
            md.contains(
                "| ❌ **FAIL** | `wcag2-aa-text` | buttonText `#ffffff` | buttonBackground `#0078d7` | light | 4.49:1 | 4.5:1 | background `#0078d6` (4.50:1) or foreground `#"
            ))
        #expect(md.contains("<details><summary>") && md.contains("</details>"))
        #expect(md.contains("### Distinguishability failures"))
    }

    @Test("byte-identical across runs and independent of input order", arguments: ReportFormat.allCases)
    func deterministic(format: ReportFormat) {
        let a = LegibleReport.render(Fixture.result(), as: format)
        #expect(a == LegibleReport.render(Fixture.result(), as: format))
        #expect(a == LegibleReport.render(Fixture.result(Fixture.entries.reversed()), as: format))
    }
}
