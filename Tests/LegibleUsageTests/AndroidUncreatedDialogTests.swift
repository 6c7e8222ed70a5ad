import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A dialog class nothing creates (a Kotlin `object` whose `show` no code calls, a `DialogFragment` no code
/// instantiates) never shows the layout it inflates (`Fixtures/android-uncreated-dialogs`, `AndroidUncreatedClasses`);
/// the dialog an activity creates does.
@Suite("Android: a dialog class nothing creates shows nothing")
struct AndroidUncreatedDialogTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-uncreated-dialogs")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    @Test func theLayoutOfADialogNothingCreatesIsNotShown() throws {
        for (id, owner) in [("notice_message", "NoticeDialog")] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review?.kind == .notShown, "\(id): \(String(describing: pair.review))")
            #expect(pair.review?.detail.contains(owner) == true, "\(id): \(String(describing: pair.review))")
        }
    }

    @Test func theLayoutOfADialogCodeCreatesIsShown() throws {
        let pair = try #require(T.pair(Self.scan, "rename_message"))
        #expect(pair.review?.kind != .notShown, "\(String(describing: pair.review))")
        #expect(T.hex(pair.foreground, .light, Self.palette) == "#212121")
    }
}
