import Foundation
import Testing

@Suite("legible grid")
struct GridCommandTests {
    @Test("iOS 13 fixture: stdout and exit code pinned per format", arguments: [("text", "txt"), ("markdown", "md")])
    func snapshots(format: String, ext: String) throws {
        let r = try CLI.runBinary(["grid", LintFixture.catalog, "--config", LintFixture.config, "--format", format])
        #expect(r.status == 1, "pairs fail their rules: \(r.stderr)")
        #expect(r.stderr.isEmpty)
        Snapshot.assertMatches(r.stdout, named: "grid-ios13.\(ext)")
    }

    @Test("every cell: the badge the unrounded ratio earns, next to the truncated ratio")
    func cells() throws {
        let r = CLI.run("grid", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig)
        let cells = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.flatMap { line in
            line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                $0.first?.isNumber == true && $0.contains(" ")
            }
        }
        #expect(cells.count == 52, "26 pairs in light and in dark")
        for cell in cells {
            let parts = cell.split(separator: " ")
            let ratio = try #require(Double(parts[0]))
            let badge = parts.dropFirst().prefix { $0 != "α" && $0 != "✗" }.joined(separator: " ")
            let expected = ratio >= 7 ? "AAA" : ratio >= 4.5 ? "AA" : ratio >= 3 ? "AA large" : "fail"
            #expect(badge == expected, "\(cell)")
        }
    }

    @Test("--appearance picks one appearance; an unknown name is a usage error")
    func appearance() {
        let dark = CLI.run(
            "grid", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig, "--appearance", "dark")
        #expect(dark.stdout.contains("\ndark: 7 foregrounds × 6 backgrounds, 26 pairs checked\n"))
        #expect(!dark.stdout.contains("\nlight:"))
        #expect(dark.stdout.hasSuffix("26 pairs in 1 appearance, 11 failing a rule\n"))
        let bad = CLI.run("grid", LintFixture.absoluteCatalog, "--appearance", "dusk")
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "legible grid: unknown appearance 'dusk'; expected one of: light, dark, lightHighContrast, darkHighContrast, legacy, theme:NAME\n"
        )
    }

    @Test("--format html: a self-contained page with the report's grid section; --output writes it")
    func html() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("grid.html")
        let r = CLI.run(
            "grid", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig, "--format", "html", "--output",
            file.path)
        #expect(r.status == 1 && r.stdout.isEmpty)
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<section id=\"grid\">\n<h2>Contrast grid</h2>"))
        #expect(page.contains("<h3 id=\"grid-light\">Light</h3>") && page.contains("<h3 id=\"grid-dark\">Dark</h3>"))
        #expect(!page.contains("<script") && !page.contains("href=\"#c"))
        #expect(CLI.run("grid", LintFixture.absoluteCatalog, "--format", "sarif").status == 2)
    }

    @Test("exit 0 when every pair passes its rules")
    func passing() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let passing = folder.appendingPathComponent("passing.json")
        try #"{"contrast": [{"foreground": "label", "background": ["systemBackground", "secondarySystemBackground"]}]}"#
            .write(to: passing, atomically: true, encoding: .utf8)
        let r = CLI.run("grid", LintFixture.absoluteCatalog, "--config", passing.path)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.hasSuffix("4 pairs in 2 appearances, 0 failing a rule\n"))
    }

    @Test("help: formats, appearance, exit codes")
    func help() {
        let r = CLI.run("grid", "--help")
        #expect(r.status == 0)
        for text in ["--appearance", "--format", "text", "markdown", "html", "EXIT CODES", "AA large", "EXAMPLES"] {
            #expect(r.stdout.contains(text), "\(text)")
        }
    }
}
