import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views handed to a library the repository does not hold the code of, whose call's name says it colors them (issue
/// 29), in the fixture app `Fixtures/android-library-theming`: a layout's root painted by
/// `colorBottomSheetBackground(binding.root)` leaves every text on it to review; a field of a dialog's binding handed to
/// `colorEditText`, and a Java caption to `colorTextView`, leave their text to review. Views handed to
/// `setOnClickListener`, Glide or `Snackbar.make` keep their pairs.
@Suite("Android: views a library themes")
struct AndroidLibraryThemingTests {
    static let scan = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-library-theming")]))

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `brand.material.colorBottomSheetBackground(binding.root)`: what is beneath both texts of the sheet is the
    /// library's, not `@color/sheet`.
    @Test func aRootALibraryPaintsLeavesEveryTextOnItToReview() throws {
        for id in ["sheet_title", "sheet_hint"] {
            let text = try pair(id)
            #expect(text.review?.kind == .setInCode, "\(id): \(String(describing: text.review))")
            #expect(text.review?.detail.contains("colorBottomSheetBackground") == true, "\(id)")
            #expect(text.review?.detail.contains("SheetActivity.kt:19") == true, "\(id)")
        }
    }

    /// `brand.platform.colorEditText(entry.secret)`, `entry` a `DialogEntryBinding`: the field's text color is the
    /// library's; the note beside it is not recolored.
    @Test func aFieldOfABindingLocalHandedToALibraryTextCallNeedsReview() throws {
        let secret = try pair("secret")
        #expect(secret.review?.kind == .setInCode, "\(String(describing: secret.review))")
        #expect(secret.review?.detail.contains("colorEditText") == true, "\(String(describing: secret.review))")
        let note = try pair("entry_note")
        #expect(note.review?.detail.contains("colorEditText") != true, "\(String(describing: note.review))")
    }

    /// Java `brand.platform.colorTextView(binding.berthCaption)` leaves the caption to review; the title handed to
    /// `setOnClickListener` and `Snackbar.make(binding.getRoot(), …)` is ink on paper.
    @Test func onlyCallsThatColorAViewMakeItsPairsReview() throws {
        let caption = try pair("berth_caption")
        #expect(caption.review?.detail.contains("colorTextView") == true, "\(String(describing: caption.review))")
        let title = try pair("berth_title")
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(title.foreground == .named("ink"))
        #expect(title.background == .named("paper"), "\(title.evidence)")
    }
}
