/// The surface under a layout a dialog, an alert dialog's builder or a bottom sheet shows (`AndroidLayoutHost`), in
/// one theme. The library default (`AndroidLayoutHost.surface`) holds unless the app's theme names its own overlay for
/// that window (`dialogTheme`, `alertDialogTheme`, `materialAlertDialogTheme`, `bottomSheetDialogTheme`):
/// - an overlay the project defines: its `android:windowBackground` (a dialog's or an alert dialog's window), or the
///   `backgroundTint` of its `alertDialogStyle` or `bottomSheetStyle` (a Material alert dialog, a bottom sheet), else the default surface resolved with the
///   overlay on top of the theme; an overlay built on Material's plain dialog overlay
///   (`ThemeOverlay.Material3.Dialog`, `ThemeOverlay.MaterialComponents.Dialog`: `mtrl_dialog_background`) draws
///   `?attr/colorSurface`;
/// - an overlay the files read do not define (another module's): not known, so the pair needs review.
enum AndroidDialogSurface {
    /// What the host draws: a color reference to resolve with `overlays` on top of the theme, and how it was found;
    /// or why it is not known.
    enum Outcome {
        case surface(raw: String, overlays: [String], how: String)
        case unknown(String)
    }

    static func surface(
        of host: AndroidLayoutHost, library: AndroidThemeDefaults.Library?, theme: AndroidTheme,
        resolver: AndroidThemeResolver
    ) -> Outcome {
        let sheet = resolver.sheet
        for attribute in host.themeAttributes {
            // Only an overlay the app's own styles name: library themes set none of these for plain dialogs.
            guard let hit = resolver.attribute(attribute, theme: theme, viewOverlays: []), hit.location != nil else {
                continue
            }
            let overlay = AndroidStyleSheet.styleName(hit.value)
            let defined = sheet.style(overlay, night: theme.night) != nil
            let libraryParent = defined ? sheet.chain(overlay, night: theme.night).external : overlay
            guard defined || AndroidControlFills.isLibraryStyle(overlay) else {
                return .unknown(
                    "whose surface is not known: the app's theme sets \(attribute) to \(hit.value), which is not "
                        + "among the files read")
            }
            let named = "the \(attribute) overlay \(overlay)"
            if defined, host == .dialog || host == .alertDialog,
                let background = sheet.item("android:windowBackground", inStyle: overlay, night: theme.night)
            {
                return .surface(raw: background.value, overlays: [overlay], how: "\(named)'s android:windowBackground")
            }
            if defined, let styleAttribute = host.backgroundStyleAttribute,
                let style = sheet.item(styleAttribute, inStyle: overlay, night: theme.night),
                let tint = sheet.item(
                    "backgroundTint", inStyle: AndroidStyleSheet.styleName(style.value), night: theme.night)
            {
                return .surface(
                    raw: tint.value, overlays: [overlay], how: "the backgroundTint of \(named)'s \(styleAttribute)")
            }
            if host == .dialog || host == .alertDialog, let parent = libraryParent, isMaterialPlainDialog(parent) {
                return .surface(
                    raw: "?attr/colorSurface", overlays: defined ? [overlay] : [], how: "\(named) (\(parent))")
            }
            guard let surface = host.surface(library) else { return .unknown(host.unknownSurface) }
            return .surface(raw: surface, overlays: defined ? [overlay] : [], how: "\(surface) in \(named)")
        }
        guard let surface = host.surface(library) else { return .unknown(host.unknownSurface) }
        return .surface(raw: surface, overlays: [], how: surface)
    }

    /// `ThemeOverlay.Material3.Dialog`, `ThemeOverlay.MaterialComponents.Light.Dialog`: Material's overlays for plain
    /// dialogs, whose window background is `mtrl_dialog_background` (`?attr/colorSurface`); not their `.Alert` ones.
    static func isMaterialPlainDialog(_ name: String) -> Bool {
        (name.hasPrefix("ThemeOverlay.Material3") || name.hasPrefix("ThemeOverlay.MaterialComponents"))
            && name.hasSuffix(".Dialog")
    }
}
