import Testing
import LegibleUsage

/// Preference classes that name their dialog's layout in code (`AndroidPreferenceDialogs.classLayouts`), in
/// `Fixtures/android-preference-class-dialogs`: the layout is the content of androidx.preference's AppCompat alert
/// dialog, on its `colorBackgroundFloating`.
@Suite("Android preference classes naming their dialog layout")
struct AndroidPreferenceClassDialogTests {
    static let run = AndroidTestSupport.FixtureRun("android-preference-class-dialogs")

    /// Java `WipePreference.getDialogLayoutResource()` returns `R.layout.wipe_dialog`: on the alert dialog's #FFFFFF,
    /// not "host unknown" over the window (#E8EAF6).
    @Test func aLayoutTheOverrideReturnsIsOnTheAlertDialog() throws {
        let (foreground, background) = try Self.run.lightColors("wipe_label")
        #expect(foreground == "#1b5e20")
        #expect(background == "#ffffff")
        let pair = try #require(AndroidTestSupport.pair(Self.run.scan, "wipe_label"))
        #expect(pair.evidence.contains("alert dialog"), "\(pair.evidence)")
    }

    /// Kotlin `QuotaPreference` sets `dialogLayoutResource = R.layout.quota_dialog` in its `init`: the same surface.
    @Test func aLayoutTheInitializerSetsIsOnTheAlertDialog() throws {
        let (foreground, background) = try Self.run.lightColors("quota_label")
        #expect(foreground == "#1b5e20")
        #expect(background == "#ffffff")
    }
}
