import Foundation
import Testing

@Suite("legible compare")
struct CompareCommandTests {
    @Test("iOS 13 fixture: stdout and exit code pinned per format", arguments: LintFixture.formats)
    func snapshots(format: String, ext: String) throws {
        let r = try CLI.runBinary(["compare", LintFixture.catalog, "--config", LintFixture.config, "--format", format])
        #expect(r.status == 1, "pairs fail in light and dark: \(r.stderr)")
        #expect(r.stderr.isEmpty)
        Snapshot.assertMatches(r.stdout, named: "compare-ios13.\(ext)")
    }

    @Test("worst regression first: secondaryLabel passes APCA in light and fails in dark")
    func regressionFirst() throws {
        let r = CLI.run(
            "compare", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig, "--format", "json")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(doc["schemaVersion"] as? Int == 1 && doc["kind"] as? String == "comparison")
        #expect(doc["appearances"] as? [String] == ["light", "dark"])
        let rows = try #require(doc["rows"] as? [[String: Any]])
        #expect(rows.count == 28)
        let first = rows[0]
        #expect(
            first["ruleId"] as? String == "apca-lc" && first["foreground"] as? String == "secondaryLabel"
                && first["regression"] as? Bool == true)
        let cells = try #require(first["cells"] as? [[String: Any]])
        #expect(cells.map { $0["passed"] as? Bool } == [true, false])
        let change = try #require(first["change"] as? Double)
        #expect(abs(change - ((cells[1]["measured"] as! Double) - (cells[0]["measured"] as! Double))) < 1e-12)
        #expect(rows.allSatisfy { ($0["cells"] as? [Any])?.count == 2 })
    }

    @Test("exit 0 when every pair passes everywhere; warnings fail only with --strict")
    func exitCodes() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let passing = folder.appendingPathComponent("passing.json")
        try #"{"contrast": [{"foreground": "label", "background": ["systemBackground", "secondarySystemBackground"]}]}"#
            .write(to: passing, atomically: true, encoding: .utf8)
        let ok = CLI.run("compare", LintFixture.absoluteCatalog, "--config", passing.path)
        #expect(ok.status == 0, "\(ok.stdout)")
        #expect(
            ok.stdout.hasSuffix(
                "\n2 pairs in 2 appearances, 0 failing in some appearance (0 errors, 0 warnings), 0 regressions\n"))
        let warnings = folder.appendingPathComponent("warnings.json")
        try
            #"{"contrast": [{"foreground": "separator", "background": "systemBackground", "text": "nonText", "severity": "warning"}]}"#
            .write(to: warnings, atomically: true, encoding: .utf8)
        #expect(CLI.run("compare", LintFixture.absoluteCatalog, "--config", warnings.path).status == 0)
        #expect(CLI.run("compare", LintFixture.absoluteCatalog, "--config", warnings.path, "--strict").status == 1)
    }

    @Test("SARIF, JUnit and GitHub report the failing cells with the other appearances' values")
    func failingCells() throws {
        let args = ["compare", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig]
        let github = CLI.run(args + ["--format", "github"]).stdout
        #expect(
            github.contains("::error file=")
                && github.contains(
                    "In light Lc 61.93 (pass), dark Lc 41.31 (fail); change -20.61, a regression from light.")
        )
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(CLI.run(args + ["--format", "sarif"]).stdout.utf8))
                as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 21, "the failing contrast pairs of lint (one per pair), no distinguishability")
        #expect(results.allSatisfy { ($0["ruleId"] as? String)?.hasPrefix("cvd") == false })
        let junit = CLI.run(args + ["--format", "junit"]).stdout
        #expect(
            junit.contains(
                "<testsuites name=\"legible\" tests=\"56\" failures=\"15\" errors=\"0\" skipped=\"16\" time=\"0\">"))
    }

    @Test("help: usage, exit codes, examples")
    func help() {
        let r = CLI.run("compare", "--help")
        #expect(r.status == 0)
        for text in ["--config", "--format", "--output", "--strict", "--theme", "EXIT CODES", "EXAMPLES", "worst"] {
            #expect(r.stdout.contains(text), "\(text)")
        }
    }
}
