import LegiblePalette

/// An attribute's effective value on a layout element, with Android's precedence (TextView reads its text appearance
/// first, then the view's attributes override it): the attribute written on the element, else the element's `style`
/// (and its parent chain), else the app theme's own item for a text color (`themeWideTextAttributes`: the theme is the
/// last fallback of `obtainStyledAttributes`, still applied after the appearance), else its `android:textAppearance`
/// (written on the element or set by its style; a `?attr/` text appearance is resolved through the theme).
struct AndroidElementStyle {
    let element: AndroidXMLElement
    let theme: AndroidTheme?
    let viewOverlays: [String]
    let resolver: AndroidThemeResolver

    var sheet: AndroidStyleSheet { resolver.sheet }
    var night: Bool { theme?.night ?? false }

    /// A style reference (`@style/H1`, `?attr/textAppearanceBody1`) → style name, when the project defines it.
    func styleName(_ reference: String?) -> String? {
        guard var reference else { return nil }
        if let attribute = AndroidThemeResolver.attributeName(reference) {
            guard let hit = resolver.attribute(attribute, theme: theme, viewOverlays: viewOverlays) else { return nil }
            reference = hit.value
        }
        return AndroidStyleSheet.styleName(reference)
    }

    /// The value of `attribute` and where it came from ("attribute", "style H1", "textAppearance P").
    func value(_ attribute: String, includingTextAppearance: Bool = true) -> (raw: String, source: String)? {
        if let own = element.attributes[attribute] { return (own, "attribute") }
        let style = styleName(element.attributes["style"])
        // A style item names an app-namespace attribute without its prefix (`app:backgroundTint` is `backgroundTint`).
        let item = attribute.hasPrefix("app:") ? String(attribute.dropFirst(4)) : attribute
        if let style, let hit = sheet.item(item, inStyle: style, night: night) { return (hit.value, "style \(style)") }
        if style == nil, let reference = element.attributes["style"],
            let item = AndroidThemeDefaults.textAppearanceItem(attribute, reference: reference)
        {
            return (item, "framework \(reference)")
        }
        guard includingTextAppearance else { return nil }
        let appearanceReference =
            element.attributes["android:textAppearance"]
            ?? style.flatMap { sheet.item("android:textAppearance", inStyle: $0, night: night)?.value }
        // A TextView attribute set in the theme itself (`<item name="android:textColor">` in the app theme) is the last
        // fallback of `obtainStyledAttributes`, which TextView applies after its text appearance: it wins over it.
        if appearanceReference != nil, Self.themeWideTextAttributes.contains(attribute),
            let (value, source) = themeWide(attribute)
        {
            return (value, source)
        }
        if let appearance = styleName(appearanceReference) {
            if let hit = sheet.item(attribute, inStyle: appearance, night: night) {
                return (hit.value, "textAppearance \(appearance)")
            }
            return nil
        }
        // A framework text appearance the theme read does not set: Android's own (`AndroidThemeDefaults.textAppearances`).
        if let reference = appearanceReference,
            let item = AndroidThemeDefaults.textAppearanceItem(attribute, reference: reference)
        {
            return (item, "framework \(reference)")
        }
        return nil
    }

    /// An item of the app's theme styles (its overlays first, view overlays named through an attribute resolved in
    /// the theme): "theme STYLE".
    func themeWide(_ attribute: String) -> (value: String, source: String)? {
        guard let theme else { return nil }
        for style in resolver.overlayStyles(theme, viewOverlays).reversed() + [theme.base] {
            if let hit = sheet.item(attribute, inStyle: style, night: night) { return (hit.value, "theme \(style)") }
        }
        return nil
    }

    /// TextView attributes an app theme may set for every text view (AnkiDroid's themes set `android:textColor`);
    /// the framework and library themes set none of them, so only the project's theme styles are asked.
    static let themeWideTextAttributes: Set<String> = [
        "android:textColor", "android:textColorHint", "android:textColorLink",
    ]

    /// Text size in sp (dp and pt taken as written; sp ≈ pt for WCAG's large-text sizes) and boldness.
    func textSize() -> (size: Double?, bold: Bool) {
        let bold = value("android:textStyle")?.raw.contains("bold") ?? false
        guard var raw = value("android:textSize")?.raw else { return (nil, bold) }
        for _ in 0..<8 {
            if raw.hasPrefix("@dimen/"), let dimension = sheet.dimension(String(raw.dropFirst(7)), night: night) {
                raw = dimension; continue
            }
            if let attribute = AndroidThemeResolver.attributeName(raw),
                let hit = resolver.attribute(attribute, theme: theme, viewOverlays: viewOverlays)
            {
                raw = hit.value; continue
            }
            break
        }
        let number = raw.prefix { $0.isNumber || $0 == "." }
        let unit = raw.dropFirst(number.count)
        guard let size = Double(number), ["sp", "dp", "dip", "pt"].contains(unit) else { return (nil, bold) }
        return (size, bold)
    }
}
