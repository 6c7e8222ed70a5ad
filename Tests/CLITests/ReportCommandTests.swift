import Foundation
import Testing

@Suite("legible report")
struct ReportCommandTests {
    static let sections = ["Summary", "Contrast grid", "Light vs dark vs high contrast", "Color vision", "Suggestions"]

    @Test("iOS 13 fixture: writes the page with -o, exit 1 for the violations, byte-identical across runs")
    func iosFixture() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("report.html")
        let r = try CLI.runBinary(["report", LintFixture.catalog, "--config", LintFixture.config, "-o", file.path])
        #expect(r.status == 1, "secondaryLabel and link fail AA: \(r.stderr)")
        #expect(r.stdout.isEmpty)
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(
            r.stderr
                == "legible report: wrote \(file.path) (\(page.utf8.count) bytes): 116 checks, 60 failed (20 errors, 40 warnings)\n"
        )
        for title in Self.sections { #expect(page.contains("<h2>\(title)</h2>"), "\(title)") }
        #expect(
            page.contains("Fixtures/ios13/SystemColors.xcassets/secondaryLabel.colorset/Contents.json:3"),
            "sources as path:line, relative")
        #expect(page.contains("Fixtures/ios13/legible.json:6"))
        #expect(
            !page.contains(CLI.repositoryRoot.path + "/"), "no absolute paths: the page is the same on every machine")
        #expect(page.utf8.count < 2_000_000)
        let again = folder.appendingPathComponent("again.html")
        _ = try CLI.runBinary(["report", LintFixture.catalog, "--config", LintFixture.config, "--output", again.path])
        #expect(try String(contentsOf: again, encoding: .utf8) == page)
    }

    @Test("without -o the page goes to stdout")
    func stdout() {
        let r = CLI.run("report", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig)
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("<!DOCTYPE html>") && r.stdout.hasSuffix("</html>\n"))
        #expect(r.stderr.isEmpty)
    }

    @Test("exit codes: 0 when every check passes, 1 with violations (--strict for warnings), 2 for bad input and usage")
    func exitCodes() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let passing = folder.appendingPathComponent("passing.json")
        try #"{"contrast": [{"foreground": "label", "background": ["systemBackground", "secondarySystemBackground"]}]}"#
            .write(to: passing, atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("ok.html")
        #expect(CLI.run("report", LintFixture.absoluteCatalog, "--config", passing.path, "-o", file.path).status == 0)
        #expect(FileManager.default.fileExists(atPath: file.path))
        let warnings = folder.appendingPathComponent("warnings.json")
        try
            #"{"contrast": [{"foreground": "separator", "background": "systemBackground", "text": "nonText", "severity": "warning"}]}"#
            .write(to: warnings, atomically: true, encoding: .utf8)
        #expect(CLI.run("report", LintFixture.absoluteCatalog, "--config", warnings.path, "-o", file.path).status == 0)
        #expect(
            CLI.run("report", LintFixture.absoluteCatalog, "--config", warnings.path, "-o", file.path, "--strict")
                .status == 1)

        let broken = folder.appendingPathComponent("broken.json")
        try #"{"contrast": [{"foreground": "label"}]}"#.write(to: broken, atomically: true, encoding: .utf8)
        let bad = CLI.run(
            "report", LintFixture.absoluteCatalog, "--config", broken.path, "-o",
            folder.appendingPathComponent("bad.html").path)
        #expect(bad.status == 2 && bad.stderr.contains("broken.json:1: error: a contrast rule needs 'background'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.html").path))
        #expect(CLI.run("report").status == 2)
        #expect(
            CLI.run("report", LintFixture.absoluteCatalog, "-o", "a.html", "--output", "b.html").stderr
                == "legible report: give -o or --output, not both\n")
        #expect(CLI.run("report", LintFixture.absoluteCatalog, "--format", "html").status == 2)
        let unwritable = CLI.run(
            "report", LintFixture.absoluteCatalog, "--config", passing.path, "-o",
            folder.appendingPathComponent("missing/dir/x.html").path)
        #expect(unwritable.status == 2 && unwritable.stderr.hasPrefix("legible report: cannot write"))
    }

    @Test("no config: rules inferred from names, and the page says so")
    func inferred() throws {
        // A copy: next to the fixture's own catalog, Fixtures/ios13/legible.json would be found (PATH's parents).
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let catalog = try LintFixture.copyCatalog(into: folder).path
        let r = CLI.run("report", catalog)
        #expect(r.status == 0, "guessed pairs are warnings: they fail the run only with --strict")
        #expect(CLI.run("report", catalog, "--strict").status == 1)
        #expect(r.stdout.contains("No legible.json: checked 100 pairs inferred from names:"))
        #expect(r.stdout.contains("inferred from names"))
    }

    @Test("help: the sections, the exit codes, -o; both commands listed in legible --help")
    func help() {
        let r = CLI.run("report", "--help")
        #expect(r.status == 0)
        for text in Self.sections + [
            "EXIT CODES", "-o, --output FILE", "--config", "--strict", "--theme", "EXAMPLES", "prefers-color-scheme",
            "path:line",
        ] {
            #expect(r.stdout.contains(text), "\(text)")
        }
        let overview = CLI.run("--help").stdout
        #expect(overview.contains("  report ") && overview.contains("  grid "))
    }
}
