import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The fallback of an availability check for a system before dark mode runs in light only (issue 29), on
/// `Fixtures/uikit-availability`.
@Suite("Swift: availability fallbacks before dark mode")
struct SwiftAvailabilityFallbackTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("uikit-availability/ProfileHeaderView.swift")], palette: Palette())

    static func pairs(_ line: Int) -> [ObservedPair] { scan.pairs.filter { $0.site.location.line == line } }

    /// `nameLabel.textColor = .darkText` in the `else` of `#available(iOS 13.0, *)` and `handleLabel.textColor = .gray`
    /// in a `guard #available(iOS 13.0, *) else` hold in light only; the colors the checks pick hold in every
    /// appearance.
    @Test func aFallbackBeforeDarkModeIsLightOnly() throws {
        for line in [27, 33] {
            let fallback = try #require(Self.pairs(line).first, "line \(line)")
            #expect(fallback.appearances == [.light], "line \(line): \(String(describing: fallback.appearances))")
            #expect(fallback.evidence.contains("before dark mode"), "\(fallback.evidence)")
        }
        for line in [25, 36] {
            let current = try #require(Self.pairs(line).first, "line \(line)")
            #expect(current.appearances == nil, "line \(line)")
        }
    }

    /// `#available(iOS 14.0, *)`: its fallback also runs on iOS 13, which has dark mode, so it is not narrowed.
    @Test func aFallbackOfALaterCheckKeepsEveryAppearance() throws {
        let fallback = try #require(Self.pairs(17).first)
        #expect(fallback.appearances == nil)
    }
}
