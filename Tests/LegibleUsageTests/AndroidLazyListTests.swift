import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A list found through `by lazy { findViewById(R.id.entry_list) }` whose adapter a `lateinit` property holds
/// (`Fixtures/android-lazy-lists`): the adapter's row is drawn in that list, on its layout's `@color/list_paper`.
@Suite("Android: a list a delegated property finds")
struct AndroidLazyListTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-lazy-lists")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    @Test func aRowIsDrawnInTheListALazyPropertyFinds() throws {
        let pair = try #require(T.pair(Self.scan, "entry_title"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.foreground, .light, Self.palette) == "#212121")
        #expect(T.hex(pair.background, .light, Self.palette) == "#fff3e0")
    }
}
