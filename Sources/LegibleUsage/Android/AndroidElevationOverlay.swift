import Foundation
import LegibleCore

/// Material's elevation overlay, as material-components-android computes it
/// (`lib/java/com/google/android/material/elevation/ElevationOverlayProvider.java`): a `MaterialShapeDrawable` whose
/// fill equals the theme's `colorSurface`, in a theme with `elevationOverlayEnabled`, is drawn with
/// `elevationOverlayColor` composited over it at an alpha fraction of `(4.5 · ln(1 + elevation in dp) + 2) / 100`
/// (at most 1), rounded to 8 bits (`MaterialColors.layer`: `round(alpha · fraction)`), then composited in 8-bit
/// integers (`ColorUtils.compositeColors`: `(overlay · a + surface · (255 − a)) / 255`, truncated).
///
/// The elevation of the surfaces whose library default is known (the window or sheet view's elevation, which the
/// library gives the drawable: `BottomSheetBehavior` sets its `android:elevation`, `MaterialAlertDialogBuilder` the
/// decor view's, from the dialog theme's `android:windowElevation`):
///
/// | surface | Material 3 | Material Components |
/// |---|---|---|
/// | modal bottom sheet (`Widget.*.BottomSheet.Modal` `android:elevation`) | `m3_bottom_sheet_modal_elevation` 1dp | `design_bottom_sheet_modal_elevation` 16dp |
/// | Material alert dialog (the overlay's `android:windowElevation`) | `m3_alert_dialog_elevation` 6dp | AppCompat's `abc_floating_window_z` 16dp |
///
/// The overlay color is the theme's `elevationOverlayColor`: Material 3 themes set `?attr/colorPrimary`, Material
/// Components' dark themes `?attr/colorOnSurface` (`theme/res/values/themes_base.xml`, `themes_base_bridge.xml`).
/// An `elevationOverlayAccentColor` (which no library theme sets) adds a second layer, not computed here.
enum AndroidElevationOverlay {
    /// The alpha fraction of the overlay at `dp` of elevation.
    static func alphaFraction(elevationDp dp: Double) -> Double {
        guard dp > 0 else { return 0 }
        return min((4.5 * log1p(dp) + 2) / 100, 1)
    }

    /// `overlay` (opaque) composited over the opaque `surface` at `dp`, as the library's integer arithmetic gives it.
    static func composite(_ overlay: Color, over surface: Color, elevationDp dp: Double) -> Color {
        let alpha = Int((Double(255) * alphaFraction(elevationDp: dp)).rounded())
        let top = overlay.srgb8, bottom = surface.srgb8
        func mix(_ o: UInt8, _ s: UInt8) -> UInt8 { UInt8((Int(o) * alpha + Int(s) * (255 - alpha)) / 255) }
        return Color(SRGB8(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b)))
    }

    /// The library default elevation, in dp, of a host's surface under a Material library; nil where not known.
    static func defaultElevation(of host: AndroidLayoutHost, library: AndroidThemeDefaults.Library) -> Double? {
        switch (host, library) {
        case (.bottomSheet, .material3): AndroidMaterial3Container.bottomSheet.elevationDp
        case (.bottomSheet, .materialComponents): 16
        case (.materialAlertDialog, .material3): AndroidMaterial3Container.dialog.elevationDp
        case (.materialAlertDialog, .materialComponents): 16
        default: nil
        }
    }

    /// The library's default `elevationOverlayColor`.
    static func defaultOverlayColor(_ library: AndroidThemeDefaults.Library) -> String {
        library == .material3 ? "?attr/colorPrimary" : "?attr/colorOnSurface"
    }

    /// `16dp`, `6.5dp` → dp; anything else (a dimension resource, px) nil.
    static func dp(_ raw: String) -> Double? {
        guard raw.hasSuffix("dp") else { return nil }
        return Double(raw.dropLast(2))
    }
}
