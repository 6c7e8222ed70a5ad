import Foundation
import LegiblePalette

/// Resolves theme attributes (`?attr/x`, `?android:attr/x`, `?x`) and color values in one theme, with view-level theme
/// overlays (`android:theme` on an ancestor) on top: the innermost overlay first, then the theme's variant overlays, then
/// the base theme's style chain, then the library defaults (`AndroidThemeDefaults`) of the library theme it inherits.
struct AndroidThemeResolver {
    let sheet: AndroidStyleSheet
    let paletteNames: Set<String>
    let path: String

    /// Framework and AppCompat theme attributes that hold drawables (ripples, selectors, dividers), not colors:
    /// as a background they are skipped like `@drawable/…`.
    static let drawableAttributes: Set<String> = [
        "selectableItemBackground", "selectableItemBackgroundBorderless", "actionBarItemBackground", "listChoiceBackgroundIndicator",
        "dividerHorizontal", "dividerVertical", "listDivider", "editTextBackground", "controlBackground", "homeAsUpIndicator",
        "android:selectableItemBackground", "android:selectableItemBackgroundBorderless", "android:actionBarItemBackground",
        "android:listChoiceBackgroundIndicator", "android:dividerHorizontal", "android:dividerVertical", "android:listDivider",
        "android:editTextBackground",
    ]

    /// `raw` without surrounding ASCII white space (values as written in XML attributes and items).
    static func trimmed(_ raw: String) -> String {
        let utf8 = raw.utf8
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return raw }
        let bytes = Array(utf8)
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
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
    func attribute(_ name: String, theme: AndroidTheme?, viewOverlays: [String]) -> (value: String, location: SourceLocation?, via: String)? {
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

    private func lookup(_ attribute: String, theme: AndroidTheme, viewOverlays: [String]) -> (String, SourceLocation?)? {
        for overlay in (theme.overlays + viewOverlays).reversed() {
            if let hit = sheet.item(attribute, inStyle: overlay, night: theme.night) { return (hit.value, hit.style.location) }
        }
        if let hit = sheet.item(attribute, inStyle: theme.base, night: theme.night) { return (hit.value, hit.style.location) }
        if let external = sheet.chain(theme.base, night: theme.night).external,
           let (value, _) = AndroidThemeDefaults.value(attribute, themeName: external, night: theme.night) {
            return (value, nil)
        }
        return nil
    }

    /// The color `raw` (as written in a layout or style item) means in `theme`.
    func color(_ raw: String, theme: AndroidTheme?, viewOverlays: [String], at location: SourceLocation) -> AndroidThemedColor {
        let text = Self.trimmed(raw)
        if text.hasPrefix("@color/") {
            let name = String(text.dropFirst(7))
            return paletteNames.contains(name) ? .resource(name)
                : .unresolved("@color/\(name) is not in the palette read (a color state list in res/color/, or a library's color)")
        }
        if let attribute = Self.attributeName(text) {
            guard let theme else { return .unresolved("\(text) needs a theme and no app theme was found") }
            guard let hit = self.attribute(attribute, theme: theme, viewOverlays: viewOverlays) else {
                if Self.drawableAttributes.contains(attribute) { return .notColor(text) }
                return .unresolved("\(text) is not set by the theme or by a library default Legible knows")
            }
            return color(hit.value, theme: theme, viewOverlays: viewOverlays, at: hit.location ?? location)
        }
        for prefix in ["@drawable/", "@mipmap/", "@android:drawable/", "@anim/", "@layout/"] where text.hasPrefix(prefix) {
            return .notColor(text)
        }
        switch AndroidColorValue.parse(text) {
        case .literal(let color):
            return color.alpha == 0 ? .none : .value(.color(color), location)
        case .reference(let name):
            return paletteNames.contains(name) ? .resource(name)
                : .unresolved("@color/\(name) is not in the palette read (a color state list in res/color/, or a library's color)")
        case .framework(let name):
            switch AndroidFrameworkColors.lookup(name) {
            case .color(let c):
                return c.alpha == 0 ? .none : .value(.system(SystemColorReference(platform: "android", name: "@android:color/\(name)"), resolved: c), location)
            case .unresolvable(let why): return .unresolved("@android:color/\(name) is \(why)")
            case .unknown: return .unresolved("@android:color/\(name) is not a framework color Legible knows")
            }
        case .null: return .none
        case .packageReference(let other): return .unresolved("\(other) is a color of another package, not in the files read")
        case .themeAttribute(let other): return .unresolved("\(other) could not be resolved")
        case .invalid(let message):
            return text.hasPrefix("@") ? .notColor(text) : .unresolved(message)
        }
    }
}
