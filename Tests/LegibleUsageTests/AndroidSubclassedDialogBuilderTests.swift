import Testing
import LegibleUsage

/// Dialogs built by the app's own classes extending material-dialogs' builder
/// (`AndroidDialogBuilderHelpers.subclassedBuilder`, `.background`), in `Fixtures/android-subclassed-dialog-builder`:
/// `NoticeBuilder extends MaterialDialog.Builder` paints its dialogs with `backgroundColorRes(R.color.notice_paper)`.
@Suite("Android dialogs built by an app class extending a builder")
struct AndroidSubclassedDialogBuilderTests {
    static let run = AndroidTestSupport.FixtureRun("android-subclassed-dialog-builder")

    /// Java `PurgeNotice`'s `customView(R.layout.dialog_purge, false)`: the content of the builder it is, on the color
    /// its base class gives that builder (#FFF8E1), not "host unknown" over the activity's window (#E8EAF6).
    @Test func aLayoutTheSubclassHandsToItselfIsOnTheBackgroundItsBuilderIsGiven() throws {
        let (foreground, background) = try Self.run.lightColors("purge_label")
        #expect(foreground == "#3e2723")
        #expect(background == "#fff8e1")
        let pair = try #require(AndroidTestSupport.pair(Self.run.scan, "purge_label"))
        #expect(pair.evidence.contains("NoticeBuilder.java:12"), "\(pair.evidence)")
        // The activity's own layout stays on its window.
        let (_, window) = try Self.run.lightColors("tidy_title")
        #expect(window == "#e8eaf6")
    }

    /// Kotlin `SweepNotice`'s `customView(binding.root, true)` with the binding it inflates: the same surface.
    @Test func aBindingTheKotlinSubclassHandsToItselfIsOnTheSameSurface() throws {
        let (foreground, background) = try Self.run.lightColors("sweep_label")
        #expect(foreground == "#3e2723")
        #expect(background == "#fff8e1")
    }
}
