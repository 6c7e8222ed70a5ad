import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Theme resolution (issue 29), on `Fixtures/android-theme-attributes`: a view theme overlay named through a theme
/// attribute, whose theme-level text color and background hold for every view under it; a Bridge theme's
/// `TextInputLayout`, which has no `textInputStyle`; and a button's own bezel under its label.
@Suite("Android: overlays named through attributes, Bridge text fields, button bezels")
struct AndroidThemeAttributeTests {
    typealias T = AndroidTestSupport

    static func read(_ name: String) -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-theme-attributes/\(name)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    static let overlay = read("attribute-overlay")
    static let textField = read("bridge-text-field")
    static let bezel = read("button-bezel")

    // MARK: An overlay named through a theme attribute

    /// `android:theme="?attr/panelTheme"` is `NotesPanel.Light` in the light theme and `NotesPanel.Dark` in the dark
    /// one: each overlay's `android:textColor` and `android:background` are the title's.
    @Test func anOverlayNamedThroughAnAttributeIsTheStyleEachThemeGivesIt() throws {
        let (palette, scan) = Self.overlay
        let title = try #require(T.pair(scan, "panel_title"))
        #expect(T.hex(title.foreground, .light, palette) == "#3e2723", "\(title.evidence)")
        #expect(T.hex(title.background, .light, palette) == "#fff8e1", "\(title.evidence)")
        #expect(T.hex(title.foreground, .dark, palette) == "#e0e0e0", "\(title.evidence)")
        #expect(T.hex(title.background, .dark, palette) == "#1b1b1f", "\(title.evidence)")
        #expect(title.review == nil, "\(String(describing: title.review))")
    }

    /// The overlay's `android:textColor` wins over the caption's text appearance (the theme is the last fallback of
    /// `obtainStyledAttributes`, applied after the appearance).
    @Test func anOverlaysTextColorWinsOverTheTextAppearance() throws {
        let (palette, scan) = Self.overlay
        let caption = try #require(T.pair(scan, "panel_caption"))
        #expect(T.hex(caption.foreground, .light, palette) == "#3e2723", "\(caption.evidence)")
        #expect(T.hex(caption.foreground, .dark, palette) == "#e0e0e0", "\(caption.evidence)")
        #expect(T.hex(caption.background, .dark, palette) == "#1b1b1f", "\(caption.evidence)")
    }

    /// An overlay named directly (`@style/NotesBadge`) follows the same rule: its background is the text view's own.
    @Test func aNamedOverlaysBackgroundIsTheTextViewsOwn() throws {
        let (palette, scan) = Self.overlay
        let badge = try #require(T.pair(scan, "badge"))
        #expect(T.hex(badge.foreground, .light, palette) == "#3e2723", "\(badge.evidence)")
        #expect(T.hex(badge.background, .light, palette) == "#ffb300", "\(badge.evidence)")
        #expect(T.hex(badge.background, .dark, palette) == "#ffb300", "\(badge.evidence)")
        #expect(
            badge.evidence.contains("own android:background @color/amber from theme NotesBadge"), "\(badge.evidence)")
    }

    /// Text outside both overlays keeps the window (AppCompat's, under a Bridge theme).
    @Test func textOutsideTheOverlaysIsOnTheWindow() throws {
        let (palette, scan) = Self.overlay
        let footer = try #require(T.pair(scan, "footer"))
        #expect(T.hex(footer.background, .light, palette) == "#fafafa", "\(footer.evidence)")
        #expect(T.hex(footer.background, .dark, palette) == "#303030", "\(footer.evidence)")
    }

    // MARK: A Bridge theme's TextInputLayout

    /// No `textInputStyle` under a Bridge theme: `Widget.Design.TextInputLayout` draws no box, so the field's text is on
    /// the screen's `#FAF0E6`, not on a 12 % filled box.
    @Test func aBridgeThemesFieldIsOnWhatIsUnderIt() throws {
        let (palette, scan) = Self.textField
        let field = try #require(T.pair(scan, "username"))
        #expect(T.hex(field.background, .light, palette) == "#faf0e6", "\(field.evidence)")
        #expect(!field.evidence.contains("filled box"), "\(field.evidence)")
        #expect(field.review == nil, "\(String(describing: field.review))")
    }

    /// Its focused label is `TextAppearance.Design.Hint`'s `?attr/colorControlActivated`: AppCompat's
    /// `?attr/colorAccent`, the app's `#D84315`.
    @Test func aBridgeThemesFocusedLabelIsColorControlActivated() throws {
        let (palette, scan) = Self.textField
        let label = try #require(T.pair(scan, "username", "android:textColorHint"))
        #expect(T.hex(label.foreground, .light, palette) == "#d84315", "\(label.evidence)")
        #expect(T.hex(label.background, .light, palette) == "#faf0e6", "\(label.evidence)")
        #expect(label.evidence.contains("TextAppearance.Design.Hint"), "\(label.evidence)")
    }

    // MARK: A button's own bezel

    /// An `AppCompatButton` over a photo: its label is on its bezel, the theme's `colorButtonNormal` `#37474F`.
    @Test func anAppCompatButtonsLabelIsOnItsBezel() throws {
        let (palette, scan) = Self.bezel
        let sharpen = try #require(T.pair(scan, "sharpen"))
        #expect(T.hex(sharpen.foreground, .light, palette) == "#ffffff", "\(sharpen.evidence)")
        #expect(T.hex(sharpen.background, .light, palette) == "#37474f", "\(sharpen.evidence)")
        #expect(sharpen.review == nil, "\(String(describing: sharpen.review))")
    }

    /// A `<Button>` under a Bridge theme is an `AppCompatButton` (no Material view inflater): the same bezel, not
    /// `colorPrimary` `#4A148C`.
    @Test func aButtonTagUnderABridgeThemeIsAnAppCompatButton() throws {
        let (palette, scan) = Self.bezel
        let crop = try #require(T.pair(scan, "crop"))
        #expect(T.hex(crop.background, .light, palette) == "#37474f", "\(crop.evidence)")
        #expect(crop.review == nil, "\(String(describing: crop.review))")
    }

    /// `Widget.AppCompat.Button.Colored` is tinted `colorAccent`; a borderless button draws no fill, so the photo is
    /// under its label.
    @Test func aColoredButtonIsOnTheAccentAndABorderlessOneOnThePhoto() throws {
        let (palette, scan) = Self.bezel
        let save = try #require(T.pair(scan, "save"))
        #expect(T.hex(save.background, .light, palette) == "#00bfa5", "\(save.evidence)")
        #expect(save.review == nil, "\(String(describing: save.review))")
        let undo = try #require(T.pair(scan, "undo"))
        #expect(undo.review?.kind == .image, "\(String(describing: undo.review))")
    }
}
