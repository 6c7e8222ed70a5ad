/// HSL ↔ sRGB, CSS Color 4 §7 (`hslToRgb`, `rgbToHsl`); saturation and lightness 0…1 here.
public enum HSL {
    public static func toSRGB(hueDegrees: Double, saturation s: Double, lightness l: Double) -> SRGB {
        let h = HueAngle.normalized(hueDegrees.isFinite ? hueDegrees : 0)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SRGB(r: f(0), g: f(8), b: f(4))
    }

    /// (hue degrees, saturation 0…100, lightness 0…100) of gamma-encoded sRGB; hue 0 for grays.
    public static func fromSRGB(_ c: SRGB) -> SIMD3<Double> {
        let maxC = max(c.r, c.g, c.b), minC = min(c.r, c.g, c.b)
        let l = (maxC + minC) / 2, d = maxC - minC
        var h = 0.0, s = 0.0
        if d != 0 {
            s = (l == 0 || l == 1) ? 0 : (maxC - l) / min(l, 1 - l)
            switch maxC {
            case c.r: h = (c.g - c.b) / d + (c.g < c.b ? 6 : 0)
            case c.g: h = (c.b - c.r) / d + 2
            default: h = (c.r - c.g) / d + 4
            }
            h *= 60
        }
        if s < 0 { h += 180; s = -s }
        return SIMD3(HueAngle.normalized(h), s * 100, l * 100)
    }
}

/// HWB ↔ sRGB, CSS Color 4 §8 (`hwbToRgb`); whiteness and blackness 0…1 here. When w + b ≥ 1 the color is the
/// gray w / (w + b).
public enum HWB {
    public static func toSRGB(hueDegrees: Double, whiteness w: Double, blackness b: Double) -> SRGB {
        if w + b >= 1 {
            let gray = w / (w + b)
            return SRGB(r: gray, g: gray, b: gray)
        }
        let pure = HSL.toSRGB(hueDegrees: hueDegrees, saturation: 1, lightness: 0.5)
        return SRGB(pure.vector * (1 - w - b) + w)
    }

    /// (hue degrees, whiteness 0…100, blackness 0…100) of gamma-encoded sRGB.
    public static func fromSRGB(_ c: SRGB) -> SIMD3<Double> {
        let hue = HSL.fromSRGB(c).x
        return SIMD3(hue, min(c.r, c.g, c.b) * 100, (1 - max(c.r, c.g, c.b)) * 100)
    }
}
