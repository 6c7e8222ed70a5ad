import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A fragment class nothing creates (`Fixtures/android-hosts/unused-fragment`, issue 29): its layout is never shown,
/// which is said as "not shown", not as "host unknown".
@Suite("Android fragments nothing creates")
struct AndroidUnusedFragmentTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/unused-fragment")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `VintageChartFragment` names its layout only in its own `onCreateView`; no other code, layout, navigation graph
    /// or preference names the class.
    @Test func aFragmentNothingNamesIsNotShown() throws {
        let pair = try #require(T.pair(Self.scan, "vintage_title"))
        #expect(pair.review?.kind == .notShown, "\(String(describing: pair.review))")
        #expect(
            pair.review?.detail
                == "fragment_vintage_chart.xml is shown by fragment VintageChartFragment (VintageChartFragment.java:14), "
                + "which no other code, layout, navigation graph or preference read names: nothing creates it, so it "
                + "is never shown")
    }

    /// `TastingFragment` is named by a preference's `app:fragment`: created by the preference screen, in a container
    /// the code read does not say, so host unknown; `BottlesFragment`, put in its container by a transaction, is shown
    /// there on the window (#FFFFFF).
    @Test func fragmentsSomethingNamesAreNotLeftOut() throws {
        let tasting = try #require(T.pair(Self.scan, "tasting_title"))
        #expect(tasting.review?.kind == .hostUnknown, "\(String(describing: tasting.review))")
        let bottles = try #require(T.pair(Self.scan, "bottle_count"))
        #expect(bottles.review == nil, "\(String(describing: bottles.review))")
        #expect(T.hex(bottles.background, .light, Self.palette) == "#ffffff", "\(bottles.evidence)")
    }
}
