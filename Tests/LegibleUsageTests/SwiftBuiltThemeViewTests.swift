import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Themes the app builds as objects and keeps in a list, and themes decoded from a JSON file it bundles (issue 31):
/// every object stored into the list, or every element of the file, is a theme; a value of the theme type (the
/// current theme, a parameter) is each of them, a `??` fallback standing in where a theme leaves a color nil.
@Suite("Swift views: themes built as objects or decoded from a bundled file")
struct SwiftBuiltThemeViewTests {
    static let built = TestPaths.fixture("code-themes/BuiltThemes")
    static let builtScan = UsageLoader().load([built], palette: PaletteLoader().load([built]))
    static let decoded = TestPaths.fixture("code-themes/DecodedThemes")
    static let decodedScan = UsageLoader().load([decoded], palette: PaletteLoader().load([decoded]))

    func pair(_ scan: UsageScan, _ line: Int, _ file: String) -> ObservedPair? {
        scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    /// Each appearance's value of a color, `theme:NAME` → hex, inline or from the palette.
    func values(_ color: ObservedColor?, _ palette: Palette) -> [String: String] {
        let variants: [ColorVariant]
        switch color {
        case .inline(let c)?: variants = c.variants
        case .named(let name)?: variants = palette.color(named: name)?.variants ?? []
        case nil: variants = []
        }
        var out: [String: String] = [:]
        for v in variants { out[v.appearance.rawValue] = v.color?.hexRGB }
        return out
    }

    static let builtPalette = PaletteLoader().load([built])
    static let decodedPalette = PaletteLoader().load([decoded])

    @Test func everyObjectStoredIntoTheListIsATheme() throws {
        // `current = themes[…]`, the list filled by `themes.append(paper)` … in the store's `init`.
        let title = try #require(pair(Self.builtScan, 10, "ChapterView.swift"))
        #expect(
            values(title.foreground, Self.builtPalette) == [
                "theme:paper": "#1a1a1a", "theme:slate": "#e6e6e6", "theme:plain-light": "#000000",
                "theme:plain-dark": "#ffffff",
            ])
        #expect(
            values(title.background, Self.builtPalette) == [
                "theme:paper": "#faf5e6", "theme:slate": "#262b33", "theme:plain-light": "#ffffff",
                "theme:plain-dark": "#000000",
            ])
        #expect(title.review == nil, "\(String(describing: title.review))")
    }

    @Test func aThemeSaysItsAppearanceOnlyWhereItsCodeDoes() throws {
        // `style: .light` / `.dark` decide; `.system` is both appearances.
        let title = try #require(pair(Self.builtScan, 10, "ChapterView.swift"))
        let color = try #require(
            { if case .named(let n) = title.foreground { Self.builtPalette.color(named: n) } else { nil } }())
        let dark = Dictionary(
            color.variants.map { ($0.appearance.rawValue, $0.appearance.isDark) }, uniquingKeysWith: { a, _ in a })
        #expect(
            dark == ["theme:paper": false, "theme:slate": true, "theme:plain-light": false, "theme:plain-dark": true])
    }

    @Test func aColorAThemeLeavesNilIsTheFallbackInThatTheme() throws {
        // `plain` never sets `noteColor`: `?? .secondaryLabel` there, the others' own colors elsewhere.
        let note = try #require(pair(Self.builtScan, 11, "ChapterView.swift"))
        #expect(
            values(note.foreground, Self.builtPalette) == [
                "theme:paper": "#73664d", "theme:slate": "#999999", "theme:plain-light": "#3c3c43",
                "theme:plain-dark": "#ebebf5",
            ])
    }

    @Test func aParameterOfTheThemeTypeIsEveryTheme() throws {
        let caption = try #require(pair(Self.builtScan, 16, "FootnoteView.swift"))
        #expect(values(caption.foreground, Self.builtPalette)["theme:plain-dark"] == "#ebebf5")
        #expect(values(caption.foreground, Self.builtPalette)["theme:paper"] == "#73664d")
        #expect(values(caption.background, Self.builtPalette)["theme:slate"] == "#262b33")
    }

    @Test func everyElementOfTheBundledFileIsAThemeInBothAppearances() throws {
        // `decode([Skin].self, …)` of `Skins.json`; `useDarkVariant` (not in the file) follows the appearance.
        let title = try #require(pair(Self.decodedScan, 18, "ShelfCell.swift"))
        #expect(
            values(title.foreground, Self.decodedPalette) == [
                "theme:Sand-light": "#2b2620", "theme:Sand-dark": "#f2ebdd", "theme:Harbor-light": "#0e2233",
                "theme:Harbor-dark": "#e3eef7", "theme:Ink-light": "#111111", "theme:Ink-dark": "#eeeeee",
            ])
        #expect(values(title.background, Self.decodedPalette)["theme:Harbor-dark"] == "#0b1824")
        #expect(title.review == nil, "\(String(describing: title.review))")
    }

    @Test func theCurrentDecodedThemeIsEveryElement() throws {
        let author = try #require(pair(Self.decodedScan, 19, "ShelfCell.swift"))
        #expect(values(author.foreground, Self.decodedPalette)["theme:Sand-dark"] == "#a39a8a")
        #expect(values(author.foreground, Self.decodedPalette)["theme:Ink-light"] == "#666666")
    }

    @Test func aPropertyDeclaredWithItsOwnThemeIsThatValueNotEveryTheme() throws {
        // `lazy var fallbackSkin: Skin = { SkinStore.bundledSkins().last! }()`: one skin, not read here; never all three.
        #expect(pair(Self.decodedScan, 34, "ShelfCell.swift") == nil)
        #expect(
            Self.decodedScan.diagnostics.contains {
                $0.location.path.hasSuffix("ShelfCell.swift") && $0.location.line == 34
            })
    }

    @Test func themesTheUserAddsMakeThePairsNeedReviewNamingWhere() throws {
        // `all.append(contentsOf: saved.map { $0.theme })`: the user's own themes join the list; the two built ones
        // are listed, but the one on screen may be any theme the user made.
        let folder = TestPaths.fixture("code-themes/UserThemes")
        let palette = PaletteLoader().load([folder])
        let scan = UsageLoader().load([folder], palette: palette)
        let heading = try #require(pair(scan, 9, "CardView.swift"))
        #expect(
            values(heading.foreground, palette) == [
                "theme:morning-light": "#333333", "theme:morning-dark": "#333333", "theme:evening-light": "#d9d9d9",
                "theme:evening-dark": "#d9d9d9",
            ])
        #expect(heading.review?.kind == .themeInCode, "\(String(describing: heading.review))")
        #expect(heading.review?.detail.contains("BoardThemes.swift:23") == true)
    }
}
