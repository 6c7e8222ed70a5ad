import Foundation
import Testing

/// The README's quick start, as a new user follows it on the quick-start app (Fixtures/quickstart: a catalog, a
/// storyboard and a SwiftUI view): `legible lint App/` reports the worst pair with where it is shown and no
/// warning; a catalog-only run sees no observed pair; `legible init App/` writes legible.json next to App/ with
/// relative paths, and `legible lint App/` with it still says where each pair is shown.
@Suite("quick start: lint the app folder, then init")
struct QuickstartAppTests {
    /// A copy of Fixtures/quickstart in a fresh folder (`PROJECT/App`), so init writes there.
    static func project() throws -> URL {
        let folder = try LintFixture.temporaryFolder()
        try FileManager.default.copyItem(
            at: CLI.repositoryRoot.appendingPathComponent("Fixtures/quickstart/App"),
            to: folder.appendingPathComponent("App"))
        return folder
    }

    @Test func lintTheAppFolder() throws {
        let folder = try Self.project()
        defer { LintFixture.cleanUp(folder) }
        let r = try LintFixture.runBinary(["lint", "App"], in: folder)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.isEmpty && !r.stdout.contains("warning:"), "\(r.stdout)\n\(r.stderr)")
        // The worst pair, shown on the storyboard and in the SwiftUI view (2 sites, the first named).
        let worst =
            r.stdout.split(separator: "\n").first {
                $0.contains("FAIL") && $0.contains("CaptionText") && $0.contains("2.32:1")
            } ?? ""
        #expect(worst.hasSuffix("2      App/Main.storyboard:20"), "\(r.stdout)")
        let markdown = try LintFixture.runBinary(["lint", "App", "--format", "markdown"], in: folder).stdout
        #expect(
            markdown.contains(
                "App/Main.storyboard:20 (label ord-lb-eta \"Arrives Thursday\"), App/ProfileCard.swift:14:18 (Text ProfileCard \"Member since 2019\")"
            ))
        #expect(r.stdout.contains("diagnostic") == false, "no diagnostics: \(r.stdout)")
        // The catalog alone shows no observed pair: the run can only guess, and the guesses are warnings.
        let catalog = try LintFixture.runBinary(["lint", "App/Assets.xcassets"], in: folder)
        #expect(
            !catalog.stdout.contains("observed in UI files") && catalog.stdout.contains("guessed from names"),
            "\(catalog.stdout)")
    }

    @Test func initWritesIntoTheAppAndLintKeepsTheSites() throws {
        let folder = try Self.project()
        defer { LintFixture.cleanUp(folder) }
        let r = try LintFixture.runBinary(["init", "App/"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("legible init: wrote App/legible.json: "), "\(r.stdout)")
        let config = try String(contentsOf: folder.appendingPathComponent("App/legible.json"), encoding: .utf8)
        #expect(config.contains("Main.storyboard:") && !config.contains(folder.path), "relative sites: \(config)")
        let lint = try LintFixture.runBinary(["lint", "App/"], in: folder)
        #expect(lint.status == 1, "\(lint.stderr)")
        #expect(lint.stdout.hasPrefix("Rules: App/legible.json: "), "\(lint.stdout)")
        let caption =
            lint.stdout.split(separator: "\n").first { $0.contains("FAIL") && $0.contains("CaptionText") } ?? ""
        #expect(
            caption.contains("App/Main.storyboard:"),
            "the config's finding says where the pair is shown: \(lint.stdout)")
        // Given from elsewhere as an absolute path: written into it, with paths relative to it.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/legible.json"))
        let elsewhere = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(elsewhere) }
        let absolute = try LintFixture.runBinary(["init", folder.appendingPathComponent("App").path], in: elsewhere)
        let written = folder.appendingPathComponent("App/legible.json").path
        #expect(absolute.stdout.hasPrefix("legible init: wrote \(written): "), "\(absolute.stdout)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("legible.json").path))
        let again = try String(contentsOfFile: written, encoding: .utf8)
        #expect(again.contains("at Main.storyboard:") && !again.contains(folder.path), "relative sites: \(again)")
        let sarif = try LintFixture.runBinary(["lint", "App/", "--format", "sarif"], in: folder)
        #expect(sarif.stdout.contains("relatedLocations") && sarif.stdout.contains("App/ProfileCard.swift"))
    }
}
