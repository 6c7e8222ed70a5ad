import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Text over a `<shape>` gradient (`Fixtures/android-gradient-blends`), checked on the point of the gradient it
/// contrasts least with: stops that are not opaque are composited over the layer under the shape (the window,
/// #303030), and the points between two stops are blends of their gamma-encoded values, which can be darker than
/// both stops.
@Suite("Android: points along a gradient")
struct AndroidGradientBlendTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-gradient-blends")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `#CC000000` → `#CC1E88E5` over #303030: white text is checked on the end (#2276C1), black text on the start
    /// (#0A0A0A); no review.
    @Test func translucentStopsAreCompositedOverTheLayerUnderTheShape() throws {
        for (id, background) in [("elapsed", "#2276c1"), ("pace", "#0a0a0a")] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(T.hex(pair.background, .dark, Self.palette) == background, "\(id): \(pair.evidence)")
            #expect(pair.evidence.contains("drawn over"), "\(id): \(pair.evidence)")
        }
    }

    /// `#FF0000` → `#00FF00`: black text contrasts least with #BB4400 (3.94:1), a blend 4 / 15 of the way, not with
    /// the red stop (5.25:1).
    @Test func aBlendDarkerThanBothStopsIsWhereTheTextIsChecked() throws {
        let pair = try #require(T.pair(Self.scan, "summit"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .dark, Self.palette) == "#bb4400", "\(pair.evidence)")
        let ratio = try #require(T.contrast(pair, .dark, Self.palette))
        #expect(abs(ratio - 3.94) < 0.01, "\(ratio): \(pair.evidence)")
    }
}
