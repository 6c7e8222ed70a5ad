/// `lab()`, `lch()`, `oklab()`, `oklch()`, CSS Color 4 §9: space-separated only, numbers or percentages, `none`.
///
/// | function | L (100% =) clamped | a, b or C (100% =) | hue |
/// |---|---|---|---|
/// | `lab()` | 100, to 0…100 | ±125 | — |
/// | `lch()` | 100, to 0…100 | C 150, clamped ≥ 0 | number or angle |
/// | `oklab()` | 1, to 0…1 | ±0.4 | — |
/// | `oklch()` | 1, to 0…1 | C 0.4, clamped ≥ 0 | number or angle |
///
/// CSS `lab()`/`lch()` are CIELAB relative to D50; `CSSColorConversion` adapts them to D65 with Bradford.
extension CSSColorReader {
    mutating func labFamily(_ name: String, start: Int) throws(ColorParseError) -> CSSColor {
        let space = CSSColorSpace(rawValue: name)!
        let isOK = space == .oklab || space == .oklch
        let lightnessScale = isOK ? 1.0 : 100
        let relative = atRelativeOrigin ? try beginRelative(in: space) : nil
        let args = try arguments(name, start: start, allowCommas: false)
        if let relative { endRelative(relative) }
        let c = args.components
        var out: [Double?] = []
        if let l = try numberOrPercentage(c[0], percentReference: lightnessScale, name) {
            out.append(clamp(l, 0, lightnessScale, c[0], "lightness", unit: 1))
        } else {
            out.append(nil)
        }
        if space == .lab || space == .oklab {
            let reference = isOK ? 0.4 : 125
            out.append(try finite(try numberOrPercentage(c[1], percentReference: reference, name), c[1], name))
            out.append(try finite(try numberOrPercentage(c[2], percentReference: reference, name), c[2], name))
        } else {
            var chroma = try numberOrPercentage(c[1], percentReference: isOK ? 0.4 : 150, name)
            if let x = chroma { chroma = clamp(x, 0, .infinity, c[1], "chroma", unit: 1) }
            out.append(try finite(chroma, c[1], name))
            out.append(try hue(c[2], name))
        }
        let a = args.alpha == nil && relative != nil ? relative!.alpha : try alpha(args.alpha)
        return CSSColor(space: space, components: out, alpha: a)
    }
}
