/// Parses CSS colors as CSS Color 4 and the parts of CSS Color 5 design tools emit define them:
/// - hex `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` and the named colors (`CSSNamedColors`) — this file;
/// - `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()` — `CSS/RGBNotations.swift`;
/// - `lab()`, `lch()` (CIELAB, D50), `oklab()`, `oklch()` — `CSS/LabNotations.swift`;
/// - `color()` in every predefined space — `CSS/ColorFunctionNotation.swift`;
/// - `color-mix()` (CSS Color 5 §3) — `CSS/ColorMix.swift`; relative colors (`rgb(from X r g b / 50%)`,
///   CSS Color 5 §4) — `CSS/RelativeColor.swift`; `calc()` in components — `CSS/CSSCalc.swift`;
/// - `light-dark(a, b)` through `parseLightDark` (both values).
///
/// `none` is accepted in every component of the modern syntax; components are clamped at parse time exactly where
/// the spec clamps them (rgb channels, alpha, lab/oklab lightness, negative chroma and saturation) and kept
/// unclipped elsewhere (`color()`, lab a/b, …): out-of-sRGB colors come out as extended sRGB (`CSSColor.color`).
/// Invalid CSS is an error naming the column. `currentcolor` and the system colors (`Canvas`, …) are valid CSS
/// without a fixed value: they are errors of their own `ColorParseError.Kind`.
public enum ColorParser {
    /// The color `text` denotes, as Legible measures it.
    public static func parse(_ text: String) throws(ColorParseError) -> Color {
        if let hex = plainHex(text) { return hex }
        return try parseCSS(text).color
    }

    /// Fast path for the commonest input, a bare `#rgb`/`#rgba`/`#rrggbb`/`#rrggbbaa` without spaces: the same
    /// color the general path gives (a test compares them), without tokenizing.
    static func plainHex(_ text: String) -> Color? {
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        while let b = utf8.next() {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(b - UInt8(ascii: "A") + 10)
            default: return nil
            }
            if digits.count > 8 { return nil }
        }
        func byte(_ i: Int) -> UInt8 { digits[i] << 4 | digits[i + 1] }
        switch digits.count {
        case 3, 4:
            return Color(
                SRGB8(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17),
                alpha: digits.count == 4 ? Double(digits[3] * 17) / 255 : 1)
        case 6, 8:
            return Color(
                SRGB8(r: byte(0), g: byte(2), b: byte(4)), alpha: digits.count == 8 ? Double(byte(6)) / 255 : 1)
        default:
            return nil
        }
    }

    /// The CSS computed value of `text`: space, components (nil = `none`), alpha.
    public static func parseCSS(_ text: String) throws(ColorParseError) -> CSSColor {
        var ignored: [ColorParseWarning] = []
        return try parseCSS(text, warnings: &ignored)
    }

    /// `parseCSS`, also appending to `warnings` each component CSS clamped at parse time.
    public static func parseCSS(_ text: String, warnings: inout [ColorParseWarning]) throws(ColorParseError) -> CSSColor
    {
        var reader = try CSSColorReader(text)
        guard reader.peek != nil else { throw reader.error("empty color", at: 1) }
        let color = try reader.color()
        if let extra = reader.peek {
            throw reader.error("unexpected '\(extra.text)' after the color", at: extra.column)
        }
        warnings += reader.warnings
        return color
    }

    /// The two values of `light-dark(light, dark)` (CSS Color 5 §5), or of a plain color used in both appearances.
    public static func parseLightDark(_ text: String) throws(ColorParseError) -> (light: Color, dark: Color) {
        var reader = try CSSColorReader(text)
        guard let first = reader.peek else { throw reader.error("empty color", at: 1) }
        let pair: (CSSColor, CSSColor)
        if first.kind == .function("light-dark") {
            reader.index += 1
            pair = try reader.lightDarkArguments()
        } else {
            let c = try reader.color()
            pair = (c, c)
        }
        if let extra = reader.peek {
            throw reader.error("unexpected '\(extra.text)' after the color", at: extra.column)
        }
        return (pair.0.color, pair.1.color)
    }

    /// Whether `text` is a `light-dark()` value.
    public static func isLightDark(_ text: String) -> Bool {
        (try? CSSTokenizer.tokens(text).first?.kind) == .function("light-dark")
    }
}

/// CSS Color 4 §6.2 `<system-color>` keywords (lower case).
public enum CSSSystemColors {
    public static let names: Set<String> = [
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface",
        "buttontext", "canvas", "canvastext", "field", "fieldtext", "graytext", "highlight",
        "highlighttext", "linktext", "mark", "marktext", "selecteditem", "selecteditemtext",
        "visitedtext",
    ]
}

extension CSSColorReader {
    /// One `<color>` at the cursor.
    mutating func color() throws(ColorParseError) -> CSSColor {
        let t = try next(expecting: "a color")
        switch t.kind {
        case .hash(let digits): return try hex(digits, column: t.column)
        case .ident(let name):
            let lower = name.lowercased()
            if let named = CSSNamedColors.color(named: lower) { return CSSColor(legacy: named) }
            if lower == "currentcolor" {
                throw error(
                    "currentcolor is the element's text color, which a color file does not fix", at: t.column,
                    kind: .currentColor)
            }
            if CSSSystemColors.names.contains(lower) {
                throw error(
                    "\(name) is a CSS system color, chosen by the browser and the user's settings", at: t.column,
                    kind: .systemColor)
            }
            throw error("unknown color name '\(name)'", at: t.column)
        case .function(let name):
            let start = t.column + name.count + 1
            switch name {
            case "rgb", "rgba": return try rgb(name, start: start)
            case "hsl", "hsla": return try hsl(name, start: start)
            case "hwb": return try hwb(start: start)
            case "lab", "lch", "oklab", "oklch": return try labFamily(name, start: start)
            case "color": return try colorFunction(start: start)
            case "color-mix": return try colorMix(start: start)
            case "light-dark":
                throw error(
                    "light-dark() has a light and a dark value; read it with ColorParser.parseLightDark", at: t.column)
            default:
                throw error("unknown color function '\(name)()'", at: t.column)
            }
        default:
            throw error(
                "expected '#', a color function such as rgb(…), or a color name, found '\(t.text)'", at: t.column)
        }
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (alpha last).
    func hex(_ text: String, column: Int) throws(ColorParseError) -> CSSColor {
        var digits: [UInt8] = []
        for (i, c) in text.enumerated() {
            guard c.isASCII, let v = c.hexDigitValue else {
                throw error("'\(c)' is not a hex digit", at: column + 1 + i)
            }
            digits.append(UInt8(v))
        }
        func byte(_ i: Int) -> UInt8 { digits[i] << 4 | digits[i + 1] }
        switch digits.count {
        case 3, 4:
            let c = SRGB8(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17)
            return CSSColor(legacy: Color(c, alpha: digits.count == 4 ? Double(digits[3] * 17) / 255 : 1))
        case 6, 8:
            let c = SRGB8(r: byte(0), g: byte(2), b: byte(4))
            return CSSColor(legacy: Color(c, alpha: digits.count == 8 ? Double(byte(6)) / 255 : 1))
        default:
            throw error("hex color needs 3, 4, 6 or 8 digits, found \(digits.count)", at: column + 1)
        }
    }

    /// The arguments of `light-dark(` up to `)`: two colors separated by a comma.
    mutating func lightDarkArguments() throws(ColorParseError) -> (CSSColor, CSSColor) {
        let light = try color()
        let comma = try next(expecting: "','")
        guard comma.kind == .comma else {
            throw error("light-dark() takes two colors separated by ','", at: comma.column)
        }
        let dark = try color()
        try expectCloseParen()
        return (light, dark)
    }
}
