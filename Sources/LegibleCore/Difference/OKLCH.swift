/// OKLab in polar form (Ottosson 2020; CSS Color 4 `oklch()`): lightness, chroma, hue.
///
/// ```
/// C = √(a² + b²)          h = atan2(b, a) in degrees, 0 ..< 360
/// a = C·cos(h)            b = C·sin(h)
/// ```
/// The hue of a neutral is meaningless (CSS calls it powerless): grays convert with C of order 1e-16 and
/// whatever hue that noise points to; 0 for exact zeros. Changing only `L` of an OKLCH color keeps its chroma and
/// hue, which is what lightness-only fixes rely on (`GamutMapping` then brings the result back in gamut).
public struct OKLCH: Sendable, Hashable, CustomStringConvertible {
    /// Lightness, as OKLab L (0 … 1).
    public var L: Double
    /// Chroma, ≥ 0 (CSS: 0.4 is 100%).
    public var C: Double
    /// Hue in degrees, `0 ..< 360` (normalized by the initializers; conversions accept any angle).
    public var h: Double

    public init(L: Double, C: Double, h: Double) {
        (self.L, self.C, self.h) = (L, C, HueAngle.normalized(h))
    }

    public init(_ lab: OKLab) {
        self.init(L: lab.L, C: (lab.a * lab.a + lab.b * lab.b).squareRoot(), h: HueAngle.degrees(y: lab.b, x: lab.a))
    }

    public init(color: Color) { self.init(color.oklab) }

    public var oklab: OKLab {
        let r = HueAngle.radians(fromDegrees: h)
        return OKLab(L: L, a: C * cos(r), b: C * sin(r))
    }

    /// The same color as a `Color` in `space`, unclipped (use `GamutMapping.map(_:into:)` for an in-gamut color).
    public func color(in space: ColorSpace = .extendedSRGB, alpha: Double = 1) -> Color {
        oklab.color(in: space, alpha: alpha)
    }

    public var description: String { "OKLCH(L: \(L), C: \(C), h: \(h))" }
}

extension Color {
    /// OKLCH of this color, from its unclipped linear sRGB. Alpha is ignored.
    public var oklch: OKLCH { OKLCH(color: self) }
}
