import Foundation
import Testing
@testable import LegibleCLI

/// A run that evaluated nothing must not pass: lint, compare, report and grid exit 2 with one line saying why.
@Suite("Zero checks never pass")
struct ZeroChecksTests {
    static let noRoles = "Fixtures/palettes/tokens/no-roles/brand.json"
    static var absoluteNoRoles: String { CLI.repositoryRoot.appendingPathComponent(noRoles).path }

    @Test("zero-config that infers nothing exits 2, even with --strict", arguments: ["lint", "compare", "grid"])
    func inferredNothing(command: String) {
        let r = CLI.run([command, Self.absoluteNoRoles, "--strict"])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        let line = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(line.hasPrefix("legible \(command): 0 checks evaluated"), "\(r.stderr)")
        #expect(line.contains("legible.json") && line.contains("legible palette"), "\(line)")
    }

    @Test(
        "a config whose optional patterns match nothing exits 2 (lint, compare, report)",
        arguments: ["lint", "compare", "report"])
    func configMatchesNothing(command: String) throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = folder.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "text.primary", "background": "bg.canvas", "optional": true}]}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let r = CLI.run([command, Self.absoluteNoRoles, "--config", config.path])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stderr.contains(
                "legible \(command): 0 checks evaluated: no rule of \(config.path) matches a pair of palette colors"),
            "\(r.stderr)")
    }

    @Test("one check is enough to run normally")
    func oneCheck() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = folder.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "brand.blue", "background": "brand.paper"}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let r = CLI.run(["lint", Self.absoluteNoRoles, "--config", config.path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("1 check, 0 failed (0 errors, 0 warnings)\n"), "\(r.stdout)")
    }
}

@Suite("Color names documented")
struct ColorNamesHelpTests {
    @Test(
        "lint and compare --help say how each format names colors and point to 'legible palette'",
        arguments: ["lint", "compare"])
    func help(command: String) {
        let r = CLI.run(command, "--help")
        #expect(r.status == 0)
        for expected in [
            "COLOR NAMES", "'legible palette PATH' lists them", "--text-primary", "color.text.primary",
            "Scene/Compose/indicator.button.background", "colorPrimary", "\"optional\": true",
        ] {
            #expect(r.stdout.contains(expected), "\(expected)")
        }
    }
}

@Suite("Layered tokens in compare")
struct LayeredCompareTests {
    @Test("compare on light.json + light.dark.json shows each pair light → dark with its signed change")
    func lightToDark() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = folder.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "fg", "background": "bg"}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let tokens = CLI.repositoryRoot.appendingPathComponent("Fixtures/palettes/tokens/layers/dotted").path
        let r = CLI.run(["compare", tokens, "--config", config.path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let row = try #require(r.stdout.split(separator: "\n").first { $0.contains("fg") && $0.contains("bg") })
        // WCAG 2 (computed independently): #222222 on #fafafa is 15.2428:1 in light, #eeeeee on #111111 16.2752:1 in
        // dark, change +1.0323: one row, two columns.
        #expect(row.contains("15.24:1 PASS") && row.contains("16.27:1 PASS") && row.contains("+1.03"), "\(row)")
        #expect(r.stdout.contains("1 pair in 2 appearances"), "\(r.stdout)")
    }
}

@Suite("Theme families in lint")
struct ThemeFamilyLintTests {
    static let families = CLI.repositoryRoot.appendingPathComponent("Fixtures/palettes/tokens/families").path

    static func config(in folder: URL) throws -> String {
        let config = folder.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "color.text", "background": "color.canvas"}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        return config.path
    }

    @Test("each family is checked on its own: no pair crosses families")
    func separate() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let r = CLI.run(["lint", Self.families, "--config", try Self.config(in: folder), "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        // One pair per family in light and dark (theme-new's dark falls back to its light): 4 checks; crossing the
        // families would give 2 × 2 × 2 = 8.
        #expect(r.stdout.contains(#""checks" : 4"#) || r.stdout.contains(#""checks": 4"#), "\(r.stdout.prefix(600))")
        #expect(r.stdout.contains(#""family""#))
        let text = CLI.run(["lint", Self.families, "--config", try Self.config(in: folder)])
        #expect(
            text.stdout.contains("[theme-classic] color.text") && text.stdout.contains("[theme-new] color.text"),
            "\(text.stdout)")
    }

    @Test("--theme-family picks one; an unknown one is a usage error naming the families")
    func pick() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let config = try Self.config(in: folder)
        let r = CLI.run(["lint", Self.families, "--config", config, "--theme-family", "theme-new"])
        #expect(r.status == 0, "\(r.stderr)")
        // theme-new defines light only.
        #expect(r.stdout.hasSuffix("1 check, 0 failed (0 errors, 0 warnings)\n"), "\(r.stdout)")
        let bad = CLI.run(["lint", Self.families, "--config", config, "--theme-family", "sepia"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.contains("legible lint: no theme family 'sepia'; the palette has: theme-classic, theme-new"),
            "\(bad.stderr)")
    }
}
