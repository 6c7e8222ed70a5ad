import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A text color code sets on an alert dialog's own button (`dialog.getButton(AlertDialog.BUTTON_POSITIVE)`, a local
/// holding `getButton(DialogInterface.BUTTON_NEGATIVE)`) is on no view of the layouts the file shows
/// (`Fixtures/android-dialog-button-writes`, `AndroidDialogButtons`).
@Suite("Android: a dialog's button is no view of the activity's layout")
struct AndroidDialogButtonWriteTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-dialog-button-writes")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `list_title` and `list_count` keep their layout color #37474F on the window's #FAFAFA, with no review: the
    /// dialog's #FF4444 and #9E9E9E are not theirs.
    @Test func aWriteOnADialogButtonLeavesTheLayoutsTextsAlone() throws {
        for id in ["list_title", "list_count"] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(T.hex(pair.foreground, .light, Self.palette) == "#37474f", "\(id)")
            #expect(T.hex(pair.background, .light, Self.palette) == "#fafafa", "\(id)")
        }
    }
}
