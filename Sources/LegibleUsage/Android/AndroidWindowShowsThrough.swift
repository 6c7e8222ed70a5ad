import Foundation
import LegiblePalette

/// A screen theme whose window lets something the app does not draw show under its content, so text no opaque layer
/// of the layout backs is not drawn on the theme's `android:colorBackground`:
///
/// - `android:windowShowWallpaper` true (Android `R.attr.windowShowWallpaper`: "the wallpaper is shown behind the
///   window"; a launcher's see-through theme, KISS's `AppTheme` and `AppThemeTransparent`): the user's wallpaper is
///   under the text — review (wallpaper);
/// - `android:windowIsTranslucent` true in the theme the screen is drawn in (one the code applies, which
///   `AndroidTranslucentWindows` does not see in the manifest): the screen behind it shows through — review (host
///   unknown).
///
/// An opaque `android:windowBackground` hides both. Either is read in the theme as resolved for the layout (its overlays included), so a theme the code applies over a
/// see-through manifest theme (`AppThemeAmoledDark`: `windowShowWallpaper` false, a black window) keeps its window.
enum AndroidWindowShowsThrough {
    /// `isOpaque`: whether a window background as written (and where) draws an opaque color in the theme, which hides
    /// the wallpaper (Android draws the window background over it).
    static func review(
        theme: AndroidTheme, resolver: AndroidThemeResolver, isOpaque: (String, SourceLocation?) -> Bool
    ) -> ReviewReason? {
        let window = resolver.attribute("android:windowBackground", theme: theme, viewOverlays: [])
        if let window, isOpaque(window.value, window.location) { return nil }
        /// The theme's `name` when it is set to true, with where.
        func setToTrue(_ name: String) -> (value: String, location: SourceLocation?, via: String)? {
            resolver.attribute(name, theme: theme, viewOverlays: []).flatMap {
                AndroidThemeResolver.trimmed($0.value) == "true" ? $0 : nil
            }
        }
        if let hit = setToTrue("android:windowShowWallpaper") {
            return ReviewReason(
                .wallpaper,
                "theme \(theme.base) shows the wallpaper behind its window (android:windowShowWallpaper true"
                    + "\(place(hit.location))), and no element up to the window draws an opaque color under the text")
        }
        if let hit = setToTrue("android:windowIsTranslucent") {
            return ReviewReason(
                .hostUnknown,
                "theme \(theme.base) has a translucent window (android:windowIsTranslucent true"
                    + "\(place(hit.location))): the screen behind it shows under the text")
        }
        return nil
    }

    static func place(_ location: SourceLocation?) -> String { location.map { ", \($0.fileAndLine)" } ?? "" }
}
