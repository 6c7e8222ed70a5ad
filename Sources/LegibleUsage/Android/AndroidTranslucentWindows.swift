import Foundation
import LegiblePalette

/// Activities whose manifest theme gives them a translucent window: `android:windowIsTranslucent` true, a transparent
/// or `@null` `android:windowBackground`, or a framework `Theme.Translucent…` parent. Such an activity is drawn over
/// the screen that started it (often dimmed by `android:backgroundDimAmount`), so its window background is not what
/// is under text no element of its layout backs: the pair needs review (host unknown).
///
/// A layout counts as shown by one when every class whose code inflates it (`AndroidCodeScan.inflaters`) is an
/// activity (`SerpEasterEggLogoActivity`) whose `<activity android:theme>` is translucent.
struct AndroidTranslucentWindows {
    struct Window {
        var activity: String
        var theme: String
        /// What makes it translucent: `android:windowIsTranslucent true (styles.xml:12)`.
        var why: String
    }

    /// Layout name → the translucent activity window it is shown in.
    private(set) var layouts: [String: Window] = [:]

    init(activityThemes: [String: String], inflaters: [String: Set<String>], sheet: AndroidStyleSheet) {
        var windows: [String: Window] = [:]
        for (activity, theme) in activityThemes {
            if let why = Self.translucency(of: theme, sheet: sheet) {
                windows[activity] = Window(activity: activity, theme: theme, why: why)
            }
        }
        for (layout, classes) in inflaters where !classes.isEmpty {
            let shown = classes.sorted().compactMap { windows[$0] }
            if shown.count == classes.count, let first = shown.first { layouts[layout] = first }
        }
    }

    /// Why theme `name` has a translucent window, or nil when it does not.
    static func translucency(of name: String, sheet: AndroidStyleSheet) -> String? {
        if let hit = sheet.item("android:windowIsTranslucent", inStyle: name, night: false) {
            return hit.value == "true" ? "android:windowIsTranslucent true (\(hit.style.location.fileAndLine))" : nil
        }
        if let hit = sheet.item("android:windowBackground", inStyle: name, night: false),
            ["@android:color/transparent", "@null", "#00000000", "#0000"].contains(hit.value)
        {
            return "android:windowBackground \(hit.value) (\(hit.style.location.fileAndLine))"
        }
        if let external = sheet.chain(name, night: false).external, external.contains("Translucent") {
            return "its parent \(external)"
        }
        return nil
    }
}
