import LegiblePalette

/// A style the Kotlin or Java code applies (`AndroidCodeThemes`), as the theme catalog takes it: with the night modes
/// it is applied in (Habitica's `if (isNightMode) setTheme(R.style.X_Dark) else setTheme(R.style.X)`:
/// `X_Dark` at night only, `X` by day only) and whether `Resources.Theme.applyStyle(style, true)` applies it over the
/// theme `setTheme` set (Android `Resources.Theme.applyStyle`: its attributes replace the theme's), only under a
/// condition (a "pure black" switch) or always.
struct AndroidCodeTheme: Sendable {
    /// The style as the style sheet names it (`Theme.App.Dark`).
    let style: String
    let location: SourceLocation
    /// The night modes the code applies it in: `[false, true]` when no branch testing night mode chooses it.
    var nights: Set<Bool> = [false, true]
    /// Applied with `applyStyle` (not `setTheme`).
    var appliedOver = false
    /// Applied only under a condition (an `if`, a `when` branch, a lambda).
    var optional = false
}
