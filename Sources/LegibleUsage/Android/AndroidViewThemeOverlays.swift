/// The theme overlays a layout element applies to itself and its subtree (children inflated from the same layout are
/// created with their parent's context, so an overlay holds for the whole subtree):
/// - a Material component (`com.google.android.material.…`) whose `style="@style/…"` (or that style's parents) sets
///   `materialThemeOverlay`: material-components-android `MaterialThemeOverlay.wrap` wraps the view's context in it
///   (a `MaterialCardView` styled with `ThemeOverlay.App.Card` resolves `?attr/colorSurfaceContainerLow` there);
/// - `android:theme="@style/…"`, which `wrap` re-applies on top so it wins over `materialThemeOverlay`.
///
/// A style given through a theme attribute (`?attr/…`, or a component's default style) is not followed here, and the
/// style is read in its `values/` (day) variant.
enum AndroidViewThemeOverlays {
    /// The overlays `element` adds for itself and its subtree, innermost last.
    static func own(_ element: AndroidXMLElement, sheet: AndroidStyleSheet) -> [String] {
        var overlays: [String] = []
        if element.name.hasPrefix(materialPackage), let style = element.attributes["style"],
            style.hasPrefix("@style/"),
            let overlay = sheet.item("materialThemeOverlay", inStyle: AndroidStyleSheet.styleName(style), night: false),
            overlay.value.hasPrefix("@style/")
        {
            overlays.append(AndroidStyleSheet.styleName(overlay.value))
        }
        if let theme = element.attributes["android:theme"], theme.hasPrefix("@style/") {
            overlays.append(AndroidStyleSheet.styleName(theme))
        }
        return overlays
    }

    /// The overlays in effect for the last element of `chain`, outermost first.
    static func inEffect(_ chain: some Collection<AndroidXMLElement>, sheet: AndroidStyleSheet) -> [String] {
        chain.flatMap { own($0, sheet: sheet) }
    }

    /// The package of material-components-android's views, whose constructors apply `materialThemeOverlay`.
    static let materialPackage = "com.google.android.material."
}
