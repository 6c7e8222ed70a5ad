// APCA 0.0.98G-4g constants, as published in apca-w3 0.1.9 (Andrew Somers, Myndex Research).
// Implemented here from the published formula (see README "Definitions"); apca-w3 is under its own W3 license.

/// APCA (Accessible Perceptual Contrast Algorithm) lightness contrast Lc, 0.0.98G-4g constants.
///
/// Screen luminance, pure 2.4 power with no linear segment:
/// ```
/// Y = 0.2126729·R^2.4 + 0.7151522·G^2.4 + 0.0721750·B^2.4          R, G, B gamma-encoded 0…1
/// Y' = Y > 0.022 ? Y : Y + (0.022 − Y)^1.414                        (soft clamp of near-black)
/// |Y'bg − Y'txt| < 0.0005 → Lc = 0
/// dark text on light  (Ybg > Ytxt): S = (Ybg^0.56 − Ytxt^0.57)·1.14,  Lc = S < 0.1 ? 0 : (S − 0.027)·100
/// light text on dark  (otherwise):  S = (Ybg^0.65 − Ytxt^0.62)·1.14,  Lc = S > −0.1 ? 0 : (S + 0.027)·100
/// ```
/// Text first, background second; the sign is meaningful (positive = dark text on a light background).
/// NaN or Y outside [0, 1.1] gives 0. The smallest non-zero |Lc| is about 7.3.
public enum APCA {
    static let mainTRC = 2.4
    static let coefficients = SIMD3<Double>(0.2126729, 0.7151522, 0.0721750)
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blackThreshold = 0.022, blackClamp = 1.414
    static let scaleBoW = 1.14, scaleWoB = 1.14
    static let loBoWOffset = 0.027, loWoBOffset = 0.027
    static let deltaYMin = 0.0005, loClip = 0.1

    /// Screen luminance Y of gamma-encoded sRGB (components mirrored for negatives).
    public static func screenLuminance(_ c: SRGB) -> Double {
        func simpleExp(_ v: Double) -> Double { v < 0 ? -pow(-v, mainTRC) : pow(v, mainTRC) }
        return coefficients.x * simpleExp(c.r) + coefficients.y * simpleExp(c.g) + coefficients.z * simpleExp(c.b)
    }

    /// Lc from the text's and the background's screen luminances.
    public static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        guard !textY.isNaN, !backgroundY.isNaN, (0...1.1).contains(textY), (0...1.1).contains(backgroundY) else {
            return 0
        }
        func softClamp(_ y: Double) -> Double { y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp) }
        let txt = softClamp(textY), bg = softClamp(backgroundY)
        if abs(bg - txt) < deltaYMin { return 0 }
        let output: Double
        if bg > txt {
            let sapc = (pow(bg, normBG) - pow(txt, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWOffset
        } else {
            let sapc = (pow(bg, revBG) - pow(txt, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBOffset
        }
        return output * 100
    }

    /// Lc of opaque text on an opaque background (composite translucent text first).
    public static func lightnessContrast(text: SRGB, background: SRGB) -> Double {
        lightnessContrast(textY: screenLuminance(text), backgroundY: screenLuminance(background))
    }
}
