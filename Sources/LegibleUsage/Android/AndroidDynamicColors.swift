import LegibleJVMSyntax
import LegiblePalette

/// Material 3 dynamic color (Android 12 and later): the theme's color roles come from the user's wallpaper, so a pair
/// whose colors go through them has no one value to check.
///
/// - Applied in code: `DynamicColors.applyToActivitiesIfAvailable(app)` (every activity),
///   `DynamicColors.applyToActivityIfAvailable(activity)`, `DynamicColors.applyIfAvailable(activity)` (the activity
///   passed, with its fragments and dialogs: `appliedInCode`) put the
///   `ThemeOverlay.Material3.DynamicColors.*` overlay on top of the app's theme (`applyStyle(overlay, force: true)`):
///   every role it sets (`attributes`) is the wallpaper's, the app theme's own values included; only a view overlay
///   (`android:theme` on the element or an ancestor) applied over it keeps the app's value. The calls do nothing
///   under a theme that is not Material 3's (it has no `dynamicColorThemeOverlay`). `wrapContextIfAvailable(ctx)`
///   themes only the context it returns (a dialog's), not the app's screens.
/// - Inherited: a theme built on `Theme.Material3.DynamicColors.*` takes the roles from the wallpaper where the app's
///   styles leave them to the library; a role the app's theme sets itself keeps that value.
///
/// Colors written as `@color/` resources, and roles the overlay does not set, are the app's: those pairs stay asserted.
/// A pair through a dynamic role is two variants (`variants`): the app's fixed colors, asserted, which users see below
/// Android 12 (`AndroidMinSdk`) or with dynamic colors off (the code applies them under a condition of its own), and
/// the wallpaper's, which needs review; with `minSdk` 31 or more and no condition, only the latter.
enum AndroidDynamicColors {
    /// The roles `ThemeOverlay.Material3.DynamicColors.Light`/`.Dark` set (material-components-android,
    /// `theme/res/values-v31/themes_overlay.xml`), less the error roles, which keep their fixed tones.
    static let attributes: Set<String> = [
        "android:colorBackground", "colorOnBackground",
        "colorPrimary", "colorOnPrimary", "colorPrimaryContainer", "colorOnPrimaryContainer", "colorPrimaryInverse",
        "colorPrimaryFixed", "colorPrimaryFixedDim", "colorOnPrimaryFixed", "colorOnPrimaryFixedVariant",
        "colorSecondary", "colorOnSecondary", "colorSecondaryContainer", "colorOnSecondaryContainer",
        "colorSecondaryFixed", "colorSecondaryFixedDim", "colorOnSecondaryFixed", "colorOnSecondaryFixedVariant",
        "colorTertiary", "colorOnTertiary", "colorTertiaryContainer", "colorOnTertiaryContainer",
        "colorTertiaryFixed", "colorTertiaryFixedDim", "colorOnTertiaryFixed", "colorOnTertiaryFixedVariant",
        "colorSurface", "colorOnSurface", "colorSurfaceVariant", "colorOnSurfaceVariant", "colorSurfaceInverse",
        "colorOnSurfaceInverse", "colorSurfaceBright", "colorSurfaceDim", "colorSurfaceContainer",
        "colorSurfaceContainerLow", "colorSurfaceContainerLowest", "colorSurfaceContainerHigh",
        "colorSurfaceContainerHighest", "colorOutline", "colorOutlineVariant",
        "android:textColorPrimary", "android:textColorSecondary", "android:textColorTertiary",
        "android:textColorPrimaryInverse", "android:textColorSecondaryInverse", "android:textColorTertiaryInverse",
        "android:textColorPrimaryDisableOnly", "android:textColorPrimaryInverseDisableOnly",
        "android:textColorHint", "android:textColorHintInverse", "android:textColorHighlight",
        "android:textColorHighlightInverse", "android:textColorAlertDialogListItem",
    ]

    /// The calls of `com.google.android.material.color.DynamicColors` that apply the overlay.
    static let calls: Set<String> = [
        "applyToActivitiesIfAvailable", "applyToActivityIfAvailable", "applyIfAvailable",
    ]

    /// Where and how code applies dynamic colors.
    struct Application: Sendable, Hashable {
        /// The first call that applies them (an unconditional one when there is one).
        var location: SourceLocation
        /// What the app applies them under when every call is conditional, as a reader finds it ("the condition at
        /// Themes.kt:12 (useWallpaperColors)", "a DynamicColorsOptions precondition (App.kt:9)"); nil when some call
        /// applies them whenever the system has them.
        var condition: String?
    }

    /// The calls of `DynamicColorsOptions.Builder` that make the library apply dynamic colors only when the app says.
    static let preconditionCalls: Set<String> = ["setPrecondition"]

    /// Names in a condition that test only the system (the release, whether it has dynamic colors), not a choice of
    /// the app or the user: such a condition decides nothing the `…IfAvailable` calls do not.
    static let systemTests: Set<String> = [
        "Build", "VERSION", "SDK_INT", "VERSION_CODES", "S", "S_V2", "TIRAMISU", "UPSIDE_DOWN_CAKE",
        "VANILLA_ICE_CREAM", "DynamicColors", "isDynamicColorAvailable",
    ]

    /// The calls that apply dynamic colors to one activity, the one they are passed (material-components-android,
    /// `DynamicColors.java`: `applyToActivityIfAvailable(activity)`, the deprecated `applyIfAvailable(activity)`);
    /// `applyToActivitiesIfAvailable(application)` registers activity lifecycle callbacks that apply them to every
    /// activity.
    static let activityCalls: Set<String> = ["applyToActivityIfAvailable", "applyIfAvailable"]

    /// Where and how code applies dynamic colors: to every activity (`app`), and to one activity class the code names
    /// (`activities`, by simple name).
    struct Applications: Sendable {
        var app: Application?
        var activities: [String: Application] = [:]
    }

    /// One call that applies dynamic colors, with the app's conditions around it, whether it passes options, and the
    /// activity classes it applies them to (nil: every activity, or one the code does not say).
    typealias Call = (location: SourceLocation, guards: [JVMExpression], options: Bool, activities: Set<String>?)

    /// Where and how the code applies dynamic colors, if it does: unconditional when a call runs under no condition
    /// of the app's (an `if` / `when` branch, an early return before it, a precondition in the options it passes); a
    /// test of the release or of `!= null` is no such condition. A call for one activity applies to the activity it
    /// is passed: `this` in an activity's code (that class), or a parameter the call's `if` narrows to activity classes
    /// (`if (activity is SettingsActivity || activity is AboutActivity)`, Java `instanceof`), which is no condition of
    /// the app's for those classes; passed anything else, it counts for every activity.
    static func appliedInCode(_ files: [JVMFile], index: JVMSymbolIndex) -> Applications {
        var calls: [Call] = []
        var precondition: SourceLocation?
        for file in files {
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, function in
                JVMTreeWalk.guardedExpressions(statements) { e, guards in
                    guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName else { return }
                    if preconditionCalls.contains(called.name), precondition == nil {
                        precondition = SourceLocation(path: file.path, line: e.line)
                    }
                    guard calls.count < 64, Self.calls.contains(called.name),
                        called.receiver?.dottedPath?.hasSuffix("DynamicColors") == true
                    else { return }
                    var activities: Set<String>?
                    var kept = guards
                    if activityCalls.contains(called.name), let argument = arguments.first?.value {
                        if case .name("this") = argument.kind, let owner = scope.owner {
                            activities = [owner.type.name]
                        } else if case .name(let parameter) = argument.kind,
                            function?.parameters.contains(where: { $0.name == parameter }) == true,
                            let (test, types) = narrowed(parameter, at: e, in: statements)
                        {
                            activities = types
                            kept.removeAll { $0 == test }
                        }
                    }
                    calls.append(
                        (
                            SourceLocation(path: file.path, line: e.line), kept.filter(decides), arguments.count > 1,
                            activities
                        ))
                }
            }
        }
        var result = Applications(app: application(calls.filter { $0.activities == nil }, precondition: precondition))
        for name in Set(calls.compactMap(\.activities).joined()).sorted() {
            result.activities[name] = application(
                calls.filter { $0.activities?.contains(name) == true }, precondition: precondition)
        }
        return result
    }

    /// The application of dynamic colors `calls` make: unconditional when one of them is.
    static func application(_ calls: [Call], precondition: SourceLocation?) -> Application? {
        guard let first = calls.first else { return nil }
        let conditional = calls.map { call -> String? in
            if let c = call.guards.last {
                let words = JVMTreeWalk.names(in: c).filter { !systemTests.contains($0) }
                let place = SourceLocation(path: call.location.path, line: c.line).fileAndLine
                return "the condition at \(place)" + (words.isEmpty ? "" : " (\(words.joined(separator: ", ")))")
            }
            if call.options, let precondition {
                return "a DynamicColorsOptions precondition (\(precondition.fileAndLine))"
            }
            return nil
        }
        if let i = conditional.firstIndex(where: { $0 == nil }) { return Application(location: calls[i].location) }
        return Application(location: first.location, condition: conditional[0])
    }

    /// The classes an `if` whose then-branch holds `call` narrows `parameter` to (`parameter is A || parameter is B`,
    /// Java `instanceof`), with that condition; nil when no such `if` holds the call.
    static func narrowed(_ parameter: String, at call: JVMExpression, in statements: [JVMStatement])
        -> (JVMExpression, Set<String>)?
    {
        var found: (JVMExpression, Set<String>)?
        JVMTreeWalk.statements(statements) { _ in
        } expression: { e in
            guard found == nil, case .conditional(let test, let then, _) = e.kind,
                let types = typeTests(parameter, test),
                contains(then, call)
            else { return }
            found = (test, types)
        }
        return found
    }

    /// The types `test` checks `parameter` against when it is only such checks joined by `||`.
    static func typeTests(_ parameter: String, _ test: JVMExpression) -> Set<String>? {
        guard case .binary(let op, let left, let right) = test.kind else { return nil }
        if op == "||" {
            guard let a = typeTests(parameter, left), let b = typeTests(parameter, right) else { return nil }
            return a.union(b)
        }
        guard op == "is" || op == "instanceof", case .name(parameter) = left.kind, case .name(let written) = right.kind,
            let type = written.split(separator: "<").first?.split(separator: ".").last
        else { return nil }
        return [String(type)]
    }

    /// Whether `call` is `tree` or inside it.
    static func contains(_ tree: JVMExpression, _ call: JVMExpression) -> Bool {
        var found = false
        JVMTreeWalk.statements([JVMStatement(.expression(tree), line: tree.line)]) { _ in
        } expression: { e in
            if !found, e == call { found = true }
        }
        return found
    }

    /// Whether a condition is the app's choice: it names something besides the system's release and dynamic-color
    /// support, and is no null test.
    static func decides(_ condition: JVMExpression) -> Bool {
        var null = false
        JVMTreeWalk.statements([JVMStatement(.expression(condition), line: condition.line)]) { _ in
        } expression: { e in
            if case .literal(_, .null) = e.kind { null = true }
        }
        return !null && JVMTreeWalk.names(in: condition).contains { !systemTests.contains($0) }
    }

    /// The dynamic role a color reference goes through in `theme`, if any, and whether the wallpaper's value replaces
    /// it whenever the system has dynamic colors (`always`: a `DynamicColors` library theme leaves the role to the
    /// library, or the code applies them with no condition): `reference` is written as a layout writes it
    /// (`?attr/colorOnSurface`) or names a theme attribute (`android:windowBackground`, a background label). `code`:
    /// where and how code applies dynamic colors (nil: only a `DynamicColors` library theme makes roles dynamic).
    static func role(
        of reference: String, theme: AndroidTheme, viewOverlays: [String], resolver: AndroidThemeResolver,
        code: Application?
    ) -> (role: String, always: Bool)? {
        // A `SurfaceColors` color is computed from the theme's surface and overlay colors.
        if AndroidSurfaceColors.elevationDp(reference) != nil {
            return AndroidSurfaceColors.attributes.lazy.compactMap {
                role(of: $0, theme: theme, viewOverlays: viewOverlays, resolver: resolver, code: code)
            }.first
        }
        let name =
            AndroidThemeResolver.attributeName(reference) ?? (reference.hasPrefix("android:") ? reference : nil)
        guard let name, let hit = resolver.attribute(name, theme: theme, viewOverlays: viewOverlays) else { return nil }
        let sheet = resolver.sheet
        let library = sheet.chain(theme.base, night: theme.night).external
        let inherited = library.map { $0.contains("DynamicColors") } ?? false
        // The calls apply the theme's `dynamicColorThemeOverlay`, which only Material 3 themes set.
        let code = library.flatMap(AndroidThemeDefaults.family(of:))?.library == .material3 ? code : nil
        for hop in hit.via.components(separatedBy: " → ") where attributes.contains(hop) {
            // A view overlay applied over the dynamic one keeps the app's value.
            if AndroidViewThemeOverlays.styles(viewOverlays, theme: theme, sheet: sheet).contains(where: {
                sheet.item(hop, inStyle: $0, night: theme.night) != nil
            }) {
                return nil
            }
            let setByApp = (theme.overlays + [theme.base]).contains {
                sheet.item(hop, inStyle: $0, night: theme.night) != nil
            }
            let byTheme = inherited && !setByApp
            if let code { return (hop, byTheme || code.condition == nil) }
            if byTheme { return (hop, true) }
        }
        return nil
    }

    /// The dynamic role a color reference goes through in a view overlay (`android:theme` on the element or an
    /// ancestor) that is built on a `Theme.Material3.DynamicColors.*` library theme and leaves that role to it, with
    /// the overlay and its library theme: on Android 12+ the library's `values-v31` themes take the role from the
    /// wallpaper, whatever theme the view is inflated in (an app widget's root themed this way keeps the wallpaper's
    /// colors under the launcher's own theme).
    static func overlayRole(
        of reference: String, theme: AndroidTheme, viewOverlays: [String], resolver: AndroidThemeResolver
    ) -> (role: String, overlay: String, library: String)? {
        let name =
            AndroidThemeResolver.attributeName(reference) ?? (reference.hasPrefix("android:") ? reference : nil)
        guard let name, let hit = resolver.attribute(name, theme: theme, viewOverlays: viewOverlays) else { return nil }
        let sheet = resolver.sheet
        let styles = AndroidViewThemeOverlays.styles(viewOverlays, theme: theme, sheet: sheet)
        for hop in hit.via.components(separatedBy: " → ") where attributes.contains(hop) {
            // The innermost overlay that sets the role, or leaves it to a dynamic library theme, decides.
            for style in styles.reversed() {
                if sheet.style(style, night: theme.night) != nil,
                    let library = sheet.chain(style, night: theme.night).external, library.contains("DynamicColors"),
                    sheet.item(hop, inStyle: style, night: theme.night) == nil
                {
                    return (hop, style, library)
                }
                if sheet.item(hop, inStyle: style, night: theme.night) != nil { return nil }
            }
        }
        return nil
    }

    /// The condition of the variant that shows the app's fixed colors.
    static func fixedCondition(belowAndroid12: Bool, switchedOff: Bool) -> String {
        let when = [belowAndroid12 ? "Android 11 and below" : nil, switchedOff ? "dynamic color off" : nil]
        return "without dynamic color (\(when.compactMap { $0 }.joined(separator: ", or ")))"
    }

    /// The condition of the variant the wallpaper colors.
    static let dynamicCondition = "with dynamic color (Android 12+)"

    /// The API level dynamic colors start at (Android 12).
    static let firstRelease = 31

    /// `pair` (asserted, its colors the app's fixed ones) as the variants dynamic colors give it: the fixed variant,
    /// asserted, when some user sees it (`fixed`: its condition), and the wallpaper's variant, which needs review.
    /// `fixedColors`: the fixed variant's colors when they differ from the pair's (`belowAndroid12`).
    static func variants(of pair: ObservedPair, review: ReviewReason, fixed: String?, fixedColors: ObservedPair? = nil)
        -> [ObservedPair]
    {
        var dynamic = pair
        dynamic.review = review
        guard let fixed else { return [dynamic] }
        var plain = fixedColors ?? pair
        plain.condition = [pair.condition, fixed].compactMap { $0 }.joined(separator: ", ")
        dynamic.condition = [pair.condition, dynamicCondition].compactMap { $0 }.joined(separator: ", ")
        return [plain, dynamic]
    }
}

extension AndroidLayoutWalker {
    /// The pair as dynamic colors show it: itself when no color goes through a role dynamic colors replace; else
    /// a variant that needs review for the wallpaper's colors and, when a user sees the app's fixed colors (the app
    /// runs below Android 12 by its module's `minSdk`, or applies dynamic colors only under a condition of its own),
    /// the asserted variant with those colors.
    func dynamicColorVariants(of pair: ObservedPair, raw: String, resolved: [Resolution], overlays: [String])
        -> [ObservedPair]
    {
        if let variants = dynamicPaletteVariants(of: pair, raw: raw, resolved: resolved, overlays: overlays) {
            return variants
        }
        if let variants = wallpaperResourceVariants(of: pair, resolved: resolved) { return variants }
        let code = codeDynamicColors
        for r in resolved {
            guard let theme = r.theme else { continue }
            for (reference, what) in [(raw, "text color"), (r.backgroundLabel, "background")] {
                guard
                    let (role, always) = AndroidDynamicColors.role(
                        of: reference, theme: theme, viewOverlays: overlays, resolver: resolver, code: code)
                else { continue }
                let source =
                    code.map { "the code applies dynamic colors (\($0.location.fileAndLine))" }
                    ?? "theme \(theme.base) inherits "
                    + (context.sheet.chain(theme.base, night: theme.night).external ?? "a DynamicColors theme")
                let minSdk = context.minSdk.minSdk(for: pair.site.location.path)
                let below = minSdk.map { $0.value < AndroidDynamicColors.firstRelease }
                let switchedOff = !always
                let fixed =
                    below == true || switchedOff
                    ? AndroidDynamicColors.fixedCondition(belowAndroid12: below != false, switchedOff: switchedOff)
                    : nil
                let onlyDynamic = minSdk.map {
                    "; minSdk \($0.value) (\($0.location.fileAndLine)) and dynamic colors applied with no condition: "
                        + "no user sees fixed colors"
                }
                let unknown =
                    "; no minSdk found in a build.gradle above it: whether any user sees fixed colors is not known"
                let none = fixed != nil ? "" : onlyDynamic ?? unknown
                let condition = code?.condition.map { " under \($0)" } ?? ""
                let reason = ReviewReason(
                    .dynamicColor,
                    "dynamic color: the wallpaper decides on Android 12+: the \(what) goes through ?attr/\(role), and "
                        + "\(source)\(condition)\(none); give it a fixed @color/ to check it")
                // Shown only below Android 12: the styles of the folders for those releases.
                let older =
                    below == true && !switchedOff
                    ? belowAndroid12(pair, raw: raw, resolved: resolved, overlays: overlays) : nil
                return AndroidDynamicColors.variants(of: pair, review: reason, fixed: fixed, fixedColors: older)
            }
        }
        return [pair]
    }

    /// The pair as Android 12+ shows it when its text color or background is a color resource that a folder for API
    /// 31 or later redefines as a wallpaper color (`AndroidWallpaperColors`): the wallpaper's variant needs review, and
    /// the app's fixed variant holds below Android 12 when the module's `minSdk` lets such a device install it (none
    /// found: not known, no fixed variant). nil when neither color is one.
    func wallpaperResourceVariants(of pair: ObservedPair, resolved: [Resolution]) -> [ObservedPair]? {
        let wallpaper = context.wallpaperColors
        guard !wallpaper.byName.isEmpty else { return nil }
        for r in resolved {
            for (color, what) in [(r.foreground, "text color"), (r.background, "background")] {
                guard let (name, found) = wallpaper.redefinition(of: color) else { continue }
                let minSdk = context.minSdk.minSdk(for: pair.site.location.path)
                let below = minSdk.map { $0.value < AndroidWallpaperColors.firstAPI } ?? false
                let only =
                    minSdk.map {
                        "; minSdk \($0.value) (\($0.location.fileAndLine)): no device below Android 12 shows its fixed value"
                    }
                    ?? "; no minSdk found in a build.gradle above it: whether any device shows its fixed value is not known"
                let reason = ReviewReason(
                    .dynamicColor,
                    "dynamic color: the wallpaper decides on Android 12+: the \(what) @color/\(name) is \(found.system) "
                        + "there (\(found.location.folderFileAndLine))\(below ? "" : only); give it a fixed color to check it"
                )
                let fixed = below ? AndroidDynamicColors.fixedCondition(belowAndroid12: true, switchedOff: false) : nil
                return AndroidDynamicColors.variants(of: pair, review: reason, fixed: fixed)
            }
        }
        return nil
    }
}

extension AndroidLayoutWalker {
    /// Why an app widget's pair needs review when its colors go through a role a view overlay leaves to a
    /// `Theme.Material3.DynamicColors.*` theme (`AndroidDynamicColors.overlayRole`): the launcher's theme does not
    /// decide them, the wallpaper does on Android 12+. Nil when no such overlay gives a color of the pair.
    func widgetDynamicColorReview(
        _ widget: (name: String, location: SourceLocation), raw: String, resolved: [Resolution], overlays: [String]
    ) -> ReviewReason? {
        for r in resolved {
            guard let theme = r.theme else { continue }
            for (reference, what) in [(raw, "text color"), (r.backgroundLabel, "background")] {
                guard
                    let (role, overlay, library) = AndroidDynamicColors.overlayRole(
                        of: reference, theme: theme, viewOverlays: overlays, resolver: resolver)
                else { continue }
                return ReviewReason(
                    .dynamicColor,
                    "dynamic color: the wallpaper decides on Android 12+: \(widget.name).xml is an app widget "
                        + "(\(widget.location.fileAndLine)) whose android:theme \(overlay) inherits \(library), and the "
                        + "\(what) goes through ?attr/\(role), which that theme takes from the wallpaper's palette; "
                        + "give it a fixed @color/ to check it")
            }
        }
        return nil
    }
}
