/// A color as written in a source: its color space, its components (unclipped) and alpha.
///
/// Components are Doubles in the space's own encoding: gamma-encoded for `srgb`, `extended-srgb`,
/// `display-p3` and the gray spaces, linear for the linear spaces. Gray spaces have one component (white).
/// Conversions go through linear light: `encoded → linear (transfer) → linear sRGB (3×3 via XYZ D65)`.
/// Nothing is clipped on the way; clipping happens only for display and 8-bit output.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public let space: ColorSpace
    /// 3 components (r, g, b), or 1 (white) for gray spaces.
    public let components: [Double]
    public let alpha: Double

    public init(space: ColorSpace, components: [Double], alpha: Double = 1) {
        precondition(
            components.count == space.componentCount, "\(space.rawValue) takes \(space.componentCount) components")
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// An sRGB color from gamma-encoded components.
    public init(srgb c: SRGB, alpha: Double = 1) {
        self.init(space: .sRGB, components: [c.r, c.g, c.b], alpha: alpha)
    }

    /// An sRGB color from 8-bit components, decoded exactly (`v/255`).
    public init(_ c: SRGB8, alpha: Double = 1) { self.init(srgb: SRGB(c), alpha: alpha) }

    public static let black = Color(srgb: SRGB(r: 0, g: 0, b: 0))
    public static let white = Color(srgb: SRGB(r: 1, g: 1, b: 1))

    /// Linear-light sRGB (BT.709 primaries, D65), unclipped.
    public var linearSRGB: LinearRGB {
        switch space {
        case .sRGB, .extendedSRGB:
            return LinearRGB(decoding: SRGB(r: components[0], g: components[1], b: components[2]))
        case .linearSRGB, .extendedLinearSRGB:
            return LinearRGB(r: components[0], g: components[1], b: components[2])
        case .displayP3:
            let linearP3 = SIMD3(components[0], components[1], components[2]).map(SRGBTransfer.decode)
            return LinearRGB(RGBPrimaries.linearSRGBFromLinearDisplayP3 * linearP3)
        case .grayGamma22, .extendedGray:
            let y = GammaTransfer.decode(components[0], gamma: 2.2)
            return LinearRGB(r: y, g: y, b: y)
        }
    }

    /// Gamma-encoded sRGB, unclipped (extended sRGB for colors outside the sRGB gamut).
    public var srgb: SRGB {
        switch space {
        case .sRGB, .extendedSRGB: SRGB(r: components[0], g: components[1], b: components[2])
        default: SRGB(encoding: linearSRGB)
        }
    }

    /// CIE XYZ (D65).
    public var xyz: XYZ { XYZ(RGBPrimaries.xyzFromLinearSRGB * linearSRGB.vector) }

    /// The same color in another space (unclipped; a non-extended target may receive out-of-range values).
    public func converted(to target: ColorSpace) -> Color {
        if target == space { return self }
        let linear = linearSRGB
        switch target {
        case .sRGB, .extendedSRGB:
            let e = SRGB(encoding: linear)
            return Color(space: target, components: [e.r, e.g, e.b], alpha: alpha)
        case .linearSRGB, .extendedLinearSRGB:
            return Color(space: target, components: [linear.r, linear.g, linear.b], alpha: alpha)
        case .displayP3:
            let p3 = (RGBPrimaries.linearDisplayP3FromLinearSRGB * linear.vector).map(SRGBTransfer.encode)
            return Color(space: target, components: [p3.x, p3.y, p3.z], alpha: alpha)
        case .grayGamma22, .extendedGray:
            // The achromatic color of equal relative luminance.
            let y = WCAG2.relativeLuminance(linear)
            return Color(space: target, components: [GammaTransfer.encode(y, gamma: 2.2)], alpha: alpha)
        }
    }

    /// Whether every component lies in the space's nominal range (always true for extended spaces).
    public var isInNominalRange: Bool {
        space.isExtended || components.allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    /// The sRGB color quantized to 8 bits (gamut-clipped).
    public var srgb8: SRGB8 { SRGB8(quantizing: srgb) }

    /// Alpha quantized to 8 bits, `floor(α·255 + 0.5)`.
    public var alpha8: UInt8 { UInt8((min(max(alpha, 0), 1) * 255 + 0.5).rounded(.down)) }

    /// `#rrggbbaa`, sRGB, gamut-clipped (for display; the components themselves stay unclipped).
    public var hexRGBA: String { HexFormat.hex(srgb8, alpha: alpha8) }

    /// `#rrggbb`, sRGB, gamut-clipped, alpha dropped.
    public var hexRGB: String { HexFormat.hex(srgb8) }

    /// Identity at 8-bit resolution: the same color written as floats and as 8-bit integers compares equal.
    public func isSameColor(as other: Color) -> Bool {
        srgb8 == other.srgb8 && alpha8 == other.alpha8
    }

    /// The same color with another alpha.
    public func withAlpha(_ a: Double) -> Color { Color(space: space, components: components, alpha: a) }

    public var description: String {
        if space == .sRGB && components.allSatisfy({ $0 >= 0 && $0 <= 1 && ($0 * 255).rounded() == $0 * 255 }) {
            return alpha == 1 ? hexRGB : hexRGBA
        }
        let comps = components.map { "\($0)" }.joined(separator: " ")
        return alpha == 1 ? "color(\(space.rawValue) \(comps))" : "color(\(space.rawValue) \(comps) / \(alpha))"
    }
}
