import LegibleJVMSyntax
import LegiblePalette

/// Material 3 dynamic color (Android 12 and later): the theme's color roles come from the user's wallpaper, so a pair
/// whose colors go through them has no one value to check.
///
/// - Applied in code: `DynamicColors.applyToActivitiesIfAvailable(app)`, `DynamicColors.applyToActivityIfAvailable(…)`,
///   `DynamicColors.applyIfAvailable(activity)` put the
///   `ThemeOverlay.Material3.DynamicColors.*` overlay on top of the app's theme (`applyStyle(overlay, force: true)`):
///   every role it sets (`attributes`) is the wallpaper's, the app theme's own values included; only a view overlay
///   (`android:theme` on the element or an ancestor) applied over it keeps the app's value. The calls do nothing
///   under a theme that is not Material 3's (it has no `dynamicColorThemeOverlay`). `wrapContextIfAvailable(ctx)`
///   themes only the context it returns (a dialog's), not the app's screens.
/// - Inherited: a theme built on `Theme.Material3.DynamicColors.*` takes the roles from the wallpaper where the app's
///   styles leave them to the library; a role the app's theme sets itself keeps that value.
///
/// Colors written as `@color/` resources, and roles the overlay does not set, are the app's: those pairs stay asserted.
enum AndroidDynamicColors {
    /// The roles `ThemeOverlay.Material3.DynamicColors.Light`/`.Dark` set (material-components-android,
    /// `theme/res/values-v31/themes_overlay.xml`), less the error roles, which keep their fixed tones.
    static let attributes: Set<String> = [
        "android:colorBackground", "colorOnBackground",
        "colorPrimary", "colorOnPrimary", "colorPrimaryContainer", "colorOnPrimaryContainer", "colorPrimaryInverse",
        "colorPrimaryFixed", "colorPrimaryFixedDim", "colorOnPrimaryFixed", "colorOnPrimaryFixedVariant",
        "colorSecondary", "colorOnSecondary", "colorSecondaryContainer", "colorOnSecondaryContainer",
        "colorSecondaryFixed", "colorSecondaryFixedDim", "colorOnSecondaryFixed", "colorOnSecondaryFixedVariant",
        "colorTertiary", "colorOnTertiary", "colorTertiaryContainer", "colorOnTertiaryContainer",
        "colorTertiaryFixed", "colorTertiaryFixedDim", "colorOnTertiaryFixed", "colorOnTertiaryFixedVariant",
        "colorSurface", "colorOnSurface", "colorSurfaceVariant", "colorOnSurfaceVariant", "colorSurfaceInverse",
        "colorOnSurfaceInverse", "colorSurfaceBright", "colorSurfaceDim", "colorSurfaceContainer",
        "colorSurfaceContainerLow", "colorSurfaceContainerLowest", "colorSurfaceContainerHigh",
        "colorSurfaceContainerHighest", "colorOutline", "colorOutlineVariant",
        "android:textColorPrimary", "android:textColorSecondary", "android:textColorTertiary",
        "android:textColorPrimaryInverse", "android:textColorSecondaryInverse", "android:textColorTertiaryInverse",
        "android:textColorPrimaryDisableOnly", "android:textColorPrimaryInverseDisableOnly",
        "android:textColorHint", "android:textColorHintInverse", "android:textColorHighlight",
        "android:textColorHighlightInverse", "android:textColorAlertDialogListItem",
    ]

    /// The calls of `com.google.android.material.color.DynamicColors` that apply the overlay.
    static let calls: Set<String> = [
        "applyToActivitiesIfAvailable", "applyToActivityIfAvailable", "applyIfAvailable",
    ]

    /// Where the code first applies dynamic colors, if it does.
    static func appliedInCode(_ files: [JVMFile], index: JVMSymbolIndex) -> SourceLocation? {
        for file in files {
            var found: Int?
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, _, _ in
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    guard found == nil, case .call(let callee, _) = e.kind, let called = callee.calledName,
                        calls.contains(called.name), called.receiver?.dottedPath?.hasSuffix("DynamicColors") == true
                    else { return }
                    found = e.line
                }
            }
            if let found { return SourceLocation(path: file.path, line: found) }
        }
        return nil
    }

    /// The dynamic role a color reference goes through in `theme`, if any: `reference` is written as a layout writes
    /// it (`?attr/colorOnSurface`) or names a theme attribute (`android:windowBackground`, a background label).
    /// `code`: where code applies dynamic colors (nil: only a `DynamicColors` library theme makes roles dynamic).
    static func role(
        of reference: String, theme: AndroidTheme, viewOverlays: [String], resolver: AndroidThemeResolver,
        code: SourceLocation?
    ) -> String? {
        let name =
            AndroidThemeResolver.attributeName(reference) ?? (reference.hasPrefix("android:") ? reference : nil)
        guard let name, let hit = resolver.attribute(name, theme: theme, viewOverlays: viewOverlays) else { return nil }
        let sheet = resolver.sheet
        let library = sheet.chain(theme.base, night: theme.night).external
        let inherited = library.map { $0.contains("DynamicColors") } ?? false
        // The calls apply the theme's `dynamicColorThemeOverlay`, which only Material 3 themes set.
        let code = library.flatMap(AndroidThemeDefaults.family(of:))?.library == .material3 ? code : nil
        for hop in hit.via.components(separatedBy: " → ") where attributes.contains(hop) {
            // A view overlay applied over the dynamic one keeps the app's value.
            if viewOverlays.contains(where: { sheet.item(hop, inStyle: $0, night: theme.night) != nil }) { return nil }
            if code != nil { return hop }
            let setByApp = (theme.overlays + [theme.base]).contains {
                sheet.item(hop, inStyle: $0, night: theme.night) != nil
            }
            if inherited, !setByApp { return hop }
        }
        return nil
    }
}

extension AndroidLayoutWalker {
    /// "needs review" when the text color `raw` or a theme's background goes through a role dynamic colors replace.
    func dynamicColorReview(raw: String, resolved: [Resolution], overlays: [String]) -> ReviewReason? {
        let code = context.dynamicColorsInCode
        for r in resolved {
            guard let theme = r.theme else { continue }
            for (reference, what) in [(raw, "text color"), (r.backgroundLabel, "background")] {
                guard
                    let role = AndroidDynamicColors.role(
                        of: reference, theme: theme, viewOverlays: overlays, resolver: resolver, code: code)
                else { continue }
                let source =
                    code.map { "the code applies dynamic colors (\($0.fileAndLine))" }
                    ?? "theme \(theme.base) inherits "
                    + (context.sheet.chain(theme.base, night: theme.night).external ?? "a DynamicColors theme")
                return ReviewReason(
                    .dynamicColor,
                    "dynamic color: the wallpaper decides on Android 12+: the \(what) goes through ?attr/\(role), and "
                        + "\(source); give it a fixed @color/ to check it")
            }
        }
        return nil
    }
}
