// CSS Filter Effects Module Level 1, `grayscale()`: https://drafts.fxtf.org/filter-effects/#grayscaleEquivalent
// Coefficients: the Y row of BT.709 / sRGB as WCAG 2.x prints them (`WCAG2`).

/// Achromatopsia (rod monochromacy): no usable cones, so only luminance is seen.
///
/// Modeled as CSS `grayscale(1)` applied in **linear** RGB, which keeps WCAG relative luminance unchanged:
/// ```
/// R' = G' = B' = 0.2126·R + 0.7152·G + 0.0722·B          (linear RGB)
/// ```
/// At severity s (CSS `grayscale(s)`), the matrix is `(1 − s)·I + s·G`, G the matrix above.
/// The single peer is coloraide 8.13 (`grayscale` filter in `srgb-linear`); browsers apply CSS filters to
/// gamma-encoded sRGB by default, which darkens saturated colors and does not preserve luminance.
public enum Achromatopsia {
    /// The full-severity matrix on linear RGB: every row is the luminance row.
    public static let linearRGBMatrix: Matrix3x3 = {
        let y = SIMD3(WCAG2.redCoefficient, WCAG2.greenCoefficient, WCAG2.blueCoefficient)
        return Matrix3x3(y, y, y)
    }()

    /// `(1 − s)·I + s·linearRGBMatrix`; exactly the identity at s = 0 and `linearRGBMatrix` at s = 1.
    public static func linearRGBMatrix(severity s: Double) -> Matrix3x3 {
        precondition((0...1).contains(s), "severity must be in 0...1, got \(s)")
        if s == 0 { return .identity }
        if s == 1 { return linearRGBMatrix }
        return (1 - s) * Matrix3x3.identity + s * linearRGBMatrix
    }
}
