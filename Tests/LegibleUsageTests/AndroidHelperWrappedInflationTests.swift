import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// `Fixtures/android-helper-wrapped-inflations`: a service inflates its floating panel (`panel_top` or `panel_bottom`,
/// as a helper picks the layout id) with `LayoutInflater.from(PanelThemes.wrap(this))`, where `wrap` returns a
/// `ContextThemeWrapper` of `R.style.Panel` or `R.style.Panel_Dark` as a setting says; a Kotlin extension
/// (`context.panelContext()`) does the same for `panel_side`. The app's own theme (DayNight) gives the panel attributes
/// other colors: the panels are drawn in the two panel themes only.
@Suite("Android: a layout inflated with a context a helper themes")
struct AndroidHelperWrappedInflationTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-helper-wrapped-inflations")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    @Test(arguments: ["panel_top_label", "panel_bottom_label", "panel_side_label"])
    func aPanelIsDrawnInEachThemeTheHelperCanGive(_ id: String) throws {
        let label = try #require(T.pair(Self.scan, id))
        #expect(label.review == nil)
        // The app follows the night mode: each panel theme is checked with day and night resources, in its own
        // appearance where they match, under its name where they do not.
        #expect(
            Set(label.appearances ?? []) == [.light, .dark, .theme("Panel"), .theme("Panel.Dark", isDark: true)],
            "\(label.appearances ?? [])")
        #expect(T.hex(label.foreground, .light, Self.palette) == "#263238")
        #expect(T.hex(label.background, .light, Self.palette) == "#eceff1")
        #expect(T.hex(label.foreground, .dark, Self.palette) == "#eceff1")
        #expect(T.hex(label.background, .dark, Self.palette) == "#263238")
    }

    @Test func theSettingsScreenKeepsTheAppsTheme() throws {
        let label = try #require(T.pair(Self.scan, "settings_label"))
        #expect(T.hex(label.background, .light, Self.palette) == "#880e4f")
        #expect(T.hex(label.background, .dark, Self.palette) == "#880e4f")
    }
}
