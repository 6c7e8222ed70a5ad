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
/// qualifiers": `night` follows the app's `AppCompatDelegate` night mode, not the theme). When the app defines no
/// resource with a night variant (`AndroidLayoutContext.definesNightResources`), nothing differs at night: the caller
/// passes `appFollowsNightMode` false, and the window has its theme's one appearance.
struct AndroidActivityThemes {
    /// Layout name → the themes of the activity window it is shown in.
    private(set) var layouts: [String: [AndroidTheme]] = [:]
    /// Layout name → why its activity's theme is not one.
    private(set) var reviews: [String: ReviewReason] = [:]

    init() {}

    /// `families`: each activity class of the code read with its subclasses (`AndroidCodeScan.activityFamilies`): a
    /// layout an activity class inflates is shown by each declared activity built on it (`SelectAppActivityDark :
    /// SelectAppActivity`, declared with a dark theme of its own, inherits the `setContentView` of its superclass), in
    /// that activity's own theme: a theme set per host, not a review, when every host has a manifest theme.
    init(
        activityThemes: [String: String], activities: Set<String>, inflaters: [String: Set<String>],
        sheet: AndroidStyleSheet, appFollowsNightMode: Bool = false, codeThemed: Set<String> = [],
        families: [String: Set<String>] = [:]
    ) {
        for (layout, inflating) in inflaters where !inflating.isEmpty {
            // Each inflating class's declared activities: itself and the subclasses the manifest declares.
            let hostsByClass = inflating.map { name in
                ([name] + (families[name] ?? [])).filter(activities.contains)
            }
            guard hostsByClass.allSatisfy({ !$0.isEmpty }) else { continue }
            let classes = Set(hostsByClass.joined())
            guard !classes.isSubset(of: codeThemed) else { continue }
            let themes = Set(classes.map { activityThemes[$0] ?? "" })
            guard themes.contains(where: { !$0.isEmpty }) else { continue }
            guard !themes.contains(""), themes.allSatisfy({ sheet.style($0, night: false) != nil }) else {
                let each = classes.sorted().map { "\($0): \(activityThemes[$0] ?? "the application theme")" }
                reviews[layout] = ReviewReason(
                    .hostUnknown,
                    "\(layout).xml is shown by activities whose manifest themes differ or are not among the files read "
                        + "(\(each.joined(separator: ", "))): which window it is in is not known")
                continue
            }
            layouts[layout] = Self.themes(of: themes, sheet: sheet, appFollowsNightMode: appFollowsNightMode) { style in
                let hosts = classes.filter { activityThemes[$0] == style }.sorted().joined(separator: ", ")
                return "the <activity android:theme> of \(hosts) in AndroidManifest.xml"
            }
        }
    }

    /// The themes of several window themes, each with the reason `reason` gives for it. With more than one style, a
    /// theme is reported in its own appearance (`Panel.Dark`: dark) when its resources are read in the matching night
    /// mode, else, or when another style has taken that appearance, under its style's name (`theme:Panel.Dark`, then
    /// `theme:Panel.Dark (day resources)`).
    static func themes(
        of styles: Set<String>, sheet: AndroidStyleSheet, appFollowsNightMode: Bool, reason: (String) -> String
    ) -> [AndroidTheme] {
        guard styles.count > 1 else {
            return styles.flatMap {
                themes(of: $0, reason: reason($0), sheet: sheet, appFollowsNightMode: appFollowsNightMode)
            }
        }
        var found: [AndroidTheme] = []
        for style in styles.sorted() {
            let own = AndroidThemeCatalog.appearances(of: style, overlays: [], sheet: sheet).map(\.0)
            for var theme in themes(
                of: style, reason: reason(style), sheet: sheet, appFollowsNightMode: appFollowsNightMode)
            {
                let natural = own.count == 1 ? own[0] : theme.appearance
                let resources = theme.night ? "night" : "day"
                let candidates: [Appearance] =
                    (natural.isDark == theme.night || own.count != 1 ? [natural] : [])
                    + [
                        .theme(style, isDark: natural.isDark),
                        .theme("\(style) (\(resources) resources)", isDark: natural.isDark),
                    ]
                theme.appearance = candidates.first { c in !found.contains { $0.appearance == c } } ?? candidates[2]
                found.append(theme)
            }
        }
        return found
    }

    /// The themes one activity theme `style` gives its window: one per appearance it has.
    static func themes(of style: String, reason: String, sheet: AndroidStyleSheet, appFollowsNightMode: Bool)
        -> [AndroidTheme]
    {
        let appearances = AndroidThemeCatalog.appearances(of: style, overlays: [], sheet: sheet).map(\.0)
        if appFollowsNightMode, appearances == [.light] || appearances == [.dark] {
            // A theme that is light or dark whatever the night mode, in an app that follows it: its attributes
            // keep their values, but its color resources still come from `values` or `values-night`.
            return [false, true].map { night in
                AndroidTheme(
                    base: style, overlays: [], night: night, appearance: night ? .dark : .light,
                    reason: reason + " (\(appearances[0].rawValue) in both night modes; its color resources "
                        + "follow the app's night mode, \(night ? "values-night" : "values"))")
            }
        }
        return appearances.map { appearance in
            AndroidTheme(base: style, overlays: [], night: appearance.isDark, appearance: appearance, reason: reason)
        }
    }
}
