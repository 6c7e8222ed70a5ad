import Foundation
import Testing
import LegiblePalette
import LegibleTestSupport
@testable import LegibleAudit
import LegibleJSON
import LegibleFiles

/// The `dynamic-color-snapshot` rule on `Fixtures/swift-snapshots`: every line marked `// expect: snapshot` is
/// flagged (once, at the `.` of the conversion), and no other line is.
@Suite struct DynamicColorSnapshotTests {
    static let folder = TestPaths.fixture("swift-snapshots")
    static let palette = PaletteLoader().load([folder])

    /// 1-based lines carrying the marker.
    static func markedLines(_ path: String) throws -> [Int] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("// expect: snapshot") }.map { $0.offset + 1 }
    }

    static func scan(_ file: String, severity: Diagnostic.Severity = .warning) -> [SnapshotFinding] {
        SnapshotScanner(palette: palette, severity: severity).scan(
            sources: SwiftSources.read([folder + "/" + file]).files
        ).findings
    }

    @Test func paletteHasTheAdaptiveAndTheFixedBrandColor() throws {
        let border = try #require(Self.palette.colors.first { $0.name.hasSuffix("Brand.border") })
        let ink = try #require(Self.palette.colors.first { $0.name.hasSuffix("Brand.ink") })
        #expect(border.appearances.count == 2)
        #expect(ink.appearances.count == 1)
    }

    @Test func everyMarkedLineIsFlaggedOnce() throws {
        let expected = try Self.markedLines(Self.folder + "/Positives.swift")
        #expect(expected.count >= 10)
        let findings = Self.scan("Positives.swift")
        #expect(findings.map(\.location.line) == expected)
    }

    @Test func nothingInTheNegativesIsFlagged() throws {
        let text = try String(contentsOfFile: Self.folder + "/Negatives.swift", encoding: .utf8)
        // At least ten conversions of a color, none of them a snapshot to report.
        #expect(
            text.components(separatedBy: ".cgColor").count - 1 + text.components(separatedBy: ".resolvedColor(").count
                - 1 >= 10)
        let findings = Self.scan("Negatives.swift")
        #expect(findings.isEmpty, "\(findings.map { "\($0.location): \($0.message)" })")
    }

    @Test func findingNamesColorColumnReasonAndPlace() throws {
        let findings = Self.scan("Positives.swift")
        let border = try #require(findings.first { $0.color == "UIColor.separator" && $0.enclosing == "init" })
        #expect(border.location.line == 12)
        #expect(border.location.column == 46) // the `.` of `.cgColor`
        #expect(border.reason == "system color")
        #expect(border.severity == .warning)
        let palette = try #require(findings.first { $0.color == "UIColor.Brand.border" })
        #expect(palette.reason.hasPrefix("palette color") && palette.reason.hasSuffix("light, dark"))
        #expect(palette.enclosing == "applyStyle")
        let resolved = try #require(findings.first { $0.conversion == "resolvedColor(with:)" })
        #expect(resolved.color == "UIColor.label")
        #expect(resolved.enclosing == "viewDidLoad")
        #expect(findings.first { $0.color == "UIColor(named: \"CardBackground\")?" }?.reason == "asset catalog color")
        #expect(findings.first?.enclosing == nil) // the file-scope `let`
    }

    @Test func severityFollowsTheConfig() throws {
        #expect(Self.scan("Positives.swift", severity: .error).allSatisfy { $0.severity == .error })
        let off = try ConfigParser.parse(
            try JSONParser.parse(#"{"swift": {"dynamicColorSnapshot": "off"}}"#), path: "legible.json"
        ).get()
        #expect(off.dynamicColorSnapshot == nil)
        let error = try ConfigParser.parse(
            try JSONParser.parse(#"{"swift": {"dynamicColorSnapshot": "error"}}"#), path: "legible.json"
        ).get()
        #expect(error.dynamicColorSnapshot == .error)
        #expect(AuditConfig().dynamicColorSnapshot == .warning)
        guard
            case .failure(let bad) = ConfigParser.parse(
                try JSONParser.parse(#"{"swift": {"dynamicColorSnapshot": "loud"}}"#), path: "legible.json")
        else {
            Issue.record("an unknown severity must be rejected"); return
        }
        #expect(bad.diagnostics.contains { $0.message.contains("dynamicColorSnapshot must be") })
        #expect(ConfigSchema.json.contains("\"dynamicColorSnapshot\""))
    }
}

/// The rule over the real Swift sources of the corpus: it completes and reports what it finds.
@Suite(.corpus)
struct DynamicColorSnapshotCorpusTests {
    @Test(arguments: ["Ranchero-Software__NetNewsWire", "mastodon__mastodon-ios"])
    func corpusCompletes(project: String) throws {
        let root = TestPaths.corpus(project)
        var walker = FileWalker()
        let files = walker.files(under: root).filter { $0.hasSuffix(".swift") }
        let conversions = try files.reduce(0) {
            $0 + (try String(contentsOfFile: $1, encoding: .utf8)).components(separatedBy: ".cgColor").count - 1
        }
        let palette = PaletteLoader().load([root])
        let scan = SnapshotScanner(palette: palette, severity: .warning).scan(sources: SwiftSources.read(files).files)
        print(
            "dynamic-color-snapshot \(project): \(scan.findings.count) findings of \(conversions) .cgColor in \(files.count) Swift files"
        )
        for f in scan.findings {
            print("  \(f.location): \(f.color).\(f.conversion) in \(f.enclosing ?? "file scope") (\(f.reason))")
        }
        #expect(files.count > 0)
        #expect(conversions > 0)
        #expect(scan.diagnostics.isEmpty)
        #expect(
            scan.findings.count <= conversions
                + (try files.reduce(0) {
                    $0
                        + (try String(contentsOfFile: $1, encoding: .utf8)).components(separatedBy: ".resolvedColor(")
                        .count - 1
                }))
        #expect(scan.findings.allSatisfy { $0.location.line > 0 && ($0.location.column ?? 0) > 0 })
    }
}
