import LegibleCore

/// What a custom property's value (after `var()` substitution) is, as a color (CSS Color 4 and 5).
///
/// A value is a color when it is one color token: a hex color, a color function, a named color, or
/// `light-dark(a, b)` of colors; every CSS Color 4/5 notation `ColorParser` reads (incl. `color-mix()`, relative
/// colors, `calc()`). Something that is clearly meant as a color but is broken (`#12345`, `rgb(1 2)`) is an error;
/// components CSS clamps (`rgb(300 0 0)`) are warnings. Colors without a fixed value (`currentColor`, system colors,
/// lengths that need a page inside `calc()`) and gradients are warnings. Everything else (lengths, numbers, font lists, shadows that contain a color) is not a color and is
/// skipped silently.
enum CSSColorValue: Equatable {
    case color(Color)
    case notColor
    case unchecked(String)
    case failed(String)

    static let parsedFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix",
    ]
    static let unsupportedFunctions: Set<String> = ["device-cmyk", "contrast-color", "color-contrast"]
    static let gradients: Set<String> = [
        "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
        "repeating-radial-gradient", "repeating-conic-gradient",
    ]

    /// `text` shown in `appearance` (which `light-dark()` argument applies).
    static func classify(_ text: String, in appearance: Appearance, depth: Int = 0) -> CSSColorValue {
        var ignored: [String] = []
        return classify(text, in: appearance, depth: depth, clampWarnings: &ignored)
    }

    /// `classify`, also appending the components CSS clamps at parse time (`rgb(300 0 0)`) to `clampWarnings`.
    static func classify(_ text: String, in appearance: Appearance, depth: Int = 0, clampWarnings: inout [String])
        -> CSSColorValue
    {
        let value = withoutImportant(text)
        guard let first = value.first, depth < 8 else { return .notColor }
        let lower = value.lowercased()
        if first == "#" {
            guard !value.contains(where: { $0.isWhitespace || $0 == "," }) else {
                let shown = value.count > 40 ? value.prefix(40) + "…" : Substring(value)
                return .unchecked("'\(shown)' starts like a hex color but is not a single color; not checked")
            }
            return parse(value, clampWarnings: &clampWarnings)
        }
        if let (name, _) = singleFunction(lower) {
            let hint = "\(name)() "
            switch name {
            case "light-dark":
                let parts = CSSSelectorContext.split(String(value.dropFirst(name.count + 1).dropLast()))
                guard parts.count == 2 else { return .failed("light-dark() needs 2 colors, found \(parts.count)") }
                return classify(
                    parts[appearance.isDark ? 1 : 0], in: appearance, depth: depth + 1, clampWarnings: &clampWarnings)
            case _ where parsedFunctions.contains(name):
                return parse(value, clampWarnings: &clampWarnings)
            case _ where unsupportedFunctions.contains(name):
                return .unchecked("\(hint)is not supported by Legible yet; not checked")
            case _ where gradients.contains(name):
                return .unchecked("\(name)() is a gradient, not a single color; not checked")
            default:
                return .notColor
            }
        }
        guard value.allSatisfy({ $0.isLetter || $0 == "-" }) else { return .notColor }
        if let named = CSSNamedColors.color(named: lower) { return .color(named) }
        if lower == "currentcolor" { return .unchecked("currentColor takes the element's text color; not checked") }
        if CSSSystemColors.names.contains(lower) {
            return .unchecked("CSS system color \(value) depends on the browser and the user's settings; not checked")
        }
        return .notColor
    }

    /// A color function or hex color: the color, a warning (valid CSS without a fixed value: `currentcolor`, system
    /// colors, lengths that need a page), or an error.
    static func parse(_ value: String, clampWarnings: inout [String]) -> CSSColorValue {
        do throws(ColorParseError) {
            var warnings: [ColorParseWarning] = []
            let color = try ColorParser.parseCSS(value, warnings: &warnings).color
            clampWarnings += warnings.map(\.description)
            return .color(color)
        } catch {
            switch error.kind {
            case .invalid: return .failed(error.description)
            case .currentColor, .systemColor, .needsLayout:
                return .unchecked("\(error.reason) in '\(value)'; not checked")
            }
        }
    }

    /// `name(arguments)` when the whole text is one function call; lower-cased name and trimmed arguments.
    static func singleFunction(_ lower: String) -> (String, String)? {
        guard let open = lower.firstIndex(of: "("), lower.last == ")" else { return nil }
        let name = String(lower[..<open])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        var depth = 0
        for (i, c) in zip(lower.indices, lower) {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1; if depth == 0 && i != lower.index(before: lower.endIndex) { return nil } }
        }
        return (name, String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]).cssTrimmed)
    }

    /// Drops a trailing `!important` (cascade importance is not modelled).
    static func withoutImportant(_ text: String) -> String {
        let t = text.cssTrimmed
        guard let bang = t.lastIndex(of: "!") else { return t }
        let rest = String(t[t.index(after: bang)...]).cssTrimmed.lowercased()
        return rest == "important" ? String(t[..<bang]).cssTrimmed : t
    }
}
