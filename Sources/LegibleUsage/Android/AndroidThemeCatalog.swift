import Foundation
import LegiblePalette

/// Which themes a project's layouts are checked under (decision documented here and in the README):
///
/// 1. Base themes: the `android:theme` of `<application>` in the `AndroidManifest.xml` files read (else of its
///    `<activity>` elements). Themes the Kotlin or Java code applies with `setTheme(R.style.…)` (`AndroidCodeScan`)
///    are checked too (a see-through one as well: `isExcluded(_:viewThemes:seeThroughKept:)`), and replace the manifest's starting-window themes (splash, opening, startup, launch, launcher: `excludedWords`),
///    which show only until the activity calls `setTheme`. Without a manifest, the project's app themes: styles whose name contains "Theme", whose
///    parent chain ends at a library or framework theme (`Theme.Material3.…`, `Theme.AppCompat.…`, `@android:style/Theme…`,
///    not `ThemeOverlay.…`), that are not abstract (`Base.…`, `Platform.…`), not a special window (name contains one of
///    `excludedWords`: dialogs, splash screens, overlays, translucent windows). A theme applied to a view in a layout
///    (`android:theme="@style/ToolbarTheme"`) is also resolved there, as a view overlay.
/// 2. Theme-variant overlays: parentless project styles named "…Theme…" that set a theme attribute the project declares
///    (`<attr name="paper_color">`) and a base theme sets too (wikimedia's `ThemeDark`, `ThemeBlack`, `ThemeSepia` over
///    `AppTheme`, applied by the app at run time), and that no layout applies to a view. Each is checked over the base theme that shares most attributes.
/// 3. Appearance of each theme, from its name (split at `.`, `_` and capitals): `Light`/`Day` → light, `Dark`/`Night`
///    → dark (`DayNight` is neither: it follows the system), `Black`, `Sepia`, `Amoled`, … → `theme:black` etc. (dark when the word is Black/Amoled/Oled/Dim or the
///    chain holds a dark theme); else the nearest project ancestor's word (but the library theme's, when the two
///    disagree and no project style sets a window background: a `BaseThemeDark` built on `Theme.AppCompat.Light.…`
///    is light); else by the library theme it inherits:
///    DayNight → checked twice, light (day resources) and dark (night resources), when the two differ.
/// 4. Several themes with one appearance (LightTheme, LightSettingsTheme, RouterActivityThemeLight): one is kept, a theme
///    named for it before one that inherits it, then the shortest name. Dark appearances read night resources. A
///    theme the code applies (`AndroidCodeThemes`) with an appearance another one already has is kept too, as its own
///    appearance `theme:STYLE` (light or dark as its name or its parents say): every theme the code can apply is checked.
///    The manifest's theme (what a fresh install shows) holds its appearance before a code theme as strongly named,
///    and is kept as `theme:STYLE` when another holds it.
/// 5. Night mode: a theme the code applies only in one night mode (`if (isNightMode) R.style.X_Dark else R.style.X`,
///    `AndroidCodeTheme.nights`) keeps only the instances of that mode (a DayNight `X` by day only); night mode the
///    Application pins (`AndroidNightModePin`) does the same for every theme. Overlays the code applies with
///    `applyStyle` over the themes it sets are crossed with them (`AndroidCodeOverlays`); a style `setTheme` applies
///    that is no full theme (`ThemeOverlay.…` child, parentless) is one more choice over each base theme.
/// 6. "Dark" is the platform's night mode only (Android "Implement dark theme": the system setting reaches an app
///    through night resources and `Configuration.uiMode`). An app follows it when a base theme differs day and night
///    (DayNight parent, `values-night`), a `setTheme` is chosen by a night test, or its code reads the system's night
///    mode (`AndroidSystemNightMode`). Otherwise a dark theme the code picks among several under a condition is what a
///    user setting shows (NetGuard's `dark_theme`, off by default): `theme:STYLE` (dark), never "dark". The manifest's
///    theme, what a fresh install shows, keeps its appearance, as does a theme set with no condition (each build
///    flavor's own).
enum AndroidThemeCatalog {
    static let excludedWords = [
        "dialog", "splash", "opening", "overlay", "translucent", "transparent", "popup", "fullscreen",
        "bottomsheet", "alert", "preference", "picker", "widget", "toolbar", "actionbar", "launcher",
        "starting", "startup", "launch", "nodisplay",
    ]
    static let lightWords: Set<String> = ["light", "day"]
    static let darkWords: Set<String> = ["dark", "night"]
    /// Words that name an app's own theme variant, and whether it is dark.
    static let variantWords: [String: Bool] = [
        "black": true, "amoled": true, "oled": true, "dim": true, "sepia": false,
        "contrast": false, "highcontrast": false,
    ]

    static func themes(
        sheet: AndroidStyleSheet, manifests: [String], viewThemes: Set<String>,
        codeThemes: [AndroidCodeTheme] = [], pinnedNight: Bool? = nil, readsSystemNightMode: Bool = false,
        installsSplashScreen: Bool = false
    ) -> (
        themes: [AndroidTheme], diagnostics: [Diagnostic], activityThemes: [String: String], activities: Set<String>
    ) {
        var diagnostics: [Diagnostic] = []
        var bases: [(name: String, reason: String)] = []
        var activityThemes: [String: String] = [:]
        var activities = Set<String>()
        let read = manifests.map { ($0, AndroidXMLDocument.read($0)) }
        // Manifests merge into one app: a library module's `<application>` with no theme of its own takes the app's.
        let appThemed = read.contains { _, result in
            guard case .success(let root) = result else { return false }
            return !applicationThemes(root).isEmpty
        }
        for (path, result) in read {
            switch result {
            case .failure(let d): diagnostics.append(d)
            case .success(let root):
                let own = Self.activityThemes(root).mapValues {
                    AndroidSplashScreenTheme.after($0, sheet: sheet, installed: installsSplashScreen) ?? $0
                }
                activityThemes.merge(own) { first, _ in first }
                activities.formUnion(Self.activityNames(root))
                for manifestName in manifestThemes(root, activitiesToo: !appThemed)
                where sheet.styles[manifestName] != nil {
                    let post = AndroidSplashScreenTheme.after(
                        manifestName, sheet: sheet, installed: installsSplashScreen)
                    let name = post ?? manifestName
                    guard !bases.contains(where: { $0.name == name }) else { continue }
                    let how =
                        post == nil
                        ? "" : " (\(manifestName)'s postSplashScreenTheme, applied by installSplashScreen())"
                    bases.append((name, "theme set in \(path)" + how))
                }
            }
        }
        let applied = codeThemes.filter {
            !isExcluded($0.style, viewThemes: viewThemes, seeThroughKept: true) && isFullTheme($0.style, sheet: sheet)
        }
        // The night modes each theme the code applies is shown in (`if (isNightMode) … _Dark else …`).
        var codeNights: [String: Set<Bool>] = [:]
        for theme in applied { codeNights[theme.style, default: []].formUnion(theme.nights) }
        if !applied.isEmpty {
            bases.removeAll { isExcluded($0.name, viewThemes: []) }
            for theme in applied where !bases.contains(where: { $0.name == theme.style }) {
                bases.append((theme.style, codeThemeReason(theme.location)))
            }
        }
        let fromManifest = !bases.isEmpty
        if !fromManifest {
            for name in sheet.styles.keys.sorted() where isAppTheme(name, sheet: sheet) {
                bases.append((name, "project theme (no AndroidManifest.xml theme read)"))
            }
        }
        // Rule 6: "dark" is the system's night mode. Without a sign the app follows it, a dark theme the code picks
        // among several (a user setting) is named for its style.
        let followsDayAndNight = bases.contains { base in
            Set(appearances(of: base.name, overlays: [], sheet: sheet).map(\.0.isDark)).count == 2
        }
        let followsSystem = readsSystemNightMode || codeNights.values.contains { $0.count == 1 } || followsDayAndNight
        // Chosen under a condition (a preference); a theme each build flavor sets unconditionally is that app's own.
        let userChosen =
            followsSystem || Set(applied.map(\.style)).count < 2 ? [] : Set(applied.filter(\.optional).map(\.style))
        // Instances: (theme, how strongly its name says its appearance: 0 own word, 1 inherited, 2 library day/night).
        var instances: [(theme: AndroidTheme, strength: Int)] = []
        for (name, reason) in bases {
            var nights = codeNights[name] ?? [false, true]
            if let pinnedNight { nights.formIntersection([pinnedNight]) }
            for (found, strength, night) in shown(appearances(of: name, overlays: [], sheet: sheet), in: nights) {
                let appearance =
                    found == .dark && userChosen.contains(name) && reason.hasPrefix(codeThemePrefix)
                    ? .theme(name, isDark: true) : found
                instances.append(
                    (
                        AndroidTheme(base: name, overlays: [], night: night, appearance: appearance, reason: reason),
                        strength
                    ))
            }
        }
        for overlay in variantOverlays(sheet: sheet, bases: bases.map(\.name), viewThemes: viewThemes) {
            guard let base = bestBase(for: overlay, among: instances.map(\.theme).filter { !$0.night }, sheet: sheet)
            else { continue }
            for (appearance, strength) in appearances(of: overlay, overlays: [], sheet: sheet) where strength < 2 {
                instances.append(
                    (
                        AndroidTheme(
                            base: base.base, overlays: [overlay], night: pinnedNight ?? appearance.isDark,
                            appearance: appearance,
                            reason: "theme variant \(overlay) applied over \(base.base)"), strength
                    ))
            }
        }
        var chosen: [Appearance: (theme: AndroidTheme, strength: Int)] = [:]
        for candidate in instances {
            if let current = chosen[candidate.theme.appearance] {
                // The manifest's theme (what a fresh install shows) before a code theme as strongly named.
                let a = (
                    candidate.strength, isCodeTheme(candidate.theme) ? 1 : 0,
                    candidate.theme.overlays.last ?? candidate.theme.base
                )
                let b = (
                    current.strength, isCodeTheme(current.theme) ? 1 : 0,
                    current.theme.overlays.last ?? current.theme.base
                )
                if (a.0, a.1, a.2.count, a.2) >= (b.0, b.1, b.2.count, b.2) { continue }
            }
            chosen[candidate.theme.appearance] = candidate
        }
        // Every theme the code can apply is checked: a second one with the same appearance (two accents, LightTheme
        // and LightSettingsTheme, a "Fog" look over a light library theme) is its own appearance, named for the style.
        // A DayNight theme holding one slot keeps its other instance when another theme holds that slot (its night
        // beside an OLED look: the default theme at night).
        let kept = Set(chosen.values.map { "\($0.theme.base)/\($0.theme.night)" })
        for candidate in instances
        where candidate.theme.overlays.isEmpty
            && (isCodeTheme(candidate.theme) || codeNights[candidate.theme.base] != nil)
            && !kept.contains("\(candidate.theme.base)/\(candidate.theme.night)")
        {
            // A DayNight theme's night instance is its own appearance too: `theme:STYLE.night`.
            let hasDay = instances.contains { $0.theme.base == candidate.theme.base && !$0.theme.night }
            let name = candidate.theme.night && hasDay ? candidate.theme.base + ".night" : candidate.theme.base
            let appearance = Appearance.theme(name, isDark: candidate.theme.appearance.isDark)
            guard chosen[appearance] == nil else { continue }
            var theme = candidate.theme
            theme.appearance = appearance
            chosen[appearance] = (theme, candidate.strength)
        }
        // A style `setTheme` applies that is no full theme (a `ThemeOverlay.…` child, a parentless style) lands on the
        // theme the activity already has (the manifest's): `ContextThemeWrapper.setTheme` re-applies it with
        // `Theme.applyStyle(resid, true)` over the theme `Activity.attach` made. Each is one choice among the code's.
        let overlays = codeThemes.filter {
            !isFullTheme($0.style, sheet: sheet) && mayChangeColors($0.style, sheet: sheet)
        }
        // So does one `applyStyle` lays when the code sets no full theme (a base activity's `theme.applyStyle(
        // scheme.styleResId, true)` over the manifest's theme).
        let overlayBases =
            overlays.contains { !$0.appliedOver } || (applied.isEmpty && !overlays.isEmpty)
            ? Set(bases.map(\.name)) : []
        // In a fixed order (a dictionary's changes from run to run): the overlays keep the first theme of a slot.
        let chosenThemes = chosen.values.map(\.theme).sorted {
            ($0.appearance, $0.base, $0.overlays.joined(separator: "+"), $0.night ? 1 : 0)
                < ($1.appearance, $1.base, $1.overlays.joined(separator: "+"), $1.night ? 1 : 0)
        }
        let themes = AndroidCodeOverlays.apply(
            overlays, over: chosenThemes, codeBases: Set(applied.map(\.style)).union(overlayBases),
            viewThemes: viewThemes
        ) { style in appearances(of: style, overlays: [], sheet: sheet).first { $0.1 < 2 }?.0.isDark }
        return (themes.sorted { $0.appearance < $1.appearance }, diagnostics, activityThemes, activities)
    }

    /// The appearances of a theme that can be shown in `nights` (the night modes the code applies it in, or the one
    /// the app pins), each with the night mode its resources are read in: a DayNight theme applied only by day keeps
    /// its light appearance; a theme whose name says one appearance keeps it, read in the one night mode allowed.
    static func shown(_ appearances: [(Appearance, Int)], in nights: Set<Bool>) -> [(Appearance, Int, Bool)] {
        let matching = appearances.filter { nights.contains($0.0.isDark) }
        if !matching.isEmpty, matching.count < appearances.count || nights.count == 2 {
            return matching.map { ($0.0, $0.1, $0.0.isDark) }
        }
        guard nights.count == 1, let night = nights.first else { return [] }
        return appearances.map { ($0.0, $0.1, night) }
    }

    /// Whether the theme was found in a `setTheme` call's possible values (`AndroidCodeThemes`).
    static func isCodeTheme(_ theme: AndroidTheme) -> Bool { theme.reason.hasPrefix(codeThemePrefix) }

    static let codeThemePrefix = "theme set in code"

    static func codeThemeReason(_ location: SourceLocation) -> String {
        "\(codeThemePrefix) (setTheme, \(location.path):\(location.line))"
    }

    /// Each `<activity>` with its own `android:theme`: the class's simple name (`.ui.LogoActivity` → `LogoActivity`)
    /// → the style name.
    static func activityThemes(_ root: AndroidXMLElement) -> [String: String] {
        var themes: [String: String] = [:]
        for activity in root.children.filter({ $0.name == "application" }).flatMap(\.children)
        where activity.name == "activity" {
            guard let name = activity.attributes["android:name"], let theme = activity.attributes["android:theme"],
                theme.hasPrefix("@style/")
            else { continue }
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            if themes[simple] == nil { themes[simple] = AndroidStyleSheet.styleName(theme) }
        }
        return themes
    }

    /// The simple class names of every `<activity>` (`.ui.LogoActivity` → `LogoActivity`).
    static func activityNames(_ root: AndroidXMLElement) -> Set<String> {
        Set(
            root.children.filter { $0.name == "application" }.flatMap(\.children)
                .filter { $0.name == "activity" }.compactMap { $0.attributes["android:name"] }
                .map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    }

    /// `android:theme` of `<application>`, else (when `activitiesToo`) of the `<activity>` elements.
    ///
    /// The manifest merger folds every module's manifest into the app's (Android "Merge multiple manifest files"): a
    /// library module's `<application>` naming no theme takes the app module's, and the `android:theme` of an
    /// `<activity>` there styles that activity's window only (`AndroidActivityThemes`), never the other layouts of
    /// the app. So an activity's theme stands for the app's only when no manifest read names an application theme
    /// (`activitiesToo`).
    static func manifestThemes(_ root: AndroidXMLElement, activitiesToo: Bool = true) -> [String] {
        let own = applicationThemes(root)
        if !own.isEmpty || !activitiesToo { return own }
        return root.children.filter { $0.name == "application" }.flatMap(\.children).filter { $0.name == "activity" }
            .compactMap { $0.attributes["android:theme"] }.map(AndroidStyleSheet.styleName)
    }

    /// `android:theme` of the `<application>` elements.
    static func applicationThemes(_ root: AndroidXMLElement) -> [String] {
        root.children.filter { $0.name == "application" }.compactMap { $0.attributes["android:theme"] }
            .map(AndroidStyleSheet.styleName)
    }

    /// `seeThroughKept`: a full theme the code applies whose name says its window is see-through (KISS's
    /// `AppThemeTransparent`, `AppThemeSemiTransparent`) is what the screen shows, so it is kept; the walk reviews the
    /// text its window shows through to (`AndroidWindowShowsThrough`).
    /// `overlayKept`: a style code lays over the activity's theme (`applyStyle`, a `setTheme` of a style that is no
    /// full theme) is an overlay by what the code does with it, so "overlay" in its name (Kotatsu's
    /// `ThemeOverlay.Kotatsu.Totoro` color schemes) does not exclude it (`AndroidCodeOverlays`).
    static func isExcluded(
        _ name: String, viewThemes: Set<String>, seeThroughKept: Bool = false, overlayKept: Bool = false
    ) -> Bool {
        // `AppTheme.NoActionBar`, `Theme.App.DarkActionBar` are whole app themes (a window with or without its bar),
        // not an action bar's style: "actionbar" in them is no reason to leave them out.
        let lower = fullThemeBarWords.reduce(name.lowercased()) { $0.replacingOccurrences(of: $1, with: "") }
        let words = excludedWords.filter {
            !(seeThroughKept && seeThroughWords.contains($0)) && !(overlayKept && $0 == "overlay")
        }
        return name == "Base" || name.hasPrefix("Base.") || name.hasPrefix("Platform.") || viewThemes.contains(name)
            || words.contains { lower.contains($0) }
    }

    /// Words naming a whole theme's action bar choice, which hold the excluded word "actionbar".
    static let fullThemeBarWords = ["noactionbar", "darkactionbar"]

    /// The `excludedWords` that say a window lets what is behind it through.
    static let seeThroughWords: Set<String> = ["translucent", "transparent"]

    static func isAppTheme(_ name: String, sheet: AndroidStyleSheet) -> Bool {
        name.lowercased().contains("theme") && !isExcluded(name, viewThemes: [])
            && endsAtLibraryTheme(name, sheet: sheet)
    }

    /// Whether an overlay may change a color, by day or at night: an item whose name says color, background or tint,
    /// or whose value is a color, a color or drawable resource, a theme attribute or a style (which may hold colors).
    /// An overlay of sizes or fonts only (`FontSize.Large`: `20sp`, `@dimen/…`) shows the same pairs: no theme of its own.
    static func mayChangeColors(_ name: String, sheet: AndroidStyleSheet) -> Bool {
        let words = ["color", "background", "tint"]
        let valuePrefixes = ["#", "@color/", "@android:color/", "@drawable/", "?", "@style/", "@android:style/"]
        return [false, true].contains { night in
            sheet.chain(name, night: night).styles.flatMap(\.items).contains { key, value in
                let key = key.lowercased()
                return words.contains { key.contains($0) } || valuePrefixes.contains { value.hasPrefix($0) }
            }
        }
    }

    /// A full theme `setTheme` can apply: one ending at a library or framework theme, or at a theme outside the
    /// repository (`AndroidOutsideParentTheme`); any other style it applies is an overlay on the activity's theme.
    static func isFullTheme(_ name: String, sheet: AndroidStyleSheet) -> Bool {
        endsAtLibraryTheme(name, sheet: sheet) || AndroidOutsideParentTheme.endsAtFullTheme(name, sheet: sheet)
    }

    /// The style's parent chain ends at a library or framework theme (`Theme.Material3.…`, `@android:style/Theme…`).
    static func endsAtLibraryTheme(_ name: String, sheet: AndroidStyleSheet) -> Bool {
        guard let external = sheet.chain(name, night: false).external else { return false }
        let plain = external.hasPrefix("android:") ? String(external.dropFirst(8)) : external
        return plain.hasPrefix("Theme.") || plain == "Theme"
    }

    /// Parentless project "…Theme…" styles setting a declared attribute that a base theme also sets.
    static func variantOverlays(sheet: AndroidStyleSheet, bases: [String], viewThemes: Set<String>) -> [String] {
        let baseAttributes = Set(bases.flatMap { sheet.chain($0, night: false).styles.flatMap(\.items.keys) })
        return sheet.styles.keys.sorted().filter { name in
            guard name.lowercased().contains("theme"), !bases.contains(name), !isExcluded(name, viewThemes: viewThemes)
            else { return false }
            let (chain, external) = sheet.chain(name, night: false)
            guard external == nil else { return false }
            let items = Set(chain.flatMap(\.items.keys))
            return !items.intersection(sheet.declaredAttributes).intersection(baseAttributes).isEmpty
        }
    }

    static func bestBase(for overlay: String, among bases: [AndroidTheme], sheet: AndroidStyleSheet) -> AndroidTheme? {
        let items = Set(sheet.chain(overlay, night: false).styles.flatMap(\.items.keys))
        return bases.max { a, b in
            let ca = Set(sheet.chain(a.base, night: false).styles.flatMap(\.items.keys)).intersection(items).count
            let cb = Set(sheet.chain(b.base, night: false).styles.flatMap(\.items.keys)).intersection(items).count
            return (ca, b.base) < (cb, a.base)
        }
    }

    /// Words of a style name: `Theme.DuckDuckGo.Dark` → theme, duck, duck, go, dark; `BlackTheme` → black, theme.
    static func words(_ name: String) -> [String] {
        var result: [String] = []
        var current = ""
        for c in name {
            if c == "." || c == "_" || c == "-" || c == ":" {
                if !current.isEmpty { result.append(current.lowercased()) }
                current = ""
            } else if c.isUppercase, let last = current.last, !last.isUppercase {
                result.append(current.lowercased())
                current = String(c)
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { result.append(current.lowercased()) }
        return result
    }

    /// The appearance a name's words say, if any. "DayNight" (`Theme.App.DayNight`, `AppTheme.DayNight.Black`) says
    /// none: such a theme follows the system, day and night, as the library DayNight themes do.
    static func appearance(named name: String, chainIsDark: Bool) -> Appearance? {
        var nameWords = words(name)
        while let day = nameWords.indices.first(where: {
            nameWords[$0] == "day" && nameWords.indices.contains($0 + 1) && nameWords[$0 + 1] == "night"
        }) {
            nameWords.removeSubrange(day...(day + 1))
        }
        // "DarkActionBar" (`Theme.App.DayNight.DarkActionBar`, AppCompat's `Theme.AppCompat.Light.DarkActionBar`) says
        // what the action bar is, not the theme.
        while let bar = nameWords.indices.first(where: {
            (lightWords.contains(nameWords[$0]) || darkWords.contains(nameWords[$0]))
                && nameWords.indices.contains($0 + 1) && nameWords[$0 + 1] == "action"
        }) {
            nameWords.remove(at: bar)
        }
        for word in nameWords {
            if lightWords.contains(word) { return .light }
            if darkWords.contains(word) { return .dark }
            if let dark = variantWords[word] { return .theme(word, isDark: dark || chainIsDark) }
        }
        return nil
    }

    /// Theme attributes that paint the window: a project style setting one makes its own look.
    static let backgroundAttributes: Set<String> = [
        "android:colorBackground", "android:windowBackground", "colorSurface", "android:isLightTheme",
    ]

    /// The appearances a theme is checked in, with how they were found (0 own name, 1 an ancestor's name, 2 library).
    static func appearances(of name: String, overlays: [String], sheet: AndroidStyleSheet) -> [(Appearance, Int)] {
        let (chain, external) = sheet.chain(name, night: false)
        let chainIsDark =
            chain.dropFirst().contains { appearance(named: $0.name, chainIsDark: false) == .dark }
            || chain.contains { $0.items["android:isLightTheme"] == "false" }
        if let own = appearance(named: name, chainIsDark: chainIsDark) { return [(own, 0)] }
        // A values-night definition anywhere in the chain (`Theme.App.DayNight` whose parent is `…Light` by day and
        // `…Dark` by night), or a DayNight library theme: day and night differ.
        let day = sheet.chain(name, night: false).styles.map(\.location)
        let night = sheet.chain(name, night: true).styles.map(\.location)
        let family = external.flatMap(AndroidThemeDefaults.family(of:))
        // The library theme decides over an ancestor's name when the project paints no background of its own
        // (NetGuard's `BaseThemeDark` is a `Theme.AppCompat.Light.DarkActionBar` child: light, with a dark bar).
        let paintsBackground = chain.contains { !$0.items.keys.filter(backgroundAttributes.contains).isEmpty }
        for ancestor in chain.dropFirst() {
            guard let inherited = appearance(named: ancestor.name, chainIsDark: chainIsDark) else { continue }
            if day != night, inherited == .light { return [(.light, 1), (.dark, 1)] }
            if day == night, !paintsBackground, let dark = family?.dark, inherited == (dark ? .light : .dark) {
                return [(dark ? .dark : .light, 1)]
            }
            return [(inherited, 1)]
        }
        if day != night || (family != nil && family?.dark == nil) { return [(.light, 2), (.dark, 2)] }
        return [(family?.dark == true ? .dark : .light, 2)]
    }
}
