import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Material Components cards under a DayNight theme, in the fixture app `Fixtures/android-card-elevation`: at night the
/// theme enables the elevation overlay, so a `MaterialCardView` filled with `colorSurface` #121212 is drawn with
/// `colorOnSurface` #ffffff over it at `(4.5·ln(dp + 1) + 2) %`; by day the card is plain `colorSurface`.
@Suite("Android: Material Components card elevation overlay")
struct AndroidCardElevationTests {
    static let project = AndroidProjectFiles.discover([TestPaths.fixture("android-card-elevation")])
    static let scan = AndroidLayoutReader.read(project, palette: AndroidResourceReader.read(files: project.values))

    func background(_ id: String) throws -> (light: String?, dark: String?, pair: ObservedPair) {
        let pair = try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
        #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
        let palette = Palette()
        return (
            AndroidTestSupport.hex(pair.background, .light, palette),
            AndroidTestSupport.hex(pair.background, .dark, palette), pair
        )
    }

    /// The library card style's 1dp: white at 5.1 % over #121212 draws #1e1e1e.
    @Test func aCardAtTheLibraryElevationIsTintedAtNight() throws {
        let level = try background("level_label")
        #expect(level.light == "#ffffff", "\(level.pair.evidence)")
        #expect(level.dark == "#1e1e1e", "\(level.pair.evidence)")
    }

    /// `app:cardElevation="2dp"` draws #222222; `@dimen/raised_card` (8dp) #2d2d2d.
    @Test func aCardsWrittenElevationSetsItsOverlay() throws {
        let trend = try background("trend_label")
        #expect(trend.dark == "#222222", "\(trend.pair.evidence)")
        let alarm = try background("alarm_label")
        #expect(alarm.dark == "#2d2d2d", "\(alarm.pair.evidence)")
        #expect(alarm.light == "#ffffff", "\(alarm.pair.evidence)")
    }

    /// `app:cardBackgroundColor="@color/buoy"` is not `colorSurface`: no overlay.
    @Test func aCardFilledWithAnotherColorGetsNoOverlay() throws {
        let buoy = try background("buoy_label")
        #expect(buoy.pair.background == .named("buoy"), "\(buoy.pair.evidence)")
    }
}
