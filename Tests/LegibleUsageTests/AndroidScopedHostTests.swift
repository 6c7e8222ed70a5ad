import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Hosts attached through Kotlin scope functions and fragment pagers (issue 29, "needs review must mean no one could
/// know"), in the fixture app `Fixtures/android-review/scoped-hosts`: a row adapter set inside nested `apply` blocks on
/// a data-binding call, in an activity whose header delegates an interface (`EdgeInsets by EdgeInsets.Impl() {`), is
/// drawn in its list, on the activity's window (ink #2a2420 on paper #fbf8f1).
@Suite("Android: hosts attached in scope functions and pagers")
struct AndroidScopedHostTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-review/scoped-hosts")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func expectInkOnPaper(_ id: String) throws {
        let text = try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
        #expect(text.review == nil, "\(id): \(String(describing: text.review))")
        #expect(AndroidTestSupport.hex(text.foreground, .light, Self.palette) == "#2a2420", "\(id)")
        #expect(AndroidTestSupport.hex(text.background, .light, Self.palette) == "#fbf8f1", "\(id)")
    }

    /// `DataBindingUtil.setContentView<…>(…).apply { shelfList.apply { adapter = shelvesAdapter } }`.
    @Test func aRowAdapterSetInNestedScopeFunctionsIsAttachedToItsList() throws {
        try expectInkOnPaper("shelf_name")
    }
}
