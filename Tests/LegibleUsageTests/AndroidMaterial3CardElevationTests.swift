import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Material 3 cards in the fixture app `Fixtures/android-material3-card-elevation`: Material 3 themes enable the
/// elevation overlay by day and at night with `colorPrimary`, so an outlined card (`colorSurface`) raised with
/// `app:cardElevation` is drawn with `colorPrimary` composited at `(4.5·ln(dp + 1) + 2) %`; at the style's own 0dp it
/// is plain `colorSurface`.
@Suite("Android: Material 3 card elevation overlay")
struct AndroidMaterial3CardElevationTests {
    static let run = AndroidTestSupport.FixtureRun("android-material3-card-elevation")

    func background(_ id: String) throws -> (light: String?, dark: String?, evidence: String) {
        let pair = try #require(AndroidTestSupport.pair(Self.run.scan, id), "no pair for \(id)")
        #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
        return (
            AndroidTestSupport.hex(pair.background, .light, Self.run.palette),
            AndroidTestSupport.hex(pair.background, .dark, Self.run.palette), pair.evidence
        )
    }

    /// 2dp: #2e6b30 at 18/255 over #ffffff draws #f0f4f0; at night #94d68f over #121411 draws #1b2119.
    @Test func aRaisedCardIsTintedWithPrimaryByDayAndAtNight() throws {
        let card = try background("yield_label")
        #expect(card.light == "#f0f4f0", "\(card.evidence)")
        #expect(card.dark == "#1b2119", "\(card.evidence)")
    }

    /// `@dimen/raised_card` (6dp): 27/255, #e8efe9 and #1f281e.
    @Test func aDimensionElevationIsRead() throws {
        let card = try background("frost_label")
        #expect(card.light == "#e8efe9", "\(card.evidence)")
        #expect(card.dark == "#1f281e", "\(card.evidence)")
    }

    /// The outlined card style's own elevation is 0dp: no overlay.
    @Test func aCardAtItsStylesElevationIsPlainSurface() throws {
        let card = try background("row_label")
        #expect(card.light == "#ffffff", "\(card.evidence)")
        #expect(card.dark == "#121411", "\(card.evidence)")
    }
}
