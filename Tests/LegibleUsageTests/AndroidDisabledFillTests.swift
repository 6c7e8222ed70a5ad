import Testing
import LegibleUsage

/// A disabled view draws its background's disabled state too (`Fixtures/android-disabled-fill`): a `backgroundTint`
/// color state list's or a `<selector>` drawable's `state_enabled="false"` item, paired with the disabled text color.
@Suite("Android: a disabled view's fill")
struct AndroidDisabledFillTests {
    typealias T = AndroidTestSupport
    static let run = T.FixtureRun("android-disabled-fill")

    /// The text color pairs of `id`, by their condition.
    static func pairs(_ id: String) -> [ObservedPair] {
        run.scan.pairs.filter {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
        }
    }

    /// Code enables and disables `refresh`: the enabled text on the tint's enabled item, the disabled text on its
    /// disabled one (`?attr/colorOnSurface` at 12 %, over the white layout).
    @Test func eachStateIsPairedWithItsOwnFill() throws {
        let pairs = Self.pairs("refresh")
        let enabled = try #require(pairs.first { $0.condition?.hasPrefix("when enabled") == true })
        let disabled = try #require(pairs.first { $0.condition?.hasPrefix("when disabled") == true })
        #expect(T.hex(enabled.background, .light, Self.run.palette) == "#d7ccc8", "\(enabled.evidence)")
        #expect(T.hex(disabled.foreground, .light, Self.run.palette) == "#263238", "\(disabled.evidence)")
        #expect(T.hex(disabled.background, .light, Self.run.palette) == "#0000001f", "\(disabled.evidence)")
        #expect(T.hex(disabled.over, .light, Self.run.palette) == "#ffffff", "\(disabled.evidence)")
        #expect(disabled.review == nil, "\(String(describing: disabled.review))")
    }

    /// A button the layout disables (and no code enables) is drawn on its tint's disabled item only.
    @Test func aButtonTheLayoutDisablesIsOnItsDisabledFill() throws {
        let pairs = Self.pairs("notify")
        #expect(pairs.count == 1)
        let pair = try #require(pairs.first)
        #expect(T.hex(pair.background, .light, Self.run.palette) == "#0000001f", "\(pair.evidence)")
        #expect(T.hex(pair.over, .light, Self.run.palette) == "#ffffff", "\(pair.evidence)")
    }

    /// A `<selector>` background draws its `state_enabled="false"` item on a disabled view.
    @Test func aSelectorBackgroundDrawsItsDisabledItem() throws {
        let (foreground, background) = try Self.run.lightColors("reroute")
        #expect(foreground == "#263238")
        #expect(background == "#9e9e9e")
    }
}
