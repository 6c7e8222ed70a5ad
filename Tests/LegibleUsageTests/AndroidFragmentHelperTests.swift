import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// Fragments the app's own helpers place (issue 29): the fragment a transaction shows is followed through the
/// helper's parameter to every call, through a class's constructor property to every construction, through an enum
/// constant's factory (a constructor reference or a lambda) to what it creates, so the fragment's layout sits in the
/// container, in the activity whose layout holds it, not "host unknown".
@Suite("Android fragments placed through the app's helpers")
struct AndroidFragmentHelperTests {
    typealias T = AndroidTestSupport

    static let read: (scan: UsageScan, palette: Palette) = {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-fragment-helpers")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }()

    static func backgrounds(_ id: String) -> [String] {
        let (scan, palette) = read
        return scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }.map { pair in
            pair.review.map { "review \($0.kind): \($0.detail)" } ?? (T.hex(pair.background, .light, palette) ?? "?")
        }.sorted()
    }

    /// Kotlin `HomeActivity.display(fragment: Fragment)` replaces `R.id.home_content` with its parameter; the
    /// navigation listener's `when` passes `TideTableFragment()`: its text sits on the container's `@color/home_panel`.
    /// Java `StationActivity.showFragment(Fragment fragment)`, called from a `switch` with `new StationMapFragment()`:
    /// on `@color/station_panel`.
    @Test func aFragmentPassedToAHelperSitsInTheHelpersContainer() {
        #expect(Self.backgrounds("tide_table_title") == ["#e0f7fa"])
        #expect(Self.backgrounds("station_map_title") == ["#fff3e0"])
    }

    /// `AboutFragment` is passed to the Kotlin helper and to the Java one: it is shown in both activities, one pair
    /// on each container.
    @Test func aFragmentTwoActivitiesPlaceGetsBothHosts() {
        #expect(Self.backgrounds("about_title") == ["#e0f7fa", "#fff3e0"])
    }

    /// Kotlin `MenuEntry(val fragment: Fragment, …)` places its constructor property; `forecastEntry = MenuEntry(
    /// ForecastFragment(), …)` is the one construction: the forecast sits in `R.id.home_content`.
    @Test func aFragmentAConstructorPropertyHoldsIsTheConstructionsArgument() {
        #expect(Self.backgrounds("forecast_title") == ["#e0f7fa"])
    }

    /// Kotlin `enum class Screen(val create: () -> Fragment)` with `CHART(::ChartFragment)` and `MOON({ MoonFragment()
    /// })`, placed by `replace(R.id.home_content, screen.create())`; Java `enum StationTab` with
    /// `WAVES(WavesFragment::new)` and `WIND(() -> new WindFragment())`, placed by `add(R.id.station_content,
    /// tab.factory.get())`.
    @Test func aFragmentAnEnumConstantsFactoryCreatesIsPlacedWhereTheFactoryIsCalled() {
        #expect(Self.backgrounds("chart_title") == ["#e0f7fa"])
        #expect(Self.backgrounds("moon_title") == ["#e0f7fa"])
        #expect(Self.backgrounds("waves_title") == ["#fff3e0"])
        #expect(Self.backgrounds("wind_title") == ["#fff3e0"])
    }
}
