import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A fixed dark activity theme in an app that follows the night mode (issue 29), on
/// `Fixtures/android-measured/fixed-dark-activity`: color resources still switch with the night mode.
@Suite("Android: fixed activity themes keep night-qualified resources")
struct AndroidFixedThemeNightResourceTests {
    typealias T = AndroidTestSupport

    static func read() -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-measured/fixed-dark-activity")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// `?attr/colorOnPrimary` → `@color/onBrand` is `#000000` with night mode off and `#ffffff` with it on, on the
    /// brand red in both.
    @Test func aResourceOfAFixedDarkThemeFollowsTheNightMode() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "headline"))
        #expect(Set(pair.appearances ?? []) == [.light, .dark], "\(String(describing: pair.appearances))")
        #expect(T.hex(pair.foreground, .light, palette) == "#000000", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .dark, palette) == "#ffffff", "\(pair.evidence)")
        #expect(T.hex(pair.background, .light, palette) == "#b71c1c", "\(pair.evidence)")
    }

    /// The dark library theme's own text color stays `#ffffff` with night mode off.
    @Test func aFixedDarkThemesAttributesStayDark() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "version"))
        #expect(T.hex(pair.foreground, .light, palette) == "#ffffff", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .dark, palette) == "#ffffff", "\(pair.evidence)")
    }
}
