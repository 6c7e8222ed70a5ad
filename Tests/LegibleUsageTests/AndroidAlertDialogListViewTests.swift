import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A layout added to an alert dialog's list (`Fixtures/android-alert-dialog-list-views`): `dialog.getListView()
/// .addFooterView(footer)` (Java, the framework's `AlertDialog`) and `dialog.listView.addHeaderView(header)` (Kotlin,
/// AppCompat's), on a dialog a builder's `create()` made, put the layout in that dialog's window, as `setView` does:
/// not on the window of the activity that inflates it.
@Suite("Android: layouts added to an alert dialog's list")
struct AndroidAlertDialogListViewTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-alert-dialog-list-views")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// AppCompat DayNight: the alert dialog's `colorBackgroundFloating`, #FFFFFF by day and #424242 at night (the
    /// activity's window would be #FAFAFA / #303030).
    @Test func aListsFooterOrHeaderSitsOnTheAlertDialogsWindow() throws {
        for id in ["newest_first", "show_returned"] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(T.hex(pair.background, .light, Self.palette) == "#ffffff", "\(id): \(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.palette) == "#424242", "\(id): \(pair.evidence)")
            #expect(pair.evidence.contains("the surface of the alert dialog"), "\(id): \(pair.evidence)")
        }
    }

    /// The activity's own layout stays on its window.
    @Test func theActivitysLayoutStaysOnItsWindow() throws {
        let pair = try #require(T.pair(Self.scan, "shelf_title"))
        #expect(T.hex(pair.background, .light, Self.palette) == "#fafafa", "\(pair.evidence)")
    }
}
