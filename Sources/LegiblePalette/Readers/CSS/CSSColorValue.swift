import LegibleCore

/// What a custom property's value (after `var()` substitution) is, as a color (CSS Color 4 and 5).
///
/// A value is a color when it is one color token: a hex color, a color function, a named color, or
/// `light-dark(a, b)` of colors. Something that is clearly meant as a color but is broken (`#12345`,
/// `rgb(300 0 0)`) is an error. Colors Legible cannot compute yet (`lab()`, `lch()`, `hwb()`, `color-mix()`,
/// `color(rec2020 …)`, relative colors, `calc()` inside a color, `currentColor`, system colors) and gradients are
/// warnings. Everything else (lengths, numbers, font lists, shadows that contain a color) is not a color and is
/// skipped silently.
enum CSSColorValue: Equatable {
    case color(Color)
    case notColor
    case unchecked(String)
    case failed(String)

    static let parsedFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "color", "oklab", "oklch"]
    static let unsupportedFunctions: Set<String> = ["lab", "lch", "hwb", "device-cmyk", "contrast-color", "color-contrast"]
    static let gradients: Set<String> = ["linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
                                         "repeating-radial-gradient", "repeating-conic-gradient"]
    static let unsupportedSpaces: Set<String> = ["a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65"]
    /// CSS Color 4 §6.2 `<system-color>` keywords (lower case).
    static let systemColors: Set<String> = ["accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface",
                                            "buttontext", "canvas", "canvastext", "field", "fieldtext", "graytext", "highlight",
                                            "highlighttext", "linktext", "mark", "marktext", "selecteditem", "selecteditemtext",
                                            "visitedtext"]

    /// `text` shown in `appearance` (which `light-dark()` argument applies).
    static func classify(_ text: String, in appearance: Appearance, depth: Int = 0) -> CSSColorValue {
        let value = withoutImportant(text)
        guard let first = value.first, depth < 8 else { return .notColor }
        let lower = value.lowercased()
        if first == "#" {
            guard !value.contains(where: { $0.isWhitespace || $0 == "," }) else {
                let shown = value.count > 40 ? value.prefix(40) + "…" : Substring(value)
                return .unchecked("'\(shown)' starts like a hex color but is not a single color; not checked")
            }
            return parse(value)
        }
        if let (name, arguments) = singleFunction(lower) {
            let hint = "\(name)() "
            switch name {
            case "light-dark":
                let parts = CSSSelectorContext.split(String(value.dropFirst(name.count + 1).dropLast()))
                guard parts.count == 2 else { return .failed("light-dark() needs 2 colors, found \(parts.count)") }
                return classify(parts[appearance.isDark ? 1 : 0], in: appearance, depth: depth + 1)
            case _ where parsedFunctions.contains(name):
                if arguments.contains("calc(") || arguments.contains("min(") || arguments.contains("max(") || arguments.contains("clamp(") {
                    return .unchecked("\(value) uses math functions inside a color; not checked")
                }
                if arguments.hasPrefix("from ") || arguments.contains(" from ") {
                    return .unchecked("\(value) uses relative color syntax; not checked")
                }
                if name == "color", let space = arguments.split(separator: " ").first, unsupportedSpaces.contains(String(space)) {
                    return .unchecked("color(\(space) …) is not supported by Legible yet; not checked")
                }
                return parse(value)
            case _ where unsupportedFunctions.contains(name):
                return .unchecked("\(hint)is not supported by Legible yet; not checked")
            case "color-mix":
                return .unchecked("color-mix() is not checked (Legible does not mix colors yet)")
            case _ where gradients.contains(name):
                return .unchecked("\(name)() is a gradient, not a single color; not checked")
            default:
                return .notColor
            }
        }
        guard value.allSatisfy({ $0.isLetter || $0 == "-" }) else { return .notColor }
        if let named = CSSNamedColors.color(named: lower) { return .color(named) }
        if lower == "currentcolor" { return .unchecked("currentColor takes the element's text color; not checked") }
        if systemColors.contains(lower) { return .unchecked("CSS system color \(value) depends on the browser and the user's settings; not checked") }
        return .notColor
    }

    static func parse(_ value: String) -> CSSColorValue {
        do throws(ColorParseError) {
            return .color(try ColorParser.parse(value))
        } catch {
            return .failed(error.description)
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
