/// The sRGB transfer function, IEC 61966-2-1:1999, as used by WCAG 2.x relative luminance.
///
/// ```
/// decode(c) = c / 12.92                      if c <= 0.04045
///             ((c + 0.055) / 1.055)^2.4       otherwise
/// encode(x) = 12.92·x                        if x <= 0.0031308
///             1.055·x^(1/2.4) − 0.055         otherwise
/// ```
/// Extended sRGB mirrors both for negative inputs: `f(−c) = −f(c)` (Apple's extended sRGB, CSS Color 4).
///
/// WCAG 2.0 printed the decode threshold as 0.03928; the WCAG editors corrected it to 0.04045 in May 2021
/// ("no practical effect"). For 8-bit input it provably has none: 10/255 = 0.039216 < 0.03928 and
/// 11/255 = 0.043137 > 0.04045, so no 8-bit value falls between the two. A test pins this for all 256 values.
public enum SRGBTransfer {
    /// The decode threshold this library uses (IEC 61966-2-1, WCAG 2.x since May 2021).
    public static let decodeThreshold = 0.04045
    /// The threshold WCAG 2.0 originally printed; kept for the test that proves it changes nothing for 8-bit input.
    public static let legacyDecodeThreshold = 0.03928

    /// Gamma-encoded → linear light, mirrored for negatives.
    @inlinable public static func decode(_ c: Double) -> Double {
        decode(c, threshold: decodeThreshold)
    }

    @inlinable public static func decode(_ c: Double, threshold: Double) -> Double {
        let a = c.magnitude
        let linear = a <= threshold ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// Linear light → gamma-encoded, mirrored for negatives.
    @inlinable public static func encode(_ x: Double) -> Double {
        let a = x.magnitude
        let encoded = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return x < 0 ? -encoded : encoded
    }

    /// Exact decode of an 8-bit channel value `v / 255`.
    @inlinable public static func decode8(_ v: UInt8) -> Double { decode(Double(v) / 255) }
}

/// A pure power-law transfer function, `linear = c^γ`, mirrored for negatives.
/// Apple's "Generic Gray Gamma 2.2" uses γ = 2.2.
public enum GammaTransfer {
    @inlinable public static func decode(_ c: Double, gamma: Double) -> Double {
        let linear = pow(c.magnitude, gamma)
        return c < 0 ? -linear : linear
    }

    @inlinable public static func encode(_ x: Double, gamma: Double) -> Double {
        let encoded = pow(x.magnitude, 1 / gamma)
        return x < 0 ? -encoded : encoded
    }
}
