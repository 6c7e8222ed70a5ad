/// `rgb()`/`rgba()`, `hsl()`/`hsla()` and `hwb()`, CSS Color 4 §5.1, §7, §8 (legacy sRGB notations).
///
/// - Modern syntax: space-separated, `/` before alpha, numbers and percentages mixed freely, `none` anywhere.
/// - Legacy syntax (`rgb()`, `hsl()` only): commas throughout, no `none`; `rgb()` takes all numbers or all
///   percentages, `hsl()` takes percentages for saturation and lightness (`hsl(0, 1, 0.5)` is invalid).
/// - Parse-time clamping: rgb channels to 0…255 (not in relative `rgb(from …)`), alpha to 0…1, hsl saturation to
///   ≥ 0. Hue: a number (degrees) or an angle, reduced to 0..<360; an infinite hue is 0.
extension CSSColorReader {
    mutating func rgb(_ name: String, start: Int) throws(ColorParseError) -> CSSColor {
        if name == "rgba" && atRelativeOrigin {
            throw error("relative color syntax takes rgb(from …), not rgba(from …)", at: start)
        }
        let relative = atRelativeOrigin ? try beginRelative(in: .srgb, scale: 255) : nil
        let args = try arguments(name, start: start, allowCommas: relative == nil)
        if let relative { endRelative(relative) }
        if args.usesCommas, let mixed = args.components.first(where: { $0.kind != args.components[0].kind }) {
            throw error(
                "the legacy comma syntax of \(name)() takes all numbers or all percentages; found '\(mixed.text)'",
                at: mixed.column)
        }
        var rgb: [Double?] = []
        for v in args.components {
            switch v.kind {
            case .none: rgb.append(nil)
            // A relative rgb() is not clamped (CSS Color 5 §4: its result is color(srgb …), e.g. an out-of-gamut origin).
            case .number:
                rgb.append(relative != nil ? v.value / 255 : clamp(v.value / 255, 0, 1, v, "component", unit: 255))
            case .percentage:
                rgb.append(relative != nil ? v.value / 100 : clamp(v.value / 100, 0, 1, v, "component", unit: 255))
            case .angle: throw error("unexpected angle '\(v.text)' in \(name)()", at: v.column)
            }
        }
        let a = args.alpha == nil && relative != nil ? relative!.alpha : try alpha(args.alpha)
        return CSSColor(space: .srgb, components: rgb, alpha: a, isLegacy: relative == nil)
    }

    mutating func hsl(_ name: String, start: Int) throws(ColorParseError) -> CSSColor {
        if name == "hsla" && atRelativeOrigin {
            throw error("relative color syntax takes hsl(from …), not hsla(from …)", at: start)
        }
        let relative = atRelativeOrigin ? try beginRelative(in: .hsl) : nil
        let args = try arguments(name, start: start, allowCommas: relative == nil)
        if let relative { endRelative(relative) }
        let h = try hue(args.components[0], name, infiniteIsZero: true)
        var sl: [Double?] = []
        for v in args.components[1...] {
            if args.usesCommas && v.kind != .percentage {
                throw error(
                    "the legacy comma syntax of \(name)() takes percentages for saturation and lightness, found '\(v.text)'",
                    at: v.column)
            }
            sl.append(try finite(try numberOrPercentage(v, percentReference: 100, name), v, name))
        }
        if let s = sl[0] { sl[0] = clamp(s, 0, .infinity, args.components[1], "saturation", unit: 1) }
        let a = args.alpha == nil && relative != nil ? relative!.alpha : try alpha(args.alpha)
        return CSSColor(space: .hsl, components: [h, sl[0], sl[1]], alpha: a, isLegacy: relative == nil)
    }

    mutating func hwb(start: Int) throws(ColorParseError) -> CSSColor {
        let relative = atRelativeOrigin ? try beginRelative(in: .hwb) : nil
        let args = try arguments("hwb", start: start, allowCommas: false)
        if let relative { endRelative(relative) }
        let h = try hue(args.components[0], "hwb", infiniteIsZero: true)
        var wb: [Double?] = []
        for v in args.components[1...] {
            wb.append(try finite(try numberOrPercentage(v, percentReference: 100, "hwb"), v, "hwb"))
        }
        let a = args.alpha == nil && relative != nil ? relative!.alpha : try alpha(args.alpha)
        return CSSColor(space: .hwb, components: [h, wb[0], wb[1]], alpha: a, isLegacy: relative == nil)
    }
}
