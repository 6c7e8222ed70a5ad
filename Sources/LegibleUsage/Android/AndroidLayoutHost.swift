/// What a layout is shown in when code inflates it into something other than an activity's window, and the surface
/// drawn under it there: the `backgroundTint` of the library's default style, as a theme attribute the app's theme
/// resolves (material-components-android `Widget.*.BottomSheet`, `MaterialAlertDialog.*`; AppCompat's
/// `AlertDialog`/`Dialog` window background `?attr/colorBackgroundFloating`).
///
/// | host | Material 3 | Material Components | AppCompat |
/// |---|---|---|---|
/// | bottom sheet | `?attr/colorSurfaceContainerLow` | `?attr/colorSurface` | — |
/// | dialog | `?attr/colorSurfaceContainerHigh` | `?attr/colorSurface` | `?attr/colorBackgroundFloating` |
/// | popup window | its background is set in code: not known | | |
/// | dialog with a theme set in code (`setStyle(style, theme)`) | that theme's `android:windowBackground`: not known | | |
/// | off-screen canvas (a PDF page, a bitmap) | what the code draws first: not known | | |
enum AndroidLayoutHost: String, Sendable {
    case bottomSheet = "bottom sheet"
    case dialog
    case popup = "popup window"
    /// A dialog whose theme its code sets (`setStyle(STYLE_NO_TITLE, ThemeHelper.dialogTheme(…))`): the window
    /// background of that theme, which the code picks, is under the layout.
    case themedDialog = "dialog whose theme the code sets"
    /// Drawn by code onto a canvas (`view.draw(page.canvas)` for a `PdfDocument`, a `Bitmap`), not on a window.
    case offscreen = "canvas drawn off screen"

    /// The theme attribute of the host's surface under `library`, nil when not known (a popup; a bottom sheet under
    /// plain AppCompat, which has none).
    func surface(_ library: AndroidThemeDefaults.Library?) -> String? {
        switch (self, library) {
        case (.popup, _), (.offscreen, _), (.themedDialog, _): nil
        case (.bottomSheet, .material3?): "?attr/colorSurfaceContainerLow"
        case (.bottomSheet, .materialComponents?): "?attr/colorSurface"
        case (.bottomSheet, _): nil
        case (.dialog, .material3?): "?attr/colorSurfaceContainerHigh"
        case (.dialog, .materialComponents?): "?attr/colorSurface"
        case (.dialog, _): "?attr/colorBackgroundFloating"
        }
    }
}
