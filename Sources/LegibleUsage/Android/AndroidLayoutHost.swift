/// What a layout is shown in when code inflates it into something other than an activity's window, and the surface
/// drawn under it there, as a theme attribute the app's theme resolves (material-components-android and AppCompat
/// defaults):
///
/// | host | Material 3 | Material Components | AppCompat |
/// |---|---|---|---|
/// | bottom sheet (`Widget.*.BottomSheet` `backgroundTint`) | `?attr/colorSurfaceContainerLow` (1.11+) | `?attr/colorSurface` | `#FFFFFF` |
/// | dialog window (a `DialogFragment`'s own layout, a `Dialog`) | `?attr/colorBackgroundFloating` | same | same |
/// | `AlertDialog.Builder(…).setView(…)` | `?attr/colorBackgroundFloating` | same | same |
/// | `MaterialAlertDialogBuilder(…).setView(…)` (`MaterialAlertDialog.*` `backgroundTint`) | `?attr/colorSurfaceContainerHigh` (1.11+) | `?attr/colorSurface` | — |
/// | popup window | its background is set in code: not known | | |
/// | dialog with a theme set in code (`setStyle(style, theme)`, `getTheme()`) | that theme's `android:windowBackground` (one style the project defines), else not known | | |
/// | off-screen canvas (a PDF page, a bitmap) | what the code draws first: not known | | |
/// | material-dialogs `MaterialDialog` | the theme's `md_background_color`, else not known | same | same |
///
/// A plain dialog's window is AppCompat's `dialogTheme` (`ThemeOverlay.AppCompat.Dialog`; Material Components and
/// Material 3 themes set only `alertDialogTheme`, `materialAlertDialogTheme` and `bottomSheetDialogTheme`): its
/// `abc_dialog_material_background` is tinted with the overlay's `android:colorBackground`, which is
/// `?attr/colorBackgroundFloating`; so is an `AlertDialog`'s (`ThemeOverlay.*.Dialog.Alert` inherits it). An app theme
/// that names its own overlay (`themeAttributes`) decides instead (`AndroidDialogSurface`). A bottom sheet under a theme
/// that sets no `bottomSheetDialogTheme` (plain AppCompat) gets the design library's own light theme,
/// `Theme.Design.Light.BottomSheetDialog` (`BottomSheetDialog.getThemeResId`), whose `Widget.Design.BottomSheet.Modal`
/// draws its `?android:attr/colorBackground`: AppCompat's `background_floating_material_light`, white.
enum AndroidLayoutHost: String, Sendable {
    case bottomSheet = "bottom sheet"
    /// A dialog's own window: a `DialogFragment` that inflates its layout in `onCreateView`, a `Dialog` subclass.
    case dialog
    /// The content of an `AlertDialog.Builder` (`.setView(…)`, `.setCustomTitle(…)`).
    case alertDialog = "alert dialog"
    /// The content of a `MaterialAlertDialogBuilder`.
    case materialAlertDialog = "Material alert dialog"
    case popup = "popup window"
    /// A dialog whose theme its code sets (`setStyle(STYLE_NO_TITLE, ThemeHelper.dialogTheme(…))`, `override fun
    /// getTheme() = R.style.App_NoActionBar`): the window background of that theme, which the code picks, is under the
    /// layout (`AndroidLayoutWalker.themedDialogWindow`).
    case themedDialog = "dialog whose theme the code sets"
    /// Drawn by code onto a canvas (`view.draw(page.canvas)` for a `PdfDocument`, a `Bitmap`), not on a window.
    case offscreen = "canvas drawn off screen"
    /// The content of an afollestad material-dialogs dialog (`MaterialDialog.Builder(ctx).customView(R.layout.x, …)`,
    /// `MaterialDialog(ctx).customView(R.layout.x)`): the library paints the dialog with the app theme's
    /// `md_background_color`, else with `colorBackgroundFloating` of its own light or dark dialog theme, which it
    /// infers at run time (`AndroidDialogSurface`).
    case materialDialogsDialog = "material-dialogs dialog"

    /// The theme attribute (or color) of the host's surface under `library`, nil when not known (a popup; a Material
    /// alert dialog under plain AppCompat, which has none). Material 3's sheet and dialog follow the library version
    /// (`AndroidMaterial3Container`).
    func surface(_ library: AndroidThemeDefaults.Library?) -> AndroidMaterialDefault? {
        switch (self, library) {
        case (.popup, _), (.offscreen, _), (.themedDialog, _), (.materialDialogsDialog, _): nil
        case (.bottomSheet, .material3?): .container(.bottomSheet)
        case (.bottomSheet, .materialComponents?): .role("?attr/colorSurface")
        case (.bottomSheet, .appCompat?): .role(Self.designBottomSheetFill)
        case (.bottomSheet, nil), (.bottomSheet, .framework?): nil
        case (.dialog, _), (.alertDialog, _): .role("?attr/colorBackgroundFloating")
        case (.materialAlertDialog, .material3?): .container(.dialog)
        case (.materialAlertDialog, .materialComponents?): .role("?attr/colorSurface")
        case (.materialAlertDialog, _): nil
        }
    }

    /// The fill of `Theme.Design.Light.BottomSheetDialog`'s sheet.
    static let designBottomSheetFill = "#FFFFFF"

    /// The theme attributes naming the overlay this host's window is themed with, when an app theme sets them.
    var themeAttributes: [String] {
        switch self {
        case .dialog: ["dialogTheme", "android:dialogTheme"]
        case .alertDialog: ["alertDialogTheme", "android:alertDialogTheme"]
        case .materialAlertDialog: ["materialAlertDialogTheme"]
        case .bottomSheet: ["bottomSheetDialogTheme"]
        case .popup, .themedDialog, .offscreen, .materialDialogsDialog: []
        }
    }

    /// The attribute of the window's overlay naming the style whose `backgroundTint` fills it.
    var backgroundStyleAttribute: String? {
        switch self {
        case .materialAlertDialog: "alertDialogStyle"
        case .bottomSheet: "bottomSheetStyle"
        default: nil
        }
    }

    /// "a dialog", "an alert dialog", for messages.
    var withArticle: String { (rawValue.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + rawValue }

    /// Why the surface is not known when `surface` is nil.
    var unknownSurface: String {
        switch self {
        case .bottomSheet, .materialAlertDialog: "whose surface the app's theme library does not define"
        case .materialDialogsDialog:
            "whose surface is not known: the app's theme sets no md_background_color, and the library's "
                + "colorBackgroundFloating comes from the light or dark dialog theme it infers at run time"
        default: "whose background is set in code"
        }
    }
}
