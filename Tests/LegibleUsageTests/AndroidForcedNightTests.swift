import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Activities forcing their own night mode in `onCreate` (issue 29), on `Fixtures/android-forced-night`.
@Suite("Android: night mode forced per activity")
struct AndroidForcedNightTests {
    typealias T = AndroidTestSupport

    static func read() -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-forced-night")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// `WallActivity.onCreate` sets `MODE_NIGHT_YES` under a guard testing that mode, before `super.onCreate`: its
    /// layout and the rows it binds are drawn dark only, white text on Material Components' dark window.
    @Test func aKotlinActivityForcingNightShowsItsLayoutsDarkOnly() throws {
        let (palette, scan) = Self.read()
        for id in ["wall_title", "tile_name"] {
            let pair = try #require(T.pair(scan, id), "\(id)")
            #expect(pair.appearances == [.dark], "\(id): \(String(describing: pair.appearances))")
            #expect(T.hex(pair.foreground, .dark, palette) == "#ffffff", "\(pair.evidence)")
            #expect(T.hex(pair.background, .dark, palette) == "#121212", "\(pair.evidence)")
        }
    }

    /// `KioskActivity` (Java) sets `MODE_NIGHT_NO` on its delegate: light only.
    @Test func aJavaActivityForcingDayShowsItsLayoutLightOnly() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(T.pair(scan, "kiosk_title"))
        #expect(pair.appearances == [.light], "\(String(describing: pair.appearances))")
        #expect(T.hex(pair.background, .light, palette) == "#ffffff", "\(pair.evidence)")
    }

    /// A mode read from a preference, and an activity setting none, keep both appearances.
    @Test func aModeFromAPreferenceKeepsBoth() throws {
        let (_, scan) = Self.read()
        for id in ["reader_title", "garden_title"] {
            let pair = try #require(T.pair(scan, id), "\(id)")
            #expect(Set(pair.appearances ?? []) == [.light, .dark], "\(id): \(String(describing: pair.appearances))")
        }
    }
}
