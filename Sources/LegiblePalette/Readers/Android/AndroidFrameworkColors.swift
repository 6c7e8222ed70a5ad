import LegibleCore

/// The Android framework's public colors (`android.R.color`) that have one fixed value.
///
/// Values from the Android framework's own resources (aosp-mirror/platform_frameworks_base, Apache-2.0):
/// `core/res/res/values/colors.xml` @ 00ac7e64 (white, black, transparent, background_dark, background_light,
/// darker_gray `#aaa`) and `core/res/res/values/colors_holo.xml` @ 1abd798d (the holo_* colors). They are the same in
/// light and dark mode.
///
/// The public color state lists (`primary_text_dark`, `secondary_text_light`, `tab_indicator_text`, …, in
/// `core/res/res/color/*.xml`) take the color of their default state, the item a view shows when enabled, focused
/// and not pressed, selected or activated: `stateListDefaults`, each with its file and commit. `system_accent1_500`,
/// `system_neutral1_10`, `system_on_primary_light`, … (API 31+) are dynamic colors taken from the wallpaper: not
/// checked.
public enum AndroidFrameworkColors {
    /// 0xAARRGGBB (Android's order).
    static let fixed: [String: UInt32] = [
        "transparent": 0x0000_0000, "white": 0xFFFF_FFFF, "black": 0xFF00_0000,
        "background_dark": 0xFF00_0000, "background_light": 0xFFFF_FFFF, "darker_gray": 0xFFAA_AAAA,
        "holo_blue_light": 0xFF33_B5E5, "holo_blue_dark": 0xFF00_99CC, "holo_blue_bright": 0xFF00_DDFF,
        "holo_green_light": 0xFF99_CC00, "holo_green_dark": 0xFF66_9900, "holo_red_light": 0xFFFF_4444,
        "holo_red_dark": 0xFFCC_0000, "holo_orange_light": 0xFFFF_BB33, "holo_orange_dark": 0xFFFF_8800,
        "holo_purple": 0xFFAA_66CC,
        "hint_foreground_dark": 0xFF80_8080, "hint_foreground_light": 0xFF80_8080,
    ]

    /// The default-state color of each public framework color state list (0xAARRGGBB), from
    /// aosp-mirror/platform_frameworks_base `core/res/res/color/NAME.xml` at the commit given: the item without
    /// state attributes (the first match for an enabled, window-focused view not pressed, selected or activated),
    /// whose `@android:color/…` value is from `core/res/res/values/colors.xml` @ 00ac7e64 (`bright_foreground_light`
    /// #ff000000, `bright_foreground_dark` #ffffffff, `dim_foreground_light` #323232, `dim_foreground_dark` #bebebe).
    static let stateListDefaults: [String: (argb: UInt32, source: String)] = [
        "primary_text_light": (0xFF00_0000, "primary_text_light.xml @ 386d7ae7: bright_foreground_light"),
        "primary_text_dark": (0xFFFF_FFFF, "primary_text_dark.xml @ 35a2a90f: bright_foreground_dark"),
        "primary_text_light_nodisable": (
            0xFF00_0000, "primary_text_light_nodisable.xml @ 22c97195: bright_foreground_light"
        ),
        "primary_text_dark_nodisable": (
            0xFFFF_FFFF, "primary_text_dark_nodisable.xml @ 22c97195: bright_foreground_dark"
        ),
        "secondary_text_light": (0xFF32_3232, "secondary_text_light.xml @ 18f196a1: dim_foreground_light"),
        "secondary_text_dark": (0xFFBE_BEBE, "secondary_text_dark.xml @ 386d7ae7: dim_foreground_dark"),
        // AOSP's light "nodisable" list names the dark dim foreground, #bebebe; kept as the framework ships it.
        "secondary_text_light_nodisable": (
            0xFFBE_BEBE, "secondary_text_light_nodisable.xml @ 54b6cfa9: dim_foreground_dark"
        ),
        "secondary_text_dark_nodisable": (
            0xFFBE_BEBE, "secondary_text_dark_nodisable.xml @ 9e1266da: dim_foreground_dark"
        ),
        "tertiary_text_light": (0xFF80_8080, "tertiary_text_light.xml @ 386d7ae7: #808080"),
        "tertiary_text_dark": (0xFF80_8080, "tertiary_text_dark.xml @ 386d7ae7: #808080"),
        "tab_indicator_text": (0xFFFF_FFFF, "tab_indicator_text.xml @ 9066cfe9: #FFF"),
        "widget_edittext_dark": (0xFF00_0000, "widget_edittext_dark.xml @ 54b6cfa9: bright_foreground_light"),
    ]

    public enum Lookup: Equatable, Sendable {
        case color(Color)
        /// Known, but with no fixed value; the reason says why.
        case unresolvable(String)
        case unknown
    }

    public static func lookup(_ name: String) -> Lookup {
        if let v = fixed[name] ?? stateListDefaults[name]?.argb {
            let rgb = SRGB8(r: UInt8((v >> 16) & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
            return .color(Color(rgb, alpha: Double(v >> 24) / 255))
        }
        if name.hasPrefix("system_") {
            return .unresolvable("a dynamic (Material You) color taken from the wallpaper; not checked")
        }
        return .unknown
    }
}
