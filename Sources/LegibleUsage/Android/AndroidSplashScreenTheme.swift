/// The theme an activity started in a splash-screen theme shows its content in (AndroidX `core-splashscreen`,
/// "Migrate your splash screen implementation to Android 12 and later"): the manifest names a starting theme whose
/// parent is `Theme.SplashScreen` (or `Theme.SplashScreen.IconBackground`) and whose `postSplashScreenTheme` item
/// names the app's theme; `installSplashScreen()` in the activity applies that theme (`SplashScreen.Impl.install`:
/// `activity.setTheme(postSplashScreenTheme)`) before the content view is set. The starting theme only paints the
/// splash window; the layouts are in the post-splash theme.
///
/// Followed only when the code read calls `installSplashScreen()`: without the call nothing switches the theme.
enum AndroidSplashScreenTheme {
    /// The style `style` is replaced by once the splash screen is installed, nil when it is no splash-screen theme,
    /// names no `postSplashScreenTheme`, or the code never installs the splash screen.
    static func after(_ style: String, sheet: AndroidStyleSheet, installed: Bool) -> String? {
        guard installed, let external = sheet.chain(style, night: false).external,
            external.hasPrefix("Theme.SplashScreen"),
            let post = sheet.item("postSplashScreenTheme", inStyle: style, night: false)?.value,
            post.hasPrefix("@style/")
        else { return nil }
        let name = AndroidStyleSheet.styleName(post)
        return sheet.style(name, night: false) != nil ? name : nil
    }

    /// The call that installs the splash screen (Kotlin `installSplashScreen()`, Java
    /// `SplashScreen.installSplashScreen(this)`).
    static let installCall = "installSplashScreen"
}
