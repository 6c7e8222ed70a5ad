import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A theme chosen in code through a Java `record` built in the arms of a `switch` expression (issue 29, cause 1:
/// OpenTracks' `context.setTheme(getThemeMode().themeResourceId())`): every style the switch can give is checked, on
/// the activity's own layouts and on the rows its adapter inflates, not the manifest's launch theme.
@Suite("Android: themes carried by records and switch expressions")
struct AndroidRecordThemeTests {
    typealias T = AndroidTestSupport

    static let trailbook = AndroidThemeChooserTests.read("record-switch")

    static func backgrounds(_ id: String) -> Set<String> { AndroidThemeChooserTests.backgrounds(Self.trailbook, id) }

    static func foregrounds(_ id: String) -> Set<String> {
        guard let pair = T.pair(Self.trailbook.scan, id) else { return [] }
        return Set((pair.appearances ?? [.light]).compactMap { T.hex(pair.foreground, $0, Self.trailbook.palette) })
    }

    /// `TrailbookActivity.onCreate` calls `LookSettings.applyLook(this)`, whose `setTheme` reads the record accessor
    /// `chosenLook(context).styleRes()`: the activity's heading is checked under the day-night trail theme (sand, and
    /// pine at night, though the OLED look `Theme.Trailbook.NightOled` takes the dark slot) and the OLED one (black),
    /// and asserted.
    @Test func theActivitysLayoutTakesEveryStyleTheRecordCanCarry() throws {
        let pair = try #require(T.pair(Self.trailbook.scan, "log_heading"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(Self.backgrounds("log_heading") == ["#fff8ee", "#0e1a14", "#000000"])
    }

    /// The adapter's rows are checked under the same themes: the text in `?attr/colorPrimary` is the themes' ember,
    /// not a library default of the launch theme.
    @Test func theAdaptersRowsAreCheckedUnderTheChosenThemes() throws {
        let name = try #require(T.pair(Self.trailbook.scan, "trail_name"))
        #expect(name.review == nil, "\(String(describing: name.review))")
        #expect(Self.backgrounds("trail_name") == ["#fff8ee", "#0e1a14", "#000000"])
        #expect(Self.foregrounds("trail_distance") == ["#ff6d00"])
    }

    /// Kotlin: `setTheme(Palette.fromKey(…).themeRes(night))`, an enum whose function reads its constructor's `val`s
    /// and a companion `when` over the stored key: the four styles the enum can carry are the activity's themes.
    @Test func aKotlinEnumFunctionGivesEveryStyleItsConstantsCarry() throws {
        let tide = AndroidThemeChooserTests.read("enum-when")
        let pair = try #require(T.pair(tide.scan, "tide_heading"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(
            AndroidThemeChooserTests.backgrounds(tide, "tide_heading") == ["#f2fafc", "#06202b", "#fbf3e4", "#2a2218"])
    }
}
