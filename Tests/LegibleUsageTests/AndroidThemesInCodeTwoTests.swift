import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// The themes a screen can really have when code chooses them (issue 29, session 10): a `setTheme` of a style that is
/// no full theme lands on the manifest theme; a theme a user setting picks is named for its style, not the system's
/// dark appearance.
@Suite("Android themes chosen in code, second round")
struct AndroidThemesInCodeTwoTests {
    typealias T = AndroidTestSupport

    /// CreditsActivity calls `AndroidLookSwitcher(this, prefs).apply()`; the switcher's overrides call
    /// `context.setTheme` with `AppTheme`, or with `AppThemeDark` / `AppThemeDark.PureBlack`, children of
    /// `ThemeOverlay.MaterialComponents.Dark.ActionBar` that land on the manifest's `AppTheme`.
    @Test func aSetThemeOfAnOverlayStyleIsCheckedOverTheManifestTheme() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes-in-code-2/switcher-overlay")])
        let palette = AndroidResourceReader.read(files: files.values)
        let themes = AndroidLayoutReader.themes(files)
        #expect(themes.count == 3)
        #expect(Set(themes.map(\.overlays)) == [[], ["AppThemeDark"], ["AppThemeDark.PureBlack"]])
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let credits = try #require(T.pair(scan, "credits"))
        #expect(credits.review == nil)
        let checked: [(Appearance, String, String)] = [
            (.light, "#424242", "#fafafa"),
            (.theme("AppThemeDark", isDark: true), "#f5f5f5", "#303030"),
            (.theme("AppThemeDark.PureBlack", isDark: true), "#eeeeee", "#000000"),
        ]
        #expect(credits.appearances?.count == 3)
        for (appearance, foreground, background) in checked {
            #expect(credits.appearances?.contains(appearance) == true, "\(appearance)")
            #expect(T.hex(credits.foreground, appearance, palette) == foreground, "\(appearance)")
            #expect(T.hex(credits.background, appearance, palette) == background, "\(appearance)")
        }
    }

    /// `Util.setTheme(context)` picks among four themes from two preferences (no night test); the manifest theme
    /// `AppThemeSand` is the default. It is checked, and holds the light appearance (its ancestor `BaseThemeDark` is a
    /// `Theme.AppCompat.Light.DarkActionBar` child: light); every other theme is checked too. The app never follows
    /// the system's night mode (no DayNight, no `values-night`, no `uiMode` read): no theme is "dark", the two dark
    /// ones are the user's `dark_theme` setting, `theme:STYLE`.
    @Test func theManifestThemeAUserSettingStartsFromIsCheckedAsLight() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes-in-code-2/user-choice")])
        let palette = AndroidResourceReader.read(files: files.values)
        let themes = AndroidLayoutReader.themes(files)
        #expect(Set(themes.map(\.base)) == ["AppThemeSand", "AppThemeSandDark", "AppThemeSea", "AppThemeSeaDark"])
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let disabled = try #require(T.pair(scan, "tvDisabled"))
        let checked: [(Appearance, String, String)] = [
            (.light, "#ff5722", "#fafafa"),
            (.theme("AppThemeSandDark", isDark: true), "#ff5722", "#303030"),
            (.theme("AppThemeSea"), "#f44336", "#fafafa"),
            (.theme("AppThemeSeaDark", isDark: true), "#f44336", "#303030"),
        ]
        #expect(disabled.appearances?.count == 4)
        for (appearance, foreground, background) in checked {
            #expect(disabled.appearances?.contains(appearance) == true, "\(appearance)")
            #expect(T.hex(disabled.foreground, appearance, palette) == foreground, "\(appearance)")
            #expect(T.hex(disabled.background, appearance, palette) == background, "\(appearance)")
        }
    }

    /// `BaseActivity.onCreate` sets the night mode and applies an overlay in the same `case` (Infinity for Reddit's
    /// shape): `Look.Plain` with night mode off or by day, `Look.Plain.NormalDark` / `AmoledDark` with night mode on or
    /// at night. Each is laid only over the theme's instance of its night mode (before: all six crossings, white text
    /// on the day theme among them).
    @Test func anOverlayAppliedWithANightModeIsLaidOnlyOverThatMode() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes-in-code-2/night-paired-overlays")])
        let palette = AndroidResourceReader.read(files: files.values)
        let themes = AndroidLayoutReader.themes(files)
        let overlaid = themes.filter { !$0.overlays.isEmpty }
        #expect(overlaid.count == 3)
        for theme in overlaid {
            #expect(theme.night == (theme.overlays != ["Look.Plain"]), "\(theme)")
        }
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let title = try #require(T.pair(scan, "title"))
        let dark = try #require(title.appearances?.filter { $0.isDark })
        let light = try #require(title.appearances?.filter { !$0.isDark })
        #expect(dark.count == 2)
        #expect(light.count == 1)
        let shown = Set((title.appearances ?? []).compactMap { T.hex(title.foreground, $0, palette) })
        #expect(shown == ["#000000de", "#ffffff"])
        for appearance in light {
            #expect(T.hex(title.foreground, appearance, palette) == "#000000de", "\(appearance)")
            #expect(T.hex(title.background, appearance, palette) == "#ffffff", "\(appearance)")
        }
        #expect(Set(dark.compactMap { T.hex(title.background, $0, palette) }) == ["#121212", "#000000"])
    }
}
