import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Backgrounds code sets on a fragment's root and on a popup window (`Fixtures/android-window-owned-backgrounds`):
/// `onViewCreated(view, …)`'s `view` is the root `onCreateView` returned (Kotlin and Java), so its background is the
/// layer under the root's texts; `this.setBackgroundDrawable(…)` in a `PopupWindow` subclass paints the window, not
/// a view of the content layout, whose root draws its own background.
@Suite("Android: backgrounds code sets on a fragment's root and on a popup window")
struct AndroidWindowOwnedBackgroundTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-window-owned-backgrounds")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func background(_ id: String) throws -> String? {
        let pair = try #require(T.pair(scan, id), "no pair for \(id)")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.foreground, .light, palette) == "#212121")
        return T.hex(pair.background, .light, palette)
    }

    /// `view.background = paper`, a `GradientDrawable` set to `?attr/colorSurfaceContainer` (`@color/sheet_paper`; Kotlin), and
    /// `view.setBackgroundResource(R.color.notes_paper)` (Java) in `onViewCreated`: the sheets' roots.
    @Test func onViewCreatedColorsTheRootOnCreateViewReturned() throws {
        #expect(try Self.background("share_title") == "#fff8e1")
        #expect(try Self.background("notes_title") == "#e8f5e9")
    }

    /// `this.setBackgroundDrawable(…)` in `SortPopup extends PopupWindow`: the popup's content keeps its root's
    /// `@color/popup_paper`.
    @Test func aPopupWindowsOwnBackgroundIsNoViewOfItsContent() throws {
        #expect(try Self.background("sort_by_name") == "#eceff1")
    }
}
