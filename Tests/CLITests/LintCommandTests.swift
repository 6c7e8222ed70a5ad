import Foundation
import Testing
@testable import LegibleCLI

/// Paths and helpers shared by the lint and compare tests.
enum LintFixture {
    static let catalog = "Fixtures/ios13/SystemColors.xcassets"
    static let config = "Fixtures/ios13/legible.json"
    static var absoluteCatalog: String { CLI.repositoryRoot.appendingPathComponent(catalog).path }
    static var absoluteConfig: String { CLI.repositoryRoot.appendingPathComponent(config).path }

    /// Snapshot file extension per --format.
    static let formats: [(format: String, ext: String)] = [
        ("text", "txt"), ("markdown", "md"), ("json", "json"), ("sarif", "sarif"), ("junit", "junit.xml"),
        ("github", "github.txt"), ("xcode", "xcode.txt"),
    ]

    /// A fresh temporary folder, removed by the caller with `cleanUp`.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func cleanUp(_ url: URL) { try? FileManager.default.removeItem(at: url) }

    /// A copy of the iOS 13 catalog to edit.
    static func copyCatalog(into folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("Assets.xcassets")
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent(catalog), to: copy)
        return copy
    }

    /// Makes `label` mid gray in light (it passes on every background before; at #969696 it fails AA on white).
    static func grayLabel(in catalog: URL) throws {
        let file = catalog.appendingPathComponent("label.colorset/Contents.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        let black = "\"blue\" : \"0\",\n          \"green\" : \"0\",\n          \"red\" : \"0\""
        let range = try #require(text.range(of: black), "label.colorset's light entry is black")
        text.replaceSubrange(
            range, with: "\"blue\" : \"150\",\n          \"green\" : \"150\",\n          \"red\" : \"150\"")
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// The built binary run in `directory` (CLI.runBinary always runs at the repository root).
    static func runBinary(_ args: [String], in directory: URL) throws -> CLI.Result {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = args
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

@Suite("legible lint")
struct LintCommandTests {
    @Test("iOS 13 fixture: stdout and exit code pinned per format", arguments: LintFixture.formats)
    func snapshots(format: String, ext: String) throws {
        let r = try CLI.runBinary(["lint", LintFixture.catalog, "--config", LintFixture.config, "--format", format])
        #expect(r.status == 1, "secondaryLabel and link fail AA in light: \(r.stderr)")
        #expect(r.stderr.isEmpty)
        Snapshot.assertMatches(r.stdout, named: "lint-ios13.\(ext)")
        let again = try CLI.runBinary(["lint", LintFixture.catalog, "--config", LintFixture.config, "--format", format])
        #expect(again.stdout == r.stdout, "byte-identical across runs")
    }

    @Test("zero config: pairs inferred from names, and the report says so")
    func inferred() throws {
        // A copy: next to the fixture's own catalog, Fixtures/ios13/legible.json would be found (PATH's parents).
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let catalog = try LintFixture.copyCatalog(into: folder).path
        let r = try CLI.runBinary(["lint", catalog])
        #expect(r.status == 0, "guessed pairs are warnings: they fail the run only with --strict")
        #expect(try CLI.runBinary(["lint", catalog, "--strict"]).status == 1)
        #expect(
            r.stdout.hasPrefix(
                "No legible.json: checked 100 pairs inferred from names:\n  darkText (text, 4.5:1) on quaternarySystemFill,"
            ))
        Snapshot.assertMatches(r.stdout, named: "lint-ios13-inferred.txt")
        let json = try CLI.runBinary(["lint", catalog, "--format", "json"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((doc["config"] as? [String: Any])?["rulesInferred"] as? Bool == true)
    }

    @Test("legible.json in the working directory is used without --config")
    func configDiscovery() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        try #"{"contrast": [{"foreground": "label", "background": "systemBackground"}]}"#
            .write(to: folder.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
        let r = try LintFixture.runBinary(["lint", LintFixture.absoluteCatalog], in: folder)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasPrefix("Rules: legible.json: 1 contrast rule, 0 distinguishable groups\n"))
        #expect(r.stdout.hasSuffix("\n2 checks, 0 failed (0 errors, 0 warnings)\n"))
    }

    @Test("exit codes: warnings fail only with --strict")
    func strict() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = folder.appendingPathComponent("warnings.json")
        try
            #"{"contrast": [{"foreground": "tertiaryLabel", "background": "systemBackground", "text": "large", "severity": "warning"}]}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let lenient = CLI.run("lint", LintFixture.absoluteCatalog, "--config", config.path)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(
            lenient.stdout.contains(
                "  WARN    wcag2-aa-large  tertiaryLabel  systemBackground  1.73:1  3:1       light"),
            "\(lenient.stdout)")
        let strict = CLI.run("lint", LintFixture.absoluteCatalog, "--config", config.path, "--strict")
        #expect(strict.status == 1)
        #expect(
            strict.stdout.contains(
                "  FAIL    wcag2-aa-large  tertiaryLabel  systemBackground  1.73:1  3:1       light"),
            "\(strict.stdout)")
        #expect(strict.stdout.hasSuffix("2 checks, 2 failed (0 errors, 2 warnings) (strict: warnings fail)\n"))
    }

    @Test("ANSI swatches on a terminal only: not with NO_COLOR, not into --output, not in other formats")
    func ansi() throws {
        func run(_ args: [String], terminal: Bool, environment: [String: String] = [:]) -> String {
            var output = CLIOutput(stdoutIsTerminal: terminal, environment: environment)
            _ = LegibleCommandLine.run(
                ["lint", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig] + args, output: &output)
            return output.stdout
        }
        let colored = run([], terminal: true)
        #expect(colored.contains("\u{1B}[48;2;0;122;255m  \u{1B}[0m link"), "link #007aff in light")
        #expect(colored.contains("\u{1B}[1;31mFAIL\u{1B}[0m"))
        #expect(!run([], terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}"))
        #expect(!run([], terminal: false).contains("\u{1B}"))
        #expect(!run(["--format", "markdown"], terminal: true).contains("\u{1B}"))
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("report.txt")
        _ = run(["--output", file.path], terminal: true)
        #expect(try !String(contentsOf: file, encoding: .utf8).contains("\u{1B}"))
    }

    @Test("--output writes the report to a file, not stdout")
    func outputFile() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("report.sarif")
        let args = ["lint", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig, "--format", "sarif"]
        let r = CLI.run(args + ["--output", file.path])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(
            r.stderr
                == "legible lint: wrote the sarif report to \(file.path): 116 checks, 60 failed (20 errors, 40 warnings)\n"
        )
        #expect(try String(contentsOf: file, encoding: .utf8) == CLI.run(args).stdout)
        let unwritable = CLI.run(args + ["--output", folder.appendingPathComponent("missing/dir/report.sarif").path])
        #expect(unwritable.status == 2 && unwritable.stderr.hasPrefix("legible lint: cannot write "))
    }

    @Test("baseline round trip: record, pass with it, fail on a new violation")
    func baseline() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let catalog = try LintFixture.copyCatalog(into: folder)
        let baseline = folder.appendingPathComponent("baseline.json")
        let lint = ["lint", catalog.path, "--config", LintFixture.absoluteConfig]

        #expect(CLI.run(lint).status == 1)
        let record = CLI.run(lint + ["--write-baseline", baseline.path])
        #expect(record.status == 0)
        #expect(record.stderr == "legible lint: recorded 60 violations in \(baseline.path)\n")
        let recorded = try String(contentsOf: baseline, encoding: .utf8)
        #expect(
            recorded.hasPrefix(
                "{\n  \"schemaVersion\": 1,\n  \"violations\": [\n    \"apca-lc|secondaryLabel|systemBackground|dark\","
            ))

        let clean = CLI.run(lint + ["--baseline", baseline.path])
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.hasSuffix("116 checks, 0 failed (0 errors, 0 warnings), 60 baselined\n"))
        #expect(CLI.run(lint + ["--baseline", baseline.path, "--strict"]).status == 0, "warnings were recorded too")

        try LintFixture.grayLabel(in: catalog)
        let regressed = CLI.run(lint + ["--baseline", baseline.path])
        #expect(regressed.status == 1)
        let rows = regressed.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        // One row per pair, the suggestion on the line under it.
        let labelRow = try #require(
            rows.firstIndex(of: ["FAIL", "wcag2-aa-text", "label", "systemBackground", "2.95:1", "4.5:1", "light"]))
        #expect(rows[labelRow + 1] == ["fix", "(light):", "foreground", "#767676", "(4.54:1)"])
        #expect(rows.contains { $0.prefix(3) == ["BASELINED", "wcag2-aa-text", "link"] })
        let failing = rows.filter { $0.first == "FAIL" }.count,
            baselined = rows.filter { $0.first == "BASELINED" }.count
        // label fails 6 AA pairs and APCA, in light; its near duplicate with darkText is gone. The baselined rows are
        // pairs (a pair failing in light and dark is one row).
        #expect(failing == 7 && baselined == 44, "\(failing) failing, \(baselined) baselined")
        let sarif = CLI.run(lint + ["--baseline", baseline.path, "--format", "sarif"])
        let results = try #require(
            ((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"]
                as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.filter { $0["baselineState"] as? String == "new" }.count == failing)
        // SARIF: one result per baselined pair, and one per baselined distinctness check (each appearance's at its
        // own line): 5 distinctness checks fail in both appearances, so 5 more results than text rows.
        #expect(
            results.filter { $0["suppressions"] != nil && $0["baselineState"] as? String == "unchanged" }.count
                == baselined + 5)

        let broken = folder.appendingPathComponent("broken.json")
        try "{\"violations\": 3}".write(to: broken, atomically: true, encoding: .utf8)
        let bad = CLI.run(lint + ["--baseline", broken.path])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("\(broken.path):1: error: not a Legible baseline"))
    }

    @Test("config errors: exit 2, every error as legible.json:LINE: error: on stderr, no report")
    func configErrors() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = folder.appendingPathComponent("legible.json")
        try """
        {
          "contrast": [
            {"foreground": "label", "background": "systemBackground", "levle": "AA"}
          ],
          "nearDuplicate": "yes"
        }
        """.write(to: config, atomically: true, encoding: .utf8)
        for command in ["lint", "compare"] {
            let r = CLI.run(command, LintFixture.absoluteCatalog, "--config", config.path)
            #expect(r.status == 2)
            #expect(r.stdout.isEmpty)
            let lines = r.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(
                lines.first?.hasPrefix(
                    "\(config.path):3: error: unknown key 'levle' in a contrast rule; did you mean 'level'? (expected one of: "
                ) == true)
            #expect(
                lines.last
                    == "\(config.path):5: error: 'nearDuplicate' must be true, false or an object, found a string")
        }
        let found = try LintFixture.runBinary(["lint", LintFixture.absoluteCatalog], in: folder)
        #expect(found.status == 2 && found.stderr.hasPrefix("legible.json:3: error: unknown key 'levle'"))
        let missing = CLI.run(
            "lint", LintFixture.absoluteCatalog, "--config", folder.appendingPathComponent("nope.json").path)
        #expect(missing.status == 2 && missing.stderr.hasSuffix("nope.json: error: no such file or directory\n"))
    }

    @Test("bad input: an unreadable palette file still reports, and exits 2")
    func paletteErrors() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let catalog = try LintFixture.copyCatalog(into: folder)
        let bad = catalog.appendingPathComponent("broken.colorset/Contents.json")
        try FileManager.default.createDirectory(at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"colors\": [".write(to: bad, atomically: true, encoding: .utf8)
        let r = CLI.run("lint", catalog.path, "--config", LintFixture.absoluteConfig)
        #expect(r.status == 2)
        #expect(r.stdout.contains("\n\(bad.path):1: error: "))
        #expect(r.stdout.contains(", 1 diagnostic (1 error, 0 warnings)\n"))
        let json = CLI.run("lint", catalog.path, "--config", LintFixture.absoluteConfig, "--format", "json")
        #expect(
            json.status == 2 && json.stderr.hasPrefix("\(bad.path):1: error: "),
            "machine formats keep stdout clean and say why on stderr")
        let none = CLI.run("lint", folder.appendingPathComponent("nothing-here").path)
        #expect(none.status == 2)
        #expect(
            none.stderr.hasSuffix(
                "legible lint: no colors found in \(folder.appendingPathComponent("nothing-here").path)\n"))
        #expect(
            CLI.run(
                "lint", catalog.path, "--config", LintFixture.absoluteConfig, "--write-baseline",
                folder.appendingPathComponent("b.json").path
            ).status == 2)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.json").path),
            "no baseline from an incomplete read")
    }

    @Test("a color named <script>\"|,:%\\n stays inert in every format")
    func hostileNames() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let tokens = folder.appendingPathComponent("tokens.json")
        try
            ##"{"<script>\"|,:%\n": {"$value": "#777777", "$type": "color"}, "background": {"$value": "#888888", "$type": "color"}}"##
            .write(to: tokens, atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "<script>\"|,:%\n", "background": "background"}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        func lint(_ format: String) -> CLI.Result {
            CLI.run("lint", tokens.path, "--config", config.path, "--format", format)
        }
        let name = "<script>\"|,:%\n"

        let text = lint("text")
        #expect(text.status == 1)
        #expect(text.stdout.contains("  FAIL    wcag2-aa-text  <script>\"|,:%\\n  background  1.26:1"))
        #expect(
            lint("markdown").stdout.contains(
                "| ❌ **FAIL** | `wcag2-aa-text` | \\<script\\>\"\\|,:%  `#777777` | background `#888888` |"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(lint("json").stdout.utf8)) as? [String: Any])
        #expect(
            ((json["contrast"] as? [[String: Any]])?.first?["foreground"] as? [String: Any])?["name"] as? String == name
        )
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(lint("sarif").stdout.utf8)) as? [String: Any])
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(
            (result["message"] as? [String: String])?["text"]?.hasPrefix(
                name + " (#777777) on background (#888888) is 1.26:1") == true)
        let junit = lint("junit").stdout
        #expect(
            junit.contains(
                "<testcase classname=\"wcag2-aa-text\" name=\"&lt;script&gt;&quot;|,:%&#10; on background (light)\""))
        #expect(
            junit.contains("<failure message=\"1.26:1 &lt; 4.5:1\" type=\"error\">&lt;script&gt;\"|,:%\n (#777777)"))
        let github = lint("github").stdout.split(separator: "\n").map(String.init)
        #expect(github.count == 2)
        #expect(
            github[0].hasPrefix(
                "::error file=\(tokens.path),line=1,title=wcag2-aa-text%3A <script>\"|%2C%3A%25%0A on background (light)::<script>\"|,:%25%0A (#777777) on background"
            ))
    }

    @Test(
        "usage errors: one line on stderr, exit 2",
        arguments: [
            (
                ["lint"],
                "legible lint: needs at least one PATH (asset catalogs, Swift code, design tokens, Android resources or CSS, files or folders); see 'legible lint --help'"
            ),
            (
                ["lint", "x", "--format", "xml"],
                "legible lint: unknown format 'xml'; expected one of: text, markdown, json, sarif, junit, github, xcode"
            ),
            (
                ["lint", "x", "--theme", "dusk=a.json"],
                "legible lint: --theme takes APPEARANCE=FILE with APPEARANCE one of: light, dark, lightHighContrast, darkHighContrast, legacy, theme:NAME; got 'dusk=a.json'"
            ),
            (["lint", "x", "--strict=yes"], "legible lint: option '--strict' takes no value"),
            (["lint", "x", "--output"], "legible lint: option '--output' needs a value; see 'legible lint --help'"),
            (
                ["compare", "x", "--baseline", "b.json"],
                "legible compare: unknown option '--baseline'; see 'legible compare --help'"
            ),
        ])
    func usageErrors(args: [String], message: String) {
        let r = CLI.run(args)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == message + "\n")
    }

    @Test("help teaches: every option, the exit codes and examples")
    func help() {
        let r = CLI.run("lint", "--help")
        #expect(r.status == 0)
        for text in [
            "--config", "--format", "--output", "--strict", "--baseline", "--write-baseline", "--theme", "EXIT CODES",
            "EXAMPLES", "legible lint Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json",
            "a palette file could not be read",
        ] {
            #expect(r.stdout.contains(text), "\(text)")
        }
        let overview = CLI.run("--help")
        #expect(overview.stdout.contains("  lint ") && overview.stdout.contains("  compare "))
    }
}
