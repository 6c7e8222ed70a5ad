/// Gamma-encoded sRGB components as Doubles, nominally 0…1 (IEC 61966-2-1:1999).
///
/// Unclipped: values outside 0…1 come from extended-range or wide-gamut sources and are kept until
/// something needs them clipped (display, 8-bit output).
public struct SRGB: Sendable, Hashable {
    public var r: Double, g: Double, b: Double
    public init(r: Double, g: Double, b: Double) { (self.r, self.g, self.b) = (r, g, b) }
    public init(_ v: SIMD3<Double>) { (r, g, b) = (v.x, v.y, v.z) }
    public var vector: SIMD3<Double> { SIMD3(r, g, b) }

    /// Exact 8-bit decode: `v / 255`.
    public init(_ c: SRGB8) { self.init(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255) }

    /// Gamma-encodes linear light with the sRGB transfer function (mirrored for negatives).
    public init(encoding linear: LinearRGB) { self.init(linear.vector.map(SRGBTransfer.encode)) }

    /// Whether every component lies in 0…1.
    public var isInGamut: Bool { [r, g, b].allSatisfy { $0 >= 0 && $0 <= 1 } }

    /// Each component clipped to 0…1.
    public var clipped: SRGB { SRGB(vector.map { min(max($0, 0), 1) }) }
}

/// Linear-light RGB with sRGB (BT.709) primaries and D65 white, nominally 0…1.
public struct LinearRGB: Sendable, Hashable {
    public var r: Double, g: Double, b: Double
    public init(r: Double, g: Double, b: Double) { (self.r, self.g, self.b) = (r, g, b) }
    public init(_ v: SIMD3<Double>) { (r, g, b) = (v.x, v.y, v.z) }
    public var vector: SIMD3<Double> { SIMD3(r, g, b) }

    /// Decodes gamma-encoded sRGB with the sRGB transfer function (mirrored for negatives).
    public init(decoding srgb: SRGB) { self.init(srgb.vector.map(SRGBTransfer.decode)) }
    public init(decoding c: SRGB8) {
        self.init(r: SRGBTransfer.decode8(c.r), g: SRGBTransfer.decode8(c.g), b: SRGBTransfer.decode8(c.b))
    }

    /// Each component clipped to 0…1.
    public var clipped: LinearRGB { LinearRGB(vector.map { min(max($0, 0), 1) }) }
}

/// An 8-bit sRGB triple, as written in `#rrggbb`.
public struct SRGB8: Sendable, Hashable {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8) { (self.r, self.g, self.b) = (r, g, b) }

    /// Quantizes gamma-encoded sRGB: each component clipped to 0…1, then `floor(x·255 + 0.5)`
    /// (round half up, the rule the reference peers use for 8-bit output).
    public init(quantizing c: SRGB) {
        func q(_ x: Double) -> UInt8 { UInt8((min(max(x, 0), 1) * 255 + 0.5).rounded(.down)) }
        self.init(r: q(c.r), g: q(c.g), b: q(c.b))
    }
}

extension SIMD3 where Scalar == Double {
    @inlinable func map(_ f: (Double) -> Double) -> SIMD3<Double> { SIMD3(f(x), f(y), f(z)) }
}
