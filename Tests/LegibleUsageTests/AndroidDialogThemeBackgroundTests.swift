import Testing
import LegibleUsage

/// A dialog theme's `android:background` is drawn by the views inflated in it that set none, the dialog's panels
/// included: the layout a dialog shows is on it (`Fixtures/android-dialog-theme-background`).
@Suite("Android: a dialog theme's android:background")
struct AndroidDialogThemeBackgroundTests {
    static let run = AndroidTestSupport.FixtureRun("android-dialog-theme-background")

    /// A `MaterialAlertDialogBuilder`'s custom view, in a `materialAlertDialogTheme` that sets `android:background`.
    @Test func anAlertDialogsCustomViewIsOnItsThemesBackground() throws {
        let (foreground, background) = try Self.run.lightColors("route_note")
        #expect(foreground == "#1b1b1b")
        #expect(background == "#ede7da")
        let pair = try #require(AndroidTestSupport.pair(Self.run.scan, "route_note"))
        #expect(pair.evidence.contains("android:background"), "\(pair.evidence)")
    }

    /// A plain `Dialog`'s content, in a `dialogTheme` that sets `android:background`.
    @Test func aDialogsContentIsOnItsThemesBackground() throws {
        let (foreground, background) = try Self.run.lightColors("legend_note")
        #expect(foreground == "#1b1b1b")
        #expect(background == "#cfd8dc")
    }

    /// The activity's own text, under a theme that sets no `android:background`, stays on the window.
    @Test func theActivitysTextStaysOnTheWindow() throws {
        let (_, background) = try Self.run.lightColors("route")
        #expect(background == "#ffffff")
    }
}
