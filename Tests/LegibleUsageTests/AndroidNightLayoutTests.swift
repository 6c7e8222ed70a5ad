import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Night-qualified layouts and Material Components Bridge themes (issue 29), on `Fixtures/android-night-layout`.
@Suite("Android: night layouts and Bridge themes")
struct AndroidNightLayoutTests {
    typealias T = AndroidTestSupport

    static func read() -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-night-layout")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// `layout-night/activity_splash.xml` is drawn only in night mode: its white-on-black pair is asserted for dark
    /// only, never for light.
    @Test func aNightLayoutsPairsHoldOnlyInDark() throws {
        let (palette, scan) = Self.read()
        let night = scan.pairs.filter { $0.site.location.path.contains("/layout-night/") && $0.role != .nonText }
        let pair = try #require(night.first)
        #expect(night.count == 1)
        #expect(pair.appearances == [.dark], "\(String(describing: pair.appearances))")
        #expect(T.hex(pair.foreground, .dark, palette) == "#ffffff")
        #expect(T.hex(pair.background, .dark, palette) == "#000000")
    }

    /// The plain `layout/activity_splash.xml`, which the night layout replaces at night, holds only in light; under
    /// a Bridge theme, which leaves `android:colorBackground` to AppCompat, its title sits on `#FAFAFA`, not
    /// Material Components' `#FFFFFF`.
    @Test func theDayLayoutHoldsInLightOnAppCompatsBackground() throws {
        let (palette, scan) = Self.read()
        let day = scan.pairs.filter { $0.site.location.path.contains("/layout/") && $0.role != .nonText }
        let pair = try #require(day.first)
        #expect(pair.appearances == [.light], "\(String(describing: pair.appearances))")
        #expect(T.hex(pair.background, .light, palette) == "#fafafa", "\(pair.evidence)")
    }

    /// A layout with no night variant under the Bridge theme: AppCompat's `#FAFAFA` / `#303030` in both appearances.
    @Test func aBridgeThemesWindowIsAppCompatsInBothAppearances() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(scan.pairs.first { $0.site.elementID == "@+id/next_high_tide" })
        #expect(Set(pair.appearances ?? []) == [.light, .dark], "\(String(describing: pair.appearances))")
        #expect(T.hex(pair.background, .light, palette) == "#fafafa", "\(pair.evidence)")
        #expect(T.hex(pair.background, .dark, palette) == "#303030", "\(pair.evidence)")
    }

    /// The app's native code has a C header (`cpp/tide_model.h`): with no Objective-C source in the run it is no
    /// Objective-C, so it is neither read nor warned about.
    @Test func aCHeaderOfAnAndroidAppIsNotObjectiveC() {
        let scan = UsageLoader().load([TestPaths.fixture("android-night-layout")], palette: Palette())
        #expect(!scan.diagnostics.contains { $0.location.path.hasSuffix(".h") }, "\(scan.diagnostics)")
        #expect(!scan.pairs.isEmpty)
    }
}
