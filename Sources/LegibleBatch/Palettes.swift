import LegibleCore

/// 8-bit sRGB colors as a struct of arrays: color i is `(r[i], g[i], b[i])`, as written in `#rrggbb`.
public struct SRGB8Palette: Sendable, Hashable {
    public private(set) var r: [UInt8], g: [UInt8], b: [UInt8]

    public init(r: [UInt8], g: [UInt8], b: [UInt8]) {
        precondition(
            r.count == g.count && g.count == b.count,
            "channel arrays differ in length: \(r.count), \(g.count), \(b.count)")
        (self.r, self.g, self.b) = (r, g, b)
    }

    public init(_ colors: [SRGB8]) {
        self.init(r: colors.map(\.r), g: colors.map(\.g), b: colors.map(\.b))
    }

    /// `count` black colors, to be overwritten (an output buffer).
    public init(count: Int) {
        self.init(
            r: Array(repeating: 0, count: count), g: Array(repeating: 0, count: count),
            b: Array(repeating: 0, count: count))
    }

    public var count: Int { r.count }
    public subscript(i: Int) -> SRGB8 { SRGB8(r: r[i], g: g[i], b: b[i]) }
    public var colors: [SRGB8] { (0..<count).map { self[$0] } }
}

/// Float RGB components in one RGB color space, as a struct of arrays: gamma-encoded for `srgb`, `extended-srgb`
/// and `display-p3`, linear for `linear-srgb` and `extended-linear-srgb` (gray spaces are not RGB: precondition).
/// Components are unclipped, as in `Color`.
public struct RGB32Palette: Sendable, Hashable {
    public let space: ColorSpace
    public private(set) var r: [Float], g: [Float], b: [Float]

    public init(space: ColorSpace, r: [Float], g: [Float], b: [Float]) {
        precondition(!space.isGray, "\(space.rawValue) is not an RGB space")
        precondition(
            r.count == g.count && g.count == b.count,
            "channel arrays differ in length: \(r.count), \(g.count), \(b.count)")
        (self.space, self.r, self.g, self.b) = (space, r, g, b)
    }

    /// Gamma-encoded sRGB colors (extended range kept).
    public init(_ colors: [SRGB]) {
        self.init(
            space: .extendedSRGB, r: colors.map { Float($0.r) }, g: colors.map { Float($0.g) },
            b: colors.map { Float($0.b) })
    }

    public var count: Int { r.count }
}

/// Linear-light sRGB (BT.709 primaries, D65) as Float struct of arrays, unclipped.
public struct LinearSRGB32Palette: Sendable, Hashable {
    public internal(set) var r: [Float], g: [Float], b: [Float]

    public init(r: [Float], g: [Float], b: [Float]) {
        precondition(r.count == g.count && g.count == b.count, "channel arrays differ in length")
        (self.r, self.g, self.b) = (r, g, b)
    }

    public var count: Int { r.count }
}
