import Foundation
import Testing
@testable import LegibleCLI

/// `legible palette` and `lint` on a color system defined in Swift (`Fixtures/swift-theme`): roles keep their
/// palette links, each reader theme is its own appearance, and the failing theme is reported.
@Suite struct SwiftSourcesCommandTests {
    static let folder = CLI.repositoryRoot.appendingPathComponent("Fixtures/swift-theme").path

    @Test func paletteShowsRoleLinksAndThemes() {
        let r = CLI.run("palette", Self.folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("UIColor.primaryText → UIColor.Palette.charcoal"))
        #expect(r.stdout.contains("  theme sepia          #9e8c73ff  srgb"))
        #expect(r.stdout.contains("Palette.swift:28:80"))
        #expect(r.stdout.hasSuffix("14 colors, 17 variants, 0 errors, 0 warnings\n"))
    }

    @Test func lintChecksEveryThemeAndFailsTheSepiaSecondaryText() {
        let r = CLI.run("lint", Self.folder, "--config", Self.folder + "/legible.json", "--format", "json")
        #expect(r.status == 1)
        #expect(
            r.stdout.contains("\"appearances\": [\n    \"light\",\n    \"theme:midnight\",\n    \"theme:sepia\"\n  ]"))
        let text = CLI.run("lint", Self.folder, "--config", Self.folder + "/legible.json")
        let failing = text.stdout.split(separator: "\n").filter { $0.contains("FAIL") }
        #expect(failing.count == 1)
        #expect(failing.first?.contains("ReaderTheme.secondaryText  ReaderTheme.background  2.75:1") == true)
        #expect(failing.first?.hasSuffix("theme sepia") == true, "\(failing)")
        #expect(text.stdout.contains("contrast (light, theme midnight, theme sepia)"), "\(text.stdout)")
    }
}
