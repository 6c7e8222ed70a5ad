import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Material dynamic colors (issue 29): colors going through the roles the wallpaper decides on Android 12+ need
/// review; fixed `@color/` resources stay asserted. `Fixtures/android-screens/garden` applies them in code
/// (`DynamicColors.applyToActivitiesIfAvailable(this)` in its `Application`, Java); a theme built on
/// `Theme.Material3.DynamicColors.DayNight` is written here.
@Suite("Android: dynamic colors")
struct AndroidDynamicColorTests {
    static let garden = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-screens/garden")]))

    func pair(_ scan: UsageScan, _ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(scan, id), "no pair for \(id)")
    }

    /// `?attr/colorPrimary`: the app theme sets it to `@color/leaf`, but the overlay the code applies replaces it.
    /// `@color/bark` on `@color/soil`, both fixed, stays asserted.
    @Test func aThemeRoleTheCodesDynamicColorsReplaceNeedsReviewAndFixedColorsStay() throws {
        let title = try pair(Self.garden, "plot_title")
        #expect(title.review?.kind == .dynamicColor, "\(String(describing: title.review))")
        #expect(title.review?.detail.contains("GardenApplication.java:11") == true)
        #expect(title.review?.detail.contains("colorPrimary") == true)
        #expect(try pair(Self.garden, "plot_note").review == nil)
    }

    /// Fixed text on the window: the window is `android:colorBackground`, a role the overlay replaces.
    @Test func fixedTextOnTheDynamicWindowBackgroundNeedsReview() throws {
        let caption = try pair(Self.garden, "plot_caption")
        #expect(caption.review?.kind == .dynamicColor, "\(String(describing: caption.review))")
        #expect(caption.review?.detail.contains("colorBackground") == true)
    }

    /// A theme inheriting `Theme.Material3.DynamicColors.DayNight`: a role the app's theme leaves to the library
    /// (`colorOnSurface`) is the wallpaper's; one it sets to a fixed color (`colorPrimary`, `colorSurface`) is not.
    @Test func aDynamicColorsThemeLeavesOnlyTheRolesTheAppSetsFixed() throws {
        typealias T = AndroidTestSupport
        let root = T.project([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme" /></manifest>"#,
            "res/values/colors.xml": T.values(
                #"<color name="brand">#0B3D91</color><color name="card">#FFFFFF</color>"#),
            "res/values/themes.xml": T.values(
                """
                <style name="AppTheme" parent="Theme.Material3.DynamicColors.DayNight">
                    <item name="colorPrimary">@color/brand</item><item name="colorSurface">@color/card</item>
                </style>
                """),
            "res/layout/screen.xml": T.layout(
                """
                <FrameLayout android:background="?attr/colorSurface">
                    <TextView android:id="@+id/brand_label" android:textColor="?attr/colorPrimary" />
                    <TextView android:id="@+id/body_label" android:textColor="?attr/colorOnSurface" />
                </FrameLayout>
                """),
        ])
        let scan = AndroidLayoutReader.read(AndroidProjectFiles.discover([root]))
        #expect(try pair(scan, "brand_label").review == nil)
        let body = try pair(scan, "body_label")
        #expect(body.review?.kind == .dynamicColor, "\(String(describing: body.review))")
        #expect(body.review?.detail.contains("Theme.Material3.DynamicColors.DayNight") == true)
    }
}
