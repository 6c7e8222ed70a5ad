import Testing
import LegibleUsage

/// A view's `android:theme` (and a Material component's `materialThemeOverlay`) read as `obtainStyledAttributes(attrs,
/// …)` reads it: written on the element, else set by its `style` (`Fixtures/android-style-theme`).
@Suite("Android: theme overlays a view's style names")
struct AndroidStyleThemeTests {
    static let run = AndroidTestSupport.FixtureRun("android-style-theme")

    /// `Widget.Kiln.Button.Small` inherits `android:theme=@style/ThemeOverlay.Kiln.Button`: the button's fill
    /// (`?attr/colorPrimary` → `?attr/colorSecondary`) and text (`?attr/colorOnPrimary` → `?attr/colorOnSecondary`)
    /// resolve in that overlay, not in the activity's theme (`#212121` on `#FAFAFA`).
    @Test func anOverlayTheStyleNamesRecolorsTheButton() throws {
        let (foreground, background) = try Self.run.lightColors("book")
        #expect(foreground == "#fff3e0")
        #expect(background == "#bf360c")
    }

    /// `app:materialThemeOverlay` written on a Material component wraps its context the same way.
    @Test func aMaterialThemeOverlayWrittenOnTheElementRecolorsTheButton() throws {
        let (foreground, background) = try Self.run.lightColors("gift")
        #expect(foreground == "#fff3e0")
        #expect(background == "#bf360c")
    }

    /// `android:theme` written on the element wins over the one its style sets.
    @Test func theElementsOwnOverlayWinsOverItsStyles() throws {
        let (foreground, background) = try Self.run.lightColors("waitlist")
        #expect(foreground == "#fafafa")
        #expect(background == "#33691e")
    }

    /// A text view's style that names an overlay: the overlay's theme-level `android:background` and `android:textColor`
    /// are the text view's own.
    @Test func anOverlayATextViewsStyleNamesGivesItsBackgroundAndTextColor() throws {
        let (foreground, background) = try Self.run.lightColors("notice")
        #expect(foreground == "#fff3e0")
        #expect(background == "#212121")
    }

    /// A button under no overlay keeps the activity's theme.
    @Test func aButtonUnderNoOverlayKeepsTheTheme() throws {
        let (foreground, background) = try Self.run.lightColors("browse")
        #expect(foreground == "#212121")
        #expect(background == "#fafafa")
    }
}
