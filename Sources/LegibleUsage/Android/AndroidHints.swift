import LegibleCore
import LegiblePalette

/// Whether a text view ever draws a hint, so that its hint color (`android:textColorHint`, often set for every field
/// by a style or the theme) is a pair: only a view with a hint shows it, when empty. A hint is written on the view
/// (`android:hint`, or its style's item), on the `TextInputLayout` around it (`android:hint`, `app:hint`: the layout
/// takes the field's hint), or set by code on either (`binding.query.hint = …`, `setHint(R.string.x)`: `AndroidCodeColor`
/// reads the calls by view id). A field with none shows no hint, so its hint color is not a pair; nor does one whose
/// hint is empty (`android:hint=""`, `@null`: `TextView.onDraw` draws the hint only when it has characters).
extension AndroidLayoutWalker {
    static let hintAttributes = ["android:hint", "app:hint"]
    static let emptyHints: Set<String> = ["", "@null"]

    func showsHint(_ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String]) -> Bool {
        // An empty hint (`android:hint=""`, `@null`) is none: nothing is drawn in the hint color.
        if let hint = style(element, themes[0], overlays).value("android:hint", includingTextAppearance: false)?.raw,
            !Self.emptyHints.contains(hint)
        {
            return true
        }
        if !codeSets(element, file: file(atChainIndex: chain.count - 1), .hint).isEmpty { return true }
        guard chain.count >= 2, AndroidViewKinds.simpleName(chain[chain.count - 2].name).hasSuffix("TextInputLayout")
        else { return false }
        let box = chain[chain.count - 2]
        return Self.hintAttributes.contains { box.attributes[$0].map { !Self.emptyHints.contains($0) } ?? false }
            || !codeSets(box, file: file(atChainIndex: chain.count - 2), .hint).isEmpty
    }
}

/// The color a shown hint is drawn in when nothing on the view names one, or when a Material `TextInputLayout` draws
/// it (the layout takes its field's hint and draws it as its label, in its own `android:textColorHint`: its
/// `defaultHintTextColor`). Sources:
///
/// | | hint color |
/// |---|---|
/// | a field, no `android:textColorHint` on it, its style or text appearance | the theme's `android:textColorHint` (`AndroidThemeDefaults.hintColors`) |
/// | in a `TextInputLayout` | its `android:textColorHint`, else its style's (or the theme's `textInputStyle`'s) |
/// | — Material 3 default style | `m3_textfield_label_color`: `?attr/colorOnSurfaceVariant` (`m3_comp_outlined_text_field_label_text_color`) |
/// | — Material Components default style | `mtrl_indicator_text_color`: `?attr/colorOnSurface` at 60 % |
///
/// (material-components-android `textfield/res/color/m3_textfield_label_color.xml`, `mtrl_indicator_text_color.xml`;
/// a color state list's enabled, unfocused item.) A library style other than these, or no Material theme, is not
/// known: the hint is not checked.
extension AndroidLayoutWalker {
    /// The hint color per theme and the evidence note, when the view's own (`own`) does not hold or is not set; nil
    /// when the view's own color is the one drawn.
    func hintColors(
        _ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String], own: [(AndroidTheme?, String?)]
    ) -> ([(AndroidTheme?, String?)], String)? {
        if chain.count >= 2, AndroidTextFieldBox.isTextInputLayout(chain[chain.count - 2]) {
            let box = chain[chain.count - 2]
            // A field focused when shown: the label floats in the focused color (`AndroidFocusedLabel`).
            let focus = focusedWhenShown(element, file: file(atChainIndex: chain.count - 1))
            var hows: [String] = []
            var focused = false
            let raws = themes.map { theme -> (AndroidTheme?, String?) in
                let focusedHint = focus.flatMap { _ in textInputLayoutFocusedHint(box, theme: theme, overlays: overlays)
                }
                focused = focused || focusedHint != nil
                let (raw, how) = focusedHint ?? textInputLayoutHint(box, theme: theme, overlays: overlays)
                hows.append(how)
                return (theme, raw)
            }
            let how = hows[0] + (Set(hows).count > 1 ? " (differs by theme)" : "")
            let label =
                focused
                ? "the field has focus when shown (\(focus ?? "")), so its \(Self.describe(box)) (line \(box.line)) "
                    + "draws the hint as its floating label in its focused color, \(how)"
                : "the field's hint is drawn by its \(Self.describe(box)) (line \(box.line)) in \(how)"
            return (raws, Self.defaultNotePrefix + label)
        }
        guard !own.contains(where: { $0.1 != nil }) else { return nil }
        return (
            themes.map { ($0, "?android:attr/textColorHint") },
            Self.defaultNotePrefix
                + "no hint color on it, its style or text appearance: the theme's android:textColorHint"
        )
    }

    /// A `TextInputLayout`'s hint color in one theme, as a layout would write it (nil: not known), and how it was
    /// found.
    func textInputLayoutHint(_ box: AndroidXMLElement, theme: AndroidTheme?, overlays: [String]) -> (String?, String) {
        if let raw = box.attributes["android:textColorHint"] { return (raw, "its android:textColorHint \(raw)") }
        let night = theme?.night ?? false
        var libraryStyle: String?
        if let name = textInputLayoutStyle(box, theme: theme, overlays: overlays) {
            if let hit = context.sheet.item("android:textColorHint", inStyle: name, night: night) {
                return (hit.value, "android:textColorHint \(hit.value) of \(name)")
            }
            libraryStyle =
                context.sheet.style(name, night: night) == nil ? name : context.sheet.chain(name, night: night).external
            guard libraryStyle != nil else { return (nil, "its style \(name), which sets no hint color") }
        }
        // `Widget.Design.TextInputLayout` sets none: `obtainStyledAttributes` falls back to the theme's.
        if libraryStyle?.hasPrefix(Self.textInputLayoutDefaultStyle) == true {
            return (
                "?android:attr/textColorHint",
                "\(Self.textInputLayoutDefaultStyle)'s label color, the theme's ?android:attr/textColorHint"
            )
        }
        let library: AndroidThemeDefaults.Library? =
            switch libraryStyle {
            case let style? where style.hasPrefix("Widget.Material3."): .material3
            case let style? where style.hasPrefix("Widget.MaterialComponents."): .materialComponents
            case nil: library(of: theme)
            default: nil
            }
        switch library {
        case .material3?:
            return ("?attr/colorOnSurfaceVariant", "Material 3's label color ?attr/colorOnSurfaceVariant")
        case .materialComponents?:
            let location = SourceLocation(path: path, line: box.line)
            let onSurface = resolver.color("?attr/colorOnSurface", theme: theme, viewOverlays: overlays, at: location)
            guard case .value(.color(let c), _) = resolver.withAlpha(onSurface, 0.6, theme: theme, at: location) else {
                return (nil, "Material Components' label color, ?attr/colorOnSurface at 60 %, which is not known")
            }
            let android = "#" + c.hexRGBA.suffix(2) + c.hexRGB.dropFirst()
            return (android, "Material Components' label color ?attr/colorOnSurface at 60 % (\(android))")
        default:
            return (nil, "\(libraryStyle ?? "its library")'s label color, which Legible does not know")
        }
    }
}
