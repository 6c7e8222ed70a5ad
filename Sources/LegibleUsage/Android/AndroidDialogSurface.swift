import LegiblePalette

/// The surface under a layout a dialog, an alert dialog's builder or a bottom sheet shows (`AndroidLayoutHost`), in
/// one theme. The library default (`AndroidLayoutHost.surface`) holds unless the app's theme names its own overlay for
/// that window (`dialogTheme`, `alertDialogTheme`, `materialAlertDialogTheme`, `bottomSheetDialogTheme`):
/// - an overlay the project defines: its `android:windowBackground` (a dialog's or an alert dialog's window), or the
///   `backgroundTint` of its `alertDialogStyle` or `bottomSheetStyle` (a Material alert dialog, a bottom sheet), else the default surface resolved with the
///   overlay on top of the theme; an overlay built on Material's plain dialog overlay
///   (`ThemeOverlay.Material3.Dialog`, `ThemeOverlay.MaterialComponents.Dialog`: `mtrl_dialog_background`) draws
///   `?attr/colorSurface`;
/// - an overlay the files read do not define (another module's): not known, so the pair needs review.
///
/// A theme the dialog's class passes to its library superclass's constructor (`class AppSheet(ctx: Context) :
/// BottomSheetDialog(ctx, R.style.SheetDialog)`: `BottomSheetDialog(Context, int)`, `AppCompatDialog(Context, int)`
/// and `AlertDialog(Context, int)` wrap the context in that theme instead of the one `bottomSheetDialogTheme` or
/// `dialogTheme` names) is read the same way, in place of the app theme's overlay.
///
/// A theme's `android:background` comes first, for a dialog, an alert dialog and a Material alert dialog: a view
/// attribute set in a theme is the default of every view inflated in that theme that sets none
/// (`AndroidThemeBackground`), so the dialog's own views (an alert's `parentPanel`, `customPanel` and `custom` frames, a
/// dialog's content frame) draw it over the window's background, under the layout the dialog shows. It is the
/// overlay's (or its app parents'), else the app theme's: `panelBackground`.
///
/// A plain or AppCompat alert dialog whose overlay sets `android:colorBackground` takes it (AppCompat tints the window's
/// `abc_dialog_material_background` with it). A material-dialogs dialog takes the background color its builder is
/// given in code (`AndroidDialogBuilderHelpers.background`), else the theme's `md_background_color`, else needs review.
enum AndroidDialogSurface {
    /// What the host draws: a color reference to resolve with `overlays` on top of the theme, and how it was found;
    /// or why it is not known.
    enum Outcome {
        case surface(raw: String, overlays: [String], how: String)
        case unknown(String)
    }

    static func surface(
        of host: AndroidLayoutHost, library: AndroidThemeDefaults.Library?, theme: AndroidTheme,
        resolver: AndroidThemeResolver, classTheme: AndroidCodeHosts.ClassTheme? = nil,
        builderBackground: (raw: String, location: SourceLocation)? = nil
    ) -> Outcome {
        // The color the code gives a material-dialogs builder comes before the theme's (`DialogInit.init`).
        if host == .materialDialogsDialog, let builderBackground {
            return .surface(
                raw: builderBackground.raw, overlays: [],
                how:
                    "the background \(builderBackground.raw) its builder is given (\(builderBackground.location.fileAndLine)), "
                    + "which material-dialogs paints the dialog with")
        }
        if host == .materialDialogsDialog {
            guard let hit = resolver.attribute(materialDialogsBackground, theme: theme, viewOverlays: []) else {
                return .unknown(host.unknownSurface)
            }
            return .surface(
                raw: hit.value, overlays: [],
                how:
                    "the theme's \(materialDialogsBackground) \(hit.value), which material-dialogs paints the dialog with"
            )
        }
        // A theme the dialog's class passes to its library superclass replaces the one the app's theme names.
        if let classTheme, host != .materialDialogsDialog, host != .popup, host != .offscreen {
            return surface(
                of: host, overlay: classTheme.style, library: library, theme: theme, resolver: resolver,
                named: "the theme \(classTheme.style) its class passes to \(classTheme.superclass) (\(classTheme.at))",
                notRead:
                    "its class passes the theme R.style.\(classTheme.style.replacingDots()) to \(classTheme.superclass)"
            )
        }
        for attribute in host.themeAttributes {
            // Only an overlay the app's own styles name: library themes set none of these for plain dialogs.
            guard let hit = resolver.attribute(attribute, theme: theme, viewOverlays: []), hit.location != nil else {
                continue
            }
            return surface(
                of: host, overlay: AndroidStyleSheet.styleName(hit.value), library: library, theme: theme,
                resolver: resolver, named: "the \(attribute) overlay \(AndroidStyleSheet.styleName(hit.value))",
                notRead: "the app's theme sets \(attribute) to \(hit.value)")
        }
        if let panels = panelBackground(of: host, overlay: nil, theme: theme, resolver: resolver) {
            return .surface(raw: panels.raw, overlays: [], how: panelsHow("the theme \(panels.style)", panels.raw))
        }
        let surface: String
        switch defaultSurface(of: host, library: library, resolver: resolver) {
        case .surface(let raw, _, _): surface = raw
        case let unknown: return unknown
        }
        if surface == AndroidLayoutHost.designBottomSheetFill {
            return .surface(
                raw: surface, overlays: [],
                how: "\(surface), the sheet of \(designSheetTheme) (the theme sets no bottomSheetDialogTheme)")
        }
        return .surface(raw: surface, overlays: [], how: surface)
    }

    /// The surface of `host` themed with `overlay` over the app's theme: a theme overlay the app's theme names for
    /// that window, or the theme the dialog's class passes to its library superclass.
    static func surface(
        of host: AndroidLayoutHost, overlay: String, library: AndroidThemeDefaults.Library?, theme: AndroidTheme,
        resolver: AndroidThemeResolver, named: String, notRead: String
    ) -> Outcome {
        let sheet = resolver.sheet
        let defined = sheet.style(overlay, night: theme.night) != nil
        let libraryParent = defined ? sheet.chain(overlay, night: theme.night).external : overlay
        guard defined || AndroidControlFills.isLibraryStyle(overlay) || overlay == designSheetTheme else {
            return .unknown("whose surface is not known: \(notRead), which is not among the files read")
        }
        if let panels = panelBackground(of: host, overlay: defined ? overlay : nil, theme: theme, resolver: resolver) {
            let whose = panels.style == overlay ? named : "the theme \(panels.style) under \(named)"
            return .surface(raw: panels.raw, overlays: defined ? [overlay] : [], how: panelsHow(whose, panels.raw))
        }
        if defined, host == .dialog || host == .alertDialog,
            let background = sheet.item("android:windowBackground", inStyle: overlay, night: theme.night)
        {
            return .surface(raw: background.value, overlays: [overlay], how: "\(named)'s android:windowBackground")
        }
        if defined, let styleAttribute = host.backgroundStyleAttribute,
            let style = sheet.item(styleAttribute, inStyle: overlay, night: theme.night)
        {
            let styleName = AndroidStyleSheet.styleName(style.value)
            for item in ["backgroundTint", "android:background"] {
                guard let fill = sheet.item(item, inStyle: styleName, night: theme.night) else { continue }
                return .surface(
                    raw: fill.value, overlays: [overlay], how: "the \(item) of \(named)'s \(styleAttribute)")
            }
            // A library sheet style the project's style inherits (or names): the library's fill.
            let external =
                sheet.style(styleName, night: theme.night) == nil
                ? styleName : sheet.chain(styleName, night: theme.night).external
            if let external, let fill = libraryFill(ofStyle: external, baseline: resolver.material3Baseline) {
                let how = "\(fill), the background of \(external) (\(named))"
                // An overlay built on a full library theme (not a `ThemeOverlay.…`) takes that theme's colors
                // for what it does not set: known for the design library's light sheet theme only.
                if let base = libraryParent, base.hasPrefix("Theme."),
                    let attribute = AndroidThemeResolver.attributeName(fill),
                    sheet.item(attribute, inStyle: overlay, night: theme.night) == nil
                {
                    guard base == designSheetTheme, attribute == "android:colorBackground" else {
                        return .unknown(
                            "whose surface is not known: \(named) is built on the library theme \(base), whose "
                                + "\(fill) Legible does not know")
                    }
                    return .surface(
                        raw: AndroidLayoutHost.designBottomSheetFill, overlays: [],
                        how: "\(how), white in \(designSheetTheme)")
                }
                return .surface(raw: fill, overlays: [overlay], how: how)
            }
        }
        if host == .dialog || host == .alertDialog, let parent = libraryParent, isMaterialPlainDialog(parent) {
            return .surface(
                raw: "?attr/colorSurface", overlays: defined ? [overlay] : [], how: "\(named) (\(parent))")
        }
        // AppCompat tints a dialog's abc_dialog_material_background with the overlay's android:colorBackground,
        // which its library overlays set to ?attr/colorBackgroundFloating: an app overlay that sets it decides.
        if defined, host == .dialog || host == .alertDialog,
            let background = sheet.item("android:colorBackground", inStyle: overlay, night: theme.night)
        {
            return .surface(
                raw: background.value, overlays: [overlay],
                how: "\(named)'s android:colorBackground, which tints the dialog's abc_dialog_material_background")
        }
        // The design library's light sheet theme keeps Widget.Design.BottomSheet.Modal, which draws the theme's
        // android:colorBackground: the overlay's own, else the design theme's white.
        if host == .bottomSheet, libraryParent == designSheetTheme {
            if defined, let background = sheet.item("android:colorBackground", inStyle: overlay, night: theme.night) {
                return .surface(
                    raw: background.value, overlays: [overlay],
                    how: "\(named)'s android:colorBackground, which Widget.Design.BottomSheet.Modal draws")
            }
            return .surface(
                raw: AndroidLayoutHost.designBottomSheetFill, overlays: [],
                how: "\(AndroidLayoutHost.designBottomSheetFill), the sheet of \(designSheetTheme) (\(named))")
        }
        switch defaultSurface(of: host, library: library, resolver: resolver) {
        case .surface(let surface, _, _):
            return .surface(raw: surface, overlays: defined ? [overlay] : [], how: "\(surface) in \(named)")
        case let unknown: return unknown
        }
    }

    /// The `android:background` the views a dialog inflates in its theme draw (`AndroidThemeBackground`): the
    /// overlay's (an item of it or of its app parents), else one the app theme or its variant overlays set; nil for
    /// other hosts (a bottom sheet's sheet draws its own style's background), or when no app style sets one.
    static func panelBackground(
        of host: AndroidLayoutHost, overlay: String?, theme: AndroidTheme, resolver: AndroidThemeResolver
    ) -> (raw: String, style: String)? {
        guard host == .dialog || host == .alertDialog || host == .materialAlertDialog else { return nil }
        for style in (overlay.map { [$0] } ?? []) + theme.overlays.reversed() + [theme.base] {
            if let hit = resolver.sheet.item("android:background", inStyle: style, night: theme.night) {
                return (hit.value, style)
            }
        }
        return nil
    }

    /// How a surface `panelBackground` found is told: "`whose`'s android:background `raw`, which …".
    static func panelsHow(_ whose: String, _ raw: String) -> String {
        "\(whose)'s android:background \(raw)\(panelsNote)"
    }

    /// Said after a surface the dialog's own views draw; no elevation overlay is drawn on it (`isPanels`).
    static let panelsNote =
        ", which the dialog's own views draw over its window (a theme's android:background is the background of "
        + "every view inflated in it that sets none)"

    /// Whether a surface's `how` is one `panelBackground` found (a plain view's fill, not the window's
    /// `MaterialShapeDrawable`: no elevation overlay).
    static func isPanels(_ how: String) -> Bool { how.contains(panelsNote) }

    /// The library default surface of `host` (`AndroidLayoutHost.surface`) for the version the build pins.
    static func defaultSurface(
        of host: AndroidLayoutHost, library: AndroidThemeDefaults.Library?, resolver: AndroidThemeResolver
    ) -> Outcome {
        guard let surface = host.surface(library) else { return .unknown(host.unknownSurface) }
        switch surface.resolved(resolver.material3Baseline, versionUnknown: resolver.materialVersionUnknown) {
        case .fill(let raw, _): return .surface(raw: raw, overlays: [], how: raw)
        case .unknown(let why): return .unknown("whose surface is not known: \(why)")
        }
    }

    /// The theme attribute afollestad material-dialogs paints its dialog with when the app's theme sets it
    /// (`MaterialDialog.invalidateBackgroundColorAndRadius`, 3.x; `DialogInit.init`, 0.9).
    static let materialDialogsBackground = "md_background_color"

    /// The design library's own bottom-sheet theme (`BottomSheetDialog`'s when the app's theme names none).
    static let designSheetTheme = "Theme.Design.Light.BottomSheetDialog"

    /// The surface of a library's modal bottom-sheet and Material alert-dialog styles (material-components-android
    /// `res/values/styles.xml` of the design, Material Components and Material 3 libraries): a
    /// `Widget.Design.BottomSheet.Modal` draws `android:background` `?android:attr/colorBackground`;
    /// `Widget.MaterialComponents.BottomSheet.Modal` is tinted `?attr/colorSurface`; `Widget.Material3.BottomSheet.Modal`
    /// the sheet container (`AndroidMaterial3Container.bottomSheet`); `MaterialAlertDialog.MaterialComponents`
    /// `?attr/colorSurface`, `MaterialAlertDialog.Material3` the dialog container (`.dialog`), each for the version the
    /// build pins. nil for any other style, or a Material 3 one when the version is not known.
    static func libraryFill(ofStyle name: String, baseline: AndroidThemeDefaults.Material3Baseline?) -> String? {
        let plain = name.hasPrefix("@style/") ? String(name.dropFirst(7)) : name
        let known: [(prefix: String, fill: AndroidMaterialDefault)] = [
            ("Widget.Design.BottomSheet.Modal", .role("?android:attr/colorBackground")),
            ("Widget.MaterialComponents.BottomSheet", .role("?attr/colorSurface")),
            ("Widget.Material3.BottomSheet", .container(.bottomSheet)),
            ("MaterialAlertDialog.MaterialComponents", .role("?attr/colorSurface")),
            ("MaterialAlertDialog.Material3", .container(.dialog)),
        ]
        guard let fill = known.first(where: { plain == $0.prefix || plain.hasPrefix($0.prefix + ".") })?.fill,
            case .fill(let raw, _) = fill.resolved(baseline, versionUnknown: "")
        else { return nil }
        return raw
    }

    /// `ThemeOverlay.Material3.Dialog`, `ThemeOverlay.MaterialComponents.Light.Dialog`: Material's overlays for plain
    /// dialogs, whose window background is `mtrl_dialog_background` (`?attr/colorSurface`); not their `.Alert` ones.
    static func isMaterialPlainDialog(_ name: String) -> Bool {
        (name.hasPrefix("ThemeOverlay.Material3") || name.hasPrefix("ThemeOverlay.MaterialComponents"))
            && name.hasSuffix(".Dialog")
    }
}
