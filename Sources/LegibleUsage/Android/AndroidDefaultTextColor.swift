/// The text color Android draws a text widget in when the layout, the element's style and the theme's text
/// attributes set none (`AndroidElementStyle.value` found nothing), in one theme, in `TextView`'s order:
///
/// 1. the widget's default style, which the theme names by its `defStyleAttr` (`android:textViewStyle`,
///    `materialButtonStyle`: an app style there is read, a library style other than the default is not known), and
///    its own `android:textColor`, else the library default style's (`AndroidThemeDefaults.textWidgets`);
/// 2. an `android:textColor` item of the app's theme (the last fallback of `obtainStyledAttributes`);
/// 3. the one text appearance `TextView` applies: the element's (`android:textAppearance` on it or its style), else
///    the default style's, else the library default's theme attribute (`android:textAppearanceSmall`) as the app's
///    theme sets it, else that appearance's library color (`?android:attr/textColorTertiary`).
///
/// A style or text appearance that leaves the files read for a library style other than the widget's default is
/// not known: the outcome says so, and the text is not checked.
struct AndroidDefaultTextColor {
    enum Outcome: Equatable {
        /// The color as a layout writes it, and how it was found.
        case color(String, how: String)
        case unknown(String)
    }

    let style: AndroidElementStyle
    let widget: AndroidThemeDefaults.TextWidget
    let library: AndroidThemeDefaults.Library?
    /// The `TextInputLayout` holding the field, if any (its theme overlay gives the field the library's text field
    /// style: `textFieldOutcome`).
    var textField: AndroidXMLElement?

    var sheet: AndroidStyleSheet { style.sheet }
    var night: Bool { style.night }
    var resolver: AndroidThemeResolver { style.resolver }

    func resolve() -> Outcome {
        var found = DefaultStyle()
        if let outcome = styleColor(&found) { return outcome }
        let libraryName = library?.rawValue ?? "framework"
        // 2. The app theme's own text color.
        if let (value, source) = style.themeWide("android:textColor") {
            return .color(value, how: "android:textColor of \(source)")
        }
        // 3. The one text appearance applied.
        if let reference = style.element.attributes["android:textAppearance"]
            ?? style.styleName(style.element.attributes["style"]).flatMap({
                sheet.item("android:textAppearance", inStyle: $0, night: night)?.value
            })
        {
            return appearanceColor(reference, from: "its text appearance")
        }
        if let (reference, from) = found.appearance { return appearanceColor(reference, from: from) }
        guard found.inheritsLibraryDefault, let attribute = widget.appearance, let color = widget.appearanceTextColor
        else {
            return .unknown("its default style sets no text color Legible can read")
        }
        if let hit = resolver.attribute(attribute, theme: style.theme, viewOverlays: style.viewOverlays) {
            return appearanceColor(hit.value, from: "the theme's \(attribute)")
        }
        return .color(
            color, how: "the \(libraryName) default \(widget.name) style's text appearance (\(attribute)): \(color)")
    }

    /// What the widget's default style leaves to the steps after it: the text appearance it sets, and whether it
    /// inherits the library's default (whose text appearance then applies).
    struct DefaultStyle {
        var appearance: (reference: String, from: String)?
        var inheritsLibraryDefault = true
    }

    /// The text color the element's style or the widget's default style sets itself (as `android:textColor`, a library
    /// widget style's color, a text field style a `TextInputLayout` gives it), which `TextView` applies over any text
    /// appearance (`obtainStyledAttributes` reads the view, its style, then its `defStyleAttr` style); what cannot be
    /// known; nil when the color comes from a text appearance (`found` says which).
    func styleColor(_ found: inout DefaultStyle) -> Outcome? {
        let element = style.element
        let libraryName = library?.rawValue ?? "framework"
        if let raw = element.attributes["style"] {
            // A library text appearance used as the style (`style="?attr/textAppearanceBody1"`) sets the text color
            // itself.
            let libraryStyle = AndroidThemeResolver.attributeName(raw).flatMap {
                AndroidThemeDefaults.libraryAppearance(attribute: $0, library: library)
            }
            // A widget style attribute the app's theme does not set names the library theme's style for it
            // (`style="?attr/materialButtonOutlinedStyle"`).
            let themedStyle = AndroidThemeResolver.attributeName(raw).flatMap {
                AndroidThemeDefaults.libraryStyle(attribute: $0, themeName: libraryTheme)
            }
            guard let name = style.styleName(raw) ?? libraryStyle ?? themedStyle else {
                return .unknown("its style \(raw) is not set by the theme")
            }
            let outside = sheet.style(name, night: night) == nil ? name : sheet.chain(name, night: night).external
            if let outside, let color = AndroidThemeDefaults.libraryAppearanceColor(outside) {
                return .color(color, how: "its style \(name)'s text color, \(outside)'s \(color)")
            }
            if let known = libraryStyleOutcome(name, what: "its style \(name)") { return known }
            if let why = leavesFiles(name, what: "its style \(name)") { return .unknown(why) }
        }
        if let outcome = textFieldOutcome() { return outcome }
        // 1. The default style the theme names, else the library's.
        for attribute in widget.styleAttributes(library) {
            guard let hit = resolver.attribute(attribute, theme: style.theme, viewOverlays: style.viewOverlays) else {
                continue
            }
            let name = AndroidStyleSheet.styleName(hit.value)
            guard sheet.style(name, night: night) != nil else {
                if widget.defaultStyles.contains(name) { break }
                if let known = libraryStyleOutcome(name, what: "\(name), the theme's \(attribute),") { return known }
                return .unknown(
                    "the theme's \(attribute) is \(name), a library style whose text color Legible does not know")
            }
            if let item = sheet.item("android:textColor", inStyle: name, night: night) {
                return .color(item.value, how: "android:textColor of \(name), the theme's \(attribute)")
            }
            if let item = sheet.item("android:textAppearance", inStyle: name, night: night) {
                found.appearance = (item.value, "the text appearance of \(name), the theme's \(attribute)")
            }
            if let known = libraryStyleOutcome(name, what: "\(name), the theme's \(attribute),") { return known }
            if let why = leavesFiles(name, what: "\(name), the theme's \(attribute),") { return .unknown(why) }
            found.inheritsLibraryDefault = sheet.chain(name, night: night).external != nil
            break
        }
        if found.inheritsLibraryDefault, let color = widget.styleTextColor(library) {
            return .color(color, how: "the \(libraryName) default \(widget.name) style's text color \(color)")
        }
        return nil
    }

    /// The text color of a text appearance (`@style/Caption`, `?attr/textAppearanceBody1`).
    /// A library appearance (`AndroidThemeDefaults.libraryAppearanceColor`), named or inherited, gives its color; a
    /// theme attribute the app's theme does not set names the library's (`libraryAppearance`).
    func appearanceColor(_ reference: String, from: String) -> Outcome {
        var name = style.styleName(reference)
        if name == nil, let attribute = AndroidThemeResolver.attributeName(reference) {
            // A popup menu appearance the app's theme leaves to the library names another attribute, which the app's
            // theme may set (`textAppearanceBodyLarge`).
            let inner =
                AndroidThemeDefaults.popupMenuAppearanceAttributes.contains(attribute)
                ? library.flatMap { AndroidThemeDefaults.popupMenuAppearances[$0] } : nil
            name =
                inner.flatMap { style.styleName("?attr/\($0)") }
                ?? AndroidThemeDefaults.libraryAppearance(attribute: attribute, library: library)
        }
        if let name, sheet.style(name, night: night) != nil {
            if let item = sheet.item("android:textColor", inStyle: name, night: night) {
                return .color(item.value, how: "android:textColor of text appearance \(name) (\(from))")
            }
            let external = sheet.chain(name, night: night).external
            if let external, let color = AndroidThemeDefaults.libraryAppearanceColor(external) {
                return .color(color, how: "text appearance \(name) (\(from)), which inherits \(external)'s \(color)")
            }
            return .unknown(
                "text appearance \(name) (\(from)) sets no text color"
                    + (external.map { " and inherits \($0), whose color Legible does not know" } ?? ""))
        }
        if let name, let color = AndroidThemeDefaults.libraryAppearanceColor(name) {
            return .color(color, how: "text appearance \(name) (\(from)): \(color)")
        }
        if let item = AndroidThemeDefaults.textAppearanceItem("android:textColor", reference: reference) {
            return .color(item, how: "framework \(reference) (\(from))")
        }
        return .unknown("the text appearance \(reference) (\(from)) is not one whose text color Legible knows")
    }

    /// The library theme the element's theme inherits (`Theme.Material3.DayNight`), nil without one.
    var libraryTheme: String? {
        style.theme.flatMap { sheet.chain($0.base, night: $0.night).external }
    }

    /// The default text color of the library widget style `name` is or inherits, for this widget
    /// (`AndroidThemeDefaults.libraryStyleTexts`); nil when the chain reaches none of them. Not known when the element
    /// or an app style on the way sets its own `materialThemeOverlay`, which may remap the attributes the library's
    /// color state list reads (`colorOnContainer`, `colorPrimary`).
    func libraryStyleOutcome(_ name: String, what: String) -> Outcome? {
        let own = sheet.style(name, night: night) == nil ? nil : sheet.chain(name, night: night)
        guard let external = own.map({ $0.external }) ?? name,
            let known = AndroidThemeDefaults.libraryStyleText(external, widget: widget.name)
        else { return nil }
        let overlay =
            style.element.attributes["app:materialThemeOverlay"]
            ?? own?.styles.lazy.compactMap({ $0.items["materialThemeOverlay"] }).first
        if let overlay {
            return .unknown(
                "\(what) reaches \(known.style), whose text color reads the theme its materialThemeOverlay makes, and "
                    + "\(overlay) replaces that overlay")
        }
        return .color(known.color, how: "\(what)'s text color, \(known.style)'s \(known.color) (enabled)")
    }

    /// The text color a `TextInputLayout` (`textField`) gives the field it holds: its style (written, else the
    /// theme's `textInputStyle`, else the library theme's) sets a `materialThemeOverlay` naming the library's field
    /// style (`AndroidThemeDefaults.textFieldStyle`). nil when it holds none or names no style for this widget.
    func textFieldOutcome() -> Outcome? {
        guard let textField, widget.name == "EditText" || widget.name == "AutoCompleteTextView" else { return nil }
        let layoutStyle: String
        if let raw = textField.attributes["style"] {
            let themed = AndroidThemeResolver.attributeName(raw).flatMap {
                AndroidThemeDefaults.libraryStyle(attribute: $0, themeName: libraryTheme)
            }
            guard let name = style.styleName(raw) ?? themed else {
                return .unknown("its TextInputLayout's style \(raw) is not set by the theme")
            }
            layoutStyle = name
        } else if let hit = resolver.attribute("textInputStyle", theme: style.theme, viewOverlays: style.viewOverlays) {
            layoutStyle = AndroidStyleSheet.styleName(hit.value)
        } else if let themed = AndroidThemeDefaults.libraryStyle(attribute: "textInputStyle", themeName: libraryTheme) {
            layoutStyle = themed
        } else {
            return nil
        }
        let own = sheet.style(layoutStyle, night: night) == nil ? nil : sheet.chain(layoutStyle, night: night)
        let what = "its TextInputLayout's style \(layoutStyle)"
        if let overlay = textField.attributes["app:materialThemeOverlay"]
            ?? own?.styles.lazy.compactMap({ $0.items["materialThemeOverlay"] }).first
        {
            return .unknown("\(what) sets materialThemeOverlay \(overlay), which may name another field style")
        }
        guard let external = own.map({ $0.external }) ?? layoutStyle,
            !external.hasPrefix("Widget.Design.TextInputLayout")
        else { return nil }
        guard AndroidThemeDefaults.textFieldLayoutLibraries.contains(where: { external.hasPrefix($0) }) else {
            return .unknown("\(what) is \(external), whose field style Legible does not know")
        }
        guard let fieldStyle = AndroidThemeDefaults.textFieldStyle(layoutStyle: external, widget: widget.name),
            let known = AndroidThemeDefaults.libraryStyleText(fieldStyle, widget: widget.name)
        else { return nil }
        return .color(
            known.color,
            how: "the text color of \(fieldStyle), which \(what) gives it (materialThemeOverlay): \(known.color)")
    }

    /// Why an app style whose parents leave the files read for a library style other than the widget's default is not
    /// known (that style may set a text color); nil when the chain stays in the files read or reaches the default.
    func leavesFiles(_ name: String, what: String) -> String? {
        guard sheet.style(name, night: night) != nil else {
            return widget.defaultStyles.contains(name)
                ? nil : "\(what) is not among the files read (a library's style?), so its text color is not known"
        }
        guard let external = sheet.chain(name, night: night).external, !widget.defaultStyles.contains(external) else {
            return nil
        }
        return "\(what) inherits \(external), whose text color Legible does not know"
    }
}
