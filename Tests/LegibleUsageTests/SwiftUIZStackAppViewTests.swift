import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A `ZStack` whose earlier child is a view of the app's own type draws what that type's `body` paints at its bottom
/// under the later children (`Fixtures/swiftui-zstack-app-views`, own code): a gradient makes every text above it,
/// in views embedded two levels down too, need review; one color is the layer; a body that paints nothing (a `VStack`
/// of texts) is not taken as covering.
@Suite("SwiftUI: the app's views under later ZStack children")
struct SwiftUIZStackAppViewTests {
    static let welcome = TestPaths.fixture("swiftui-zstack-app-views/Welcome")
    static let palette = PaletteLoader().load([welcome])
    static let scan = UsageLoader().load([welcome], palette: palette)

    /// The pairs of the text written at `line` of WelcomeFlow.swift (its modifier on the next line).
    static func pairs(_ line: Int) -> [ObservedPair] {
        scan.pairs.filter {
            $0.site.location.path.hasSuffix("WelcomeFlow.swift")
                && ($0.site.location.line == line || $0.site.location.line == line + 1)
        }
    }

    @Test func textsOfAViewEmbeddedOverAnAppViewsGradientNeedReview() throws {
        for line in [6, 15] {
            let pair = try #require(
                Self.pairs(line).first, "line \(line): \(Self.scan.diagnostics.map(\.message))")
            #expect(pair.review?.kind == .gradient, "line \(line): \(pair.review.map(\.detail) ?? "no review")")
            #expect(pair.review?.detail.contains("WelcomeBackdrop") == true, "\(pair.review.map(\.detail) ?? "")")
        }
    }

    @Test func anAppViewPaintingOneColorIsTheLayer() throws {
        let pair = try #require(Self.pairs(37).first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(pair.review == nil, "\(pair.review.map(\.detail) ?? "")")
        let light = AndroidTestSupport.hex(pair.background, .light, Self.palette)
        #expect(light == "#f5f0e0", "\(String(describing: light)) \(pair.evidence)")
        #expect(pair.evidence.contains("ZStack backdrop"), "\(pair.evidence)")
    }

    @Test func anAppViewPaintingNoFillIsNotABackdrop() throws {
        let pair = try #require(Self.pairs(47).first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(pair.review == nil, "\(pair.review.map(\.detail) ?? "")")
        #expect(pair.evidence.contains("scene default"), "\(pair.evidence)")
    }
}
