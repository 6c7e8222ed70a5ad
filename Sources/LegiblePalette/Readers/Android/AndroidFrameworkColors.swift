import LegibleCore

/// The Android framework's public colors (`android.R.color`) that have one fixed value.
///
/// Values from the Android framework's own resources (aosp-mirror/platform_frameworks_base, Apache-2.0):
/// `core/res/res/values/colors.xml` @ 00ac7e64 (white, black, transparent, background_dark, background_light,
/// darker_gray `#aaa`) and `core/res/res/values/colors_holo.xml` @ 1abd798d (the holo_* colors). They are the same in
/// light and dark mode.
///
/// The other public framework colors are not fixed values: `primary_text_dark`, `secondary_text_light`,
/// `tab_indicator_text`, `widget_edittext_dark`, … are color state lists (`res/color/*.xml`), and `system_accent1_500`,
/// `system_neutral1_10`, `system_on_primary_light`, … (API 31+) are dynamic colors taken from the wallpaper.
public enum AndroidFrameworkColors {
    /// 0xAARRGGBB (Android's order).
    static let fixed: [String: UInt32] = [
        "transparent": 0x0000_0000, "white": 0xFFFF_FFFF, "black": 0xFF00_0000,
        "background_dark": 0xFF00_0000, "background_light": 0xFFFF_FFFF, "darker_gray": 0xFFAA_AAAA,
        "holo_blue_light": 0xFF33_B5E5, "holo_blue_dark": 0xFF00_99CC, "holo_blue_bright": 0xFF00_DDFF,
        "holo_green_light": 0xFF99_CC00, "holo_green_dark": 0xFF66_9900, "holo_red_light": 0xFFFF_4444,
        "holo_red_dark": 0xFFCC_0000, "holo_orange_light": 0xFFFF_BB33, "holo_orange_dark": 0xFFFF_8800,
        "holo_purple": 0xFFAA_66CC,
    ]

    /// Public framework colors that are color state lists (android.R.color), so they have no single value.
    static let stateLists: Set<String> = [
        "primary_text_dark", "primary_text_dark_nodisable", "primary_text_light", "primary_text_light_nodisable",
        "secondary_text_dark", "secondary_text_dark_nodisable", "secondary_text_light", "secondary_text_light_nodisable",
        "tertiary_text_dark", "tertiary_text_light", "tab_indicator_text", "widget_edittext_dark",
    ]

    public enum Lookup: Equatable, Sendable {
        case color(Color)
        /// Known, but with no fixed value; the reason says why.
        case unresolvable(String)
        case unknown
    }

    public static func lookup(_ name: String) -> Lookup {
        if let v = fixed[name] {
            let rgb = SRGB8(r: UInt8((v >> 16) & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
            return .color(Color(rgb, alpha: Double(v >> 24) / 255))
        }
        if stateLists.contains(name) { return .unresolvable("a framework color state list; its value depends on the view state; not checked") }
        if name.hasPrefix("system_") { return .unresolvable("a dynamic (Material You) color taken from the wallpaper; not checked") }
        return .unknown
    }
}
