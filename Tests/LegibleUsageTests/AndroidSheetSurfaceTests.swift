import Testing
import LegiblePalette
import LegibleUsage

/// Bottom sheets whose surface a library style decides (material-components-android): a project sheet style built on
/// `Widget.Design.BottomSheet.Modal` draws `?android:attr/colorBackground`; a plain AppCompat theme with no
/// `bottomSheetDialogTheme` gets the design library's own `Theme.Design.Light.BottomSheetDialog`, a white sheet.
@Suite("Android bottom sheets on library surfaces")
struct AndroidSheetSurfaceTests {
    typealias T = AndroidTestSupport

    static func read(theme: String) -> UsageScan {
        let files: [String: String] = [
            "app/src/main/AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.Ledger" /></manifest>"#,
            "app/src/main/res/values/colors.xml": T.values(
                #"<color name="ink">#37474F</color><color name="page">#FFF3E0</color><color name="night_page">#263238</color>"#
            ),
            "app/src/main/res/values/themes.xml": T.values(theme),
            "app/src/main/res/layout/sheet_filters.xml": T.layout(
                #"<TextView android:id="@+id/filters_title" android:textColor="@color/ink" />"#),
            "app/src/main/java/org/ledger/FiltersSheet.kt": """
            package org.ledger

            class FiltersSheet : BottomSheetDialogFragment() {
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View =
                    inflater.inflate(R.layout.sheet_filters, container, false)
            }
            """,
        ]
        let project = AndroidProjectFiles.discover([T.project(files)])
        return AndroidLayoutReader.read(project, palette: AndroidResourceReader.read(files: project.values))
    }

    @Test func aSheetStyleOnTheDesignLibrarysModalDrawsTheColorBackground() throws {
        let scan = Self.read(
            theme: """
                <style name="Theme.Ledger" parent="Theme.AppCompat.Light.NoActionBar">
                    <item name="android:colorBackground">@color/page</item>
                    <item name="bottomSheetDialogTheme">@style/Ledger.SheetOverlay</item>
                </style>
                <style name="Ledger.SheetOverlay" parent="Theme.Design.Light.BottomSheetDialog">
                    <item name="android:colorBackground">@color/page</item>
                    <item name="bottomSheetStyle">@style/Ledger.Sheet</item>
                </style>
                <style name="Ledger.Sheet" parent="Widget.Design.BottomSheet.Modal" />
                """)
        let pair = try #require(T.pair(scan, "filters_title"))
        #expect(pair.review == nil)
        #expect(pair.background == .named("page"))
        #expect(pair.evidence.contains("Widget.Design.BottomSheet.Modal"))
    }

    @Test func anOverlayOnAnotherLibraryThemeLeavesTheSheetUnknown() throws {
        let scan = Self.read(
            theme: """
                <style name="Theme.Ledger" parent="Theme.AppCompat.Light.NoActionBar">
                    <item name="android:colorBackground">@color/page</item>
                    <item name="bottomSheetDialogTheme">@style/Ledger.DarkSheetOverlay</item>
                </style>
                <style name="Ledger.DarkSheetOverlay" parent="Theme.Design.BottomSheetDialog">
                    <item name="bottomSheetStyle">@style/Widget.Design.BottomSheet.Modal</item>
                </style>
                """)
        let pair = try #require(T.pair(scan, "filters_title"))
        #expect(pair.review?.kind == .hostUnknown)
        #expect(pair.review?.detail.contains("Theme.Design.BottomSheetDialog") == true)
    }

    @Test func aPlainAppCompatThemeGetsTheDesignLibrarysWhiteSheet() throws {
        let scan = Self.read(
            theme: """
                <style name="Theme.Ledger" parent="Theme.AppCompat.NoActionBar">
                    <item name="android:colorBackground">@color/night_page</item>
                </style>
                """)
        let pair = try #require(T.pair(scan, "filters_title"))
        #expect(pair.review == nil)
        #expect(T.hex(pair.background, .dark, Palette()) == "#ffffff")
        #expect(pair.evidence.contains("Theme.Design.Light.BottomSheetDialog"))
    }
}
