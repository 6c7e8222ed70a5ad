import Foundation

/// The box a Material `TextInputLayout` draws as its field's own background (material-components-android
/// `TextInputLayout`: in `filled` box mode the `boxBackgroundColor` is set on the `EditText`, layered over
/// `colorSurface`; in `outline` and `none` modes no fill unless a box color is given). Sources, `textfield/res/values/
/// styles.xml` and the themes' `textInputStyle`:
///
/// | | Material 3 | Material Components |
/// |---|---|---|
/// | default style (`textInputStyle`) | `?attr/textInputOutlinedStyle` (outlined: no fill) | `Widget.MaterialComponents.TextInputLayout.FilledBox` |
/// | filled `boxBackgroundColor` | `m3_textfield_filled_background_color`: the filled text field container (`AndroidMaterial3Container`; `?attr/colorSurfaceContainerHighest` from 1.11.0) | `mtrl_filled_background_color`: `?attr/colorOnSurface` at 12 % (over `colorSurface`) |
///
/// In filled mode `TextInputLayout.calculateBoxBackgroundColor` layers the box color over the theme's `colorSurface`
/// (`MaterialColors.layer`), from 1.1.0 to 1.14.0. Material Components' default before that, in 1.0.x, was
/// `mtrl_textinput_filled_box_default_background_color` `#0A000000`, drawn as it is over what lies behind the field
/// (`materialComponentsDefault`). Its normal-state alpha is 0.12 in every release from 1.1.0 (a 0.04 selector existed
/// for one commit between 1.1.0-alpha01 and alpha02: `ea44a6fc8` replaced it with 0.12; 0.04 stayed as the disabled
/// state's).
///
/// The box mode and color come from the layout's own `app:boxBackgroundMode`/`app:boxBackgroundColor`, else its
/// `style`, else the theme's `textInputStyle`, else the library default above; a library style is known by its name
/// (`…FilledBox`, `…OutlinedBox`).
enum AndroidTextFieldBox {
    enum Fill: Equatable {
        /// The fill as a layout would write it, with where it was found.
        case color(raw: String, how: String)
        /// `raw` at `alpha` layered over `surface` (the filled box over the theme's `colorSurface`).
        case layered(raw: String, alpha: Double, surface: String, how: String)
        /// A fill Legible does not compute.
        case notComputed(String)
    }

    /// The first material-components-android release whose `TextInputLayout` layers the filled box over
    /// `colorSurface` and whose default box color is `mtrl_filled_background_color`.
    static let layeredSince = [1, 1, 0]

    /// Material Components' default filled box: `?attr/colorOnSurface` at 12 % over `?attr/colorSurface` from 1.1.0,
    /// `#0A000000` over what lies behind in 1.0.x; the current library's when the version is not read.
    static func materialComponentsDefault(version: [Int]?) -> Fill {
        if let version, version.lexicographicallyPrecedes(layeredSince) {
            return .color(
                raw: "#0A000000",
                how: "the filled box of its TextInputLayout, Material Components 1.0.x's default "
                    + "mtrl_textinput_filled_box_default_background_color")
        }
        return .layered(
            raw: "?attr/colorOnSurface", alpha: 0.12, surface: "?attr/colorSurface",
            how: "the filled box of its TextInputLayout, Material Components' default mtrl_filled_background_color "
                + "(?attr/colorOnSurface at 12 %) layered over ?attr/colorSurface")
    }

    static func isTextInputLayout(_ element: AndroidXMLElement) -> Bool {
        AndroidViewKinds.simpleName(element.name).hasSuffix("TextInputLayout")
    }

    /// The box fill a `TextInputLayout` draws under its field; nil when it draws none (outlined or no box).
    /// `attributes` are the layout element's; `style` its `style` (else the theme's `textInputStyle`) as a style name;
    /// `chain` gives a style's items (through its project parents) and the library style it ends at.
    static func fill(
        library: AndroidThemeDefaults.Library?, baseline: AndroidThemeDefaults.Material3Baseline?,
        versionUnknown: String, version: [Int]? = nil, attributes: [String: String], style: String?,
        chain: (String) -> (items: (String) -> String?, external: String?)
    ) -> Fill? {
        var mode = attributes["app:boxBackgroundMode"]
        var color = attributes["app:boxBackgroundColor"].map { ($0, "app:boxBackgroundColor") }
        var libraryStyle: String?
        if let style {
            let (items, external) = chain(style)
            mode = mode ?? items("boxBackgroundMode")
            if color == nil, let raw = items("boxBackgroundColor") { color = (raw, "boxBackgroundColor of \(style)") }
            libraryStyle = external ?? style
        }
        let filled: Bool
        if let mode {
            filled = mode == "filled"
        } else if let libraryStyle {
            filled = libraryStyle.contains("FilledBox")
        } else {
            filled = library == .materialComponents
        }
        if let (raw, how) = color, raw != "@null" {
            return .color(raw: raw, how: "the \(filled ? "filled box" : "box") of its TextInputLayout, \(how)")
        }
        guard filled else { return nil }
        switch library {
        case .material3?:
            let container = AndroidMaterial3Container.filledTextField
            guard let raw = container.fill(baseline) else {
                return .notComputed(container.unknownVersion(versionUnknown))
            }
            return .color(raw: raw, how: "the filled box of its TextInputLayout, Material 3's default \(raw)")
        case .materialComponents?:
            return materialComponentsDefault(version: version)
        default:
            return nil
        }
    }
}
