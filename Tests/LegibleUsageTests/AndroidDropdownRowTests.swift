import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Rows an adapter draws for an auto-complete field or a spinner (issue 29), in the fixture app
/// `Fixtures/android-hosts`: they are drawn in the widget's dropdown popup, not inside the widget on the window.
@Suite("Android: dropdown rows on their popup")
struct AndroidDropdownRowTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `HarbourAdapter` (Kotlin `ArrayAdapter`) filling a `MaterialAutoCompleteTextView` under Material 3: the menu's
    /// `?attr/colorSurfaceContainer`, not the activity's window.
    @Test func anAutoCompleteRowSitsOnTheMaterial3MenuContainer() throws {
        let option = try pair("harbour_option")
        #expect(AndroidTestSupport.hex(option.background, .light, Self.palette) == "#f3edf7")
        #expect(AndroidTestSupport.hex(option.background, .dark, Self.palette) == "#211f26")
        #expect(option.evidence.contains("dropdown popup"), "\(option.evidence)")
        #expect(option.review == nil, "\(String(describing: option.review))")
    }

    /// `UnitsAdapter` (Java `BaseAdapter`) given to a `Spinner` with `android:popupBackground="@drawable/popup_panel"`
    /// (a shape of `@color/widget_light`), inside a sand panel a library recolors: the popup's color, not the panel's.
    @Test func aSpinnerRowSitsOnThePopupBackgroundItsWidgetSets() throws {
        let unit = try pair("unit_name")
        #expect(AndroidTestSupport.hex(unit.background, .light, Self.palette) == "#f4f4f4")
        #expect(unit.review == nil, "\(String(describing: unit.review))")
    }
}
