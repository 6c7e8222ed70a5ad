import Foundation
import LegibleCore
import LegibleTestSupport
import Testing
@testable import LegiblePalette

/// Broken inputs, robustness, and the shared corpus for `CSSReader`.
@Suite struct CSSReaderCorpusTests {
    typealias F = CSSFixtures

    static func read(_ names: String...) -> Palette {
        CSSReader.read(files: names.map { F.broken + "/" + $0 })
    }

    static func has(_ palette: Palette, _ severity: Diagnostic.Severity, line: Int, _ fragment: String) -> Bool {
        palette.diagnostics.contains {
            $0.severity == severity && $0.location.line == line && $0.message.contains(fragment)
        }
    }

    // One row per error kind: fixture file (Fixtures/broken/css/), severity, line, message fragment.
    static let problems: [(file: String, severity: Diagnostic.Severity, line: Int, fragment: String)] = [
        ("unclosed-block.css", .error, 1, "malformed CSS: unclosed block: '{' on this line has no matching '}'"),
        ("unclosed-comment.css", .error, 2, "malformed CSS: unclosed comment"),
        ("unclosed-string.css", .error, 2, "malformed CSS: unclosed string"),
        ("stray-brace.css", .error, 2, "malformed CSS: unexpected '}'"),
        ("bad-colors.css", .error, 2, "invalid color '#12345': hex color needs 3, 4, 6 or 8 digits"),
        ("bad-colors.css", .error, 3, "invalid color '#ggg'"),
        // CSS Color 4 clamps rgb channels and alpha at parse time: the color is kept, the file is warned about.
        ("bad-colors.css", .warning, 4, "component 300 is outside 0…255; CSS clamps it to 255"),
        ("bad-colors.css", .error, 6, "rgb() needs 3 components"),
        ("bad-colors.css", .warning, 7, "alpha 1.5 is outside 0…1; CSS clamps it to 1"),
        ("bad-colors.css", .error, 8, "unknown color space 'foo'"),
        ("bad-colors.css", .error, 9, "light-dark() needs 2 colors, found 1"),
        ("var-cycle.css", .error, 2, "var() reference cycle: --a → --b → --c → --a"),
        ("var-cycle.css", .error, 3, "var() reference cycle: --b → --c → --a → --b"),
        ("var-cycle.css", .error, 5, "var() reference cycle: --self → --self"),
        ("var-cycle.css", .error, 6, "var() reference cycle: --into-cycle → --a → --b → --c → --a"),
        ("var-undefined.css", .warning, 2, "var(--nowhere) is not defined in the files read; not checked"),
        ("var-undefined.css", .warning, 3, "var(--nowhere-rgb) is not defined"),
        ("outside-rule.css", .error, 1, "custom property --top-level outside any rule"),
        ("outside-rule.css", .error, 3, "--in-media-only directly inside an at-rule, outside any style rule"),
        ("never-applies.css", .warning, 2, "--never never applies"),
        ("overridden.css", .warning, 1, "--x: this light value #ffffffff is overridden by"),
        ("empty.css", .warning, 0, "empty file"),
        ("malformed-declaration.css", .error, 3, "malformed custom property declaration '--missing-colon #000000'"),
        ("malformed-declaration.css", .error, 4, "malformed custom property declaration '--bad%name: #000000'"),
        (
            "malformed-declaration.css", .warning, 5,
            "'#fff 1px solid' starts like a hex color but is not a single color"
        ),
        ("no-colors.css", .warning, 0, "none of the custom properties in this file (2) holds a color"),
    ]

    @Test(arguments: problems)
    func brokenFileGivesDiagnosticAtLine(
        _ row: (file: String, severity: Diagnostic.Severity, line: Int, fragment: String)
    ) {
        let palette = Self.read(row.file)
        #expect(Self.has(palette, row.severity, line: row.line, row.fragment), "\(palette.diagnostics)")
    }

    @Test func brokenFilesKeepWhatIsValid() throws {
        #expect(Self.read("unclosed-block.css").color(named: "--ok") != nil)
        #expect(Self.read("unclosed-block.css").color(named: "--also") != nil)
        #expect(Self.read("unclosed-comment.css").color(named: "--hidden") == nil)
        #expect(Self.read("stray-brace.css").color(named: "--after") != nil)
        #expect(Self.read("outside-rule.css").color(named: "--ok") != nil)
        let malformed = Self.read("malformed-declaration.css")
        #expect(malformed.color(named: "--ok") != nil)
        #expect(!Self.has(malformed, .error, line: 6, "")) // `color: var(--ok)` is an ordinary declaration
        let overridden = Self.read("overridden.css")
        #expect(overridden.color(named: "--x")?.variant(exactly: .light)?.color?.hexRGBA == "#000000ff")
        #expect(!Self.has(overridden, .warning, line: 3, "--same"))
        let cycle = Self.read("import-cycle-a.css", "import-cycle-b.css")
        #expect(cycle.diagnostics.contains { $0.severity == .error && $0.message.contains("import cycle") })
        #expect(cycle.color(named: "--from-a") != nil && cycle.color(named: "--from-b") != nil)
    }

    @Test func everyBrokenColorDeclarationIsAccountedFor() {
        let files = F.cssFiles(under: F.broken)
        let analysis = CSSReader.analyze(files: files)
        // Swallowed by an unclosed comment or string: not declarations for browsers either.
        let swallowed = [
            F.Location(path: F.broken + "/unclosed-comment.css", line: 3),
            F.Location(path: F.broken + "/unclosed-string.css", line: 3),
        ]
        let colorish = Set(F.colorish(files.flatMap(F.declarations)).map { F.Location(path: $0.path, line: $0.line) })
            .subtracting(swallowed)
        let accounted = Set(
            analysis.palette.colors.flatMap {
                $0.variants.map { F.Location(path: $0.source.path, line: $0.source.line) }
            }
                + analysis.palette.diagnostics.map { F.Location(path: $0.location.path, line: $0.location.line) }
                + analysis.redundant.map { F.Location(path: $0.path, line: $0.line) })
        #expect(colorish.subtracting(accounted).isEmpty, "\(colorish.subtracting(accounted))")
    }

    // MARK: robustness

    static func hostile(_ name: String) -> String {
        switch name {
        case "deepBlocks":
            String(repeating: ".a{", count: 10_000) + "--x: #fff;" + String(repeating: "}", count: 10_000)
        case "deepParentheses": ":root { --x: " + String(repeating: "(", count: 10_000) + "; }"
        case "huge":
            ":root { --big: rgb(1e999 0 0); --neg: rgb(-1e999, 0, 0); --long: #\(String(repeating: "f", count: 100_000)); }"
        case "truncated": ":root { --x: #fff; --y: rgb(1, 2"
        case "garbage": "\u{1}\u{2}{{}}}};;;@@@ --\u{7f}: :: {"
        case "longChain": ":root {" + (0..<2_000).map { "--c\($0): var(--c\($0 + 1));" }.joined() + "--c2000: #000; }"
        case "varBomb":
            ":root { --a0: #000;" + (1..<40).map { "--a\($0): var(--a\($0 - 1)) var(--a\($0 - 1));" }.joined() + "}"
        case "longCycle": ":root {" + (0..<2_000).map { "--c\($0): var(--c\(($0 + 1) % 2_000));" }.joined() + "}"
        case "deepFallbacks":
            ":root { --x: " + String(repeating: "var(--u, ", count: 2_000) + "#000"
                + String(repeating: ")", count: 2_000) + "; }"
        default: ""
        }
    }

    @Test(arguments: [
        "deepBlocks", "deepParentheses", "huge", "truncated", "garbage", "longChain", "varBomb", "longCycle",
        "deepFallbacks",
    ])
    func hostileInputGivesDiagnosticsNotCrashes(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name + ".css")
        try Data(Self.hostile(name).utf8).write(to: file)
        let palette = CSSReader.read(files: [file.path])
        switch name {
        case "longChain":
            #expect(palette.color(named: "--c0")?.variant(exactly: .light)?.color?.hexRGBA == "#000000ff")
            #expect(palette.colors.count == 2_001 && palette.diagnostics.isEmpty)
        case "longCycle":
            #expect(palette.colors.isEmpty)
            #expect(palette.diagnostics.count == 2_000)
            #expect(
                palette.diagnostics.allSatisfy {
                    $0.message.hasPrefix("var() reference cycle: ") && $0.message.count < 200
                })
        case "deepFallbacks":
            #expect(palette.diagnostics.contains { $0.message.contains("fallbacks nested deeper than") })
        case "varBomb":
            #expect(palette.diagnostics.contains { $0.message.contains("grows beyond") })
        default:
            #expect(palette.hasErrors, "\(name): \(palette.diagnostics.prefix(3))")
        }
    }

    // MARK: corpus

    /// compound-design-tokens: every color declaration (independent regex count) is a variant, a diagnostic or
    /// redundant (the same value declared for a theme class and for the matching media query).
    @Test(.corpus) func compoundAccountsForEveryColorDeclaration() throws {
        let corpus = TestPaths.corpusRoot
        let folder = corpus + "/element-hq__compound-design-tokens/assets/web/css"
        let files = F.cssFiles(under: folder)
        #expect(files.count == 20)
        let analysis = CSSReader.analyze(files: files)
        let palette = analysis.palette
        let declarations = files.flatMap(F.declarations)
        let colorish = F.colorish(declarations)
        let variants = palette.colors.flatMap(\.variants)
        let sources = Set(variants.map { F.Location(path: $0.source.path, line: $0.source.line) })
        let diagnosed = Set(
            palette.diagnostics.filter { $0.location.line > 0 }.map {
                F.Location(path: $0.location.path, line: $0.location.line)
            })
        // Whole-file notes: cpd-common-base.css declares only spacing, fonts and sizes.
        let fileNotes = palette.diagnostics.filter { $0.location.line == 0 }
        #expect(fileNotes.map(\.location.path) == [folder + "/cpd-common-base.css"])
        #expect(
            fileNotes.allSatisfy {
                $0.severity == .warning && $0.message.hasPrefix("none of the custom properties in this file")
            })
        let redundant = Set(analysis.redundant.map { F.Location(path: $0.path, line: $0.line) })
        let onDisk = Set(colorish.map { F.Location(path: $0.path, line: $0.line) })
        let errors = palette.diagnostics.filter { $0.severity == .error }
        print(
            """
            element-hq__compound-design-tokens: \(declarations.count) custom properties in \(files.count) files, \(colorish.count) \
            with color values; \(sources.count) became \(variants.count) variants of \(palette.colors.count) colors, \
            \(diagnosed.count) declarations with diagnostics (\(errors.count) errors), \(redundant.count) redundant (value \
            already in the palette); \(fileNotes.count) whole-file notes
            """)
        var byMessage: [String: Int] = [:]
        for d in palette.diagnostics {
            let pattern = d.message.replacingOccurrences(
                of: #"--[\w-]+|#[0-9a-f]{8}|/[^ ]+:\d+"#, with: "…", options: .regularExpression)
            byMessage[pattern, default: 0] += 1
        }
        for (message, count) in byMessage.sorted(by: { $0.key < $1.key }) { print("  \(count) × \(message)") }
        #expect(onDisk.count == colorish.count)
        #expect(onDisk.subtracting(sources.union(diagnosed).union(redundant)).isEmpty)
        #expect(sources.union(diagnosed).union(redundant).subtracting(onDisk).isEmpty)
        #expect(sources.isDisjoint(with: redundant) && diagnosed.isDisjoint(with: redundant))
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        #expect(Set(palette.colors.map(\.origin)) == [folder + "/compound-design-tokens.css"])
    }

    /// compound: the four themes of a base color, and a semantic color re-resolved per theme.
    @Test(.corpus) func compoundThemesAndSemanticColors() throws {
        let corpus = TestPaths.corpusRoot
        let folder = corpus + "/element-hq__compound-design-tokens/assets/web/css"
        let palette = CSSReader.read(files: F.cssFiles(under: folder))
        // Expected: the files' own values (cpd-theme-{light,dark,light-hc,dark-hc}-base-mq.css, --cpd-color-gray-1400).
        func value(_ file: String, _ name: String) throws -> String {
            let d = try #require(F.declarations(folder + "/" + file).first { $0.name == name })
            return try ColorParser.parse(d.value).hexRGBA
        }
        let gray = try #require(palette.color(named: "--cpd-color-gray-1400"))
        #expect(gray.appearances == Appearance.allCases)
        #expect(
            gray.variant(for: .light)?.color?.hexRGBA
                == (try value("cpd-theme-light-base-mq.css", "--cpd-color-gray-1400")))
        #expect(
            gray.variant(for: .dark)?.color?.hexRGBA
                == (try value("cpd-theme-dark-base-mq.css", "--cpd-color-gray-1400")))
        #expect(
            gray.variant(for: .lightHighContrast)?.color?.hexRGBA
                == (try value("cpd-theme-light-hc-base-mq.css", "--cpd-color-gray-1400")))
        #expect(
            gray.variant(for: .darkHighContrast)?.color?.hexRGBA
                == (try value("cpd-theme-dark-hc-base-mq.css", "--cpd-color-gray-1400")))
        let text = try #require(palette.color(named: "--cpd-color-text-primary"))
        for appearance in Appearance.allCases {
            #expect(text.variant(for: appearance)?.color == gray.variant(for: appearance)?.color)
            #expect(text.variant(for: appearance)?.source.path == folder + "/cpd-common-semantic.css")
        }
    }
}
