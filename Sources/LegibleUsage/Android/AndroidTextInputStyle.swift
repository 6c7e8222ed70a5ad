/// The style a `TextInputLayout` is drawn with. material-components-android's `TextInputLayout(context, attrs)` passes
/// `R.attr.textInputStyle` as its `defStyleAttr` and `Widget.Design.TextInputLayout` as its `defStyleRes`: the style
/// written on it (a `?attr/` resolved in the theme), else the theme's `textInputStyle` (the app's, else the library
/// theme's: `AndroidThemeDefaults.libraryStyle`, which a Bridge or AppCompat theme does not set), else
/// `Widget.Design.TextInputLayout` (`boxBackgroundMode` none, its label in `TextAppearance.Design.Hint`).
extension AndroidLayoutWalker {
    static let textInputLayoutDefaultStyle = "Widget.Design.TextInputLayout"

    /// The style name `box` is drawn with in `theme`; nil without a theme or under a framework theme (no library).
    func textInputLayoutStyle(_ box: AndroidXMLElement, theme: AndroidTheme?, overlays: [String]) -> String? {
        guard let theme, library(of: theme) != nil else { return nil }
        let external = context.sheet.chain(theme.base, night: theme.night).external
        func named(_ attribute: String) -> String? {
            (resolver.attribute(attribute, theme: theme, viewOverlays: overlays)?.value
                ?? AndroidThemeDefaults.libraryStyle(attribute: attribute, themeName: external))
                .map(AndroidStyleSheet.styleName)
        }
        if let raw = box.attributes["style"] {
            guard let attribute = AndroidThemeResolver.attributeName(raw) else {
                return AndroidStyleSheet.styleName(raw)
            }
            if let style = named(attribute) { return style }
        }
        return named("textInputStyle") ?? Self.textInputLayoutDefaultStyle
    }
}

extension AndroidLayoutWalker {
    /// The `android:background` a `TextInputLayout` with no `style` of its own draws from the style the theme's
    /// `textInputStyle` names (its constructor's `defStyleAttr`): a view attribute of that style like any other, drawn
    /// under the whole layout (box, field, label) whatever its `boxBackgroundMode`. The app's style chain only: the
    /// library `TextInputLayout` styles set no background. As written, and where it was found.
    func textInputStyleBackground(_ node: AndroidXMLElement, theme: AndroidTheme?, overlays: [String]) -> (
        String, String
    )? {
        guard node.attributes["style"] == nil, AndroidTextFieldBox.isTextInputLayout(node),
            let name = textInputLayoutStyle(node, theme: theme, overlays: overlays),
            let hit = context.sheet.item("android:background", inStyle: name, night: theme?.night ?? false)
        else { return nil }
        return (hit.value, "style \(name), the theme's textInputStyle")
    }
}
