import Testing
import LegibleCore
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// The theme an activity shows its layouts in when the manifest's is replaced before the content view is set: by
/// `setTheme` through an app helper (an enum of looks whose method is itself named `setTheme`; a base class reading a
/// setting), or by the splash-screen library's `postSplashScreenTheme`.
@Suite("Android: themes that replace the manifest's")
struct AndroidThemeReplacedInCodeTests {
    typealias T = AndroidTestSupport

    static func read(_ fixture: String) -> (AndroidProjectFiles, Palette, UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (files, palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// `preferences.look().setTheme(this)` calls the enum's own `setTheme(activity)`, whose `activity.setTheme(theme)`
    /// applies each constant's style: the layout is checked in `Theme.Beacon` (day and night) and `Theme.Beacon.Black`,
    /// never in the splash-screen starting theme of the manifest.
    @Test func anEnumMethodNamedSetThemeAppliesEachConstantsStyle() throws {
        let (files, palette, scan) = Self.read("enum-look")
        let themes = AndroidLayoutReader.themes(files)
        #expect(Set(themes.map(\.base)) == ["Theme.Beacon", "Theme.Beacon.Black"])
        #expect(themes.allSatisfy { $0.reason.contains("Look.kt:") })
        let pair = try #require(T.pair(scan, "scan_status"))
        #expect(pair.review == nil)
        let appearances = try #require(pair.appearances)
        #expect(appearances.contains(.light) && appearances.contains(.dark) && appearances.count == 3)
        #expect(T.hex(pair.background, .light, palette) == "#fafafa") // AppCompat Light: background_material_light
        #expect(T.hex(pair.background, .dark, palette) == "#303030")
        let black = try #require(appearances.first { $0 != .light && $0 != .dark })
        #expect(T.hex(pair.background, black, palette) == "#000000")
    }

    /// Every activity extends `ThemedActivity`, which calls `setTheme(settings.getTheme())` before `super.onCreate`:
    /// the activity's own `android:theme` in the manifest is only its starting window; its layout is checked in the
    /// light and the dark theme the setting picks.
    @Test func aBaseClassThemeReplacesTheActivitysManifestTheme() throws {
        let (_, palette, scan) = Self.read("base-over-manifest")
        let pair = try #require(T.pair(scan, "balance"))
        #expect(pair.review == nil)
        let appearances = try #require(pair.appearances)
        #expect(appearances.contains(.light) && appearances.contains(.dark))
        #expect(T.hex(pair.background, .light, palette) == "#fafaf0")
        #expect(T.hex(pair.background, .dark, palette) == "#121212")
        // The application theme and the light style the code applies are both light, on the same paper.
        #expect(appearances.filter { !$0.isDark }.allSatisfy { T.hex(pair.background, $0, palette) == "#fafaf0" })
    }

    /// The activity starts in `Theme.Tide.Starting` (parent `Theme.SplashScreen`) and calls `installSplashScreen()`:
    /// its layout is in `postSplashScreenTheme`, `Theme.Tide`, by day and at night.
    @Test func theSplashScreensPostThemeIsTheContentTheme() throws {
        let (_, palette, scan) = Self.read("splash-post-theme")
        let pair = try #require(T.pair(scan, "next_tide"))
        #expect(pair.review == nil)
        #expect(pair.appearances == [.light, .dark])
        #expect([Appearance.light, .dark].map { T.hex(pair.foreground, $0, palette) } == ["#01579b", "#81d4fa"])
        #expect([Appearance.light, .dark].map { T.hex(pair.background, $0, palette) } == ["#fff3e0", "#1a1a1a"])
        #expect(!scan.diagnostics.contains { $0.message.contains("Theme.SplashScreen") })
    }
}
