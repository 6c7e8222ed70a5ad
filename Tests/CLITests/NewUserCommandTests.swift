import Foundation
import LegibleFiles
import Testing
@testable import LegibleCLI

/// What a new user running `legible` on a whole repository meets first (issue 30): a typo in an option or command
/// answered with the nearest declared name, a sign of life on a terminal (never in a CI log unless asked), and an app
/// whose UI Legible cannot read told so, with what to do.
@Suite("a new user's run: did you mean, progress, apps whose UI is not read")
struct NewUserCommandTests {
    static var composeApp: String { CLI.repositoryRoot.appendingPathComponent("Fixtures/compose-app").path }

    // MARK: did you mean

    @Test("a mistyped option names the declared option nearest to it, exit 2")
    func mistypedOption() {
        let r = CLI.run("lint", LintFixture.catalog, "--fromat", "json")
        #expect(r.status == 2)
        #expect(r.stderr == "legible lint: unknown option '--fromat'; did you mean '--format'?\n")
        let inline = CLI.run("pairs", AppFixture.path, "--formt=json")
        #expect(inline.status == 2)
        #expect(inline.stderr == "legible pairs: unknown option '--formt'; did you mean '--format'?\n")
        // Nothing near: the help is named instead of a wild guess.
        #expect(
            CLI.run("lint", LintFixture.catalog, "--frobnicate").stderr
                == "legible lint: unknown option '--frobnicate'; see 'legible lint --help'\n")
    }

    @Test("a mistyped command names the nearest command, exit 2")
    func mistypedCommand() {
        let r = CLI.run("lnt", LintFixture.catalog)
        #expect(r.status == 2)
        #expect(r.stderr == "legible: unknown command 'lnt'; did you mean 'lint'?\n")
        #expect(CLI.run("pair", AppFixture.path).stderr == "legible: unknown command 'pair'; did you mean 'pairs'?\n")
    }

    @Test("a mistyped choice names the nearest accepted value, with the list")
    func mistypedChoice() {
        let r = CLI.run("lint", LintFixture.catalog, "--only", "failure")
        #expect(r.status == 2)
        #expect(
            r.stderr == "legible lint: unknown only 'failure'; did you mean 'failures'? (expected one of: failures)\n")
        #expect(
            CLI.run("lint", LintFixture.catalog, "--format", "sarf").stderr
                == "legible lint: unknown format 'sarf'; did you mean 'sarif'? "
                + "(expected one of: text, markdown, json, sarif, junit, github, xcode)\n")
    }

    // MARK: progress

    @Test("progress: on a terminal unless --no-progress; in a log only with --progress")
    func progressDecision() throws {
        #expect(try ProgressDisplay.choose(progress: false, noProgress: false, stderrIsTerminal: true) == .terminal)
        #expect(try ProgressDisplay.choose(progress: false, noProgress: false, stderrIsTerminal: false) == .off)
        #expect(try ProgressDisplay.choose(progress: true, noProgress: false, stderrIsTerminal: false) == .log)
        #expect(try ProgressDisplay.choose(progress: false, noProgress: true, stderrIsTerminal: true) == .off)
        #expect(throws: CLIError.self) {
            try ProgressDisplay.choose(progress: true, noProgress: true, stderrIsTerminal: true)
        }
    }

    @Test("a terminal line is redrawn in place and erased; a log line ends with a newline and stays")
    func progressText() {
        #expect(ProgressDisplay.terminal.text("legible: checking pairs…") == "\rlegible: checking pairs…\u{1B}[K")
        #expect(ProgressDisplay.terminal.text(nil) == "\r\u{1B}[K")
        #expect(ProgressDisplay.log.text("legible: checking pairs…") == "legible: checking pairs…\n")
        #expect(ProgressDisplay.log.text(nil) == "")
        let long = ProgressDisplay.terminal.text(String(repeating: "x", count: 300))
        #expect(long.count == "\r\u{1B}[K".count + ProgressDisplay.columns)
        #expect(
            RunProgress.line(phase: "reading UI files", read: 812, found: 9204)
                == "legible: reading UI files · 812 of 9204 files read")
    }

    @Test("every command that walks a repository takes --progress and --no-progress; the others do not")
    func progressOptionsDeclaredOnce() {
        let walking = Set(["palette", "pairs", "init", "lint", "compare", "report", "grid", "export"])
        for command in LegibleCommandLine.commands {
            let names = Set(command.options.map(\.spec.name))
            #expect(
                names.isSuperset(of: ["--progress", "--no-progress"]) == walking.contains(command.name),
                "\(command.name)")
        }
    }

    @Test("a run whose stderr is not a terminal draws nothing, and LEGIBLE_TIMINGS prints each phase's time")
    func progressInALog() {
        final class Drawn: @unchecked Sendable { var text = "" }
        let drawn = Drawn()
        var output = CLIOutput(stderrIsTerminal: false, writeStderrNow: { drawn.text += $0 })
        let status = LegibleCommandLine.run(["pairs", AppFixture.path], output: &output)
        #expect(status == 0)
        #expect(drawn.text.isEmpty)
        #expect(!output.stderr.contains("timings"))

        var timed = CLIOutput(environment: ["LEGIBLE_TIMINGS": "1"])
        #expect(LegibleCommandLine.run(["pairs", AppFixture.path], output: &timed) == 0)
        let timings = timed.stderr.split(separator: "\n").first { $0.hasPrefix("legible: timings: ") }
        #expect(timings?.contains("reading colors ") == true, "\(timed.stderr)")
        #expect(timings?.contains("reading Interface Builder (.storyboard, .xib) ") == true, "\(timed.stderr)")
    }

    @Test("progress counts the files walks find and the files read, whatever the phase")
    func progressCounts() throws {
        final class Lines: @unchecked Sendable { var all: [String?] = [] }
        let lines = Lines()
        let progress = RunProgress(draw: { lines.all.append($0) }, drawsEveryChange: true)
        RunProgress.$current.withValue(progress) {
            RunProgress.phase("reading colors")
            RunProgress.found([AppFixture.storyboard, AppFixture.path + "/missing.xib"])
            _ = SourceFile.read(AppFixture.storyboard)
        }
        progress.finish()
        // The run lasted less than `RunProgress.delay`: nothing drawn, nothing to erase.
        #expect(lines.all.isEmpty)
        #expect(progress.durations.map(\.phase) == ["starting", "reading colors"])
    }

    // MARK: apps whose UI is not read

    @Test("a Jetpack Compose app: lint and pairs say Compose is not read, count its files, exit 2")
    func composeApp() {
        let lint = CLI.run("lint", Self.composeApp)
        #expect(lint.status == 2)
        #expect(lint.stdout.isEmpty)
        #expect(
            lint.stderr.contains(
                "no UI file under \(Self.composeApp) shows a pair: its UI is Jetpack Compose (2 Jetpack Compose files), "
                    + "which Legible does not read (it reads Interface Builder (.storyboard, .xib); "
                    + "Android layouts (res/layout*/*.xml); Swift views (SwiftUI, UIKit))"),
            "\(lint.stderr)")
        #expect(lint.stderr.contains("write a legible.json"))

        let pairs = CLI.run("pairs", Self.composeApp)
        #expect(pairs.status == 2, "the layout read shows no pair and the UI is Compose: never a quiet empty list")
        #expect(
            pairs.stderr.hasSuffix(
                "legible pairs: no UI file under \(Self.composeApp) shows a pair: its UI is Jetpack Compose "
                    + "(2 Jetpack Compose files), which Legible does not read (it reads Interface Builder (.storyboard, "
                    + ".xib); Android layouts (res/layout*/*.xml); Swift views (SwiftUI, UIKit)); write a legible.json "
                    + "naming which colors are drawn on which (start with 'legible init \(Self.composeApp)'), or run "
                    + "'legible lint \(Self.composeApp) --guess' to check pairs guessed from the palette's color names\n"
            ),
            "\(pairs.stderr)")
    }

    @Test(
        "init on a Compose app says why nothing is written (exit 2); on an app of system colors, that lint checks them (exit 0, lint's counts)"
    )
    func initSaysWhy() throws {
        let compose = CLI.run("init", Self.composeApp, "--output", "/dev/null/legible.json")
        #expect(compose.status == 2)
        #expect(
            compose.stderr.contains(
                "legible init: nothing to write: no UI file under \(Self.composeApp) shows a pair: its UI is Jetpack Compose (2 Jetpack Compose files)"
            ), "\(compose.stderr)")

        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        try """
        import SwiftUI

        @main
        struct LogbookApp: App {
            var body: some Scene {
                WindowGroup { EntryRow(title: "Departure") }
            }
        }

        struct EntryRow: View {
            var title: String
            var body: some View {
                Text(title).foregroundColor(.secondary)
            }
        }
        """.write(to: folder.appendingPathComponent("LogbookApp.swift"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.json").path
        let system = CLI.run("init", folder.path, "--output", out)
        // Nothing to configure is not a failure: lint checks the pair without a config, and init says how many.
        #expect(system.status == 0, "\(system.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(
            system.stdout.hasSuffix(
                "legible init: nothing to write: every pair the UI files under \(folder.path) show has a system color "
                    + "or a color written in the UI file, which a legible.json cannot name; 'legible lint \(folder.path)' "
                    + "checks them without one (1 pair at 1 site)\n"), "\(system.stdout)")
        let lint = CLI.run("lint", folder.path)
        #expect(lint.status == 0 || lint.status == 1, "\(lint.stderr)")
        #expect(
            lint.stdout.contains("No legible.json: checked 1 pair at 1 site observed in UI files"), "\(lint.stdout)")

        // Only pairs that need review (a view no code shows): nothing for lint to check either, exit 2, saying why.
        let hostless = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(hostless) }
        try """
        import SwiftUI

        struct EntryRow: View {
            var body: some View {
                Text("Departure").foregroundColor(.secondary).background(Color(.systemBackground))
            }
        }
        """.write(to: hostless.appendingPathComponent("EntryRow.swift"), atomically: true, encoding: .utf8)
        let review = CLI.run("init", hostless.path, "--output", hostless.appendingPathComponent("out.json").path)
        #expect(review.status == 2)
        #expect(review.stderr.contains("show needs review (1 pair at 1 site needs review;"), "\(review.stderr)")
    }

    @Test("'legible pairs .' at the root of an Android repository with a root XML file (lint.xml) does not crash")
    func dotAtAndroidRoot() throws {
        let r = try CLI.runShell("cd Fixtures/compose-app && legible pairs .")
        #expect(r.status == 2, "\(r.stdout)")
        #expect(
            r.stdout.contains("legible pairs: no UI file under . shows a pair: its UI is Jetpack Compose"),
            "\(r.stdout)")
    }

    @Test("a Compose app with a config: the config's pairs are checked, no Compose message")
    func composeAppWithConfig() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = folder.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "tide_foam", "background": "tide_deep", "level": "AA"}]}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let r = CLI.run("lint", Self.composeApp, "--config", config.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("Jetpack Compose"))
    }
}

@Suite("SARIF: no repeated results, no shared fingerprints")
struct SARIFPlacesTests {
    @Test("one view showing the pair at two lines of one file: two results, each fingerprint its own")
    func oneElementTwoLines() throws {
        let tides = CLI.repositoryRoot.appendingPathComponent("Fixtures/sarif-places/Tides").path
        let r = CLI.run("lint", tides, "--format", "sarif")
        #expect(r.status == 1, "\(r.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let results = try #require((doc["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let lines = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap {
                ($0["region"] as? [String: Int])?["startLine"]
            }
        }
        #expect(lines == [11, 15])
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["legibleFinding/v1"] }
        #expect(prints.count == 2 && Set(prints).count == 2, "\(prints)")
        for result in results {
            let text = (result["message"] as? [String: String])?["text"] ?? ""
            #expect(text.hasPrefix("Faint (#aaaeb4) on systemBackground (#ffffff)"), "\(text)")
        }
    }
}
