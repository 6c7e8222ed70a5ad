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
