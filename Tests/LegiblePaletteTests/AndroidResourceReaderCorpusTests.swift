import Foundation
import LegibleCore
import LegibleTestSupport
import Testing
@testable import LegiblePalette

/// Broken inputs, robustness, and the shared corpus for `AndroidResourceReader`.
@Suite struct AndroidResourceReaderCorpusTests {
    typealias F = AndroidFixtures

    static func broken(_ kind: String) -> (file: String, palette: Palette) {
        let file = F.broken + "/\(kind)/res/values/colors.xml"
        return (file, AndroidResourceReader.read(files: [file]))
    }

    static func has(_ palette: Palette, _ severity: Diagnostic.Severity, line: Int, _ fragment: String) -> Bool {
        palette.diagnostics.contains {
            $0.severity == severity && $0.location.line == line && $0.message.contains(fragment)
        }
    }

    // One row per error kind: fixture folder, line, message fragment (fixtures in Fixtures/broken/android/).
    static let errors: [(kind: String, line: Int, fragment: String)] = [
        ("malformed", 4, "malformed XML: closing tag does not match"),
        ("truncated", 5, "malformed XML"),
        ("bad-value", 3, "invalid color '#12345': 5 hex digits"),
        ("bad-value", 4, "invalid color '#GGHHII': not a hex number"),
        ("bad-value", 5, "invalid color 'rgb(255, 0, 0)'"),
        ("bad-value", 6, "invalid color 'red'"),
        ("bad-value", 7, "a color can reference only another color (@color/name), not 'drawable'"),
        ("bad-value", 8, "7 hex digits"),
        ("cycle", 3, "reference cycle: @color/a → @color/b → @color/c → @color/a"),
        ("cycle", 4, "reference cycle: @color/b → @color/c → @color/a → @color/b"),
        ("cycle", 6, "reference cycle: @color/self → @color/self"),
        ("cycle", 7, "reference cycle: @color/intoCycle → @color/a → @color/b → @color/c → @color/a"),
        ("duplicate", 4, "duplicate color 'twice': already defined at"),
        ("duplicate", 5, "duplicate color 'twice'"),
        ("empty-and-nameless", 3, "color 'empty' has no value"),
        ("empty-and-nameless", 4, "color 'blank' has no value"),
        ("empty-and-nameless", 5, "<color> has no name attribute"),
        ("empty-and-nameless", 6, "<color> has no name attribute"),
        ("empty-and-nameless", 7, "color 'emptyItem' has no value"),
        ("wrong-root", 1, "root element is <manifest>, expected <resources>"),
        ("empty", 0, "empty file"),
    ]

    @Test(arguments: errors)
    func brokenFileGivesErrorAtLine(_ row: (kind: String, line: Int, fragment: String)) {
        let (_, palette) = Self.broken(row.kind)
        #expect(Self.has(palette, .error, line: row.line, row.fragment), "\(palette.diagnostics)")
    }

    @Test func brokenFilesKeepWhatIsValid() throws {
        let malformed = Self.broken("malformed").palette
        #expect(malformed.color(named: "ok")?.variant(exactly: .light)?.color?.hexRGBA == "#ffffffff")
        let duplicate = Self.broken("duplicate").palette
        // the first wins
        #expect(duplicate.color(named: "twice")?.variant(exactly: .light)?.color?.hexRGBA == "#ffffffff")
        let missing = Self.broken("missing-reference")
        #expect(
            Self.has(missing.palette, .warning, line: 3, "@color/nowhere is not defined in the files read; not checked")
        )
        #expect(Self.has(missing.palette, .warning, line: 4, "@color/bad is invalid (\(missing.file):5)"))
        #expect(Self.has(missing.palette, .error, line: 5, "invalid color '#XYZ'"))
        #expect(
            Self.has(
                Self.broken("nested-color").palette, .warning, line: 4,
                "<color> inside <declare-styleable> is not a resource definition"))
    }

    @Test func everyBrokenDefinitionIsAccountedFor() {
        let files = F.valuesFiles(under: F.broken)
        let palette = AndroidResourceReader.read(files: files)
        let onDisk = Set(files.flatMap(F.definitionsOnDisk))
        let accounted = Set(
            palette.colors.flatMap { $0.variants.map { F.Location(path: $0.source.path, line: $0.source.line) } }
                + palette.diagnostics.map { F.Location(path: $0.location.path, line: $0.location.line) })
        let missing = onDisk.subtracting(accounted).filter { !$0.path.contains("/truncated/") }
        #expect(missing.isEmpty, "\(missing)")
    }

    // MARK: robustness

    static func scratch(_ name: String, _ bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-android-\(UUID().uuidString)/res/values")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Hostile inputs by name (built here, so test output stays short).
    static func hostile(_ name: String) -> [UInt8] {
        switch name {
        case "garbage": [0xFF, 0xFE, 0x00, 0x3C, 0xC3, 0x28, 0x00, 0x01, 0x7F]
        case "deep": Array(("<resources>" + String(repeating: "<a>", count: 10_000)).utf8)
        case "huge":
            Array(
                "<resources><color name=\"h\">#1e999</color><color name=\"n\">#\(String(repeating: "F", count: 100_000))</color></resources>"
                    .utf8)
        case "truncated": Array("<resources><color name=\"t\">#FFF".utf8)
        case "entities":
            Array(
                "<!DOCTYPE r [<!ENTITY a \"&b;&b;\"><!ENTITY b \"&a;&a;\">]><resources><color name=\"e\">&a;</color></resources>"
                    .utf8)
        case "longChain":
            Array(
                ("<resources>" + (0..<5_000).map { "<color name=\"c\($0)\">@color/c\($0 + 1)</color>" }.joined()
                    + "<color name=\"c5000\">#000</color></resources>").utf8)
        case "longCycle":
            Array(
                ("<resources>"
                    + (0..<5_000).map { "<color name=\"c\($0)\">@color/c\(($0 + 1) % 5_000)</color>" }.joined()
                    + "</resources>").utf8)
        default: []
        }
    }

    @Test(arguments: ["garbage", "deep", "huge", "truncated", "entities", "longChain", "longCycle"])
    func hostileInputGivesDiagnosticsNotCrashes(_ name: String) throws {
        let file = try Self.scratch(name + ".xml", Self.hostile(name))
        let palette = AndroidResourceReader.read(files: [file])
        switch name {
        case "longChain":
            #expect(palette.colors.count == 5_001)
            #expect(palette.color(named: "c0")?.variant(exactly: .light)?.color?.hexRGBA == "#000000ff")
        case "longCycle":
            #expect(palette.colors.isEmpty)
            #expect(palette.diagnostics.count == 5_000)
            #expect(palette.diagnostics.allSatisfy { $0.message.hasPrefix("reference cycle: ") })
        default:
            #expect(palette.hasErrors, "\(name): \(palette.diagnostics)")
        }
    }

    // MARK: corpus

    /// Definitions on disk (independent text scan) against variants + diagnostics, per corpus repository.
    @Test(.corpus, arguments: ["wikimedia__apps-android-wikipedia", "TeamNewPipe__NewPipe", "duckduckgo__Android"])
    func corpusAccountsForEveryDefinition(_ repository: String) throws {
        let corpus = TestPaths.corpusRoot
        let files = F.valuesFiles(under: corpus + "/" + repository)
        #expect(!files.isEmpty)
        let palette = AndroidResourceReader.read(files: files)
        let onDisk = files.flatMap(F.definitionsOnDisk)
        let variants = palette.colors.flatMap(\.variants)
        let variantSources = Set(variants.map { F.Location(path: $0.source.path, line: $0.source.line) })
        let diagnosed = Set(palette.diagnostics.map { F.Location(path: $0.location.path, line: $0.location.line) })
        let withoutVariant = Set(onDisk).subtracting(variantSources)
        let errors = palette.diagnostics.filter { $0.severity == .error }.count
        print(
            """
            \(repository): \(onDisk.count) <color> definitions on disk in \(files.count) files; \(variantSources.count) became \
            variants (\(variants.count) variants in \(palette.colors.count) colors, \(variants.count - variantSources.count) \
            borrowed for dark mode), \(withoutVariant.count) became diagnostics only; \(errors) errors, \
            \(palette.diagnostics.count - errors) warnings
            """)
        for d in palette.diagnostics { print("  \(d)") }
        #expect(Set(onDisk).count == onDisk.count)
        #expect(variantSources.isSubset(of: Set(onDisk)), "\(variantSources.subtracting(onDisk))")
        #expect(withoutVariant.isSubset(of: diagnosed), "\(withoutVariant.subtracting(diagnosed))")
        #expect(variantSources.count + withoutVariant.count == onDisk.count)
    }

    /// Wikipedia: values-night overrides 8 of the 54 colors of values/ (LegiblePalette.docc/PaletteFormats.md §3).
    @Test(.corpus) func wikipediaNightOverridesEightOfFiftyFour() throws {
        let corpus = TestPaths.corpusRoot
        let res = corpus + "/wikimedia__apps-android-wikipedia/app/src/main/res"
        let palette = AndroidResourceReader.read(
            files: F.valuesFiles(under: corpus + "/wikimedia__apps-android-wikipedia"))
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        let main = palette.colors.filter { $0.origin == res }
        #expect(main.count == 54)
        let night: Set = [
            "launcher_background_color", "splash_background_color", "splash_foreground_color", "widget_background",
            "widget_paper", "widget_border", "widget_primary", "widget_placeholder",
        ]
        #expect(Set(main.filter { $0.variant(exactly: .dark) != nil }.map(\.name)) == night)
        for color in main where !night.contains(color.name) {
            #expect(color.variant(for: .dark) == color.variant(exactly: .light))
            #expect(color.appearances == [.light])
        }
        let paper = try #require(main.first { $0.name == "widget_paper" })
        #expect(paper.variant(exactly: .light)?.color?.hexRGBA == "#ffffffff")
        #expect(paper.variant(for: .dark)?.color?.hexRGBA == "#202122ff")
        #expect(
            paper.variant(for: .dark)?.source
                == SourceLocation(
                    path: res + "/values-night/colors.xml", line: 9,
                    keyPath: "resources/color[@name='widget_paper']"))
        let gray = try #require(main.first { $0.name == "gray200_60" })
        #expect(
            gray.variant(exactly: .light)?.color == Color(SRGB8(r: 0xEA, g: 0xEC, b: 0xF0), alpha: Double(0x99) / 255))
        let star = try #require(main.first { $0.name == "splash_star_color" })
        #expect(
            star.variant(exactly: .light)?.value
                == .system(
                    SystemColorReference(platform: "android", name: "@android:color/transparent"),
                    resolved: Color(SRGB8(r: 0, g: 0, b: 0), alpha: 0)))
        // Build flavors are their own origins.
        let flavors = palette.colors.filter { $0.name == "splash_star_color" }.map(\.origin)
        #expect(flavors.count == 4)
    }
}
