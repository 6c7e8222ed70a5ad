import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A color scheme a base activity lays over the manifest theme in code (`theme.applyStyle(scheme.styleResId, true)`,
/// the scheme an enum's property over its constants; Java: a helper's `switch`), in the fixture apps
/// `Fixtures/android-scheme-overlays/{kotlin,java}`: every style the expression can be is a theme the activity can
/// show, checked as its own appearance, although its name says "ThemeOverlay".
@Suite("Android: scheme overlays chosen in code")
struct AndroidSchemeOverlayTests {
    static func themes(_ language: String) -> [AndroidTheme] {
        AndroidLayoutReader.themes(
            AndroidProjectFiles.discover([TestPaths.fixture("android-scheme-overlays/\(language)")]))
    }

    static let expected: Set<String> = [
        "theme:Theme.Harbor+ThemeOverlay.Harbor.Sea", "theme:Theme.Harbor+ThemeOverlay.Harbor.Sand",
    ]

    @Test(arguments: ["kotlin", "java"])
    func eachSchemeIsATheme(_ language: String) {
        let themes = Self.themes(language)
        let overlaid = Set(themes.filter { !$0.overlays.isEmpty }.map(\.appearance.rawValue))
        #expect(overlaid == Self.expected, "\(themes.map(\.appearance.rawValue))")
        #expect(themes.allSatisfy { $0.overlays.count <= 1 }, "one scheme at a time")
    }

    /// The deck's title is checked in each scheme with that scheme's colors (sea_on on sea_container, sand_on on
    /// sand_container).
    @Test func theDecksTitleTakesEachSchemesColors() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-scheme-overlays/kotlin")])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let title = try #require(AndroidTestSupport.pair(scan, "deck_title"))
        let sea = Appearance.theme("Theme.Harbor+ThemeOverlay.Harbor.Sea", isDark: false)
        let sand = Appearance.theme("Theme.Harbor+ThemeOverlay.Harbor.Sand", isDark: false)
        #expect(AndroidTestSupport.hex(title.foreground, sea, palette) == "#001f29")
        #expect(AndroidTestSupport.hex(title.background, sea, palette) == "#b8eaff")
        #expect(AndroidTestSupport.hex(title.foreground, sand, palette) == "#271900")
        #expect(AndroidTestSupport.hex(title.background, sand, palette) == "#ffdea6")
    }
}
