/// The themes no screen shows when every activity sets its theme in code (Kotatsu's `BaseActivity.onCreate` calls
/// `setTheme(settings.colorScheme.styleResId)` under no condition, and every activity the manifest declares inherits
/// it): `ContextThemeWrapper.setTheme` applies the style over the manifest's theme before any view is inflated, so
/// the manifest's theme alone (with no style the code sets) is never what a screen is drawn in. Each theme the code
/// can give is kept (a scheme over the manifest's theme, a full theme it sets); the catalog's other instances go.
///
/// Only when the call is known to run for every declared activity: in `onCreate` of the activity or a superclass, under
/// no condition, with every value evaluated (`AndroidCodeThemes.alwaysThemed`), and each activity of the code read
/// that a manifest declares is among those classes. An activity the code read does not declare (a library's) shows
/// the library's layouts, none of the files read.
enum AndroidAlwaysSetThemes {
    /// `themes` without the instances no declared activity shows, when every declared activity of the code read
    /// (`declared` ∩ `activities`) always sets a theme (`alwaysThemed`); `themes` otherwise, or when nothing would be left.
    static func shown(
        _ themes: [AndroidTheme], codeStyles: Set<String>, declared: Set<String>, activities: Set<String>,
        alwaysThemed: Set<String>
    ) -> [AndroidTheme] {
        let starting = declared.intersection(activities)
        guard !starting.isEmpty, starting.isSubset(of: alwaysThemed) else { return themes }
        let set = themes.filter { codeStyles.contains($0.base) || $0.overlays.contains(where: codeStyles.contains) }
        return set.isEmpty ? themes : set
    }
}
