import Foundation
import LegiblePalette

/// Layouts shown in the window of an activity whose `<activity android:theme="@style/X">` overrides the application
/// theme (Android "App manifest: `<activity>`": the activity's theme applies to its window and to everything inflated
/// in it, fragments included). Such a layout is checked under X (in each appearance X has, as for app themes:
/// `AndroidThemeCatalog.appearances`), not under the application's themes.
///
/// A layout counts as shown by activities when every class whose code inflates it (`AndroidCodeScan.inflaters`) is an
/// activity of the manifest; a fragment's layout placed in an activity's container is walked inside that activity's
/// layout, so it takes the activity's theme too. A layout shown by several activities whose themes differ (one of its
/// own, another the application's) is not one window: its pairs need review. `tools:context` is no proof of a host
/// and is not read.
///
/// An activity whose code applies a full theme (`setTheme(settings.getTheme())` in it or in a base class it inherits,
/// `AndroidCodeThemes.classThemes`) is not in its manifest theme once `onCreate` runs: `ContextThemeWrapper.setTheme`
/// replaces the theme `Activity.attach` made from the manifest before the content view is inflated. Its layouts take
/// the themes the code applies (the app's theme set, `AndroidThemeCatalog`), not the manifest's `android:theme`.
///
/// A theme that is dark (or light) whatever the night mode (`Theme.MaterialComponents.NoActionBar`) in an app whose
/// application themes follow the night mode (`appFollowsNightMode`) is checked in both: its theme attributes keep
/// their values, but `@color/` resources still resolve from `values-night` only at night (Android "Resource
/// qualifiers": `night` follows the app's `AppCompatDelegate` night mode, not the theme).
struct AndroidActivityThemes {
    /// Layout name → the themes of the activity window it is shown in.
    private(set) var layouts: [String: [AndroidTheme]] = [:]
    /// Layout name → why its activity's theme is not one.
    private(set) var reviews: [String: ReviewReason] = [:]

    init() {}

    init(
        activityThemes: [String: String], activities: Set<String>, inflaters: [String: Set<String>],
        sheet: AndroidStyleSheet, appFollowsNightMode: Bool = false, codeThemed: Set<String> = []
    ) {
        for (layout, classes) in inflaters where !classes.isEmpty && classes.isSubset(of: activities) {
            guard !classes.isSubset(of: codeThemed) else { continue }
            let themes = Set(classes.map { activityThemes[$0] ?? "" })
            guard themes.contains(where: { !$0.isEmpty }) else { continue }
            guard themes.count == 1, let style = themes.first, sheet.style(style, night: false) != nil else {
                let each = classes.sorted().map { "\($0): \(activityThemes[$0] ?? "the application theme")" }
                reviews[layout] = ReviewReason(
                    .hostUnknown,
                    "\(layout).xml is shown by activities whose manifest themes differ or are not among the files read "
                        + "(\(each.joined(separator: ", "))): which window it is in is not known")
                continue
            }
            let activity = classes.sorted().joined(separator: ", ")
            let reason = "the <activity android:theme> of \(activity) in AndroidManifest.xml"
            let appearances = AndroidThemeCatalog.appearances(of: style, overlays: [], sheet: sheet).map(\.0)
            if appFollowsNightMode, appearances == [.light] || appearances == [.dark] {
                // A theme that is light or dark whatever the night mode, in an app that follows it: its attributes
                // keep their values, but its color resources still come from `values` or `values-night`.
                layouts[layout] = [false, true].map { night in
                    AndroidTheme(
                        base: style, overlays: [], night: night, appearance: night ? .dark : .light,
                        reason: reason + " (\(appearances[0].rawValue) in both night modes; its color resources "
                            + "follow the app's night mode, \(night ? "values-night" : "values"))")
                }
                continue
            }
            layouts[layout] = appearances.map { appearance in
                AndroidTheme(
                    base: style, overlays: [], night: appearance.isDark, appearance: appearance, reason: reason)
            }
        }
    }
}
