import Foundation
import Testing

/// The fixture app (Fixtures/app): a storyboard and its catalog, whose zero-config lint fails through observed pairs.
enum AppFixture {
    static var path: String { CLI.repositoryRoot.appendingPathComponent("Fixtures/app/App").path }
    static var storyboard: String { CLI.repositoryRoot.appendingPathComponent("Fixtures/app/App/Main.storyboard").path }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

@Suite("legible pairs")
struct PairsCommandTests {
    @Test("text: each distinct pair with its sites and how it was found, then what was not checked")
    func text() {
        let r = CLI.run("pairs", AppFixture.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout.contains(
                "SubtleText (Fixtures/app/App/Assets.xcassets) on CardBackground (Fixtures/app/App/Assets.xcassets)\n  text; appearances: light, dark; 1 site\n"
            ))
        #expect(
            r.stdout.contains(
                "Main.storyboard:21 label prf-lb-seen textColor \"Last seen 5 minutes ago\": nearest ancestor with a background (view prf-vw-001)"
            ))
        #expect(r.stdout.contains("#ffffff on #00000080 over CardBackground"))
        #expect(r.stdout.contains("Not checked:\n"))
        #expect(r.stdout.contains("Main.storyboard:47: warning: label prf-lb-gone (\"Removed color\")"))
        #expect(r.stdout.hasSuffix("8 pairs at 8 sites in 2 UI files; 1 use not checked\n"))
    }

    @Test("json: pairs with role, size class, appearances and sites")
    func json() throws {
        let r = CLI.run("pairs", AppFixture.path, "--format", "json")
        #expect(r.status == 0)
        let doc = try AppFixture.json(r.stdout)
        #expect(doc["kind"] as? String == "pairs" && doc["filesRead"] as? Int == 2 && doc["textUses"] as? Int == 7)
        let pairs = try #require(doc["pairs"] as? [[String: Any]])
        #expect(pairs.count == 8)
        let title = try #require(
            pairs.first { ($0["foreground"] as? [String: Any])?["name"] as? String == "TitleText" })
        #expect(title["role"] as? String == "text" && title["largeText"] as? Bool == true)
        #expect(title["appearances"] as? [String] == ["light", "dark"])
        let site = try #require((title["sites"] as? [[String: Any]])?.first)
        #expect(
            site["line"] as? Int == 17 && site["elementID"] as? String == "prf-lb-name"
                && site["key"] as? String == "textColor")
        #expect((doc["diagnostics"] as? [[String: Any]])?.count == 1)
    }

    @Test("markdown: a table of pairs")
    func markdown() {
        let r = CLI.run("pairs", AppFixture.path, "--format", "markdown")
        #expect(r.status == 0)
        #expect(
            r.stdout.hasPrefix(
                "## Observed pairs\n\n8 pairs at 8 sites in 2 UI files; 1 use not checked\n\n| Foreground | Background | Size | Appearances | Sites (how found) |\n"
            ))
    }

    @Test("no UI file under the paths: exit 2")
    func noUIFile() {
        let r = CLI.run("pairs", LintFixture.absoluteCatalog)
        #expect(r.status == 2)
        #expect(
            r.stderr.contains(
                "legible pairs: no UI file under \(LintFixture.absoluteCatalog) shows a pair (looked for "
                    + "Interface Builder (.storyboard, .xib); Android layouts (res/layout*/*.xml); Swift views (SwiftUI, UIKit)); "
                    + "write a legible.json"
            ))
    }

    @Test("a UI file that cannot be read: its error, once, and exit 2; never 'no UI file … shows a pair'")
    func unreadableUIFile() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        // A FIFO named like a storyboard (refused, never opened), and a Swift file that is not UTF-8.
        let fifo = folder.appendingPathComponent("Main.storyboard").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let swift = folder.appendingPathComponent("ContentView.swift")
        try Data([0x2F, 0x2F, 0x20, 0xFF, 0xFE, 0x0A]).write(to: swift)
        for (path, reason) in [(fifo, "\(fifo): error: "), (swift.path, "\(swift.path): error: not valid UTF-8 text")] {
            let r = CLI.run("pairs", path)
            #expect(r.status == 2)
            #expect(r.stderr.components(separatedBy: reason).count == 2, "\(r.stderr)")
            #expect(r.stderr.contains("legible pairs: no UI file could be read in \(path)"), "\(r.stderr)")
            #expect(!r.stderr.contains("shows a pair"))
        }
    }
}

extension PairsCommandTests {
    @Test("an Objective-C file saved in Latin-1 is read (Clang compiles it), with a warning naming it, not an error")
    func objectiveCInLatin1() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let app = folder.appendingPathComponent("objc-theme-hooks")
        try FileManager.default.copyItem(
            at: CLI.repositoryRoot.appendingPathComponent("Fixtures/objc-theme-hooks"), to: app)
        let before = CLI.run("pairs", app.path, "--format", "json")
        #expect(before.status == 0)
        // The base cell's theme hook, behind a comment in Latin-1 ("© Café", 0xA9 and 0xE9: not UTF-8).
        let cell = app.appendingPathComponent("Shared/BaseCell.m")
        let utf8 = try Data(contentsOf: cell)
        try (Data([0x2F, 0x2F, 0x20, 0xA9, 0x20, 0x43, 0x61, 0x66, 0xE9, 0x0A]) + utf8).write(to: cell)
        #expect(String(data: try Data(contentsOf: cell), encoding: .utf8) == nil)
        let after = CLI.run("pairs", app.path, "--format", "json")
        #expect(after.status == 0, "\(after.stderr)")
        let warning = "\(cell.path): warning: not valid UTF-8 text: read as ISO Latin-1"
        #expect(after.stderr.components(separatedBy: warning).count == 2, "\(after.stderr)")
        #expect(!after.stderr.contains("error:"), "\(after.stderr)")
        // Read as before: the same pairs, the hook's color still on the subclass's outlet (its line one lower); the
        // warning is the one diagnostic.
        func pairs(_ json: String) -> String { json.components(separatedBy: "\"diagnostics\"")[0] }
        #expect(before.stdout.contains("(BaseCell.m:15)"))
        #expect(
            pairs(after.stdout.replacingOccurrences(of: "(BaseCell.m:16)", with: "(BaseCell.m:15)"))
                == pairs(before.stdout))
        #expect(after.stdout.contains("\"severity\": \"warning\""))
    }
}

@Suite("legible lint without a config: observed pairs first")
struct ZeroConfigLintTests {
    @Test("text: observed pairs fail with where they are shown; with --guess the unused colors are a guess, a warning")
    func text() {
        let r = CLI.run("lint", AppFixture.path, "--guess")
        #expect(r.status == 1)
        #expect(
            r.stdout.hasPrefix(
                "No legible.json: checked 8 pairs at 8 sites observed in UI files, each at its role's WCAG 2 AA level.\n"
                    + "By appearance: light 8, dark 8, lightHighContrast 6, darkHighContrast 6.\n"
                    + "Guessed from names for the colors no UI file uses (rule ids guess-…, warnings): 1 pair:\n  LegacyText (text, 4.5:1) on LegacyBackground\n"
            ))
        let seen = r.stdout.split(separator: "\n").first { $0.contains("FAIL") && $0.contains("SubtleText") } ?? ""
        #expect(seen.contains("2.61:1") && seen.contains("Main.storyboard:21"))
        #expect(
            r.stdout.split(separator: "\n").contains { $0.hasPrefix("  WARN    guess-wcag2-aa-text  LegacyText  ") })
        // Four appearances: the UIKit system colors the app uses have Increase Contrast values; those the table lacks
        // in Increase Contrast are a warning each, naming the slot.
        // The summary line, wrapped at 160 characters.
        #expect(
            r.stdout.replacingOccurrences(of: "\n  ", with: " ").hasSuffix(
                "32 checks (4 guessed from names), 21 failed (17 errors, 4 warnings), 7 diagnostics (0 errors, 7 warnings); "
                    + "UI files: 8 pairs at 8 sites checked, 1 use not checked (see the warnings)\n"))
        #expect(
            r.stdout.replacingOccurrences(of: "\n    ", with: " ").contains(
                "warning: system color 'secondaryLabelColor' has no Increase Contrast value in Legible's table (dark high contrast)"
            ))
    }

    @Test("SARIF: the result is at the usage site")
    func sarif() throws {
        let r = CLI.run("lint", AppFixture.path, "--format", "sarif", "--guess")
        #expect(r.status == 1)
        let run = try #require((try AppFixture.json(r.stdout)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let seen = try #require(
            results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("SubtleText") == true })
        // An observed pair's result is where it is shown: the UI file's line.
        let physical = try #require(
            (seen["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            ((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix(
                "Fixtures/app/App/Main.storyboard") == true)
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 21)
        let guess = results.first { $0["ruleId"] as? String == "guess-wcag2-aa-text" }
        #expect(guess?["level"] as? String == "warning")
    }

    @Test("GitHub: the annotation is on the storyboard line")
    func github() {
        let r = CLI.run("lint", AppFixture.path, "--format", "github")
        let line = r.stdout.split(separator: "\n").first { $0.contains("SubtleText on CardBackground (light") } ?? ""
        #expect(line.hasPrefix("::error file=") && line.contains("Fixtures/app/App/Main.storyboard,line=21,"))
        #expect(
            line.contains("Shown at ")
                && line.contains("Main.storyboard:21 (label prf-lb-seen \"Last seen 5 minutes ago\")"))
    }

    @Test("JSON and Markdown: basis and sites")
    func jsonAndMarkdown() throws {
        let doc = try AppFixture.json(CLI.run("lint", AppFixture.path, "--format", "json", "--guess").stdout)
        let findings = try #require(doc["contrast"] as? [[String: Any]])
        let seen = try #require(
            findings.first { ($0["foreground"] as? [String: Any])?["name"] as? String == "SubtleText" })
        #expect(seen["basis"] as? String == "observed")
        #expect((seen["sites"] as? [[String: Any]])?.first?["line"] as? Int == 21)
        let guess = try #require(
            findings.first { ($0["foreground"] as? [String: Any])?["name"] as? String == "LegacyText" })
        #expect(guess["basis"] as? String == "nameGuess" && (guess["sites"] as? [Any])?.isEmpty == true)
        let md = CLI.run("lint", AppFixture.path, "--format", "markdown").stdout
        #expect(md.contains("| Shown at |") && md.contains("Main.storyboard:21 (label prf-lb-seen"))
    }

    @Test("HTML report: a link to the storyboard")
    func html() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("report.html")
        let r = try CLI.runBinary(["report", "Fixtures/app/App", "-o", file.path])
        #expect(r.status == 1, "\(r.stderr)")
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(
            page.contains(
                "Shown at <a class=\"src\" href=\"Fixtures/app/App/Main.storyboard\">Fixtures/app/App/Main.storyboard:21</a>"
            ))
    }

    @Test("--pairs observed: no guesses; --pairs inferred: only guesses, for every color")
    func pairSources() {
        let observed = CLI.run("lint", AppFixture.path, "--pairs", "observed")
        #expect(observed.status == 1)
        #expect(!observed.stdout.contains("guess-") && !observed.stdout.contains("Guessed from names"))
        let inferred = CLI.run("lint", AppFixture.path, "--pairs", "inferred")
        #expect(inferred.status == 0, "guesses alone are warnings too")
        #expect(CLI.run("lint", AppFixture.path, "--pairs", "inferred", "--strict").status == 1)
        #expect(inferred.stdout.hasPrefix("No legible.json: checked 6 pairs inferred from names:\n"))
        #expect(
            !inferred.stdout.contains("Shown at") && inferred.stdout.contains("WARN    guess-wcag2-aa-text  SubtleText")
        )
        let bad = CLI.run("lint", AppFixture.path, "--pairs", "some")
        #expect(
            bad.status == 2 && bad.stderr.contains("unknown pairs 'some'; expected one of: observed, inferred, all"))
        // With a config, --pairs chooses what is checked beside its rules.
        let withConfig = CLI.run("lint", AppFixture.path, "--config", LintFixture.absoluteConfig, "--pairs", "observed")
        #expect(
            withConfig.stdout.contains("Also checked: 8 pairs at 8 sites observed in UI files"), "\(withConfig.stdout)")
        #expect(!withConfig.stdout.contains("guess-"), "\(withConfig.stdout)")
        let plain = CLI.run("lint", AppFixture.path)
        #expect(!plain.stdout.contains("guess-"), "observed pairs exist: no guesses unless asked")
    }

    @Test("zero config that finds nothing to check exits 2, never 0")
    func nothingToCheck() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let colorset = folder.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        try
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
            .write(to: colorset.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let r = CLI.run("lint", folder.path)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(
            r.stderr.contains(
                "legible lint: 0 checks evaluated: no legible.json, no UI file under \(folder.path) shows a pair "
                    + "(looked for Interface Builder (.storyboard, .xib); Android layouts (res/layout*/*.xml); Swift views (SwiftUI, UIKit))"
            ))
        #expect(CLI.run("lint", folder.path, "--pairs", "observed").status == 2)
    }
}

@Suite("legible init")
struct InitCommandTests {
    @Test("writes a schema-valid starter config grouped by role, and says what it could not write")
    func writes() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("legible.json").path
        let r = CLI.run("init", AppFixture.path, "--output", file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("legible init: wrote \(file): 3 contrast rules from 8 observed sites\n"))
        #expect(r.stdout.contains("5 observed pairs not written as rules"))
        #expect(r.stdout.contains("#ffffff on #00000080 over CardBackground (text) at "))
        #expect(r.stdout.contains("1 color use could not be paired:\n  ") && r.stdout.contains("RetiredText"))
        let doc = try AppFixture.json(try String(contentsOfFile: file, encoding: .utf8))
        let rules = try #require(doc["contrast"] as? [[String: Any]])
        #expect(rules.map { $0["text"] as? String } == ["normal", "normal", "large"])
        #expect(rules.map { ($0["foreground"] as? [String])?.first } == ["BrandBlue", "SubtleText", "TitleText"])
        #expect(
            rules.allSatisfy { ($0["background"] as? [String]) == ["CardBackground"] && $0["level"] as? String == "AA" }
        )
        // Only keys and values the JSON Schema allows (it forbids additional properties).
        let schema = try AppFixture.json(CLI.run("schema").stdout)
        #expect(Set(doc.keys).isSubset(of: Set((schema["properties"] as? [String: Any] ?? [:]).keys)))
        let ruleSchema = try #require((schema["definitions"] as? [String: Any])?["contrastRule"] as? [String: Any])
        let ruleKeys = Set((ruleSchema["properties"] as? [String: Any] ?? [:]).keys)
        for rule in rules { #expect(Set(rule.keys).isSubset(of: ruleKeys), "\(rule.keys)") }
        // The written file is a config lint accepts, and its rules find the same failures.
        let lint = CLI.run("lint", AppFixture.path, "--config", file)
        #expect(lint.status == 1, "\(lint.stderr)")
        #expect(lint.stdout.hasPrefix("Rules: \(file): 3 contrast rules"))
        #expect(lint.stdout.contains("FAIL    wcag2-aa-text   SubtleText"))
    }

    @Test("refuses to overwrite without --force")
    func overwrite() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("legible.json").path
        try "{}".write(toFile: file, atomically: true, encoding: .utf8)
        let refused = CLI.run("init", AppFixture.path, "--output", file)
        #expect(refused.status == 2 && refused.stderr.contains("exists; not overwritten (use --force to replace it)"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{}")
        #expect(CLI.run("init", AppFixture.path, "--output", file, "--force").status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"SubtleText\""))
    }

    @Test("nothing observed: nothing written, exit 2")
    func nothing() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("legible.json").path
        let r = CLI.run("init", LintFixture.absoluteCatalog, "--output", file)
        #expect(r.status == 2 && r.stderr.contains("nothing to write"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}

@Suite("help of palette, pairs, init and lint's --pairs")
struct ObservedPairsHelpTests {
    @Test(arguments: [
        (
            "pairs",
            [
                "--format", "EXAMPLES", "legible pairs Fixtures/app",
                "UI files read: Interface Builder (.storyboard, .xib); Android layouts (res/layout*/*.xml); Swift views (SwiftUI, UIKit).",
            ]
        ),
        ("palette", ["  *.swift  ", "  *.json, *.json5, *.tokens  ", "  *.css  "]),
        ("init", ["--output", "--force", "EXAMPLES"]),
        ("lint", ["--pairs SOURCE", "observed", "inferred", "legible lint Fixtures/app"]),
    ])
    func help(command: String, needles: [String]) {
        let r = CLI.run(command, "--help")
        #expect(r.status == 0)
        for needle in needles { #expect(r.stdout.contains(needle), "\(command): \(needle)") }
        #expect(CLI.run("--help").stdout.contains("  \(command) "))
    }
}
