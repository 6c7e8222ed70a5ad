// Float RGB in some encoding → linear sRGB, and WCAG luminance of it, 16 colors at a time.

/// Colors `[i₀, i₁)` given as Float SoA components: optionally sRGB-decoded (`srgbDecode`, mirrored for negatives:
/// sRGB, extended sRGB, Display P3), then optionally taken to linear sRGB by a 3×3 matrix (Display P3 → sRGB), then
/// stored as linear sRGB and/or reduced to WCAG luminance `L = 0.2126·R + 0.7152·G + 0.0722·B`.
///
/// Error against the Double path (`Color.linearSRGB`, `WCAG2.relativeLuminance`): decode ≤ 4e-7 relative
/// (TransferKernels.swift), plus ≤ 4 roundings in the matrix and ≤ 4 in the luminance sum; tested bounds in
/// LegibleBatchTests/FloatDecodeTests.
public struct DecodeRGB32Job: @unchecked Sendable {
    public let r: UnsafePointer<Float>, g: UnsafePointer<Float>, b: UnsafePointer<Float>
    public let decodes: Bool
    public let matrix: Matrix3x3Float?
    public let linearR: UnsafeMutablePointer<Float>?, linearG: UnsafeMutablePointer<Float>?,
        linearB: UnsafeMutablePointer<Float>?
    public let luminance: UnsafeMutablePointer<Float>?

    public init(
        r: UnsafePointer<Float>, g: UnsafePointer<Float>, b: UnsafePointer<Float>, decodes: Bool,
        matrix: Matrix3x3Float?,
        linearR: UnsafeMutablePointer<Float>?, linearG: UnsafeMutablePointer<Float>?,
        linearB: UnsafeMutablePointer<Float>?,
        luminance: UnsafeMutablePointer<Float>?
    ) {
        (self.r, self.g, self.b, self.decodes, self.matrix) = (r, g, b, decodes, matrix)
        (self.linearR, self.linearG, self.linearB, self.luminance) = (linearR, linearG, linearB, luminance)
    }

    @_transparent
    public func run(_ range: Range<Int>) {
        var i = range.lowerBound
        while i &+ 16 <= range.upperBound {
            block(at: i, lanes: 16)
            i &+= 16
        }
        if i < range.upperBound { block(at: i, lanes: range.upperBound &- i) }
    }

    @usableFromInline @_transparent
    func block(at i: Int, lanes: Int) {
        var (red, green, blue) = (Floats16.load(r + i, lanes), Floats16.load(g + i, lanes), Floats16.load(b + i, lanes))
        if decodes { (red, green, blue) = (srgbDecode(red), srgbDecode(green), srgbDecode(blue)) }
        if let matrix { (red, green, blue) = matrix.apply(red, green, blue) }
        if let linearR, let linearG, let linearB {
            red.store(to: linearR + i, lanes)
            green.store(to: linearG + i, lanes)
            blue.store(to: linearB + i, lanes)
        }
        if let luminance {
            (0.2126 * red + 0.7152 * green + 0.0722 * blue).store(to: luminance + i, lanes)
        }
    }
}

extension Floats16 {
    /// 16 Floats from `p`, or the first `lanes` of them and zeros (the tail of a buffer).
    @usableFromInline @_transparent
    static func load(_ p: UnsafePointer<Float>, _ lanes: Int) -> Floats16 {
        if lanes == 16 { return UnsafeRawPointer(p).loadUnaligned(as: Floats16.self) }
        var v = Floats16(repeating: 0)
        for k in 0..<lanes { v[k] = p[k] }
        return v
    }

    /// Stores all 16 lanes, or only the first `lanes`.
    @usableFromInline @_transparent
    func store(to p: UnsafeMutablePointer<Float>, _ lanes: Int) {
        if lanes == 16 { UnsafeMutableRawPointer(p).storeBytes(of: self, as: Floats16.self); return }
        for k in 0..<lanes { p[k] = self[k] }
    }
}
