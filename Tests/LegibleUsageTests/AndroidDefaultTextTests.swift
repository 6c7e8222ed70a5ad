import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Text drawn in the theme's default colors (issue 29), in the four apps of `Fixtures/android-default-text`: none of
/// their text views sets a text color, so each is checked in its widget's default (`AndroidDefaultTextColor`), or
/// said not checked with the reason, never skipped.
@Suite("Android: text in the widgets' default colors")
struct AndroidDefaultTextTests {
    static func scan(_ app: String) -> UsageScan {
        AndroidLayoutReader.read(AndroidProjectFiles.discover([TestPaths.fixture("android-default-text/\(app)")]))
    }

    static let pantry = scan("pantry")
    static let trails = scan("trails")
    static let tides = scan("tides")
    static let lantern = scan("lantern")

    static func pair(_ scan: UsageScan, _ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(scan, id), "no pair for \(id): \(scan.diagnostics.map(\.message))")
    }

    /// The warning saying why the text of element `id` (written as `tag` in the layout) is not checked.
    static func notChecked(_ scan: UsageScan, _ tag: String) -> String? {
        scan.diagnostics.first {
            $0.location.keyPath == "\(tag)/@android:textColor" && $0.message.contains("not checked")
        }?.message
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance = .light) -> String? {
        AndroidTestSupport.hex(color, appearance, Palette())
    }

    // MARK: AppCompat (pantry): the theme sets `android:textAppearanceSmall`

    /// A plain `TextView` under AppCompat takes `Widget.TextView`'s `?attr/textAppearanceSmall`, which the app's theme
    /// points at its own appearance (`@color/cocoa`), over the window's `#FAFAFA`.
    @Test func aTextViewTakesTheAppearanceTheThemeGivesTextAppearanceSmall() throws {
        let title = try Self.pair(Self.pantry, "shelf_title")
        #expect(title.foreground == .named("cocoa"), "\(title.foreground)")
        #expect(Self.hex(title.background) == "#fafafa", "\(title.background)")
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(title.evidence.contains("textAppearanceSmall"), "\(title.evidence)")
    }

    /// A text view with no `android:text` in the layout is still text (code sets it), and the evidence says so.
    @Test func aTextViewWithNoTextInTheLayoutCountsAndSaysCodeSetsIt() throws {
        let count = try Self.pair(Self.pantry, "shelf_count")
        #expect(count.foreground == .named("cocoa"))
        #expect(count.evidence.contains("code sets its text"), "\(count.evidence)")
        let title = try Self.pair(Self.pantry, "shelf_title")
        #expect(!title.evidence.contains("code sets its text"), "\(title.evidence)")
    }

    /// `AmountLabel : AppCompatTextView` (in the app's code) is a `TextView` with the same default, asserted.
    @Test func anAppClassBuiltOnATextViewTakesTheTextViewDefault() throws {
        let amount = try Self.pair(Self.pantry, "shelf_amount")
        #expect(amount.foreground == .named("cocoa"))
        #expect(amount.review == nil, "\(String(describing: amount.review))")
        #expect(amount.evidence.contains("AmountLabel"), "\(amount.evidence)")
    }

    /// `com.acme.widgets.PriceTextView` is not in the repository: checked as a `TextView`, but needing review (the
    /// library class may draw its text in another color).
    @Test func aLibraryTextViewNeedsReview() throws {
        let price = try Self.pair(Self.pantry, "shelf_price")
        #expect(price.foreground == .named("cocoa"))
        #expect(price.review?.kind == .customDrawing, "\(String(describing: price.review))")
        #expect(price.review?.detail.contains("PriceTextView") == true, "\(String(describing: price.review))")
    }

    /// A library view of unknown kind with `android:text` is not checked, with the reason; one with no text
    /// attribute (a divider) and an image are no text use at all.
    @Test func anUnknownViewWithTextIsNotCheckedAndViewsWithoutTextStayOut() throws {
        let trend = try #require(Self.notChecked(Self.pantry, "com.acme.widgets.Sparkline"))
        #expect(trend.contains("Sparkline"), "\(trend)")
        #expect(AndroidTestSupport.pair(Self.pantry, "shelf_rule") == nil)
        #expect(Self.notChecked(Self.pantry, "com.acme.widgets.Divider") == nil)
        #expect(AndroidTestSupport.pair(Self.pantry, "shelf_photo") == nil)
        #expect(Self.notChecked(Self.pantry, "ImageView") == nil)
        // title, count, amount, price, trend, search, check box, button.
        #expect(Self.pantry.elementsWithTextColor == 8, "\(Self.pantry.elementsWithTextColor)")
    }

    /// `EditText` draws `?attr/editTextColor` (AppCompat: `?android:attr/textColorPrimary`, 87 % black); a check box
    /// `?attr/textColorPrimaryDisableOnly` (black).
    @Test func anEditTextAndACheckBoxTakeTheirStylesOwnTextColors() throws {
        let search = try Self.pair(Self.pantry, "shelf_search")
        #expect(Self.hex(search.foreground) == "#000000de", "\(search.foreground)")
        #expect(search.review == nil, "\(String(describing: search.review))")
        let check = try Self.pair(Self.pantry, "shelf_only_open")
        #expect(Self.hex(check.foreground) == "#000000", "\(check.foreground)")
    }

    /// An AppCompat `Button` draws AppCompat's bezel, `?attr/colorButtonNormal` (AppCompat's `#D6D7D7` by day).
    @Test func anAppCompatButtonIsOnItsBezel() throws {
        let add = try Self.pair(Self.pantry, "shelf_add")
        #expect(Self.hex(add.foreground) == "#000000de", "\(add.foreground)")
        #expect(Self.hex(add.background) == "#d6d7d7", "\(add.evidence)")
        #expect(add.review == nil, "\(String(describing: add.review))")
    }

    // MARK: Material Components (trails), day and night

    /// Under Material Components a `TextView` draws `?android:attr/textColorTertiary`: 54 % black by day, 70 % white
    /// by night, over the surface (`#FFFFFF`, `#121212`).
    @Test func aMaterialComponentsTextViewDrawsTertiaryTextInBothAppearances() throws {
        let name = try Self.pair(Self.trails, "trail_name")
        #expect(Self.hex(name.foreground, .light) == "#0000008a", "\(name.foreground)")
        #expect(Self.hex(name.foreground, .dark) == "#ffffffb3", "\(name.foreground)")
        #expect(Self.hex(name.background, .dark) == "#121212", "\(name.background)")
        #expect(name.review == nil)
    }

    /// A `<Button>` becomes a `MaterialButton`: `?attr/colorOnPrimary` on its `?attr/colorPrimary` fill.
    @Test func aMaterialButtonDrawsOnPrimaryOverPrimary() throws {
        let start = try Self.pair(Self.trails, "trail_start")
        #expect(start.foreground == .named("snow"), "\(start.foreground)")
        #expect(start.background == .named("pine"), "\(start.background)")
        #expect(start.review == nil, "\(String(describing: start.review))")
    }

    /// A library style on the element (a text button) sets its own text color: Material Components' text button
    /// draws `?attr/colorPrimary` (`AndroidThemeDefaults.libraryStyleTexts`), named in the evidence.
    @Test func aLibraryStyleOnTheElementGivesItsOwnTextColor() throws {
        let share = try Self.pair(Self.trails, "trail_share")
        #expect(share.foreground == .named("pine"), "\(share.foreground)")
        #expect(share.evidence.contains("Widget.MaterialComponents.Button.TextButton"), "\(share.evidence)")
        #expect(Self.notChecked(Self.trails, "Button") == nil)
        let loop = try Self.pair(Self.trails, "trail_loop_only")
        #expect(Self.hex(loop.foreground, .dark) == "#ffffff", "\(loop.foreground)")
    }

    /// `?attr/textAppearanceCaption`, which the app's theme does not set, is Material Components'
    /// `TextAppearance.MaterialComponents.Caption`, which inherits AppCompat's Caption: `?android:textColorSecondary`.
    @Test func aLibraryTextAppearanceGivesItsInheritedColor() throws {
        let length = try Self.pair(Self.trails, "trail_length")
        #expect(Self.hex(length.foreground, .light) == "#0000008a", "\(length.foreground)")
        #expect(length.evidence.contains("TextAppearance.MaterialComponents.Caption"), "\(length.evidence)")
    }

    // MARK: Material 3 (tides): the theme sets `android:textViewStyle`

    /// The theme's `android:textViewStyle` (an app style with a text appearance) gives every `TextView` its color.
    @Test func theThemesTextViewStyleGivesTheColor() throws {
        let name = try Self.pair(Self.tides, "harbour_name")
        #expect(name.foreground == .named("deep_sea"), "\(name.foreground)")
        #expect(name.evidence.contains("android:textViewStyle"), "\(name.evidence)")
        let alerts = try Self.pair(Self.tides, "harbour_alerts")
        #expect(Self.hex(alerts.foreground) == "#1d1b20", "\(alerts.foreground)")
        #expect(Self.hex(alerts.background) == "#fef7ff", "\(alerts.background)")
    }

    /// An appearance written on the element replaces the default style's: `TextAppearance.Material3.TitleMedium`
    /// (AppCompat's Subhead) draws `?android:textColorPrimary`, Material 3's on-surface.
    @Test func theElementsOwnLibraryAppearanceReplacesTheDefaultStyles() throws {
        let depth = try Self.pair(Self.tides, "harbour_depth")
        #expect(Self.hex(depth.foreground) == "#1d1b20", "\(depth.foreground)")
    }

    /// A field in a Material 3 `TextInputLayout` takes the library's input text color
    /// (`m3_textfield_input_text_color`): on-surface.
    @Test func aMaterial3TextFieldDrawsTheInputTextColor() throws {
        let note = try Self.pair(Self.tides, "harbour_note")
        #expect(Self.hex(note.foreground) == "#1d1b20", "\(note.foreground)")
        #expect(note.evidence.contains("TextInputLayout"), "\(note.evidence)")
    }

    // MARK: Framework theme (lantern)

    /// `android:Theme.Material.Light`: tertiary text over `background_material_light`; the button needs review; a
    /// `ToggleButton` (default not listed) is not checked.
    @Test func aFrameworkThemeAppIsCheckedWithTheFrameworkDefaults() throws {
        let level = try Self.pair(Self.lantern, "torch_level")
        #expect(Self.hex(level.foreground) == "#0000008a", "\(level.foreground)")
        #expect(Self.hex(level.background) == "#fafafa", "\(level.background)")
        #expect(level.review == nil, "\(String(describing: level.review))")
        let toggle = try Self.pair(Self.lantern, "torch_toggle")
        #expect(toggle.review?.kind == .customDrawing, "\(String(describing: toggle.review))")
        let strobe = try #require(Self.notChecked(Self.lantern, "ToggleButton"))
        #expect(strobe.contains("ToggleButton"), "\(strobe)")
    }
}
