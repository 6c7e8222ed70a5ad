import LegibleJSON
/// The appearance one colorset entry is written for: its `appearances` array, as Xcode's Attributes inspector
/// offers it (Appearances: None / Any, Light, Dark; High Contrast: on/off).
///
/// ```json
/// "appearances" : [ { "appearance" : "luminosity", "value" : "dark" },
///                   { "appearance" : "contrast", "value" : "high" } ]
/// ```
/// No `appearances` (or an empty array) is "Any". See PaletteFormats.md §1.5.
struct ColorsetAppearance: Hashable, Comparable {
    enum Luminosity: Int, Comparable {
        case any, light, dark
        static func < (a: Luminosity, b: Luminosity) -> Bool { a.rawValue < b.rawValue }
    }

    var luminosity: Luminosity
    var highContrast: Bool

    static let any = ColorsetAppearance(luminosity: .any, highContrast: false)

    static func < (a: ColorsetAppearance, b: ColorsetAppearance) -> Bool {
        (a.luminosity, a.highContrast ? 1 : 0) < (b.luminosity, b.highContrast ? 1 : 0)
    }

    /// The palette appearance this entry provides. Any and an explicit Light both map to `.light`; where both are
    /// written, `ColorsetVariants` lets the explicit one win.
    var appearance: Appearance {
        switch (luminosity, highContrast) {
        case (.any, false), (.light, false): .light
        case (.any, true), (.light, true): .lightHighContrast
        case (.dark, false): .dark
        case (.dark, true): .darkHighContrast
        }
    }

    /// Xcode's wording: "Any", "Light", "Dark", "Any + High Contrast", "Dark + High Contrast".
    var label: String {
        let base =
            switch luminosity {
            case .any: "Any";
            case .light: "Light";
            case .dark: "Dark"
            }
        return highContrast ? base + " + High Contrast" : base
    }

    /// Reads an entry's `appearances`. Unknown appearance kinds or values are a warning (the entry is a color
    /// Legible cannot place, so it is not checked); malformed ones and contradictions are errors.
    static func parse(_ node: JSONNode?, at location: SourceLocation) -> Result<ColorsetAppearance, Diagnostic> {
        guard let node else { return .success(.any) }
        let here = location.catalogLocation(line: node.line, keyPath: "appearances")
        guard let items = node.elements else {
            return .failure(.error(here, "'appearances' is \(node.typeDescription), expected an array"))
        }
        var slot = ColorsetAppearance.any
        var luminositySeen: String?
        for (i, item) in items.enumerated() {
            let itemLocation = location.catalogLocation(line: item.line, keyPath: "appearances[\(i)]")
            guard let kind = item["appearance"]?.string, let value = item["value"]?.string else {
                return .failure(.error(itemLocation, "an appearance needs string 'appearance' and 'value' keys"))
            }
            switch (kind, value) {
            case ("luminosity", "light"), ("luminosity", "dark"):
                if let seen = luminositySeen, seen != value {
                    return .failure(
                        .error(itemLocation, "conflicting appearances: luminosity is both '\(seen)' and '\(value)'"))
                }
                luminositySeen = value
                slot.luminosity = value == "light" ? .light : .dark
            case ("contrast", "high"):
                slot.highContrast = true
            default:
                return .failure(
                    .warning(
                        itemLocation,
                        "unknown appearance '\(kind)' = '\(value)' (Legible knows luminosity = light/dark and contrast = high); this entry is not checked"
                    ))
            }
        }
        return .success(slot)
    }
}

extension SourceLocation {
    /// The same file at another line, with a key path below this one (`colors[2]` + `color` → `colors[2].color`).
    func catalogLocation(line: Int, keyPath suffix: String) -> SourceLocation {
        let joined =
            switch keyPath {
            case nil, "": suffix;
            case let base?: base + "." + suffix
            }
        return SourceLocation(path: path, line: line, keyPath: joined)
    }
}
