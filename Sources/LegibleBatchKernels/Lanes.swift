// The vector shapes every LegibleBatch kernel is written in. Concrete types only: generic `V: SIMD` code compiles
// to lane loops (shared/docs/swift-simd.md §4).
//
// SIMD16<Float> is one zmm (AVX-512), two ymm (AVX2) or four xmm (SSE2): the widest useful shape on every x86-64
// level, and four NEON registers on arm64. Doubles go eight at a time for the same reason.

/// Sixteen Float lanes: the shape of the Float32 kernels.
public typealias Floats16 = SIMD16<Float>
/// Sixteen Int32 lanes, for bit patterns of `Floats16`.
public typealias Ints16 = SIMD16<Int32>
/// Eight Double lanes: the shape of the Float64 kernels.
public typealias Doubles8 = SIMD8<Double>

/// A 3×3 matrix in Float, row-major, acting on column vectors of SoA channels: `out_c = Σ_j m[c][j]·in_j`.
public struct Matrix3x3Float: Sendable, Equatable {
    public var m00, m01, m02, m10, m11, m12, m20, m21, m22: Float
    public init(rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "Matrix3x3Float needs 3 rows of 3")
        (m00, m01, m02) = (Float(rows[0][0]), Float(rows[0][1]), Float(rows[0][2]))
        (m10, m11, m12) = (Float(rows[1][0]), Float(rows[1][1]), Float(rows[1][2]))
        (m20, m21, m22) = (Float(rows[2][0]), Float(rows[2][1]), Float(rows[2][2]))
    }

    public static let identity = Matrix3x3Float(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
}

extension Floats16 {
    /// `self` where `mask` is false, `other` where it is true: one blend (swift-simd.md §10).
    @usableFromInline @_transparent
    func taking(_ other: Floats16, where mask: SIMDMask<Ints16>) -> Floats16 { replacing(with: other, where: mask) }

    /// `self` with every lane outside `[0, 1]` clipped to it. Compare-and-blend, not `clamped` (a lane loop).
    @usableFromInline @_transparent
    var clippedToUnitInterval: Floats16 {
        let low = replacing(with: 0, where: self .< 0)
        return low.replacing(with: 1, where: low .> 1)
    }

    /// 16 Floats from `p` (unaligned).
    @usableFromInline @_transparent
    static func load(_ p: UnsafePointer<Float>) -> Floats16 { UnsafeRawPointer(p).loadUnaligned(as: Floats16.self) }

    /// Stores the 16 lanes at `p` (unaligned).
    @usableFromInline @_transparent
    func store(to p: UnsafeMutablePointer<Float>) { UnsafeMutableRawPointer(p).storeBytes(of: self, as: Floats16.self) }

    /// The sum of the 16 lanes as a tree of half-width adds (`sum()` is a serial lane loop, swift-simd.md §4).
    @usableFromInline @_transparent
    var laneSum: Float {
        let h8 = lowHalf + highHalf
        let h4 = h8.lowHalf + h8.highHalf
        let h2 = h4.lowHalf + h4.highHalf
        return h2.x + h2.y
    }
}

extension Matrix3x3Float {
    /// `M · (r, g, b)` on 16 colors at once: nine broadcast multiplies and six adds, no shuffles, no FMA (so every
    /// instruction set rounds identically).
    @_transparent
    public func apply(_ r: Floats16, _ g: Floats16, _ b: Floats16) -> (Floats16, Floats16, Floats16) {
        (
            m00 * r + m01 * g + m02 * b,
            m10 * r + m11 * g + m12 * b,
            m20 * r + m21 * g + m22 * b
        )
    }
}
