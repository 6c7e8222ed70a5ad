import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// An app widget whose root sets `android:theme` to a theme built on `Theme.Material3.DynamicColors.*`
/// (`Fixtures/android-widget-dynamic-theme`): the launcher's theme does not decide its colors, the wallpaper does on
/// Android 12+, and the review says so.
@Suite("Android: app widgets themed with a dynamic-color theme")
struct AndroidWidgetDynamicThemeTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-widget-dynamic-theme")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `widget_pollen.xml`'s root: `android:theme="@style/Theme.Pollen.Widget"` (a `Theme.Material3.DynamicColors`
    /// child), `?android:attr/colorBackground` under `?android:attr/textColorPrimary`.
    @Test func aWidgetThemedWithADynamicColorThemeNeedsReviewForTheWallpaper() throws {
        let pair = try #require(T.pair(Self.scan, "pollen_widget_title"))
        let review = try #require(pair.review)
        #expect(review.kind == .dynamicColor, "\(review)")
        #expect(review.detail.contains("android:theme Theme.Pollen.Widget inherits Theme.Material3.DynamicColors"))
        #expect(review.detail.contains("widget_pollen.xml is an app widget"), "\(review.detail)")
    }

    /// `widget_count.xml` sets no theme: its theme attributes are the launcher's.
    @Test func aWidgetWithoutAThemeOfItsOwnKeepsTheLaunchersTheme() throws {
        let pair = try #require(T.pair(Self.scan, "count_widget_value"))
        #expect(pair.review?.kind == .appWidget, "\(String(describing: pair.review))")
    }
}
