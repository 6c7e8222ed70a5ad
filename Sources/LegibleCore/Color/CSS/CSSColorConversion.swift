/// Conversions between the CSS Color 4 spaces (`CSSColorSpace`) through CIE XYZ relative to D65, following the
/// spec's §18 sample code: sRGB-family transfer + 3×3 to XYZ, Bradford for the D50 spaces, CIELAB with the D50
/// white for `lab()`/`lch()`, Ottosson's OKLab (`OKLab`) for `oklab()`/`oklch()`, and the §7/§8 algorithms
/// for HSL and HWB (on sRGB). Components use the units `CSSColorSpace` lists; nothing is clipped.
public enum CSSColorConversion {
    /// The D50 white `lab()` is relative to.
    static let labWhite = XYZ(ChromaticAdaptation.xyz(white: ChromaticAdaptation.d50))

    static func rgbDefinition(_ space: CSSColorSpace) -> RGBSpaceDefinition? {
        switch space {
        case .srgb: .srgb
        case .srgbLinear: .srgbLinear
        case .displayP3: .displayP3
        case .displayP3Linear: .displayP3Linear
        case .a98RGB: .a98RGB
        case .prophotoRGB: .prophotoRGB
        case .rec2020: .rec2020
        default: nil
        }
    }

    /// XYZ (D65, Y = 1 for white) of components `c` in `space`.
    public static func xyzD65(from c: SIMD3<Double>, in space: CSSColorSpace) -> SIMD3<Double> {
        if let rgb = rgbDefinition(space) { return rgb.xyzD65FromLinear * c.map(rgb.decode) }
        switch space {
        case .hsl:
            return xyzD65(
                from: HSL.toSRGB(hueDegrees: c.x, saturation: c.y / 100, lightness: c.z / 100).vector, in: .srgb)
        case .hwb:
            return xyzD65(
                from: HWB.toSRGB(hueDegrees: c.x, whiteness: c.y / 100, blackness: c.z / 100).vector, in: .srgb)
        case .lab: return ChromaticAdaptation.d65FromD50 * CIELab(L: c.x, a: c.y, b: c.z).xyz(white: labWhite).vector
        case .lch: return xyzD65(from: polarToRectangular(c), in: .lab)
        case .oklab: return OKLab(L: c.x, a: c.y, b: c.z).xyz.vector
        case .oklch: return xyzD65(from: polarToRectangular(c), in: .oklab)
        case .xyzD65: return c
        case .xyzD50: return ChromaticAdaptation.d65FromD50 * c
        default: preconditionFailure("unreachable: \(space)")
        }
    }

    /// Components in `space` of an XYZ (D65) color.
    public static func components(fromXYZD65 xyz: SIMD3<Double>, in space: CSSColorSpace) -> SIMD3<Double> {
        if let rgb = rgbDefinition(space) { return (rgb.linearFromXYZD65 * xyz).map(rgb.encode) }
        switch space {
        case .hsl: return HSL.fromSRGB(SRGB(components(fromXYZD65: xyz, in: .srgb)))
        case .hwb: return HWB.fromSRGB(SRGB(components(fromXYZD65: xyz, in: .srgb)))
        case .lab:
            let lab = CIELab(XYZ(ChromaticAdaptation.d50FromD65 * xyz), white: labWhite)
            return SIMD3(lab.L, lab.a, lab.b)
        case .lch: return rectangularToPolar(components(fromXYZD65: xyz, in: .lab))
        case .oklab: return OKLab(XYZ(xyz)).vector
        case .oklch: return rectangularToPolar(components(fromXYZD65: xyz, in: .oklab))
        case .xyzD65: return xyz
        case .xyzD50: return ChromaticAdaptation.d50FromD65 * xyz
        default: preconditionFailure("unreachable: \(space)")
        }
    }

    /// Components `c` in `source` converted to `target`. Within the sRGB family (sRGB, HSL, HWB) the conversion goes
    /// through sRGB directly, so an sRGB white is exactly achromatic in HSL (no XYZ round-off).
    public static func components(_ c: SIMD3<Double>, from source: CSSColorSpace, to target: CSSColorSpace) -> SIMD3<
        Double
    > {
        let srgbFamily: Set<CSSColorSpace> = [.srgb, .hsl, .hwb]
        guard srgbFamily.contains(source) && srgbFamily.contains(target) else {
            return components(fromXYZD65: xyzD65(from: c, in: source), in: target)
        }
        let srgb: SRGB =
            switch source {
            case .hsl: HSL.toSRGB(hueDegrees: c.x, saturation: c.y / 100, lightness: c.z / 100)
            case .hwb: HWB.toSRGB(hueDegrees: c.x, whiteness: c.y / 100, blackness: c.z / 100)
            default: SRGB(c)
            }
        switch target {
        case .hsl: return HSL.fromSRGB(srgb)
        case .hwb: return HWB.fromSRGB(srgb)
        default: return srgb.vector
        }
    }

    /// (L, C, h°) → (L, a, b).
    static func polarToRectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let h = HueAngle.radians(fromDegrees: c.z)
        return SIMD3(c.x, c.y * cos(h), c.y * sin(h))
    }

    /// (L, a, b) → (L, C, h° in 0..<360).
    static func rectangularToPolar(_ c: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(c.x, (c.y * c.y + c.z * c.z).squareRoot(), HueAngle.degrees(y: c.z, x: c.y))
    }

    /// Whether the hue of components `c` in the cylindrical `space` carries no information (CSS Color 4 §4.4.1:
    /// zero chroma or saturation, whiteness + blackness ≥ 100% in HWB), up to conversion round-off.
    static func hueIsPowerless(_ c: SIMD3<Double>, in space: CSSColorSpace) -> Bool {
        switch space {
        case .lch: c.y < 1e-4
        case .oklch: c.y < 1e-6
        case .hsl: c.y.magnitude < 1e-6
        case .hwb: c.y + c.z > 100 - 1e-6
        default: false
        }
    }
}
