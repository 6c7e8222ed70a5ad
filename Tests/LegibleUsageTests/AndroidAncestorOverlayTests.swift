import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Library theme overlays set by `android:theme` on an ancestor (issue 29), on
/// `Fixtures/android-measured/ancestor-overlay`: the children's theme text colors resolve in the overlay.
@Suite("Android: library theme overlays on an ancestor")
struct AndroidAncestorOverlayTests {
    typealias T = AndroidTestSupport

    static func read() -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-measured/ancestor-overlay")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// Under `ThemeOverlay.AppCompat.Dark.ActionBar` the primary text is AppCompat's dark `#ffffff` in light mode
    /// too, not the day theme's `#000000de`.
    @Test func aDarkOverlaysPrimaryTextIsWhiteInBothAppearances() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "departure"))
        #expect(T.hex(pair.foreground, .light, palette) == "#ffffff", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .dark, palette) == "#ffffff", "\(pair.evidence)")
        #expect(T.hex(pair.background, .light, palette) == "#f44336")
        #expect(pair.review == nil)
    }

    /// The secondary text in the same bar is `#ffffffb3` in both appearances.
    @Test func aDarkOverlaysSecondaryTextIsTranslucentWhite() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "fare"))
        #expect(T.hex(pair.foreground, .light, palette) == "#ffffffb3", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .dark, palette) == "#ffffffb3", "\(pair.evidence)")
    }

    /// The app's own overlay inheriting `ThemeOverlay.AppCompat.Light` gives light text colors at night too.
    @Test func anAppOverlayOverALightLibraryOverlayIsLightAtNight() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "operator"))
        #expect(T.hex(pair.foreground, .dark, palette) == "#000000de", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .light, palette) == "#000000de", "\(pair.evidence)")
    }

    /// A library overlay Legible has no table for is left to the theme beneath (dialog and sheet overlays go through
    /// `AndroidDialogSurface`): `share` keeps the activity theme's colors.
    @Test func anUnknownLibraryOverlayIsLeftToTheThemeBeneath() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "share"))
        #expect(T.hex(pair.foreground, .light, palette) == "#000000de", "\(pair.evidence)")
    }

    /// Text outside the bars keeps the activity theme's day and night colors.
    @Test func textOutsideTheOverlayKeepsTheActivityTheme() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "arrival"))
        #expect(T.hex(pair.foreground, .light, palette) == "#000000de", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .dark, palette) == "#ffffff", "\(pair.evidence)")
    }
}
