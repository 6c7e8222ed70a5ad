import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Activities whose content view a helper sets (issue 29, "hosts the code makes knowable"), on
/// `Fixtures/android-helper-hosts`.
@Suite("Android: content views set by helpers")
struct AndroidHelperHostTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-helper-hosts")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `SinglePane.onCreateFor(this)` (Kotlin object) and `PaneHelper.show(this)` (Java static) call
    /// `activity.setContentView(…)` for the caller: each fragment added to `R.id.pane_frame` is drawn on that
    /// activity's pane, not on `activity_other.xml`'s, asserted.
    @Test func aHelpersContentViewIsTheCallingActivitys() throws {
        for (id, pane) in [("export_total", "#f1ece2"), ("import_total", "#e6eef2")] {
            let pair = try #require(AndroidTestSupport.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(AndroidTestSupport.hex(pair.foreground, .light, Self.palette) == "#1e2229", "\(id)")
            #expect(AndroidTestSupport.hex(pair.background, .light, Self.palette) == pane, "\(id): \(pair.evidence)")
        }
    }
}
