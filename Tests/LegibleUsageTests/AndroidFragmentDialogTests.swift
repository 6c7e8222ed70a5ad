import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A dialog a fragment builds with content it inflates itself (`Fixtures/android-hosts/dialog-in-fragment`, issue 29):
/// the content is on the dialog's surface, not in the fragment's container.
@Suite("Android dialogs built by fragments")
struct AndroidFragmentDialogTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/dialog-in-fragment")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// Java: `View view = factory.inflate(R.layout.dialog_bookmark, null)` handed to `new
    /// MaterialAlertDialogBuilder(…)…setView(view)` in `BookmarksFragment`; Kotlin: `DialogTagBinding.inflate(…)` handed
    /// as `binding.root` in `TagsFragment`. Both are on the Material alert dialog's `colorSurface`: #FFFFFF by day,
    /// #121212 with the 16dp elevation overlay at night (#353535), not on the pane's `@color/page` (#FFF8E1, #202020).
    @Test func aMaterialAlertDialogsContentInflatedByAFragmentIsOnTheDialog() throws {
        for id in ["bookmark_url_label", "tag_name_label"] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(T.hex(pair.background, .light, Self.palette) == "#ffffff", "\(id): \(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.palette) == "#353535", "\(id): \(pair.evidence)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(pair.evidence.contains("Material alert dialog"), "\(id): \(pair.evidence)")
            #expect(!pair.evidence.contains("FragmentContainerView"), "\(id): \(pair.evidence)")
        }
    }

    /// Kotlin: `Dialog(requireContext()).apply { setContentView(R.layout.dialog_rename) }` in a fragment: the plain
    /// dialog's window, `?attr/colorBackgroundFloating`, not the pane.
    @Test func aPlainDialogsContentSetByAFragmentIsOnTheDialogWindow() throws {
        let pair = try #require(T.pair(Self.scan, "rename_label"))
        #expect(pair.evidence.contains("the surface of the dialog that shows this layout (TagsFragment.kt:"))
        #expect(pair.evidence.contains("colorBackgroundFloating"), "\(pair.evidence)")
        #expect(T.hex(pair.background, .light, Self.palette) == "#ffffff", "\(pair.evidence)")
    }

    /// The fragments' own views stay in their panes, on `@color/page`.
    @Test func theFragmentsOwnViewsStayInTheirContainers() throws {
        for id in ["bookmarks_empty", "tags_empty"] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(T.hex(pair.background, .light, Self.palette) == "#fff8e1", "\(id): \(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.palette) == "#202020", "\(id): \(pair.evidence)")
        }
    }
}
