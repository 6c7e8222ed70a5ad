import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// Themes crossed with night mode and overlays chosen in code (issue 29): a `_Dark` style the code picks when a night
/// test holds is shown only at night, its light sibling only by day; an overlay applied with `Theme.applyStyle` after
/// `setTheme` is checked over each theme; `setDefaultNightMode` in unconditional Application code pins night mode.
@Suite("Android themes × night mode × overlays chosen in code")
struct AndroidNightVariantThemeTests {
    typealias T = AndroidTestSupport

    /// TallyActivity picks `Theme.Tally.*.Dark` when `isNightMode` (a field assigned from an extension testing
    /// `UI_MODE_NIGHT_MASK`), else the DayNight `Theme.Tally.*`; a "pure background" switch applies `Pure` over it.
    /// Twelve themes: three colours by day, three at night, each with and without Pure — not the DayNight ones at
    /// night, and Pure applied (white by day, black at night from values-night).
    @Test func colourThemesCrossNightModeAndThePureOverlay() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes/night-variants")])
        let palette = AndroidResourceReader.read(files: files.values)
        let themes = AndroidLayoutReader.themes(files)
        let day = ["Theme.Tally", "Theme.Tally.Forest", "Theme.Tally.Ocean"]
        let night = ["Theme.Tally.Dark", "Theme.Tally.Forest.Dark", "Theme.Tally.Ocean.Dark"]
        #expect(themes.count == 12)
        #expect(Set(themes.filter { !$0.night }.map(\.base)) == Set(day))
        #expect(Set(themes.filter(\.night).map(\.base)) == Set(night))
        #expect(themes.filter { $0.overlays == ["Pure"] }.count == 6)
        // `FontSize.Large`, applied the same way, sets sizes only: no theme of its own.
        #expect(!themes.contains { $0.overlays.contains("FontSize.Large") })
        #expect(themes.allSatisfy { $0.night == $0.appearance.isDark })
        let pure = try #require(themes.first { $0.base == "Theme.Tally.Ocean.Dark" && $0.overlays == ["Pure"] })
        #expect(pure.appearance == .theme("Theme.Tally.Ocean.Dark+Pure", isDark: true))
        #expect(pure.reason.contains("TallyActivity.kt:42"))

        let scan = AndroidLayoutReader.read(files, palette: palette)
        let count = try #require(T.pair(scan, "count"))
        #expect(count.review == nil)
        let checked: [(Appearance, String, String)] = [
            (.light, "#1c1b1f", "#fafafa"),
            (.dark, "#e6e1e5", "#1c1b1f"),
            (.theme("Theme.Tally.Ocean"), "#00497d", "#fafafa"),
            (.theme("Theme.Tally.Ocean.Dark", isDark: true), "#9ecaff", "#1c1b1f"),
            (.theme("Theme.Tally+Pure"), "#1c1b1f", "#ffffff"),
            (.theme("Theme.Tally.Dark+Pure", isDark: true), "#e6e1e5", "#000000"),
            (.theme("Theme.Tally.Forest.Dark+Pure", isDark: true), "#9bd49e", "#000000"),
        ]
        #expect(count.appearances?.count == 12)
        for (appearance, foreground, background) in checked {
            #expect(count.appearances?.contains(appearance) == true, "\(appearance)")
            #expect(T.hex(count.foreground, appearance, palette) == foreground, "\(appearance)")
            #expect(T.hex(count.background, appearance, palette) == background, "\(appearance)")
        }
    }

    static func pinProject(onCreate body: String) -> String {
        T.project([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:name=".LampApp" android:theme="@style/Theme.Lamp" /></manifest>"#,
            "res/values/themes.xml": T.values(
                #"<style name="Theme.Lamp" parent="Theme.MaterialComponents.DayNight.NoActionBar" />"#),
            "src/main/java/org/lamp/LampApp.kt": """
            package org.lamp
            class LampApp : Application() {
                override fun onCreate() {
                    super.onCreate()
                    \(body)
                }
            }
            """,
        ])
    }

    /// `AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_YES)` with no condition in the Application: only night.
    @Test func anUnconditionalDefaultNightModePinsNight() {
        let pinned = AndroidLayoutReader.themes(
            AndroidProjectFiles.discover([
                Self.pinProject(onCreate: "AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)")
            ]))
        #expect(pinned.map(\.base) == ["Theme.Lamp"])
        #expect(pinned.map(\.night) == [true])
        #expect(pinned.map(\.appearance) == [.dark])
    }

    /// The same call behind a preference pins nothing: day and night.
    @Test func aDefaultNightModeBehindAPreferencePinsNothing() {
        let themes = AndroidLayoutReader.themes(
            AndroidProjectFiles.discover([
                Self.pinProject(
                    onCreate: """
                        if (prefs.getBoolean("dark", false)) AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)
                        """)
            ]))
        #expect(themes.map(\.appearance) == [.light, .dark])
    }

    /// An overlay from a library not read (`theme.applyStyle(Accents.current(this), true)`): the screens of the
    /// activity applying it need review, naming the applyStyle call, not the theme setTheme sets.
    @Test func anOverlayThatCannotBeKnownNeedsReviewNamingApplyStyle() throws {
        let root = T.project([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.Dusk" /></manifest>"#,
            "res/values/colors.xml": T.values(#"<color name="ink">#222222</color>"#),
            "res/values/themes.xml": T.values(
                #"<style name="Theme.Dusk" parent="Theme.MaterialComponents.Light.NoActionBar" />"#),
            "src/main/java/org/dusk/DuskActivity.kt": """
            package org.dusk
            class DuskActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setTheme(R.style.Theme_Dusk)
                    theme.applyStyle(Accents.current(this), true)
                    super.onCreate(state)
                    setContentView(R.layout.dusk)
                }
            }
            """,
            "res/layout/dusk.xml": T.layout(#"<TextView android:id="@+id/hour" android:textColor="@color/ink" />"#),
        ])
        let files = AndroidProjectFiles.discover([root])
        let palette = AndroidResourceReader.read(files: files.values)
        let hour = try #require(T.pair(AndroidLayoutReader.read(files, palette: palette), "hour"))
        #expect(hour.review?.kind == .themeInCode)
        #expect(hour.review?.detail.contains("the theme applyStyle applies at DuskActivity.kt:5") == true)
        #expect(hour.review?.detail.contains("Accents.current(…) is not in the code read") == true)
    }

    /// The manifest theme is also one the code sets (LibreTube's `BaseTheme`, its "my colours" accent): the overlay
    /// the code applies after `setTheme` is crossed with it too, by day and at night.
    @Test func anOverlayIsAppliedOverAManifestThemeTheCodeAlsoSets() {
        let root = T.project([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.Lamp" /></manifest>"#,
            "res/values/themes.xml": T.values(
                """
                <style name="Theme.Lamp" parent="Theme.MaterialComponents.DayNight.NoActionBar" />
                <style name="Pure"><item name="android:colorBackground">@android:color/white</item></style>
                """),
            "src/main/java/org/lamp/LampActivity.kt": """
            package org.lamp
            class LampActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setTheme(R.style.Theme_Lamp)
                    if (prefs.getBoolean("pure", false)) theme.applyStyle(R.style.Pure, true)
                    super.onCreate(state)
                }
            }
            """,
        ])
        let themes = AndroidLayoutReader.themes(AndroidProjectFiles.discover([root]))
        #expect(themes.map(\.base) == ["Theme.Lamp", "Theme.Lamp", "Theme.Lamp", "Theme.Lamp"])
        #expect(Set(themes.filter { $0.overlays == ["Pure"] }.map(\.night)) == [false, true])
        #expect(
            themes.filter { $0.overlays == ["Pure"] }.map(\.appearance.rawValue).sorted() == [
                "theme:Theme.Lamp+Pure", "theme:Theme.Lamp.night+Pure",
            ])
    }
}
