import Foundation
import LegibleCore
import Testing
@testable import LegiblePalette

/// Paths of the CSS fixtures (found via `#filePath`) and an independent count of color declarations.
enum CSSFixtures {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let palettes = repository.appendingPathComponent("Fixtures/palettes/css").path
    static let broken = repository.appendingPathComponent("Fixtures/broken/css").path
    static let tokens = palettes + "/tokens.css"

    static func cssFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".css") { result.append(root + "/" + relative) }
        }
        return result.sorted()
    }

    struct Declaration: Hashable {
        var path: String
        var line: Int
        var name: String
        var value: String
    }

    /// `--name: value` declarations found by a regular expression on the text with comments blanked out: a scan
    /// independent of the reader's tokenizer.
    static func declarations(_ path: String) -> [Declaration] {
        guard var text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        // fixtures keep comments on one line
        text = text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        let regex = try! NSRegularExpression(pattern: #"(--[A-Za-z0-9_-]+)\s*:\s*([^;{}]*)"#)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            let line = ns.substring(to: m.range.location).filter { $0 == "\n" }.count + 1
            return Declaration(
                path: path, line: line, name: ns.substring(with: m.range(at: 1)),
                value: ns.substring(with: m.range(at: 2)).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Declarations whose value is color-ish: a hex color, a color or gradient function, a color keyword, or a
    /// `var()` to a color-ish property (by name, anywhere in the set).
    static func colorish(_ all: [Declaration]) -> [Declaration] {
        let literal = try! NSRegularExpression(
            pattern:
                #"^(#[0-9A-Za-z]+|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark|(repeating-)?(linear|radial|conic)-gradient)\(.*\))$"#,
            options: .caseInsensitive)
        func isLiteral(_ v: String) -> Bool {
            let lower = v.lowercased().replacingOccurrences(of: "!important", with: "").trimmingCharacters(
                in: .whitespaces)
            if ["currentcolor", "canvas", "canvastext"].contains(lower) || CSSNamedColors.color(named: lower) != nil {
                return true
            }
            return literal.firstMatch(in: lower, range: NSRange(location: 0, length: (lower as NSString).length)) != nil
        }
        var colorNames = Set(all.filter { isLiteral($0.value) }.map(\.name))
        let reference = try! NSRegularExpression(pattern: #"var\(\s*(--[A-Za-z0-9_-]+)"#)
        var changed = true
        while changed {
            changed = false
            for d in all where !colorNames.contains(d.name) {
                let ns = d.value as NSString
                let names = reference.matches(in: d.value, range: NSRange(location: 0, length: ns.length)).map {
                    ns.substring(with: $0.range(at: 1))
                }
                if names.contains(where: colorNames.contains)
                    || (d.value.hasPrefix("var(") && names.isEmpty == false
                        && names.allSatisfy { n in !all.contains { $0.name == n } })
                {
                    colorNames.insert(d.name); changed = true
                }
            }
        }
        return all.filter { isLiteral($0.value) || ($0.value.contains("var(") && colorNames.contains($0.name)) }
    }

    struct Location: Hashable { var path: String; var line: Int }
}

/// Shapes of LegiblePalette.docc/PaletteFormats.md §4 on `Fixtures/palettes/css`.
@Suite struct CSSReaderTests {
    typealias F = CSSFixtures

    static let palette = CSSReader.read(files: F.cssFiles(under: F.palettes))

    func color(_ name: String, origin: String = F.tokens) throws -> NamedColor {
        try #require(Self.palette.colors.first { $0.name == name && $0.origin == origin })
    }

    // Expected values: CSS Color 4 (hex alpha last, rgb(), hsl(), named colors); the fixture file.
    static let lightValues: [(name: String, hexRGBA: String, line: Int)] = [
        ("--hex3", "#ff8800ff", 3), ("--hex4", "#ff880088", 4), ("--hex6", "#ff8800ff", 5), ("--hex8", "#ff880080", 6),
        ("--rgb", "#ff8800ff", 7), ("--rgba", "#ff880080", 8), ("--hsl", "#ff8800ff", 9), ("--named", "#663399ff", 12),
        ("--transparent", "#00000000", 13), ("--important", "#123456ff", 14), ("--surface", "#ffffffff", 17),
        ("--alias-chain", "#ffffffff", 18), ("--with-fallback", "#00ff00ff", 19), ("--fallback-var", "#111111ff", 20),
        ("--adaptive", "#fafafaff", 21), ("--from-parts", "#ff000080", 23), ("--nested", "#101010ff", 51),
        ("--themed", "#d0d0d0ff", 58), ("--layered", "#404040ff", 63), ("--supported", "#505050ff", 64),
    ]

    @Test(arguments: lightValues)
    func lightValue(_ row: (name: String, hexRGBA: String, line: Int)) throws {
        let light = try #require(try color(row.name).variant(exactly: .light))
        #expect(light.color?.hexRGBA == row.hexRGBA)
        #expect(light.source.path == F.tokens)
        #expect(light.source.line == row.line)
    }

    @Test func sourcesKeepTheirColorSpace() throws {
        let p3 = try #require(try color("--p3").variant(exactly: .light)?.color)
        #expect(p3 == Color(space: .displayP3, components: [1, 0.5, 0], alpha: 1))
        #expect(try color("--oklch").variant(exactly: .light)?.color?.space == .sRGB)
        #expect(try color("--hex3").variant(exactly: .light)?.source.keyPath == ":root > --hex3")
    }

    @Test func mediaQueriesGiveAppearances() throws {
        let fg = try color("--fg")
        #expect(fg.appearances == Appearance.allCases)
        #expect(fg.variant(exactly: .dark)?.color?.hexRGBA == "#eeeeeeff")
        #expect(fg.variant(exactly: .lightHighContrast)?.color?.hexRGBA == "#000000ff")
        #expect(fg.variant(exactly: .darkHighContrast)?.source.line == 47)
        let bg = try color("--bg")
        #expect(bg.appearances == [.light, .dark]) // high contrast falls back to them
        #expect(bg.variant(for: .darkHighContrast)?.color?.hexRGBA == "#000000ff")
        #expect(try color("--nested").variant(exactly: .dark)?.source.line == 53) // @media nested in :root
    }

    @Test func varIsResolvedPerAppearanceAtTheDeclaringLine() throws {
        let surface = try color("--surface")
        #expect(surface.variant(exactly: .dark)?.color?.hexRGBA == "#000000ff")
        #expect(surface.variant(exactly: .dark)?.source.line == 17)
        let fallbackVar = try color("--fallback-var")
        #expect(fallbackVar.variants.map { $0.color?.hexRGBA } == ["#111111ff", "#eeeeeeff", "#000000ff", "#ffffffff"])
        let adaptive = try color("--adaptive")
        #expect(adaptive.variant(exactly: .dark)?.color?.hexRGBA == "#0a0a0aff")
        #expect(adaptive.variant(exactly: .dark)?.source.line == 21)
    }

    @Test func themeSelectorsGiveAppearances() throws {
        let themed = try color("--themed")
        #expect(themed.variant(exactly: .light)?.source.line == 58)
        #expect(themed.variant(exactly: .dark)?.color?.hexRGBA == "#303030ff")
        #expect(themed.variant(exactly: .lightHighContrast)?.source.line == 59)
        #expect(themed.variant(exactly: .darkHighContrast) == nil)
    }

    @Test func scopedAndConditionedPropertiesHaveTheirOwnOrigin() throws {
        let button = try color("--button-bg", origin: F.tokens + " .button")
        #expect(button.variant(exactly: .dark)?.color?.hexRGBA == "#000000ff")
        _ = try color("--print-only", origin: F.tokens + " @media print")
        #expect(Self.palette.colors.first { $0.name == "--print-only" && $0.origin == F.tokens } == nil)
    }

    @Test func importsApplyTheirMediaQueryAndJoinTheOrigin() throws {
        let root = F.palettes + "/import-root.css"
        let imported = try color("--imported", origin: root)
        #expect(imported.variant(exactly: .light)?.source.path == F.palettes + "/imported-base.css")
        #expect(imported.variant(exactly: .dark)?.color?.hexRGBA == "#222222ff")
        #expect(imported.variant(exactly: .lightHighContrast)?.color?.hexRGBA == "#ffffffff")
        #expect(imported.variant(for: .darkHighContrast)?.color?.hexRGBA == "#ffffffff")
        #expect(!Self.palette.colors.contains { $0.origin.hasSuffix("imported-dark.css") })
        // Files not joined by @import still resolve each other's page-wide properties.
        let card = try color("--card-fg", origin: F.palettes + "/separate.css .card")
        #expect(card.variant(exactly: .dark)?.color?.hexRGBA == "#eeeeeeff")
    }

    @Test("color-mix() (after var() substitution) and lab() are colors now")
    func cssColor5Values() throws {
        // color-mix(in srgb, #ffffff 50%, #111111): (1 + 17/255) / 2 = 0.5333 → 136 = 0x88.
        #expect(try color("--mix").variant(exactly: .light)?.color?.hexRGBA == "#888888ff")
        #expect(try color("--lab").variant(exactly: .light)?.color == (try ColorParser.parse("lab(50 20 30)")))
    }

    @Test func uncheckableValuesAreWarningsAndNonColorsAreSilent() throws {
        func warning(_ line: Int, _ fragment: String) -> Bool {
            Self.palette.diagnostics.contains {
                $0.severity == .warning && $0.location.path == F.tokens && $0.location.line == line
                    && $0.message.contains(fragment)
            }
        }
        #expect(warning(27, "linear-gradient() is a gradient, not a single color"))
        #expect(warning(30, "currentColor"))
        #expect(warning(31, "CSS system color Canvas"))
        #expect(Self.palette.diagnostics.count == 3, "\(Self.palette.diagnostics)")
        for name in ["--space", "--font", "--shadow", "--rgb-parts", "--empty", "--commented"] {
            #expect(!Self.palette.colors.contains { $0.name == name })
        }
    }

    @Test func selectorsAndConditionsAsSitesWriteThem() throws {
        let file = F.palettes + "/selectors.css"
        let page = try color("--page", origin: file)
        #expect(page.variant(exactly: .light)?.color?.hexRGBA == "#fefefeff")
        // `:root:not([data-theme="light"])` in a dark media query and `html[data-theme="dark"]` both mean dark; the
        // later one is kept, the earlier one has the same value (redundant, no warning).
        #expect(page.variant(exactly: .dark)?.source.line == 6)
        let card = try color("--card", origin: file + " .card")
        #expect(card.variant(exactly: .dark)?.source.line == 9) // `&.dark` nested in `.card`
        _ = try color("--overlay", origin: file + " .dark-overlay") // not a theme selector
        #expect(try color("--not-dark", origin: file).appearances == [.light])
        _ = try color("--wide", origin: file + " @media (min-width:600px)")
        let lightDark = try color("--from-light-dark", origin: file)
        #expect(lightDark.variant(exactly: .light)?.color?.hexRGBA == "#fefefeff")
        #expect(lightDark.variant(exactly: .dark)?.color?.hexRGBA == "#333333ff")
    }

    @Test func outputDoesNotDependOnFileOrder() {
        let files = F.cssFiles(under: F.palettes)
        #expect(CSSReader.read(files: files) == CSSReader.read(files: files.reversed()))
    }

    @Test func everyColorDeclarationIsAccountedFor() {
        let files = F.cssFiles(under: F.palettes)
        let analysis = CSSReader.analyze(files: files)
        let colorish = Set(F.colorish(files.flatMap(F.declarations)).map { F.Location(path: $0.path, line: $0.line) })
        let accounted = Set(
            analysis.palette.colors.flatMap {
                $0.variants.map { F.Location(path: $0.source.path, line: $0.source.line) }
            }
                + analysis.palette.diagnostics.map { F.Location(path: $0.location.path, line: $0.location.line) }
                + analysis.redundant.map { F.Location(path: $0.path, line: $0.line) })
        #expect(colorish.subtracting(accounted).isEmpty, "\(colorish.subtracting(accounted))")
        #expect(accounted.subtracting(colorish).isEmpty, "\(accounted.subtracting(colorish))")
    }
}
