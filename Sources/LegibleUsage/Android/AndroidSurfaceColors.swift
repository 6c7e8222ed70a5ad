import LegibleCore
import LegibleJVMSyntax
import LegiblePalette

/// Material's `SurfaceColors` (material-components-android `lib/java/com/google/android/material/elevation/
/// SurfaceColors.java`): `SURFACE_0` … `SURFACE_5` are the Material 3 elevation levels (`m3_sys_elevation_level0` …
/// `level5`: 0, 1, 3, 6, 8 and 12dp), and `getColor(context)` is `getColorForElevation(context, elevation)`:
/// `new ElevationOverlayProvider(context).compositeOverlay(colorSurface, elevation)`, the theme's
/// `elevationOverlayColor` layered over its `colorSurface` at the overlay alpha of that elevation
/// (`AndroidElevationOverlay`). `compositeOverlay`, unlike `compositeOverlayIfNeeded`, does not ask whether the theme
/// enables elevation overlays: the color is tinted in every theme whose `elevationOverlayColor` is set (Material 3:
/// `?attr/colorPrimary`; Material Components: `?attr/colorOnSurface`).
///
/// Code writes it `SurfaceColors.SURFACE_3.getColor(requireContext())`; Legible keeps the raw `SurfaceColors.SURFACE_3`,
/// which the theme resolver (`AndroidThemeResolver.surfaceColor`) computes in each theme.
enum AndroidSurfaceColors {
    /// The raw form a `SurfaceColors` color is kept as: this prefix and the level (`SurfaceColors.SURFACE_3`).
    static let prefix = "SurfaceColors.SURFACE_"
    /// The elevation in dp of each level (`m3_sys_elevation_level0` … `level5`).
    static let levelsDp: [Double] = [0, 1, 3, 6, 8, 12]

    /// `SurfaceColors.SURFACE_3.getColor(context)` (also fully qualified) → `SurfaceColors.SURFACE_3`; nil otherwise.
    static func raw(_ e: JVMExpression) -> String? {
        guard case .call(let callee, let arguments) = e.kind, arguments.count == 1,
            case .member(let base, "getColor", _) = callee.kind, let path = base.dottedPath
        else { return nil }
        let parts = path.split(separator: ".")
        guard parts.count >= 2, parts[parts.count - 2] == "SurfaceColors" else { return nil }
        let raw = "SurfaceColors." + parts[parts.count - 1]
        return elevationDp(raw) == nil ? nil : raw
    }

    /// The elevation in dp of a raw `SurfaceColors.SURFACE_n`; nil for anything else.
    static func elevationDp(_ raw: String) -> Double? {
        guard raw.hasPrefix(prefix), let level = Int(raw.dropFirst(prefix.count)), levelsDp.indices.contains(level)
        else { return nil }
        return levelsDp[level]
    }

    /// The theme attributes a `SurfaceColors` color is computed from (for the roles dynamic colors replace).
    static let attributes = ["?attr/colorSurface", "?attr/elevationOverlayColor"]
}

extension AndroidThemeResolver {
    /// `SurfaceColors.SURFACE_n` in `theme` (`AndroidSurfaceColors`): `elevationOverlayColor` over `colorSurface` at
    /// the level's elevation, as the library computes it; why not, when a color is not one opaque color or an
    /// `elevationOverlayAccentColor` adds a layer Legible does not compute.
    func surfaceColor(
        _ raw: String, elevationDp dp: Double, theme: AndroidTheme?, viewOverlays: [String],
        at location: SourceLocation, depth: Int
    ) -> AndroidThemedColor {
        guard let theme else { return .unresolved("\(raw) needs a theme and no app theme was found") }
        let surface = color(
            "?attr/colorSurface", theme: theme, viewOverlays: viewOverlays, at: location, depth: depth + 1)
        if case .unresolved(let why) = surface { return .unresolved("\(raw) is drawn over ?attr/colorSurface: \(why)") }
        // A color resource, a literal, or a framework color (`@android:color/black`).
        func known(_ color: AndroidThemedColor) -> Color? {
            if case .value(.system(_, let resolved), _) = color { return resolved }
            return value(color, theme)
        }
        guard let plain = known(surface), plain.alpha8 == 255 else {
            return .unresolved("\(raw) is drawn over ?attr/colorSurface, which is not one opaque color in this theme")
        }
        guard dp > 0 else { return surface }
        if let accent = attribute("elevationOverlayAccentColor", theme: theme, viewOverlays: viewOverlays) {
            return .unresolved("\(raw) adds the accent color \(accent.value), which Legible does not compute")
        }
        let library = sheet.chain(theme.base, night: theme.night).external.flatMap(AndroidThemeDefaults.family(of:))?
            .library
        let material = library == .material3 || library == .materialComponents
        guard
            let overlayRaw = attribute("elevationOverlayColor", theme: theme, viewOverlays: viewOverlays)?.value
                ?? (material ? library.map(AndroidElevationOverlay.defaultOverlayColor) : nil)
        else {
            // No overlay color: `MaterialColors.getColor(…, TRANSPARENT)` layers nothing.
            return surface
        }
        let overlay = color(overlayRaw, theme: theme, viewOverlays: viewOverlays, at: location, depth: depth + 1)
        guard let tint = known(overlay), tint.alpha8 == 255 else {
            return .unresolved("\(raw) layers \(overlayRaw), which is not one opaque color in this theme")
        }
        return .value(.color(AndroidElevationOverlay.composite(tint, over: plain, elevationDp: dp)), location)
    }
}
