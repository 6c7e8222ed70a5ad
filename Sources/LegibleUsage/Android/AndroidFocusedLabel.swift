import LegibleCore

/// A Material `TextInputLayout` whose field has focus when it is shown draws its hint as a floating label in its
/// focused color, not its resting one: material-components-android `TextInputLayout.updateLabelState` sets the
/// collapsed text color to `focusedTextColor` (the `hintTextColor` attribute) while the field has focus. A field has
/// focus when shown when the layout puts `<requestFocus/>` in it, or code calls `requestFocus()` on it outside any
/// branch (`AndroidCodeColor.Key.focus`). The focused color, by the layout's `app:hintTextColor`, else its style's
/// (or the theme's `textInputStyle`'s) `hintTextColor` (`textfield/res/values/styles.xml`):
///
/// | style | focused label |
/// |---|---|
/// | `Widget.Material3.TextInputLayout.*` | `m3_textfield_label_color`'s `state_focused` item: `?attr/colorPrimary` (`m3_comp_outlined_text_field_focus_label_text_color`, `m3_comp_filled_text_field_focus_label_text_color`) |
/// | `Widget.MaterialComponents.TextInputLayout.*` | `?attr/colorPrimary` (`Base.Widget.MaterialComponents.TextInputLayout`) |
/// | `Widget.Design.TextInputLayout` | `hintTextColor` `@null` (no value): the color of its `hintTextAppearance`, `TextAppearance.Design.Hint`'s `?attr/colorControlActivated` (`setHintTextAppearance` sets `focusedTextColor`) |
///
/// An app style with no `hintTextColor` of its own takes its `hintTextAppearance`'s text color. (A Bridge or AppCompat
/// theme sets no `textInputStyle`, so its layouts are `Widget.Design.TextInputLayout`: `AndroidTextInputStyle`.)
/// An app color state list is read at its focused item. A plain `EditText` (AppCompat) draws its hint in
/// `textColorHint` whether focused or not (`AndroidHints`).
extension AndroidLayoutWalker {
    /// `TextAppearance.Design.Hint`'s text color (`textfield/res/values/styles.xml`).
    static let designHintColor = "?attr/colorControlActivated"

    /// How the field is focused when shown (`<requestFocus/> (line 42)`, `requestFocus() (DialogUtils.java:85)`), nil
    /// when it is not known to be.
    func focusedWhenShown(_ field: AndroidXMLElement, file: String) -> String? {
        if let tag = field.children.first(where: { $0.name == "requestFocus" }) {
            return "<requestFocus/> in the layout (line \(tag.line))"
        }
        if let call = codeSets(field, file: file, .focus).first(where: { !$0.inBranch }) {
            return "requestFocus() (\(call.location.fileAndLine))"
        }
        return nil
    }

    /// A `TextInputLayout`'s focused label color in one theme, as a layout would write it (nil: not known), and how
    /// it was found; nil when the style draws no focused color of its own (the resting one holds).
    func textInputLayoutFocusedHint(_ box: AndroidXMLElement, theme: AndroidTheme?, overlays: [String]) -> (
        String?, String
    )? {
        let night = theme?.night ?? false
        func focusedItem(_ raw: String, _ how: String) -> (String?, String)? {
            if raw == "@null" { return nil }
            guard raw.hasPrefix("@color/"), !context.palette.keys.contains(String(raw.dropFirst(7))) else {
                return (raw, how)
            }
            guard let item = context.drawables.focusedColor(ofStateList: String(raw.dropFirst(7)), night: night),
                AndroidDrawables.alpha(
                    item.alpha,
                    lookup: {
                        $0.hasPrefix("@dimen/") ? context.sheet.dimension(String($0.dropFirst(7)), night: night) : nil
                    }) == 1
            else {
                return (nil, "\(how), a color state list whose focused color Legible does not read")
            }
            return (item.raw, "\(how) (its focused item \(item.raw))")
        }
        if let raw = box.attributes["app:hintTextColor"] { return focusedItem(raw, "its app:hintTextColor \(raw)") }
        var libraryStyle: String?
        let name = textInputLayoutStyle(box, theme: theme, overlays: overlays)
        if let name {
            if let hit = context.sheet.item("hintTextColor", inStyle: name, night: night) {
                return focusedItem(hit.value, "hintTextColor \(hit.value) of \(name)")
            }
            libraryStyle =
                context.sheet.style(name, night: night) == nil ? name : context.sheet.chain(name, night: night).external
        }
        let style = libraryStyle ?? ""
        if style.hasPrefix("Widget.Material3.") || style.hasPrefix("Widget.MaterialComponents.")
            || (libraryStyle == nil && [.material3, .materialComponents].contains(library(of: theme)))
        {
            return ("?attr/colorPrimary", "the library's focused label color ?attr/colorPrimary")
        }
        if style.hasPrefix(Self.textInputLayoutDefaultStyle) {
            // No hint color: the label's focused color is its hint text appearance's.
            if let name, let hit = context.sheet.item("hintTextAppearance", inStyle: name, night: night) {
                let appearance = AndroidStyleSheet.styleName(hit.value)
                guard let color = context.sheet.item("android:textColor", inStyle: appearance, night: night) else {
                    return (nil, "hintTextAppearance \(hit.value) of \(name), whose text color Legible does not read")
                }
                return focusedItem(color.value, "the text color of \(name)'s hintTextAppearance \(appearance)")
            }
            return (
                Self.designHintColor,
                "\(Self.textInputLayoutDefaultStyle)'s hintTextAppearance TextAppearance.Design.Hint: \(Self.designHintColor)"
            )
        }
        return (nil, "\(libraryStyle ?? "its library")'s focused label color, which Legible does not know")
    }
}
