import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A text a layout puts inside Material 3's `SearchView` lies on the search view's container
/// (`?attr/colorSurfaceContainerHigh` from material-components-android 1.11.0: `m3_comp_search_view_container_color`),
/// in the fixture app `Fixtures/android-search-view`.
@Suite("Android: Material search view container")
struct AndroidSearchViewTests {
    @Test func aTextInsideASearchViewLiesOnItsContainer() throws {
        let scan = AndroidLayoutReader.read(AndroidProjectFiles.discover([TestPaths.fixture("android-search-view")]))
        let recent = try #require(AndroidTestSupport.pair(scan, "places_recent"))
        #expect(recent.review == nil, "\(String(describing: recent.review))")
        #expect(recent.foreground == .named("ink"))
        #expect(recent.background == .named("mist"), "\(recent.evidence)")
    }
}
