import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Hosts of the fixture app `Fixtures/android-hosts` (issue 29): app widgets the launcher draws over the wallpaper
/// (`RemoteViews` in Kotlin and Java, `<appwidget-provider>` files), and the fills of Material and androidx cards
/// (a card's style, the `defStyleAttr` its class passes, the theme's default card style).
@Suite("Android hosts: app widgets and card fills")
struct AndroidWidgetAndCardTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }
    func background(_ id: String, _ appearance: Appearance) throws -> String? {
        AndroidTestSupport.hex(try pair(id).background, appearance, Self.palette)
    }

    // MARK: App widgets

    /// `widget_tide.xml` draws `@color/widget_navy` on its root and no code replaces it: its title is a pair.
    @Test func aWidgetTextOnAnOpaqueRootNoCodeReplacesIsAPair() throws {
        let title = try pair("tide_widget_place")
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(try background("tide_widget_place", .light) == "#0b2545")
    }

    /// `TideWidgetViews.build` sets `R.color.tide_high` on `R.id.tide_widget_height` through `RemoteViews`: the text
    /// color is that one, not the layout's `widget_muted`.
    @Test func aRemoteViewsTextColorWithAKnownValueReplacesTheLayouts() throws {
        let height = try pair("tide_widget_height")
        #expect(AndroidTestSupport.hex(height.foreground, .light, Self.palette) == "#ffd166")
        #expect(height.evidence.contains("TideWidgetViews.kt"), "\(height.evidence)")
        #expect(height.review == nil, "\(String(describing: height.review))")
    }

    /// A widget's theme attributes are resolved by the launcher's context, not the app's theme.
    @Test func aWidgetColorThroughAThemeAttributeNeedsReview() throws {
        let hint = try pair("tide_widget_hint")
        #expect(hint.review?.kind == .appWidget, "\(String(describing: hint.review))")
        #expect(hint.review?.detail.contains("widget_tide.xml") == true)
    }

    /// The preview layout `tide_widget_info.xml` names draws no background: on the launcher the wallpaper is under its
    /// text. `WidgetSetupActivity` also includes it on a navy frame: that site is a pair of its own.
    @Test func aWidgetLayoutWithoutAnOpaqueBackgroundNeedsReview() throws {
        let sites = Self.scan.pairs.filter { $0.site.elementID == "@+id/preview_place" }
        #expect(sites.count == 2)
        let launcher = try #require(sites.first { $0.review != nil })
        #expect(launcher.review?.kind == .appWidget, "\(String(describing: launcher.review))")
        #expect(launcher.review?.detail.contains("wallpaper") == true)
        #expect(launcher.review?.detail.contains("tide_widget_info.xml") == true)
        let preview = try #require(sites.first { $0.review == nil })
        #expect(AndroidTestSupport.hex(preview.background, .light, Self.palette) == "#0b2545")
    }

    /// `NextTideWidget.java` swaps the root's background for one of two drawables by a user setting, and sets the
    /// time's text color to a stored value: both need review (set in code), not the layout's navy.
    @Test func aWidgetBackgroundOrTextColorChosenInCodeNeedsReview() throws {
        let label = try pair("next_tide_label")
        #expect(label.review?.kind == .setInCode, "\(String(describing: label.review))")
        #expect(label.review?.detail.contains("NextTideWidget.java") == true)
        let time = try pair("next_tide_time")
        #expect(time.review?.kind == .setInCode, "\(String(describing: time.review))")
    }

    // MARK: Card fills

    /// `style="@style/Widget.Material3.CardView.Filled"`: `?attr/colorSurfaceContainerHighest`.
    @Test func aFilledMaterial3CardFillsWithSurfaceContainerHighest() throws {
        #expect(try background("today_title", .light) == "#e6e0e9")
        #expect(try background("today_title", .dark) == "#36343b")
        #expect(try pair("today_title").evidence.contains("Widget.Material3.CardView.Filled"))
    }

    /// `StationCard : MaterialCardView(context, attrs, R.attr.materialCardViewElevatedStyle)` (Kotlin): elevated,
    /// `?attr/colorSurfaceContainerLow`.
    @Test func aKotlinCardClassPassingTheElevatedStyleAttributeFillsWithSurfaceContainerLow() throws {
        #expect(try background("station_name", .light) == "#f7f2fa")
        #expect(try background("station_name", .dark) == "#1d1b20")
    }

    /// `ForecastCard extends RoundedCard`, whose Java constructor calls `super(context, attrs,
    /// R.attr.materialCardViewFilledStyle)` in another file: filled.
    @Test func aJavaCardClassInheritsItsBaseClassesDefStyleAttribute() throws {
        #expect(try background("forecast_summary", .light) == "#e6e0e9")
    }

    /// A `MaterialCardView` with no style: Material 3's `materialCardViewStyle`, outlined, on the app's `colorSurface`.
    @Test func aMaterialCardWithoutAStyleTakesTheThemesDefaultCardStyle() throws {
        #expect(try background("moon_phase", .light) == "#faf6ee")
        #expect(try pair("moon_phase").evidence.contains("materialCardViewStyle"))
    }

    /// androidx `CardView`: `cardview_light_background` on the light `android:colorBackground`,
    /// `cardview_dark_background` on the night one.
    @Test func anAndroidxCardViewFillsByTheLightnessOfTheColorBackground() throws {
        #expect(try background("sunrise_time", .light) == "#ffffff")
        #expect(try background("sunrise_time", .dark) == "#424242")
    }
}
