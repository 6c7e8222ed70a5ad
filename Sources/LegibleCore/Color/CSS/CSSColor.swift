/// A color as CSS Color 4 defines its computed value: a color space, three components in that space's units
/// (`CSSColorSpace`), each possibly *missing* (`none`, nil here), and alpha 0…1 (nil for `none`).
///
/// `isLegacy` marks colors written in the legacy sRGB notations (hex, named colors, `rgb()`, `hsl()`, `hwb()`),
/// which CSS resolves to sRGB. `color` gives the `Color` the rest of Legible measures: missing components count
/// as 0 (CSS Color 4 §4.4), nothing is clipped.
public struct CSSColor: Sendable, Hashable, CustomStringConvertible {
    public var space: CSSColorSpace
    public var components: [Double?]
    public var alpha: Double?
    public var isLegacy: Bool

    public init(space: CSSColorSpace, components: [Double?], alpha: Double? = 1, isLegacy: Bool = false) {
        precondition(components.count == 3, "a CSS color has 3 components")
        self.space = space
        self.components = components
        self.alpha = alpha
        self.isLegacy = isLegacy
    }

    /// A legacy sRGB color from a `Color` (hex and named colors).
    init(legacy color: Color) {
        let s = color.srgb
        self.init(space: .srgb, components: [s.r, s.g, s.b], alpha: color.alpha, isLegacy: true)
    }

    /// Components with `none` as 0.
    public var resolvedComponents: SIMD3<Double> {
        SIMD3(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
    }

    /// CIE XYZ relative to D65 (missing components as 0).
    public var xyzD65: SIMD3<Double> { CSSColorConversion.xyzD65(from: resolvedComponents, in: space) }

    /// The same color in `target`. Missing components stay missing where `target` has an analogous component
    /// (CSS Color 4 §12.2); a hue becomes missing where it is powerless (achromatic colors).
    public func converted(to target: CSSColorSpace) -> CSSColor {
        if target == space { return self }
        let values = CSSColorConversion.components(resolvedComponents, from: space, to: target)
        var out: [Double?] = [values.x, values.y, values.z]
        let from = space.analogousCategories, to = target.analogousCategories
        for (i, category) in to.enumerated() {
            guard let category, let j = from.firstIndex(of: category) else { continue }
            if components[j] == nil { out[i] = nil }
        }
        if let h = target.hueIndex, CSSColorConversion.hueIsPowerless(values, in: target) { out[h] = nil }
        return CSSColor(space: target, components: out, alpha: alpha)
    }

    /// The color Legible measures: sRGB when it lies in the sRGB gamut (within 1e-12 conversion round-off, which
    /// is snapped), Display P3 for in-gamut `color(display-p3 …)`, linear sRGB for `color(srgb-linear …)`, and
    /// extended (unclipped) sRGB otherwise. Missing components are 0, missing alpha is 0.
    public var color: Color {
        let a = min(max(alpha ?? 0, 0), 1)
        let c = resolvedComponents
        func inUnitRange(_ v: SIMD3<Double>) -> Bool {
            v.x >= 0 && v.x <= 1 && v.y >= 0 && v.y <= 1 && v.z >= 0 && v.z <= 1
        }
        switch space {
        case .srgb:
            return Color(space: inUnitRange(c) ? .sRGB : .extendedSRGB, components: [c.x, c.y, c.z], alpha: a)
        case .srgbLinear:
            return Color(
                space: inUnitRange(c) ? .linearSRGB : .extendedLinearSRGB, components: [c.x, c.y, c.z], alpha: a)
        case .displayP3 where inUnitRange(c):
            return Color(space: .displayP3, components: [c.x, c.y, c.z], alpha: a)
        default:
            let srgb = CSSColorConversion.components(fromXYZD65: xyzD65, in: .srgb)
            let roundOff = 1e-12
            let comps = [srgb.x, srgb.y, srgb.z]
            if comps.allSatisfy({ $0 >= -roundOff && $0 <= 1 + roundOff }) {
                return Color(space: .sRGB, components: comps.map { min(max($0, 0), 1) }, alpha: a)
            }
            return Color(space: .extendedSRGB, components: comps, alpha: a)
        }
    }

    public var description: String {
        let comps = components.map { $0.map { "\($0)" } ?? "none" }.joined(separator: " ")
        let a = alpha.map { "\($0)" } ?? "none"
        return "\(space.rawValue)(\(comps) / \(a))"
    }
}
