import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A sibling drawn first whose fixed height ends where a later view's top margin starts is not under that view
/// (`Fixtures/android-hosts/frame-geometry`, issue 29); sizes that do not rule it out keep the "overlap" review.
@Suite("Android siblings the layout's sizes place apart")
struct AndroidVerticalExtentTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/frame-geometry")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// A `FrameLayout`'s 55dp `Toolbar`, then the fragment container with `layout_marginTop="55dp"`: the fragment's
    /// text is on the window's paper (#FAF7F0), not "overlap" with the toolbar; the bottom bar is drawn after it.
    @Test func aContainerBelowAFixedToolbarIsNotUnderIt() throws {
        let pair = try #require(T.pair(Self.scan, "trail_distance"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .light, Self.palette) == "#faf7f0", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .light, Self.palette) == "#3a3a3a")
    }

    /// A `ConstraintLayout` banner `@dimen/banner_height` (64dp) tall at the top: a text 72dp from the top is below
    /// it (paper); one 40dp from the top lies on it (overlap, as before).
    @Test func constraintTopMarginsAgainstAFixedBanner() throws {
        let below = try #require(T.pair(Self.scan, "waypoint_name"))
        #expect(below.review == nil, "\(String(describing: below.review))")
        #expect(T.hex(below.background, .light, Self.palette) == "#faf7f0", "\(below.evidence)")
        let on = try #require(T.pair(Self.scan, "waypoint_elevation"))
        #expect(on.review?.kind == .overlap, "\(String(describing: on.review))")
        #expect(on.review?.detail.contains("@+id/waypoint_banner") == true, "\(String(describing: on.review))")
    }

    /// A `Toolbar` `?attr/actionBarSize` (56dp) tall, then a text 48dp from the top: it may lie on the toolbar.
    @Test func aMarginShorterThanTheActionBarStaysOverlap() throws {
        let pair = try #require(T.pair(Self.scan, "waypoint_note"))
        #expect(pair.review?.kind == .overlap, "\(String(describing: pair.review))")
        #expect(pair.review?.detail.contains("@+id/waypoint_toolbar") == true, "\(String(describing: pair.review))")
    }
}
