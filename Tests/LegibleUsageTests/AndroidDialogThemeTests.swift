import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A theme passed to a dialog builder in code (`AlertDialog.Builder(this, R.style.X)`), in the fixture app
/// `Fixtures/android-dialog-themes`: the layouts the dialog shows take X, laid over the activity's theme, for the
/// window's surface and for their texts (X's `colorOnSurface` on X's `android:windowBackground`). Kotlin (a builder
/// chain) and Java (a builder held in a local, content inflated into a local).
@Suite("Android: dialog themes passed in code")
struct AndroidDialogThemeTests {
    static let scan = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-dialog-themes")]))

    @Test(arguments: [("entry_label", "EntriesActivity.kt"), ("account_label", "AccountsActivity.java")])
    func aDialogsTextsTakeTheBuildersTheme(_ id: String, _ file: String) throws {
        let label = try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
        #expect(label.review == nil, "\(String(describing: label.review))")
        #expect(label.foreground == .named("quill"), "\(label.foreground)")
        #expect(label.background == .named("vellum"), "\(String(describing: label.background))")
        #expect(label.evidence.contains(file), "\(label.evidence)")
    }
}

/// A layout inflated through a context code wraps in a theme (`ContextThemeWrapper(this, R.style.X)`, inline in Kotlin,
/// held in a local in Java): its text takes X's `colorOnSurface`, on the activity's window.
@Suite("Android: layouts inflated in a themed context")
struct AndroidThemedInflationTests {
    @Test(arguments: [("receipt_total", "EntriesActivity.kt"), ("slip_total", "AccountsActivity.java")])
    func aLayoutInflatedInAWrappedContextTakesItsTheme(_ id: String, _ file: String) throws {
        let total = try #require(AndroidTestSupport.pair(AndroidDialogThemeTests.scan, id), "no pair for \(id)")
        #expect(total.review == nil, "\(String(describing: total.review))")
        #expect(total.foreground == .named("quill"), "\(total.foreground)")
        #expect(total.background == .named("paper"), "\(String(describing: total.background))")
    }
}
