import LegiblePalette

/// What a toolbar draws under its content when the layout sets no background: the background of its style, the one
/// written on it (`style=`) else the theme's `toolbarStyle` (`Toolbar(Context, AttributeSet)` passes
/// `R.attr.toolbarStyle`), read through the app's styles up to a library style (`AndroidControlFills.toolbarStyle`);
/// and, for a `MaterialToolbar`, the elevation overlay Material composites over it: `MaterialToolbar.initBackground`
/// turns a color background into a `MaterialShapeDrawable` with `initializeElevationOverlay` at the view's elevation
/// (`android:elevation` on it, else its style's), plus its ancestors' (`MaterialShapeUtils.setParentAbsoluteElevation`):
/// an ancestor with an elevation of its own (written, or an `AppBarLayout`, whose elevation its state list animator
/// sets) is not followed, so the overlay then needs review. A plain `Toolbar` keeps a flat color.
extension AndroidLayoutWalker {
    /// The toolbar's fill as written (`?attr/colorSurface`) and where it comes from, and the elevation its style sets.
    func toolbarStyle(_ element: AndroidXMLElement, theme: AndroidTheme) -> (
        fill: (raw: String, source: String)?, elevation: (attribute: String, raw: String)?
    ) {
        let styleRaw: String
        let from: String
        if let written = element.attributes["style"] {
            (styleRaw, from) = (written, "its style")
        } else if let hit = resolver.attribute("toolbarStyle", theme: theme, viewOverlays: []) {
            (styleRaw, from) = (hit.value, "the theme's toolbarStyle")
        } else {
            return (nil, nil)
        }
        let name = AndroidStyleSheet.styleName(styleRaw)
        let (styles, external) = context.sheet.chain(name, night: theme.night)
        var fill: (raw: String, source: String)?
        var elevation: (attribute: String, raw: String)?
        for style in styles {
            if fill == nil, let raw = style.items["android:background"] {
                fill = (raw, "the android:background of \(style.name), \(from)")
            }
            if elevation == nil, let raw = style.items["android:elevation"] {
                elevation = ("android:elevation", raw)
            }
        }
        if let external, let library = AndroidControlFills.toolbarStyle(external, night: theme.night) {
            if fill == nil, let raw = library.fill { fill = (raw, "the background of \(external), \(from)") }
            if elevation == nil, let dp = library.elevationDp {
                elevation = ("android:elevation", "\(AndroidLayoutWalker.formatted(dp))dp")
            }
        }
        if let raw = element.attributes["android:elevation"] { elevation = ("android:elevation", raw) }
        return (fill, elevation)
    }

    /// The elevation overlay a `MaterialToolbar` (the last of `chain`) draws over `fill`; nil for a plain toolbar or
    /// when none is drawn.
    func toolbarOverlay(
        on fill: AndroidThemedColor, chain: [AndroidXMLElement], theme: AndroidTheme, overlays: [String]
    )
        -> ElevationOverlayOutcome?
    {
        guard let toolbar = chain.last, AndroidViewKinds.simpleName(toolbar.name) == "MaterialToolbar",
            let library = library(of: theme)
        else { return nil }
        if let raised = chain.dropLast().last(where: {
            AndroidControlFills.isAppBar($0) || $0.attributes["android:elevation"] != nil
        }) {
            // Tinted at any elevation (the fill is the theme's surface, the overlay on): by how much is not known.
            guard
                elevationOverlay(
                    on: fill, library: library, theme: theme, overlays: overlays,
                    written: ("android:elevation", "1dp"), libraryDp: nil) != nil
            else { return nil }
            return .unknown(
                "is tinted with an elevation overlay that adds the elevation of \(Self.describe(raised)) "
                    + "(line \(raised.line)), which is not known")
        }
        return elevationOverlay(
            on: fill, library: library, theme: theme, overlays: overlays,
            written: toolbarStyle(toolbar, theme: theme).elevation, libraryDp: nil)
    }
}
