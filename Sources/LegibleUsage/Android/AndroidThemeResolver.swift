import Foundation
import LegibleCore
import LegiblePalette

/// Resolves theme attributes (`?attr/x`, `?android:attr/x`, `?x`) and color values in one theme, with view-level theme
/// overlays (`android:theme` on an ancestor) on top: the innermost overlay first, then the theme's variant overlays, then
/// the base theme's style chain, then the library defaults (`AndroidThemeDefaults`) of the library theme it inherits.
struct AndroidThemeResolver {
    let sheet: AndroidStyleSheet
    let paletteNames: Set<String>
    let path: String
    /// Color state lists (`res/color/*.xml`) for `@color/` names the palette lacks, and the palette's colors by name
    /// (to apply a state list item's `android:alpha`).
    var drawables = AndroidDrawables(files: [])
    var palette: [String: NamedColor] = [:]
    /// The Material 3 baseline the app's pinned library version gives (`AndroidMaterialVersion`); nil when no version
    /// is read, and why (`materialVersionUnknown`): a Material 3 default that differs between the baselines is then
    /// not known.
    var material3Baseline: AndroidThemeDefaults.Material3Baseline? = .tokens2023
    var materialVersionUnknown = ""

    /// Framework and AppCompat theme attributes that hold drawables (ripples, selectors, dividers), not colors:
    /// as a background they are skipped like `@drawable/…`.
    static let drawableAttributes: Set<String> = [
        "selectableItemBackground", "selectableItemBackgroundBorderless", "actionBarItemBackground",
        "listChoiceBackgroundIndicator",
        "dividerHorizontal", "dividerVertical", "listDivider", "editTextBackground", "controlBackground",
        "homeAsUpIndicator",
        "android:selectableItemBackground", "android:selectableItemBackgroundBorderless",
        "android:actionBarItemBackground",
        "android:listChoiceBackgroundIndicator", "android:dividerHorizontal", "android:dividerVertical",
        "android:listDivider",
        "android:editTextBackground",
    ]

    /// `raw` without surrounding ASCII white space (values as written in XML attributes and items).
    static func trimmed(_ raw: String) -> String {
        let utf8 = raw.utf8
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return raw }
        let bytes = Array(utf8)
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }

    /// `?attr/colorOnSurface` → `colorOnSurface`; `?android:attr/textColorPrimary` → `android:textColorPrimary`.
    static func attributeName(_ reference: String) -> String? {
        guard reference.hasPrefix("?") else { return nil }
        var body = reference.dropFirst()
        if body.hasPrefix("*") { body = body.dropFirst() }
        var package = ""
        if body.hasPrefix("android:") { package = "android:"; body = body.dropFirst(8) }
        if body.hasPrefix("attr/") { body = body.dropFirst(5) }
        return body.isEmpty ? nil : package + body
    }

    /// The raw value a theme attribute has in `theme`, following `?attr/` chains, with a short "via" for evidence.
    func attribute(_ name: String, theme: AndroidTheme?, viewOverlays: [String]) -> (
        value: String, location: SourceLocation?, via: String
    )? {
        guard let theme else { return nil }
        var current = name
        var hops: [String] = []
        for _ in 0..<16 {
            guard let (value, location) = lookup(current, theme: theme, viewOverlays: viewOverlays) else { return nil }
            hops.append(current)
            if let next = Self.attributeName(value) { current = next; continue }
            return (value, location, hops.joined(separator: " → "))
        }
        return nil
    }

    /// The theme's variant overlays, then the view overlays in effect as the styles they are in `theme` (one named
    /// through a theme attribute resolved there: `AndroidViewThemeOverlays.styles`), outermost first.
    func overlayStyles(_ theme: AndroidTheme, _ viewOverlays: [String]) -> [String] {
        theme.overlays + AndroidViewThemeOverlays.styles(viewOverlays, theme: theme, sheet: sheet)
    }

    private func lookup(_ attribute: String, theme: AndroidTheme, viewOverlays: [String]) -> (String, SourceLocation?)?
    {
        for overlay in overlayStyles(theme, viewOverlays).reversed() {
            if let hit = sheet.item(attribute, inStyle: overlay, night: theme.night) {
                return (hit.value, hit.style.location)
            }
            switch libraryOverlayOutcome(overlay, attribute: attribute, night: theme.night) {
            case .sets(let value): return (value, nil)
            case .leaves: continue
            case .unknown: return nil
            }
        }
        if let hit = sheet.item(attribute, inStyle: theme.base, night: theme.night) {
            return (hit.value, hit.style.location)
        }
        if let external = sheet.chain(theme.base, night: theme.night).external,
            let (value, _) = AndroidThemeDefaults.value(
                attribute, themeName: external, night: theme.night, baseline: material3Baseline ?? .tokens2023)
        {
            return (value, nil)
        }
        return nil
    }

    /// What the library part of overlay `name` (the style where its parent chain leaves the app) does with
    /// `attribute`: an app-only overlay leaves what it does not set; a full library theme used as an overlay gives its
    /// default when Legible knows it (else the theme beneath decides, as for an app theme); a library `ThemeOverlay.…`
    /// is looked up in `AndroidLibraryThemeOverlays`.
    private func libraryOverlayOutcome(_ name: String, attribute: String, night: Bool)
        -> AndroidLibraryThemeOverlays.Outcome
    {
        guard let external = sheet.chain(name, night: night).external else { return .leaves }
        if AndroidThemeDefaults.family(of: external) != nil {
            let known = AndroidThemeDefaults.value(
                attribute, themeName: external, night: night, baseline: material3Baseline ?? .tokens2023)
            return known.map { .sets($0.value) } ?? .leaves
        }
        // An app's own overlay that no file read defines is not a library's: the pair it draws needs review
        // (`AndroidLayoutWalker`'s unread overlay), resolved under the theme beneath.
        guard AndroidControlFills.isLibraryStyle(external) else { return .leaves }
        // A library overlay the table does not hold (a Material dialog or sheet overlay, whose surfaces
        // `AndroidDialogSurface` resolves) is left to the theme beneath, as before the table.
        let outcome = AndroidLibraryThemeOverlays.outcome(of: external, for: attribute, night: night)
        return AndroidLibraryThemeOverlays.isKnown(external) ? outcome : .leaves
    }

    /// The library overlay (in `theme`'s overlays or `viewOverlays`) that hides `attribute`'s value: an overlay not
    /// in `AndroidLibraryThemeOverlays`, or one whose value of the attribute is not known.
    func unknownOverlay(setting attribute: String, theme: AndroidTheme, viewOverlays: [String]) -> String? {
        for overlay in overlayStyles(theme, viewOverlays).reversed() {
            if sheet.item(attribute, inStyle: overlay, night: theme.night) != nil { return nil }
            switch libraryOverlayOutcome(overlay, attribute: attribute, night: theme.night) {
            case .sets: return nil
            case .leaves: continue
            case .unknown: return sheet.chain(overlay, night: theme.night).external ?? overlay
            }
        }
        return nil
    }

    /// A color state list item's alpha (`AndroidDrawables.alpha`): a `@dimen/` resource as the device's mode reads it,
    /// a theme attribute as `theme` sets it.
    func stateListAlpha(_ written: String?, theme: AndroidTheme?, viewOverlays: [String]) -> Double? {
        AndroidDrawables.alpha(written) { reference in
            if reference.hasPrefix("@dimen/") {
                return sheet.dimension(String(reference.dropFirst(7)), night: theme?.night ?? false)
            }
            guard let attribute = Self.attributeName(reference) else { return nil }
            return self.attribute(attribute, theme: theme, viewOverlays: viewOverlays)?.value
        }
    }

    /// `color` with its alpha multiplied by `alpha` (a color state list item's `android:alpha`).
    func withAlpha(_ color: AndroidThemedColor, _ alpha: Double, theme: AndroidTheme?, at location: SourceLocation)
        -> AndroidThemedColor
    {
        guard alpha < 1 else { return color }
        // A wallpaper color has no value to fade: it stays the wallpaper's (its pair needs review).
        if case .value(let v, _) = color, AndroidDynamicPaletteColors.reference(in: v) != nil { return color }
        let value: ColorValue?
        switch color {
        case .resource(let name): value = palette[name]?.variant(for: theme?.night == true ? .dark : .light)?.value
        case .value(let v, _): value = v
        default: return color
        }
        let resolved: Color? =
            switch value {
            case .color(let c)?: c
            case .system(_, let r)?: r
            case nil: nil
            }
        guard let known = resolved else {
            return .unresolved("a color state list item's android:alpha applies to a color that is not known")
        }
        return .value(
            ColorValue.color(Color(space: known.space, components: known.components, alpha: known.alpha * alpha)),
            location)
    }

    /// The color `raw` (as written in a layout or style item) means in `theme`; `enabled` false: as a disabled view
    /// draws it (a color state list's disabled item, `AndroidDisabledTextColors` for a library's; a plain color has
    /// one value in every state).
    func color(
        _ raw: String, theme: AndroidTheme?, viewOverlays: [String], at location: SourceLocation, depth: Int = 0,
        enabled: Bool = true
    ) -> AndroidThemedColor {
        if depth == 0, enabled, material3Baseline == nil, let theme, usesMaterial3(theme) {
            return colorOfUnknownBaseline(raw, theme: theme, viewOverlays: viewOverlays, at: location)
        }
        let text = Self.trimmed(raw)
        if let dp = AndroidSurfaceColors.elevationDp(text) {
            return surfaceColor(
                text, elevationDp: dp, theme: theme, viewOverlays: viewOverlays, at: location, depth: depth)
        }
        if text.hasPrefix("@color/") {
            let name = String(text.dropFirst(7))
            if paletteNames.contains(name) { return .resource(name) }
            // A color state list: its color in the normal state, with the item's alpha.
            if depth < 8,
                let item = drawables.normalColor(ofStateList: name, night: theme?.night ?? false, enabled: enabled)
            {
                let inner = color(
                    item.raw, theme: theme, viewOverlays: viewOverlays, at: item.location, depth: depth + 1)
                guard let alpha = stateListAlpha(item.alpha, theme: theme, viewOverlays: viewOverlays) else {
                    return .unresolved(
                        "the alpha \(item.alpha ?? "") of @color/\(name)'s item is not a number Legible reads")
                }
                return withAlpha(inner, alpha, theme: theme, at: item.location)
            }
            // A wallpaper color of material-components-android (`AndroidDynamicPaletteColors`): no one value.
            if AndroidDynamicPaletteColors.isLibraryColor(name) {
                return .value(AndroidDynamicPaletteColors.value("@color/\(name)"), location)
            }
            return .unresolved(
                "@color/\(name) is not in the palette read (not a color resource, nor a color state list among the files read: a library's color?)"
            )
        }
        if let attribute = Self.attributeName(text) {
            guard let theme else { return .unresolved("\(text) needs a theme and no app theme was found") }
            guard let hit = self.attribute(attribute, theme: theme, viewOverlays: viewOverlays) else {
                if Self.drawableAttributes.contains(attribute) { return .notColor(text) }
                if let overlay = unknownOverlay(setting: attribute, theme: theme, viewOverlays: viewOverlays) {
                    return .unresolved(
                        "\(text) resolves in the theme overlay \(overlay) (android:theme on the view or an ancestor), "
                            + "a library overlay whose value of it Legible does not know")
                }
                if let parent = AndroidOutsideParentTheme.parent(of: theme.base, sheet: sheet, night: theme.night) {
                    return .unresolved(AndroidOutsideParentTheme.reason(text, base: theme.base, parent: parent))
                }
                if let external = sheet.chain(theme.base, night: theme.night).external,
                    let why = AndroidThemeDefaults.deviceDependentReason(attribute, themeName: external)
                {
                    return .unresolved("\(text) is not set by the theme, and \(why)")
                }
                return .unresolved("\(text) is not set by the theme or by a library default Legible knows")
            }
            // A library's default is a color state list whose disabled item the table holds, or is not known.
            if !enabled, hit.location == nil, let external = sheet.chain(theme.base, night: theme.night).external {
                let last = hit.via.components(separatedBy: " → ").last ?? attribute
                guard let baseline = material3Baseline,
                    let disabled = AndroidDisabledTextColors.value(
                        last, themeName: external, night: theme.night, baseline: baseline)
                else {
                    return .unresolved(
                        "a disabled view draws the disabled state of \(external)'s \(last), which is not in Legible's "
                            + "table of library disabled colors")
                }
                return color(disabled, theme: theme, viewOverlays: viewOverlays, at: location, depth: depth + 1)
            }
            return color(
                hit.value, theme: theme, viewOverlays: viewOverlays, at: hit.location ?? location, depth: depth + 1,
                enabled: enabled)
        }
        for prefix in ["@drawable/", "@mipmap/", "@android:drawable/", "@anim/", "@layout/"]
        where text.hasPrefix(prefix) {
            return .notColor(text)
        }
        switch AndroidColorValue.parse(text) {
        case .literal(let color):
            return color.alpha == 0 ? .none : .value(.color(color), location)
        case .reference(let name):
            if !paletteNames.contains(name), AndroidDynamicPaletteColors.isLibraryColor(name) {
                return .value(AndroidDynamicPaletteColors.value("@color/\(name)"), location)
            }
            return paletteNames.contains(name)
                ? .resource(name)
                : .unresolved(
                    "@color/\(name) is not in the palette read (a color state list in res/color/, or a library's color)"
                )
        case .framework(let name):
            switch AndroidFrameworkColors.lookup(name) {
            case .color(let c):
                return c.alpha == 0
                    ? .none
                    : .value(
                        .system(SystemColorReference(platform: "android", name: "@android:color/\(name)"), resolved: c),
                        location)
            case .unresolvable(let why):
                // The framework's wallpaper colors (`AndroidDynamicPaletteColors`): no one value.
                if name.hasPrefix(AndroidDynamicPaletteColors.frameworkPrefix) {
                    return .value(AndroidDynamicPaletteColors.value("@android:color/\(name)"), location)
                }
                return .unresolved("@android:color/\(name) is \(why)")
            case .unknown: return .unresolved("@android:color/\(name) is not a framework color Legible knows")
            }
        case .null: return .none
        case .packageReference(let other):
            return .unresolved("\(other) is a color of another package, not in the files read")
        case .themeAttribute(let other): return .unresolved("\(other) could not be resolved")
        case .invalid(let message):
            return text.hasPrefix("@") ? .notColor(text) : .unresolved(message)
        }
    }

    /// Whether `theme` inherits a Material 3 library theme, whose defaults follow the library version.
    func usesMaterial3(_ theme: AndroidTheme) -> Bool {
        sheet.chain(theme.base, night: theme.night).external.flatMap(AndroidThemeDefaults.family(of:))?.library
            == .material3
    }

    /// `raw` in a Material 3 theme when the library version is not known: the color both baselines give, or why it is
    /// not known when they differ.
    func colorOfUnknownBaseline(_ raw: String, theme: AndroidTheme, viewOverlays: [String], at location: SourceLocation)
        -> AndroidThemedColor
    {
        var older = self, newer = self
        older.material3Baseline = .tokens2021
        newer.material3Baseline = .tokens2023
        let before = older.color(raw, theme: theme, viewOverlays: viewOverlays, at: location)
        let after = newer.color(raw, theme: theme, viewOverlays: viewOverlays, at: location)
        guard before != after, let early = value(before, theme), let late = value(after, theme) else { return after }
        return .unresolved(
            "\(Self.trimmed(raw)) is a Material 3 default that is \(early.hexRGB) up to material-components-android "
                + "1.10.x and \(late.hexRGB) from 1.11.0, and \(materialVersionUnknown)")
    }

    /// The color a resolved library or palette color has in `theme`, nil when it is not one.
    func value(_ color: AndroidThemedColor, _ theme: AndroidTheme) -> Color? {
        switch color {
        case .value(.color(let c), _): return c
        case .resource(let name):
            if case .color(let c)? = palette[name]?.variant(for: theme.night ? .dark : .light)?.value { return c }
            return nil
        default: return nil
        }
    }
}
