/// How a color is written for people: short and exact where it can be, readable where it cannot.
///
/// - exactly 8-bit sRGB in 0…1: `#rrggbb`, or `#rrggbbaa` when translucent;
/// - otherwise CSS Color 4 `color()` in the color's own space with 4 decimals (`color(srgb 1.0931 -0.2 0.3)`,
///   `color(display-p3 …)`, `color(srgb-linear …)`; gray spaces as the equal-luminance sRGB gray), alpha after `/`.
///   4 decimals are 1/40 of an 8-bit step, enough to tell any two distinct 8-bit colors apart.
public enum ColorText {
    public static func css(_ c: Color) -> String {
        if c.space == .sRGB && c.components.allSatisfy({ $0 >= 0 && $0 <= 1 && ($0 * 255).rounded() == $0 * 255 })
            && (c.alpha == 1 || (c.alpha * 255).rounded() == c.alpha * 255)
        {
            return c.alpha == 1 ? c.hexRGB : c.hexRGBA
        }
        let (name, components) = cssSpace(c)
        let body = components.map(decimal).joined(separator: " ")
        return c.alpha == 1 ? "color(\(name) \(body))" : "color(\(name) \(body) / \(decimal(c.alpha)))"
    }

    /// The CSS `color()` space name and components for a color (converted to sRGB when CSS has no such space).
    static func cssSpace(_ c: Color) -> (String, [Double]) {
        if c.space == .sRGB || c.space == .extendedSRGB { return ("srgb", c.components) }
        if c.space == .displayP3 { return ("display-p3", c.components) }
        if c.space == .linearSRGB || c.space == .extendedLinearSRGB { return ("srgb-linear", c.components) }
        return ("srgb", c.converted(to: .extendedSRGB).components)
    }

    /// `x` rounded to 4 decimals, trailing zeros dropped: 0.5 → "0.5", 1.09312 → "1.0931", -0.00001 → "0".
    public static func decimal(_ x: Double) -> String {
        guard x.isFinite else { return "\(x)" }
        let scaled = (abs(x) * 10_000).rounded()
        guard scaled < 1e15 else { return "\(x)" }
        let n = Int(scaled)
        let sign = x < 0 && n != 0 ? "-" : ""
        var frac = String(n % 10_000)
        frac = String(repeating: "0", count: 4 - frac.count) + frac
        while frac.hasSuffix("0") { frac.removeLast() }
        return sign + String(n / 10_000) + (frac.isEmpty ? "" : "." + frac)
    }
}
