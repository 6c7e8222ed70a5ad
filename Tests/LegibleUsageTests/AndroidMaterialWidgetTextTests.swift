import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The text colors Material Components and Material 3 widget styles draw when the app writes none (issue 29;
/// `AndroidThemeDefaults.libraryStyleTexts`), in `Fixtures/android-material-widget-text/ferry`: each asserted in the
/// theme's colors per appearance, on the fill the style draws (`AndroidControlFills`) or the window under it.
@Suite("Android: text colors of Material widget styles")
struct AndroidMaterialWidgetTextTests {
    static let ferry = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-material-widget-text/ferry")]))

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            AndroidTestSupport.pair(ferry, id),
            "no pair for \(id): \(ferry.diagnostics.map(\.message).filter { $0.contains(id) || $0.contains("not checked") })"
        )
    }

    /// (light, dark) hex of a pair's text and of the layer under it; the pair is asserted (no review).
    static func colors(_ id: String) throws -> (text: [String?], under: [String?]) {
        let pair = try pair(id)
        #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
        let appearances: [Appearance] = [.light, .dark]
        return (
            appearances.map { AndroidTestSupport.hex(pair.foreground, $0, Palette()) },
            appearances.map { AndroidTestSupport.hex(pair.background, $0, Palette()) }
        )
    }

    static let m3Window = ["#fef7ff", "#141218"]

    // MARK: Material 3 buttons

    /// `?attr/materialButtonOutlinedStyle`, which the app's theme leaves to Material 3 (`Widget.Material3.Button.
    /// OutlinedButton`): primary text on the window, as the outlined button draws no fill.
    @Test func anOutlinedButtonNamedByItsThemeAttributeDrawsPrimaryOnTheWindow() throws {
        let timetable = try Self.colors("timetable_button")
        #expect(timetable.text == ["#00639b", "#93ccff"], "\(timetable)")
        #expect(timetable.under == Self.m3Window, "\(timetable)")
        #expect(try Self.pair("timetable_button").evidence.contains("Widget.Material3.Button.OutlinedButton"))
    }

    /// `Widget.Material3.Button.TextButton`: primary text on the window.
    @Test func aTextButtonDrawsPrimaryOnTheWindow() throws {
        let skip = try Self.colors("skip_button")
        #expect(skip.text == ["#00639b", "#93ccff"], "\(skip)")
        #expect(skip.under == Self.m3Window, "\(skip)")
    }

    /// `Widget.Material3.Button.TonalButton`: on-secondary-container on secondary-container.
    @Test func aTonalButtonDrawsOnSecondaryContainerOnItsContainer() throws {
        let save = try Self.colors("save_button")
        #expect(save.text == ["#0d1d2a", "#d4e4f6"], "\(save)")
        #expect(save.under == ["#d4e4f6", "#3a4857"], "\(save)")
    }

    /// `?attr/materialButtonTonalStyle` (Material 3's `Widget.Material3.Button.TonalButton`) and Material 3
    /// Expressive's tonal button: on-secondary-container on their secondary-container fill; Expressive's outlined
    /// button reads `colorOnSurfaceVariant` (Material 3's #49454F / #CAC4D0) on the window.
    @Test func tonalByAttributeAndExpressiveButtonsDrawTheirOverlaysColors() throws {
        for id in ["plan_button", "share_button"] {
            let tonal = try Self.colors(id)
            #expect(tonal.text == ["#0d1d2a", "#d4e4f6"], "\(id): \(tonal)")
            #expect(tonal.under == ["#d4e4f6", "#3a4857"], "\(id): \(tonal)")
        }
        let map = try Self.colors("map_button")
        #expect(map.text == ["#49454f", "#cac4d0"], "\(map)")
        #expect(map.under == Self.m3Window, "\(map)")
    }

    /// A tonal button under a Material 3 theme that leaves `colorOnSecondaryContainer` to the library: its light
    /// default depends on the device's Android version, so the text is not checked, saying so.
    @Test func aTonalButtonOnTheLibrarysOnSecondaryContainerIsNotCheckedSayingWhy() throws {
        #expect(AndroidTestSupport.pair(Self.ferry, "plain_save_button") == nil)
        let why = Self.ferry.diagnostics.first { $0.message.contains("plain_save_button") }?.message
        #expect(why?.contains("depends on the device") == true, "\(String(describing: why))")
        #expect(why?.contains("Android 15") == true, "\(String(describing: why))")
    }

    /// An icon button with no text draws no text: no pair and no "not checked"; a filled icon button with text draws
    /// it in on-primary on primary, like the plain `Button` (the theme's `materialButtonStyle`, `Widget.Material3.Button`).
    @Test func anIconButtonWithoutTextIsNoTextAndOneWithTextIsChecked() throws {
        #expect(AndroidTestSupport.pair(Self.ferry, "anchor_button") == nil)
        #expect(!Self.ferry.diagnostics.contains { $0.message.contains("anchor_button") })
        for id in ["go_button", "board_button"] {
            let button = try Self.colors(id)
            #expect(button.text == ["#ffffff", "#003351"], "\(id): \(button)")
            #expect(button.under == ["#00639b", "#93ccff"], "\(id): \(button)")
        }
    }

    /// An app style that sets its own `materialThemeOverlay` over a library button style may remap the attribute the
    /// library's color list reads: not checked, naming the overlay.
    @Test func anAppButtonStyleWithItsOwnOverlayIsNotChecked() throws {
        #expect(AndroidTestSupport.pair(Self.ferry, "cancel_button") == nil)
        let why = Self.ferry.diagnostics.first { $0.message.contains("cancel_button") }?.message
        #expect(why?.contains("ThemeOverlay.Ferry.Warning") == true, "\(String(describing: why))")
    }

    // MARK: Material 3 text fields, dropdown, chip, popup appearance

    /// The theme's `textInputStyle` (Material 3: outlined) gives its `TextInputEditText`
    /// `Widget.Material3.TextInputEditText.OutlinedBox`: on-surface, on the window (no box fill).
    @Test func anOutlinedTextFieldDrawsOnSurface() throws {
        let port = try Self.colors("port_input")
        #expect(port.text == ["#1d1b20", "#e6e0e9"], "\(port)")
        #expect(port.under == Self.m3Window, "\(port)")
        #expect(try Self.pair("port_input").evidence.contains("Widget.Material3.TextInputEditText.OutlinedBox"))
    }

    /// A filled Material 3 text field: on-surface on the box, surface-container-highest.
    @Test func aFilledTextFieldDrawsOnSurfaceOnItsBox() throws {
        let berth = try Self.colors("berth_input")
        #expect(berth.text == ["#1d1b20", "#e6e0e9"], "\(berth)")
        #expect(berth.under == ["#e6e0e9", "#36343b"], "\(berth)")
    }

    /// The exposed dropdown menu's `MaterialAutoCompleteTextView` (`Widget.Material3.AutoCompleteTextView.OutlinedBox`,
    /// which sets no color: `?android:attr/editTextColor`, the theme's primary text).
    @Test func anExposedDropdownMenuDrawsTheEditTextColor() throws {
        let route = try Self.colors("route_menu")
        #expect(route.text == ["#1d1b20", "#e6e0e9"], "\(route)")
        #expect(route.under == Self.m3Window, "\(route)")
    }

    /// `?attr/textAppearanceLargePopupMenu`, which Material 3 points at `textAppearanceBodyLarge`: primary text.
    @Test func theLargePopupMenuAppearanceIsBodyLarge() throws {
        let crossing = try Self.pair("crossing_label")
        #expect(AndroidTestSupport.hex(crossing.foreground, .light, Palette()) == "#1d1b20", "\(crossing.foreground)")
        #expect(crossing.evidence.contains("TextAppearance.Material3.BodyLarge"), "\(crossing.evidence)")
    }

    /// A chip's text sits on a fill with alpha that Legible does not compute: still not checked, saying why.
    @Test func aChipStaysNotChecked() throws {
        #expect(AndroidTestSupport.pair(Self.ferry, "night_chip") == nil)
        let why = Self.ferry.diagnostics.first {
            $0.location.keyPath == "com.google.android.material.chip.Chip/@android:textColor"
        }
        #expect(why?.message.contains("Chip") == true, "\(String(describing: why?.message))")
    }

    // MARK: Material Components (the legacy activity)

    /// Material Components' outlined (`materialButtonOutlinedStyle`) and text buttons: primary on the window, where
    /// the filled one (`Widget.MaterialComponents.Button`, the theme's `materialButtonStyle`) draws on-primary on
    /// primary.
    @Test func materialComponentsOutlinedAndTextButtonsDrawPrimaryOnTheWindow() throws {
        let board = try Self.colors("legacy_board_button")
        #expect(board.text == ["#ffffff", "#00390a"], "\(board)")
        #expect(board.under == ["#1b5e20", "#a5d6a7"], "\(board)")
        for id in ["legacy_timetable_button", "legacy_skip_button"] {
            let button = try Self.colors(id)
            #expect(button.text == ["#1b5e20", "#a5d6a7"], "\(id): \(button)")
            #expect(button.under == ["#ffffff", "#121212"], "\(id): \(button)")
        }
    }

    /// Material Components' outlined text field and dropdown: the edit text color, AppCompat's primary text
    /// (`#DE000000` light, white dark) on the window.
    @Test func materialComponentsFieldsDrawTheEditTextColor() throws {
        for id in ["legacy_port_input", "legacy_route_menu"] {
            let field = try Self.colors(id)
            #expect(field.text == ["#000000de", "#ffffff"], "\(id): \(field)")
            #expect(field.under == ["#ffffff", "#121212"], "\(id): \(field)")
        }
    }
}
