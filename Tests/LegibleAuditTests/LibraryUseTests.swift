import Foundation
import Testing
import LegibleAudit
import LegibleFiles

/// The README's "Use as a library" snippet, run on the shipped iOS 13 fixture.
@Suite("Library use")
struct LibraryUseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ios13")

    @Test("Audit.run on the iOS 13 catalog finds the known failures, with locations")
    func auditsTheFixture() {
        let result = Audit.run(
            [Self.fixtures.appendingPathComponent("SystemColors.xcassets").path],
            config: SourceFile.readJSON(Self.fixtures.appendingPathComponent("legible.json").path))
        #expect(result.hasViolations(strict: false))
        #expect(!result.hasErrors)
        let summary = Audit.summary(result)
        #expect(summary.contains("secondaryLabel on secondarySystemBackground (light): 3.29"))
        #expect(summary.contains("secondaryLabel.colorset/Contents.json:"))
    }

    @Test("a palette that passes is clean; a broken config is an error")
    func cleanAndBroken() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-lib-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let css = dir.appendingPathComponent("colors.css")
        try ":root {\n  --text: #1b1d22;\n  --background: #ffffff;\n}\n".write(
            to: css, atomically: true, encoding: .utf8)
        let config = dir.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "--text", "background": "--background"}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let clean = Audit.run([css.path], config: SourceFile.readJSON(config.path))
        #expect(!clean.hasViolations(strict: true) && !clean.hasErrors, "\(Audit.summary(clean))")
        #expect(clean.contrast.count == 1 && clean.contrast[0].passed)
        try "{\"contrast\": [{\"foreground\": 1}]}".write(to: config, atomically: true, encoding: .utf8)
        let broken = Audit.run([css.path], config: SourceFile.readJSON(config.path))
        #expect(broken.hasErrors)
        #expect(Audit.summary(broken).contains("legible.json:1: error: 'foreground' must be a color name"))
        // What reading the config gave is the audit's input: a file that is not there is an error naming it.
        let missing = dir.appendingPathComponent("missing.json").path
        let unread = Audit.run([css.path], config: SourceFile.readJSON(missing))
        #expect(unread.hasErrors && !unread.rulesInferred)
        #expect(Audit.summary(unread) == "\(missing): error: no such file or directory", "\(Audit.summary(unread))")
    }

    /// The library takes the CLI's path (`Audit.prepare`, `Audit.evaluate`): what exits 2 there is an error here,
    /// never a clean result (issue 13: one audit entry).
    @Test("no colors, no check evaluated and no paths are errors, as in the CLI")
    func inputErrorsAsInTheCLI() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-lib-errors-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let empty = Audit.run([dir.path])
        #expect(
            empty.hasErrors && Audit.summary(empty).contains("no colors found in \(dir.path)"),
            "\(Audit.summary(empty))")

        let css = dir.appendingPathComponent("colors.css")
        try ":root {\n  --text: #1b1d22;\n  --background: #ffffff;\n}\n".write(
            to: css, atomically: true, encoding: .utf8)
        let config = dir.appendingPathComponent("legible.json")
        try #"{"contrast": [{"foreground": "--ink", "background": "--paper", "optional": true}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let nothing = Audit.run([css.path], config: SourceFile.readJSON(config.path))
        #expect(nothing.hasErrors && Audit.summary(nothing).contains("0 checks evaluated"), "\(Audit.summary(nothing))")

        guard case .failure(.noPaths) = Audit.prepare(AuditRequest(paths: [])) else {
            Issue.record("a request without paths must fail with noPaths")
            return
        }
        let prepared = try Audit.prepare(AuditRequest(paths: [css.path])).get()
        #expect(prepared.rulesInferred && prepared.palette.colors.count == 2)
    }
}
