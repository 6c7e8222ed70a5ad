// WCAG 2.2 relative luminance: https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
// WCAG 2.2 contrast ratio:     https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio

/// WCAG 2.x relative luminance and contrast ratio.
///
/// Relative luminance of linear sRGB (coefficients exactly as WCAG prints them, the Y row of BT.709):
/// ```
/// L = 0.2126·R + 0.7152·G + 0.0722·B        R, G, B linear (sRGB decode, threshold 0.04045)
/// ```
/// Contrast ratio:
/// ```
///        L_hi + 0.05
/// CR = -------------   ∈ [1, 21]
///        L_lo + 0.05
/// ```
/// Symmetric in its arguments. Verdicts compare the unrounded ratio with `>=` (`WCAGLevel`): 4.499 fails AA.
/// Colors in other spaces are converted to linear sRGB, unclipped, before luminance.
public enum WCAG2 {
    public static let redCoefficient = 0.2126
    public static let greenCoefficient = 0.7152
    public static let blueCoefficient = 0.0722

    /// Relative luminance of linear-light sRGB.
    @inlinable public static func relativeLuminance(_ c: LinearRGB) -> Double {
        0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
    }

    /// Relative luminance of gamma-encoded sRGB (decoded with threshold 0.04045).
    @inlinable public static func relativeLuminance(_ c: SRGB) -> Double {
        relativeLuminance(LinearRGB(decoding: c))
    }

    /// Relative luminance of an 8-bit sRGB color.
    @inlinable public static func relativeLuminance(_ c: SRGB8) -> Double {
        relativeLuminance(LinearRGB(decoding: c))
    }

    /// Relative luminance of any color, ignoring its alpha (composite first: `Compositing`).
    public static func relativeLuminance(_ c: Color) -> Double {
        relativeLuminance(c.linearSRGB)
    }

    /// Contrast ratio of two relative luminances, in either order.
    @inlinable public static func contrastRatio(_ l1: Double, _ l2: Double) -> Double {
        let (hi, lo) = l1 > l2 ? (l1, l2) : (l2, l1)
        return (hi + 0.05) / (lo + 0.05)
    }

    /// Contrast ratio of two opaque sRGB colors.
    public static func contrastRatio(_ a: SRGB, _ b: SRGB) -> Double {
        contrastRatio(relativeLuminance(a), relativeLuminance(b))
    }
}
