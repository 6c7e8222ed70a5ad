import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// Themes chosen in code (issue 29): `setTheme(expr)` evaluated on the Kotlin/Java syntax tree, through helper
/// functions and over all branches; a theme that cannot be known makes the screens it decides need review.
@Suite("Android themes chosen in code")
struct AndroidCodeThemeTests {
    typealias T = AndroidTestSupport

    static func read(_ fixture: String) -> (files: AndroidProjectFiles, palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (files, palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// Kotlin: `BaseActivity.onCreate` calls `setTheme(ThemeHelper.themeFor(this))`; the helper object reads a
    /// preference and returns a style per `when` branch, through two private helpers (true black, follow the system).
    /// Every activity inheriting BaseActivity is checked under the three themes, not the manifest's starting window.
    @Test func kotlinHelperThemesReachEveryActivityThatInheritsTheBase() throws {
        let (files, palette, scan) = Self.read("kotlin")
        let themes = AndroidLayoutReader.themes(files)
        #expect(themes.map(\.base) == ["Theme.Reader.Light", "Theme.Reader.Dark", "Theme.Reader.TrueBlack"])
        let black = Appearance.theme("black", isDark: true)
        #expect(themes.map(\.appearance) == [.light, .dark, black])
        #expect(themes.allSatisfy { $0.reason.contains("ThemeHelper.kt:") })
        for id in ["article_title", "settings_summary"] {
            let pair = try #require(T.pair(scan, id))
            #expect(pair.review == nil)
            #expect(pair.appearances == [.light, .dark, black])
            #expect(
                [.light, .dark, black].map { T.hex(pair.foreground, $0, palette) } == ["#202124", "#e8eaed", "#9aa0a6"])
            #expect(
                [.light, .dark, black].map { T.hex(pair.background, $0, palette) } == ["#ffffff", "#1e1e1e", "#000000"])
        }
    }

    /// Java: the base activity applies `Themes.styleFor(this)` with `getTheme().applyStyle(…)`; the static helper
    /// returns `static final` constants from a `switch` and a ternary, and a third style from another helper.
    @Test func javaSwitchHelperWithConstantsGivesEveryTheme() throws {
        let (files, palette, scan) = Self.read("java")
        let themes = AndroidLayoutReader.themes(files)
        let amoled = Appearance.theme("amoled", isDark: true)
        #expect(themes.map(\.base) == ["NotesTheme.Day", "NotesTheme.Night", "NotesTheme.Amoled"])
        #expect(themes.map(\.appearance) == [.light, .dark, amoled])
        let pair = try #require(T.pair(scan, "empty_label"))
        #expect(pair.review == nil)
        #expect(
            [.light, .dark, amoled].map { T.hex(pair.background, $0, palette) } == ["#fafafa", "#263238", "#000000"])
    }

    /// The helper lives in a library not read: the theme FeedActivity applies cannot be known, so its layout's pairs
    /// need review naming the call (not the manifest theme, a guess); AboutActivity applies none, so its layout keeps
    /// the manifest theme.
    @Test func aThemeFromCodeNotReadNeedsReviewNamingTheCall() throws {
        let (_, _, scan) = Self.read("library")
        let headline = try #require(T.pair(scan, "headline"))
        #expect(headline.review?.kind == .themeInCode)
        #expect(headline.review?.detail.contains("FeedActivity.kt:10") == true)
        #expect(headline.review?.detail.contains("BrandThemes.current(…) is not in the code read") == true)
        let version = try #require(T.pair(scan, "version"))
        #expect(version.review == nil)
    }

    /// Java (OpenKeychain's `ThemeChanger` shape): the base activity hands its light and dark styles to a helper's
    /// setter, which stores them in fields; the helper copies a `ContextThemeWrapper` made from one of them into the
    /// activity's own theme (`getTheme().setTo(wrapper.getTheme())`). The styles are followed from each
    /// `setThemes(R.style…)` call through the fields to the `setTo` call, and reach the class making that call and its
    /// subclasses: the key list gets the base pair only, the PIN pad (a subclass calling the setter again) both pairs,
    /// the license screen (no subclass) needs no review.
    @Test func aThemeCopiedThroughAHelpersFieldsReachesTheClassesCallingTheSetter() throws {
        let (files, palette, scan) = Self.read("theme-set-to")
        let themes = AndroidLayoutReader.themes(files)
        #expect(themes.map(\.base).sorted() == ["Vault.Dark", "Vault.Dark.Pin", "Vault.Light", "Vault.Light.Pin"])
        let keys = try #require(T.pair(scan, "empty_keys"))
        #expect(keys.review == nil, "\(String(describing: keys.review))")
        #expect(keys.appearances == [.light, .dark])
        #expect([.light, .dark].map { T.hex(keys.background, $0, palette) } == ["#ffffff", "#303030"])
        let pin = try #require(T.pair(scan, "pin_prompt"))
        #expect(pin.review == nil, "\(String(describing: pin.review))")
        let pinThemes = [Appearance.theme("Vault.Light.Pin", isDark: false), .theme("Vault.Dark.Pin", isDark: true)]
        #expect(Set(pin.appearances ?? []) == Set([.light, .dark] + pinThemes))
        #expect(pinThemes.map { T.hex(pin.background, $0, palette) } == ["#f5f5f5", "#212121"])
        // An activity no code themes is checked under every theme, as before (not narrowed to the manifest's).
        let license = try #require(T.pair(scan, "license_text"))
        #expect(license.review == nil, "\(String(describing: license.review))")
        #expect(license.appearances?.contains(.light) == true)
    }

    /// Two accents whose names say the same appearance are two themes to check, not one.
    @Test func everyThemeTheCodeAppliesIsChecked() {
        let root = T.project([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Splash" /></manifest>"#,
            "res/values/themes.xml": T.values(
                """
                <style name="Splash" parent="Theme.MaterialComponents.Light.NoActionBar" />
                <style name="LightBlue" parent="Theme.MaterialComponents.Light.NoActionBar" />
                <style name="LightRed" parent="Theme.MaterialComponents.Light.NoActionBar" />
                """),
            "src/main/java/app/Accents.kt": """
            enum class Accent(val style: Int) { BLUE(R.style.LightBlue), RED(R.style.LightRed) }
            class PlayerActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) { setTheme(Prefs.accent.style) }
            }
            """,
        ])
        let themes = AndroidLayoutReader.themes(AndroidProjectFiles.discover([root]))
        #expect(themes.map(\.base).sorted() == ["LightBlue", "LightRed"])
        #expect(Set(themes.map(\.appearance)).count == 2)
    }

    /// Each activity is checked under the themes its own code applies: the player under its two accents, the main
    /// screen under its one theme, not every theme any activity applies.
    @Test func eachActivityIsCheckedUnderTheThemesItsCodeApplies() throws {
        let root = T.project([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Splash" /></manifest>"#,
            "res/values/colors.xml": T.values(
                """
                <color name="ink">#222222</color><color name="plain">#FFFFFF</color>
                <color name="blue">#E3F2FD</color><color name="red">#FFEBEE</color>
                """),
            "res/values/themes.xml": T.values(
                """
                <style name="Splash" parent="Theme.MaterialComponents.Light.NoActionBar" />
                <style name="LightPlain" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="android:windowBackground">@color/plain</item></style>
                <style name="LightBlue" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="android:windowBackground">@color/blue</item></style>
                <style name="LightRed" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="android:windowBackground">@color/red</item></style>
                """),
            "src/main/java/app/MainActivity.kt": """
            class MainActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setTheme(R.style.LightPlain)
                    setContentView(R.layout.main)
                }
            }
            """,
            "src/main/java/app/player/PlayerActivity.kt": """
            enum class Accent(val style: Int) { BLUE(R.style.LightBlue), RED(R.style.LightRed) }
            class PlayerActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setTheme(Prefs.accent.style)
                    setContentView(R.layout.player)
                }
            }
            """,
            "res/layout/main.xml": T.layout(#"<TextView android:id="@+id/title" android:textColor="@color/ink" />"#),
            "res/layout/player.xml": T.layout(#"<TextView android:id="@+id/track" android:textColor="@color/ink" />"#),
        ])
        let files = AndroidProjectFiles.discover([root])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let title = try #require(T.pair(scan, "title"))
        // Shown only under LightPlain: one background, not the accents'.
        let titleBackgrounds = (title.appearances ?? [.light]).compactMap { T.hex(title.background, $0, palette) }
        #expect(Set(titleBackgrounds) == ["#ffffff"])
        let track = try #require(T.pair(scan, "track"))
        let trackBackgrounds = (track.appearances ?? [.light]).compactMap { T.hex(track.background, $0, palette) }
        #expect(Set(trackBackgrounds) == ["#e3f2fd", "#ffebee"])
        #expect(track.appearances?.count == 2)
    }

    /// Each Kotlin and Java file is read and parsed once per run, however many Android readers ask.
    @Test func eachCodeFileIsParsedOncePerRun() {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes")])
        #expect(files.code.count == 86)
        let counter = ReadCounter()
        let store = JVMSourceStore()
        ReadCounter.$current.withValue(counter) {
            _ = AndroidLayoutReader.read(files, code: store)
            _ = AndroidLayoutReader.themes(files, code: store)
        }
        #expect(counter.parses == Dictionary(uniqueKeysWithValues: files.code.map { ($0, 1) }))
        #expect(
            counter.reads.filter { files.code.contains($0.key) }
                == Dictionary(uniqueKeysWithValues: files.code.map { ($0, 1) }))
    }
}

/// Two app flavors share a UI module: `BaseActivity` applies `themeManager.appThemeResourceId`, an interface property
/// whose value is each flavor's override (thunderbird-android's shape). The themes are those overrides, not the
/// manifests' starting-window (`…Startup`) themes.
@Suite("Android themes: a theme property of an interface, given by each flavor")
struct AndroidFlavorThemeTests {
    typealias T = AndroidTestSupport

    @Test func anInterfacePropertysOverridesAreTheThemes() throws {
        let (files, palette, scan) = AndroidCodeThemeTests.read("flavors")
        let themes = AndroidLayoutReader.themes(files)
        #expect(themes.map(\.base) == ["Theme.Post.Light", "Theme.Courier.Dark"])
        let subject = try #require(T.pair(scan, "inbox_subject"))
        #expect(subject.review == nil, "\(String(describing: subject.review))")
        #expect(subject.appearances == [.light, .dark])
        #expect([.light, .dark].map { T.hex(subject.foreground, $0, palette) } == ["#3b3b3b", "#c5c6cc"])
        #expect([.light, .dark].map { T.hex(subject.background, $0, palette) } == ["#fdf6e3", "#1b1b1c"])
    }
}

/// `Gauge.DayNight` follows the system (its `values-night` definition is the dark one); `Gauge.DayNight.Black` is
/// the app's black variant. "DayNight" in a name is not "Day" (openHAB's `openHAB.DayNight.orange` shape), and the
/// manifest's `Gauge.Launch` is a starting window.
@Suite("Android themes: DayNight in a theme's name")
struct AndroidDayNightNameTests {
    typealias T = AndroidTestSupport

    @Test func aDayNightNamedThemeIsCheckedByDayAndByNight() throws {
        let (files, palette, scan) = AndroidCodeThemeTests.read("daynight")
        let themes = AndroidLayoutReader.themes(files)
        let black = Appearance.theme("black", isDark: true)
        #expect(themes.map(\.appearance) == [.light, .dark, black])
        #expect(themes.map(\.base) == ["Gauge.DayNight", "Gauge.DayNight", "Gauge.DayNight.Black"])
        let label = try #require(T.pair(scan, "gauge_label"))
        #expect(label.review == nil)
        #expect(
            [.light, .dark, black].map { T.hex(label.foreground, $0, palette) } == ["#52443f", "#d8c2bc", "#d8c2bc"])
        #expect(
            [.light, .dark, black].map { T.hex(label.background, $0, palette) } == ["#fffbff", "#201a18", "#000000"])
    }
}

/// A theme-wide `android:textColor` (AnkiDroid's shape): it outranks a text appearance's color, and a view's own style
/// outranks it.
@Suite("Android themes: a text color set in the theme")
struct AndroidThemeTextColorTests {
    typealias T = AndroidTestSupport

    @Test func theThemesTextColorBeatsTheTextAppearanceNotTheStyle() throws {
        let (_, palette, scan) = AndroidCodeThemeTests.read("theme-text-color")
        let name = try #require(T.pair(scan, "deck_name"))
        #expect(T.hex(name.foreground, .light, palette) == "#000000")
        #expect(T.hex(name.background, .light, palette) == "#f4f4f4")
        let due = try #require(T.pair(scan, "deck_due"))
        #expect(T.hex(due.foreground, .light, palette) == "#616161")
    }
}

/// Two flavors, each with a `Theme.X.DayNight` whose parent is `Theme.X.Light` by day and `Theme.X.Dark` by night
/// (`values-night`): both flavors are checked by day and by night (thunderbird's shape).
@Suite("Android themes: DayNight themes of two flavors")
struct AndroidFlavorDayNightTests {
    typealias T = AndroidTestSupport

    @Test func eachFlavorsDayNightThemeIsCheckedByDayAndByNight() throws {
        let (files, palette, scan) = AndroidCodeThemeTests.read("flavor-daynight")
        let themes = AndroidLayoutReader.themes(files)
        // One flavor is the light and dark appearances, the other its own pair (`theme:STYLE`, `theme:STYLE.night`).
        let mailDay = Appearance.theme("Theme.Mail.DayNight", isDark: false)
        let mailNight = Appearance.theme("Theme.Mail.DayNight.night", isDark: true)
        #expect(Set(themes.map(\.appearance)) == [.light, .dark, mailDay, mailNight], "\(themes)")
        let subject = try #require(T.pair(scan, "thread_subject"))
        #expect(subject.review == nil)
        let order = [Appearance.light, .dark, mailDay, mailNight]
        #expect(subject.appearances.map(Set.init) == Set(order))
        #expect(order.map { T.hex(subject.foreground, $0, palette) } == ["#191c20", "#e1e2e8", "#1c1b1b", "#e5e2e1"])
        #expect(order.map { T.hex(subject.background, $0, palette) } == ["#f7f9ff", "#111418", "#fcf8f8", "#1b1b1c"])
    }
}
