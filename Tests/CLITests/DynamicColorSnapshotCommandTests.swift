import Foundation
import Testing
@testable import LegibleCLI

/// `legible lint` (every format) and `legible report` show the `dynamic-color-snapshot` findings of
/// `Fixtures/swift-snapshots`, at the `.cgColor`'s file:line(:column); warnings fail only with --strict.
@Suite struct DynamicColorSnapshotCommandTests {
    static let folder = CLI.repositoryRoot.appendingPathComponent("Fixtures/swift-snapshots").path
    static let positives = folder + "/Positives.swift"

    static func lint(_ extra: String...) -> CLI.Result { CLI.run(["lint", folder] + extra) }

    @Test func textShowsEachFindingAndPassesWithoutStrict() {
        let r = Self.lint()
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout.contains(
                "\(Self.positives):12:46: warning: UIColor.separator.cgColor freezes a dynamic color (system color) in init"
            ))
        #expect(r.stdout.contains("[dynamic-color-snapshot]"))
        #expect(!r.stdout.contains("Negatives.swift:24:")) // layoutSubviews
        #expect(Self.lint("--strict").status == 1)
    }

    @Test func configSetsSeverityOrTurnsTheRuleOff() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let error = dir.appendingPathComponent("error.json").path
        try
            #"{"contrast": [{"foreground": "UIColor.Brand.ink", "background": "UIColor.Brand.border", "level": "AA", "text": "large", "severity": "warning"}], "swift": {"dynamicColorSnapshot": "error"}}"#
            .write(toFile: error, atomically: true, encoding: .utf8)
        let failing = Self.lint("--config", error, "--format", "xcode")
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("Positives.swift:12:46: error: UIColor.separator.cgColor"))
        let off = dir.appendingPathComponent("off.json").path
        try
            #"{"contrast": [{"foreground": "UIColor.Brand.ink", "background": "UIColor.Brand.border", "level": "AA", "text": "large", "severity": "warning"}], "swift": {"dynamicColorSnapshot": "off"}}"#
            .write(toFile: off, atomically: true, encoding: .utf8)
        let quiet = Self.lint("--config", off, "--format", "xcode")
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(!quiet.stdout.contains("dynamic-color-snapshot"), "\(quiet.stdout)")
    }

    @Test func baselineCoversRecordedSnapshots() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-snapshot-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(Self.lint("--write-baseline", file).status == 0)
        let baseline = try String(contentsOfFile: file, encoding: .utf8)
        #expect(baseline.contains("dynamic-color-snapshot|\(Self.positives)|init|UIColor.separator.cgColor"))
        let r = Self.lint("--baseline", file, "--strict", "--format", "xcode")
        #expect(r.status == 0, "\(r.stdout)")
        #expect(!r.stdout.contains("[dynamic-color-snapshot]"))
    }

    @Test func markdown() {
        let r = Self.lint("--format", "markdown")
        #expect(r.stdout.contains("### Dynamic-color snapshots"))
        #expect(r.stdout.contains("- **warning** \(Self.positives):12:46: UIColor.separator.cgColor freezes"))
    }

    @Test func json() {
        let r = Self.lint("--format", "json")
        #expect(r.stdout.contains("\"dynamicColorSnapshots\": ["))
        #expect(r.stdout.contains("\"ruleId\": \"dynamic-color-snapshot\""))
        #expect(r.stdout.contains("\"column\": 46"))
    }

    @Test func sarifHasTheRuleInTheDriverAndTheResults() {
        let r = Self.lint("--format", "sarif")
        #expect(r.stdout.contains("\"id\": \"dynamic-color-snapshot\""))
        let results = r.stdout.components(separatedBy: "\"ruleId\": \"dynamic-color-snapshot\"").count - 1
        #expect(results == 14)
    }

    @Test func junit() {
        let r = Self.lint("--format", "junit")
        #expect(r.stdout.contains("<testsuite name=\"legible dynamic-color snapshots\" tests=\"14\""))
        #expect(r.stdout.contains("classname=\"dynamic-color-snapshot\" name=\"\(Self.positives):12:46\""))
        #expect(
            Self.lint("--format", "junit", "--strict").stdout.contains(
                "<failure message=\"UIColor.separator.cgColor outside an appearance-change callback\""))
    }

    @Test func github() {
        let r = Self.lint("--format", "github")
        #expect(
            r.stdout.contains(
                "::warning file=Fixtures/swift-snapshots/Positives.swift,line=12,col=46,title=dynamic-color-snapshot%3A UIColor.separator.cgColor::"
            )
                || r.stdout.contains("line=12,col=46,title=dynamic-color-snapshot%3A UIColor.separator.cgColor::"))
    }

    @Test func xcode() {
        let r = Self.lint("--format", "xcode")
        #expect(
            r.stdout.contains(
                "\(Self.positives):54:41: warning: NSColor.labelColor.cgColor freezes a dynamic color (system color) in init"
            ))
    }

    @Test func htmlReport() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-snapshot-\(UUID().uuidString).html"
        ).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let r = CLI.run("report", Self.folder, "-o", file)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOfFile: file, encoding: .utf8)
        #expect(page.contains("<h3 id=\"dynamic-color-snapshots\">Dynamic-color snapshots</h3>"))
        #expect(
            page.contains(
                "UIColor.Brand.border.cgColor freezes a dynamic color (palette color UIColor.Brand.border with light, dark) in applyStyle"
            ))
    }
}
