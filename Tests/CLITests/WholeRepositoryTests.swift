import Foundation
import Testing
@testable import LegibleCLI

/// A whole app repository as users lint it in CI (issue 30): every appearance a pair is shown in is checked,
/// `init .` works, files that are not palette inputs are skipped and counted, a config adds to the observed pairs.
@Suite("Whole repository")
struct WholeRepositoryTests {
    /// An Android app that ships only a dark theme (no values-night): its body text is shown only in dark.
    static var nightReader: String {
        CLI.repositoryRoot.appendingPathComponent("Fixtures/whole-repo/night-reader").path
    }

    @Test("a pair shown only in a dark theme is checked in dark and fails the run (lint, compare, report)")
    func darkOnlyPairChecked() throws {
        let lint = CLI.run("lint", Self.nightReader)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        let failing = try #require(
            lint.stdout.split(separator: "\n").first { $0.contains("FAIL") && $0.contains("ink_slate") },
            "\(lint.stdout)")
        // #4a4d55 on #202124: WCAG 2 contrast 1.9:1 (computed independently: L 0.0742 and 0.0151).
        #expect(failing.contains("page_charcoal") && failing.contains("1.9"), "\(failing)")
        #expect(lint.stdout.contains("\ncontrast (light, dark)\n"), "\(lint.stdout)")
        #expect(lint.stdout.contains("By appearance: light 1, dark 1."), "\(lint.stdout)")

        let json = CLI.run("lint", Self.nightReader, "--format", "json")
        #expect(json.stdout.contains("\"dark\""), "\(json.stdout)")
        let compare = CLI.run("compare", Self.nightReader)
        #expect(compare.status == 1, "\(compare.stdout)\(compare.stderr)")
        #expect(compare.stdout.contains("ink_slate"), "\(compare.stdout)")
    }

    @Test("legible.json 'appearances' that leaves a shown pair out says so instead of dropping it")
    func narrowedAppearancesCounted() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = folder.appendingPathComponent("legible.json")
        try #"{"appearances": ["light"]}"#.write(to: config, atomically: true, encoding: .utf8)
        let r = CLI.run("lint", Self.nightReader, "--config", config.path)
        #expect(
            (r.stdout + r.stderr).contains(
                "1 observed pair is shown only in dark and not checked: 'appearances' lists light"),
            "\(r.stdout)\(r.stderr)")
    }
}

/// Files a repository holds that are not palette inputs are skipped and counted, never a failed run; a broken token
/// file still fails it at its line.
@Suite("Whole repository: inputs by what they are")
struct InputKindsTests {
    /// design/colors.tokens.json, and JSON/XML that are not palette inputs (a localization file with a trailing
    /// comma, JSON with comments, Android lint settings, package.json).
    static var mixed: String { CLI.repositoryRoot.appendingPathComponent("Fixtures/whole-repo/mixed-inputs").path }

    @Test("unrelated broken JSON and XML are skipped and counted; the token file is checked")
    func unrelatedFilesSkipped() {
        let r = CLI.run("lint", Self.mixed)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("color.text.muted") && r.stdout.contains("3.24:1"), "\(r.stdout)")
        #expect(
            r.stderr.contains("legible lint: 4 files skipped: not palette or UI inputs (--verbose lists them)"),
            "\(r.stderr)")
        #expect(!r.stdout.contains("error:") && !r.stderr.contains("error:"), "\(r.stdout)\(r.stderr)")
        let verbose = CLI.run("lint", Self.mixed, "--verbose")
        for file in ["locales/app.json", "Tests/Resources/definitions.json", "config/lint.xml", "package.json"] {
            #expect(verbose.stderr.contains("\n  \(Self.mixed)/\(file)\n"), "\(file): \(verbose.stderr)")
        }
    }

    @Test("a broken token file found by walking fails the run with its file and line (exit 2)")
    func brokenTokenFile() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let tokens = folder.appendingPathComponent("brand")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try """
        {
          "ink": { "$type": "color", "$value": "#101010" },
          "paper": { "$type": "color" "$value": "#fafafa" }
        }
        """.write(to: tokens.appendingPathComponent("palette.json"), atomically: true, encoding: .utf8)
        try #"{"greeting": "Hello",}"#.write(
            to: folder.appendingPathComponent("strings.json"), atomically: true, encoding: .utf8)
        let r = CLI.run("lint", folder.path)
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stdout.contains("brand/palette.json:3: error:") || r.stderr.contains("brand/palette.json:3: error:"),
            "\(r.stdout)\(r.stderr)")
        #expect(!(r.stdout + r.stderr).contains("strings.json:"), "\(r.stdout)\(r.stderr)")
    }
}

/// `legible init` with the paths users type, and `lint` finding the file it wrote.
@Suite("Whole repository: init and the config lookup")
struct InitLookupTests {
    /// A copy of the night-reader app under a repository root (a `.git` folder), with one more layout that draws a
    /// color on itself.
    static func repository() throws -> URL {
        let root = try LintFixture.temporaryFolder()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let app = root.appendingPathComponent("reader")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: WholeRepositoryTests.nightReader), to: app)
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="match_parent"
            android:layout_height="wrap_content"
            android:background="@color/bar_blue">

            <TextView
                android:id="@+id/hidden_badge"
                android:layout_width="wrap_content"
                android:layout_height="wrap_content"
                android:textColor="@color/bar_blue" />
        </FrameLayout>
        """.write(
            to: app.appendingPathComponent("app/src/main/res/layout/view_badge.xml"), atomically: true,
            encoding: .utf8)
        return root
    }

    @Test("init . / init ./ / init ABS write PATH/legible.json, lint finds it from the folder, a subfolder and above")
    func initDotAndLookup() throws {
        let root = try Self.repository()
        defer { LintFixture.cleanUp(root) }
        let app = root.appendingPathComponent("reader").path
        let dot = try CLI.runShell("cd '\(app)' && legible init . && cat legible.json")
        #expect(dot.status == 0, "\(dot.stdout)")
        #expect(dot.stdout.contains("legible init: wrote legible.json"), "\(dot.stdout)")
        #expect(dot.stdout.contains("\"ink_slate\""), "\(dot.stdout)")
        // bar_blue on bar_blue is shown (1:1) but is never written as a rule.
        #expect(!dot.stdout.contains(#"["bar_blue"]"#), "\(dot.stdout)")
        #expect(dot.stdout.contains("bar_blue on itself at"), "\(dot.stdout)")

        let slash = try CLI.runShell("cd '\(app)' && legible init ./ --force")
        #expect(slash.status == 0 && slash.stdout.contains("wrote legible.json"), "\(slash.stdout)")
        let absolute = try CLI.runShell("legible init '\(app)' --force")
        #expect(absolute.status == 0 && absolute.stdout.contains("wrote \(app)/legible.json"), "\(absolute.stdout)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("legible.json").path))

        for (folder, path) in [(app, "."), (app + "/app/src", "."), (root.path, "reader")] {
            let lint = try CLI.runShell("cd '\(folder)' && legible lint \(path)")
            #expect(lint.status == 1, "\(folder): \(lint.stdout)")
            #expect(
                lint.stdout.contains("Rules: ") && lint.stdout.contains("legible.json: 2 contrast rules"),
                "\(folder): \(lint.stdout)")
            // A color on itself (no rule) and the dark-only pair (in dark) are still checked as observed pairs.
            #expect(
                lint.stdout.contains("Also checked: 2 pairs at 2 sites observed in UI files"),
                "\(folder): \(lint.stdout)")
        }
    }
}

/// legible.json's rules add to the observed pairs; its `ignore` and `appearances` narrow them.
@Suite("Whole repository: config and observed pairs")
struct ConfigWithObservedTests {
    static func lint(_ config: String, _ extra: [String] = []) throws -> CLI.Result {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("legible.json")
        try config.write(to: file, atomically: true, encoding: .utf8)
        return CLI.run(["lint", WholeRepositoryTests.nightReader, "--config", file.path] + extra)
    }

    @Test("a config with only ignore and appearances still checks the observed pairs")
    func ignoreOnly() throws {
        let r = try Self.lint(##"{"ignore": ["#FFFFFF"], "appearances": ["light", "dark"]}"##)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("ink_slate") && r.stdout.contains("\ncontrast (dark)\n"), "\(r.stdout)")
        // title_white (#ffffff) is ignored by its value.
        #expect(!r.stdout.contains("title_white"), "\(r.stdout)")
    }

    @Test("ignore names a path glob and a rule id")
    func ignorePathsAndRules() throws {
        let paths = try Self.lint(#"{"ignore": ["res/layout/*"]}"#)
        #expect(paths.status == 2, "\(paths.stdout)\(paths.stderr)")
        #expect(paths.stderr.contains("0 checks evaluated"), "\(paths.stderr)")
        let rules = try Self.lint(#"{"ignore": ["wcag2-aa-text"]}"#)
        #expect(rules.status == 2, "\(rules.stdout)\(rules.stderr)")
    }

    @Test("--pairs works with a config")
    func pairsWithConfig() throws {
        let r = try Self.lint(
            #"{"contrast": [{"foreground": "title_white", "background": "page_black"}]}"#, ["--pairs", "observed"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("page_black") && r.stdout.contains("ink_slate"), "\(r.stdout)")
    }
}

/// Guessed pairs only when asked, once UI files show pairs; never across appearances.
@Suite("Whole repository: guesses")
struct GuessesTests {
    static func app() throws -> URL {
        let folder = try LintFixture.temporaryFolder()
        let res = folder.appendingPathComponent("app/src/main/res")
        try FileManager.default.createDirectory(
            at: res.appendingPathComponent("values"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: res.appendingPathComponent("layout"), withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="caption_text_light">#5f6368</color>
            <color name="caption_text_darktheme">#bdc1c6</color>
            <color name="card_background_light">#ffffff</color>
            <color name="card_background_darktheme">#303134</color>
            <color name="banner_fill">#1a73e8</color>
            <color name="banner_label">#ffffff</color>
        </resources>
        """.write(to: res.appendingPathComponent("values/colors.xml"), atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <TextView xmlns:android="http://schemas.android.com/apk/res/android"
            android:id="@+id/banner"
            android:layout_width="match_parent"
            android:layout_height="wrap_content"
            android:background="@color/banner_fill"
            android:textColor="@color/banner_label" />
        """.write(to: res.appendingPathComponent("layout/view_banner.xml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("with observed pairs, no guess unless --guess; a guess never pairs _light with _darktheme")
    func guessesOnlyWhenAsked() throws {
        let folder = try Self.app()
        defer { LintFixture.cleanUp(folder) }
        let plain = CLI.run("lint", folder.path)
        #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
        #expect(!plain.stdout.contains("guess-"), "\(plain.stdout)")
        #expect(plain.stdout.contains("banner_label"), "\(plain.stdout)")

        let guessed = CLI.run("lint", folder.path, "--guess")
        let rows = guessed.stdout.split(separator: "\n").filter { $0.contains("guess-") }
        #expect(
            rows.contains { $0.contains("caption_text_light") && $0.contains("card_background_light") },
            "\(guessed.stdout)")
        #expect(
            rows.contains { $0.contains("caption_text_darktheme") && $0.contains("card_background_darktheme") },
            "\(guessed.stdout)")
        #expect(!rows.contains { $0.contains("_light") && $0.contains("_darktheme") }, "\(guessed.stdout)")
    }
}

/// Output fit for CI: one GitHub annotation per failing pair, failures only on request.
@Suite("Whole repository: output for CI")
struct CIOutputTests {
    static var app: String { CLI.repositoryRoot.appendingPathComponent("Fixtures/app/App").path }

    @Test("--format github: one ::error per failing pair, titled with every appearance it fails in")
    func oneAnnotationPerPair() {
        let r = CLI.run("lint", Self.app, "--format", "github")
        #expect(r.status == 1, "\(r.stderr)")
        let subtle = r.stdout.split(separator: "\n").filter {
            $0.hasPrefix("::error") && $0.contains("SubtleText on CardBackground")
        }
        #expect(subtle.count == 1, "\(r.stdout)")
        // Worst check first: 2.61:1 in light (SubtleText #a0a0a0 on CardBackground #ffffff), the others listed.
        #expect(subtle.first?.contains("(light%2C dark%2C light high contrast%2C dark high contrast)") == true)
        #expect(
            subtle.first?.contains("is 2.61:1 in light") == true
                && subtle.first?.contains("Also fails in dark (") == true)
    }

    @Test("--only failures: no passing row, no review section, the same summary")
    func onlyFailures() {
        let all = CLI.run("lint", Self.app)
        let failures = CLI.run("lint", Self.app, "--only", "failures")
        #expect(failures.status == all.status)
        #expect(all.stdout.contains("  PASS  ") && !failures.stdout.contains("  PASS  "), "\(failures.stdout)")
        #expect(failures.stdout.contains("  FAIL  "), "\(failures.stdout)")
        let summary = { (s: String) in s.split(separator: "\n").last.map(String.init) ?? "" }
        #expect(summary(failures.stdout) == summary(all.stdout))
    }
}
