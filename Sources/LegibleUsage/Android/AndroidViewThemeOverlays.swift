/// The theme overlays a layout element applies to itself and its subtree (children inflated from the same layout are
/// created with their parent's context, so an overlay holds for the whole subtree):
/// - a Material component (`com.google.android.material.…`) whose `app:materialThemeOverlay` or `style="@style/…"`
///   (or that style's parents) sets `materialThemeOverlay`: material-components-android `MaterialThemeOverlay.wrap`
///   wraps the view's context in it, read with `obtainStyledAttributes(attrs, …)` (the element's attributes, then its
///   style) (a `MaterialCardView` styled with `ThemeOverlay.App.Card` resolves `?attr/colorSurfaceContainerLow` there);
/// - `android:theme="@style/…"`, which `wrap` re-applies on top so it wins over `materialThemeOverlay`. Written on the
///   element or set by its `style="@style/…"` (or that style's parents): `LayoutInflater.createViewFromTag` reads it
///   with `obtainStyledAttributes(attrs, ATTRS_THEME)`, which honours the element's `style`, so a button style that
///   names a theme overlay (itself, often: `<item name="android:theme">@style/AppButton</item>` with `colorPrimary`
///   in it) recolors the button's fill and text, which resolve `?attr/colorPrimary` and `?attr/colorOnPrimary` there;
/// - `android:theme="?attr/…"`: `LayoutInflater` reads the attribute in the context the view is inflated in (the
///   activity's theme with the overlays outside the view), so each activity theme may name its own overlay
///   (`LightAppTheme` → `LightMoreBottomSheetStyle`, `DarkAppTheme` → `DarkMoreBottomSheetStyle`). The list keeps it as
///   written; `styles(_:theme:sheet:)` turns it into the style it names in one theme (an attribute the theme does not
///   set applies no overlay, as `getResourceId(…, 0)` gives none).
///
/// Whatever names it, an overlay is a theme: its items are the last fallback of every view's attributes under it
/// (`AndroidElementStyle.themeWide`: a theme-level `android:textColor` or `android:background`).
///
/// A component's default style is not followed here, and a style's `materialThemeOverlay` and `android:theme` items
/// are read in its `values/` (day) variant.
enum AndroidViewThemeOverlays {
    /// The overlays `element` adds for itself and its subtree, innermost last.
    static func own(_ element: AndroidXMLElement, sheet: AndroidStyleSheet) -> [String] {
        var overlays: [String] = []
        if element.name.hasPrefix(materialPackage),
            let overlay = written("materialThemeOverlay", element: element, sheet: sheet), overlay.hasPrefix("@style/")
        {
            overlays.append(AndroidStyleSheet.styleName(overlay))
        }
        if let theme = written("android:theme", element: element, sheet: sheet) {
            if theme.hasPrefix("@style/") {
                overlays.append(AndroidStyleSheet.styleName(theme))
            } else if AndroidThemeResolver.attributeName(theme) != nil {
                overlays.append(theme)
            }
        }
        return overlays
    }

    /// `attribute` as `obtainStyledAttributes(attrs, …)` reads it for `element`: written on it (`app:` for an app
    /// attribute), else an item of its `style="@style/…"` or that style's parents (day variant).
    static func written(_ attribute: String, element: AndroidXMLElement, sheet: AndroidStyleSheet) -> String? {
        let onElement = attribute.hasPrefix("android:") ? attribute : "app:" + attribute
        if let own = element.attributes[onElement] { return AndroidThemeResolver.trimmed(own) }
        guard let style = element.attributes["style"].map(AndroidThemeResolver.trimmed), style.hasPrefix("@style/"),
            let item = sheet.item(attribute, inStyle: AndroidStyleSheet.styleName(style), night: false)
        else { return nil }
        return AndroidThemeResolver.trimmed(item.value)
    }

    /// `overlays` as the styles they are in `theme`: each named through a theme attribute (`?attr/panelTheme`) is the
    /// style that attribute holds in the theme with the overlays outside it applied, dropped when it holds none.
    static func styles(_ overlays: [String], theme: AndroidTheme, sheet: AndroidStyleSheet) -> [String] {
        guard overlays.contains(where: { $0.hasPrefix("?") }) else { return overlays }
        var styles: [String] = []
        for overlay in overlays {
            guard let attribute = AndroidThemeResolver.attributeName(overlay) else {
                styles.append(overlay)
                continue
            }
            if let named = style(named: attribute, theme: theme, outer: styles, sheet: sheet) { styles.append(named) }
        }
        return styles
    }

    /// The style theme attribute `attribute` names in `theme` under the view overlays `outer` (following `?attr/`
    /// hops), nil when none of the app's styles sets it to a style.
    static func style(named attribute: String, theme: AndroidTheme, outer: [String], sheet: AndroidStyleSheet)
        -> String?
    {
        var current = attribute
        for _ in 0..<8 {
            let value = ((theme.overlays + outer).reversed() + [theme.base]).lazy.compactMap {
                sheet.item(current, inStyle: $0, night: theme.night)?.value
            }.first
            guard let value else { return nil }
            if let next = AndroidThemeResolver.attributeName(value) {
                current = next
                continue
            }
            return value.hasPrefix("@style/") ? AndroidStyleSheet.styleName(value) : nil
        }
        return nil
    }

    /// The overlays in effect for the last element of `chain`, outermost first.
    static func inEffect(_ chain: some Collection<AndroidXMLElement>, sheet: AndroidStyleSheet) -> [String] {
        chain.flatMap { own($0, sheet: sheet) }
    }

    /// The package of material-components-android's views, whose constructors apply `materialThemeOverlay`.
    static let materialPackage = "com.google.android.material."
}
