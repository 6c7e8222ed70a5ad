import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Dialog windows a theme overlay draws with a one-color drawable (issue 29), on `Fixtures/android-one-color-windows`.
@Suite("Android: one-color dialog windows")
struct AndroidOneColorWindowTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-one-color-windows")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `setStyle(…, R.style.Theme_Shelf_Dialog_Filter)` (Kotlin) and `…_Sort` (Java): overlays whose window is an
    /// `<inset>` / one-item `<layer-list>` around a `<shape>` whose one `<solid>` is `?attr/colorSurface`, the
    /// activity theme's `#f4f1ea`: `#20242b` on it, asserted.
    @Test func anOverlaysOneColorWindowIsTheActivityThemesSurface() throws {
        for id in ["filter_title", "sort_title"] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(T.hex(pair.foreground, .light, Self.palette) == "#20242b", "\(id)")
            #expect(T.hex(pair.background, .light, Self.palette) == "#f4f1ea", "\(id): \(pair.evidence)")
        }
    }

    /// The activity's own layout keeps its window, `#e0d8c8`.
    @Test func theActivityKeepsItsWindow() throws {
        let pair = try #require(T.pair(Self.scan, "shelf_title"))
        #expect(T.hex(pair.background, .light, Self.palette) == "#e0d8c8", "\(pair.evidence)")
    }
}
