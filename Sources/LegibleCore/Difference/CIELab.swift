// CIE 15:2004 (Colorimetry, 3rd edition) §8.2.1, CIE 1976 L*a*b*, with its exact constants
// (24/116)³ = (6/29)³ and 841/108, not the rounded 0.008856 / 7.787 of older texts.

/// CIE 1976 L\*a\*b\* (CIELAB) relative to the D65 white, as used by ΔE 2000 (`CIEDE2000`).
///
/// ```
/// L* = 116·f(Y/Yn) − 16
/// a* = 500·(f(X/Xn) − f(Y/Yn))
/// b* = 200·(f(Y/Yn) − f(Z/Zn))
/// f(t) = t^(1/3)                  if t > (6/29)³
///        t / (3·(6/29)²) + 4/29   otherwise          (= 841/108·t + 16/116)
/// ```
/// The white (Xn, Yn, Zn) is D65 at the chromaticity sRGB and Display P3 use, xy = (0.3127, 0.3290) with Yn = 1
/// (`RGBPrimaries.d65`), so sRGB white is exactly achromatic (a\* = b\* = 0 up to round-off). CIE 15:2004's own
/// tabulated D65 (95.04, 100, 108.88) differs in the fourth digit; coloraide's `lab-d65` makes the same choice
/// as here. Note that CSS `lab()` is CIELAB relative to **D50** (Bradford-adapted), a different space.
public struct CIELab: Sendable, Hashable, CustomStringConvertible {
    /// Lightness, 0 (black) … 100 (reference white).
    public var L: Double
    /// Green (−) ↔ red (+).
    public var a: Double
    /// Blue (−) ↔ yellow (+).
    public var b: Double

    public init(L: Double, a: Double, b: Double) { (self.L, self.a, self.b) = (L, a, b) }

    /// The reference white: D65, xy (0.3127, 0.3290), Y = 1.
    public static let referenceWhite: XYZ = {
        let w = RGBPrimaries.d65
        return XYZ(x: w.x / w.y, y: 1, z: (1 - w.x - w.y) / w.y)
    }()

    static let epsilon = 216.0 / 24389 // (6/29)³
    static let delta = 6.0 / 29

    /// CIELAB of D65-relative XYZ (Y = 1 for white).
    public init(_ xyz: XYZ) { self.init(xyz, white: CIELab.referenceWhite) }

    /// CIELAB of XYZ relative to another white (CSS `lab()` uses D50, `CSSColorConversion`).
    public init(_ xyz: XYZ, white w: XYZ) {
        func f(_ t: Double) -> Double {
            t > CIELab.epsilon ? cbrt(t) : t / (3 * CIELab.delta * CIELab.delta) + 4.0 / 29
        }
        let (fx, fy, fz) = (f(xyz.x / w.x), f(xyz.y / w.y), f(xyz.z / w.z))
        self.init(L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// Back to D65-relative XYZ (the exact inverse of `init(_:)`).
    public var xyz: XYZ { xyz(white: CIELab.referenceWhite) }

    /// Back to XYZ relative to `w` (the exact inverse of `init(_:white:)`).
    public func xyz(white w: XYZ) -> XYZ {
        func fInverse(_ f: Double) -> Double {
            f > CIELab.delta ? f * f * f : 3 * CIELab.delta * CIELab.delta * (f - 4.0 / 29)
        }
        let fy = (L + 16) / 116
        return XYZ(x: w.x * fInverse(fy + a / 500), y: w.y * fInverse(fy), z: w.z * fInverse(fy - b / 200))
    }

    /// The cylindrical form, CIE LCh(ab).
    public var lch: CIELCh { CIELCh(self) }

    public var description: String { "CIELab(L: \(L), a: \(a), b: \(b))" }
}

/// CIE LCh(ab): CIELAB in polar form. `C = √(a² + b²)`, `h = atan2(b, a)` in degrees, `0 ..< 360`.
/// The hue of a neutral (C = 0) is 0 by convention and meaningless.
public struct CIELCh: Sendable, Hashable {
    public var L: Double, C: Double, h: Double

    public init(L: Double, C: Double, h: Double) { (self.L, self.C, self.h) = (L, C, HueAngle.normalized(h)) }

    public init(_ lab: CIELab) {
        self.init(L: lab.L, C: (lab.a * lab.a + lab.b * lab.b).squareRoot(), h: HueAngle.degrees(y: lab.b, x: lab.a))
    }

    public var lab: CIELab {
        let r = HueAngle.radians(fromDegrees: h)
        return CIELab(L: L, a: C * cos(r), b: C * sin(r))
    }
}

extension Color {
    /// CIELAB (D65 white) of this color, from its unclipped XYZ. Alpha is ignored.
    public var cieLab: CIELab { CIELab(xyz) }
}
