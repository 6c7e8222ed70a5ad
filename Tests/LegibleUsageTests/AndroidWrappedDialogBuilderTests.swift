import Testing
import LegibleUsage

/// A dialog built through the app's own class that wraps a builder (`AndroidDialogBuilderHelpers.wrappedBuilder`), in
/// `Fixtures/android-wrapped-dialog-builder`: `Prompts.newPrompt()` returns a `PromptBuilder` whose `setView` hands its
/// view to the `MaterialAlertDialogBuilder` it holds.
@Suite("Android dialogs built through an app class wrapping a builder")
struct AndroidWrappedDialogBuilderTests {
    static let run = AndroidTestSupport.FixtureRun("android-wrapped-dialog-builder")

    /// `prompts.newPrompt().setTitle(…).setView(timerView)`: `dialog_timer` is drawn on the Material alert dialog's
    /// surface (`colorSurface`, #FFFDE7), not on the window of the activity inflating it (#E8EAF6).
    @Test func aViewHandedToAWrappedBuilderIsOnTheDialogsSurface() throws {
        let (foreground, background) = try Self.run.lightColors("elapsed_label")
        #expect(foreground == "#3e2723")
        #expect(background == "#fffde7")
        let pair = try #require(AndroidTestSupport.pair(Self.run.scan, "elapsed_label"))
        #expect(pair.evidence.contains("ClockActivity.kt"), "\(pair.evidence)")
        // The activity's own layout stays on its window.
        let (_, window) = try Self.run.lightColors("clock_title")
        #expect(window == "#e8eaf6")
    }
}
