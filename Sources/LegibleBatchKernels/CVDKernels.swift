// Color vision deficiency simulation on linear RGB (LegibleCore/CVD/CVDSimulator.swift has the models):
//   sRGB8 ─table→ linear RGB ─M (Brettel: M₁ or M₂ by the side of s·rgb)→ clip [0, 1] ─encode, quantize→ sRGB8

/// The simulation as a linear map on linear RGB in Float: one matrix (Machado, Viénot, achromatopsia, all at their
/// severity) or Brettel's two half-plane matrices with the rule `s · rgb ≥ 0 ? M₁ : M₂`.
public struct CVDLinearMap32: Sendable {
    public let first: Matrix3x3Float
    public let second: Matrix3x3Float?
    public let separation: SIMD3<Float>

    public init(first: Matrix3x3Float, second: Matrix3x3Float? = nil, separation: SIMD3<Float> = .zero) {
        (self.first, self.second, self.separation) = (first, second, separation)
    }

    /// `(M · rgb, whether the Float side test |s · rgb| ≤ sideTolerance could disagree with the Double one)`.
    @usableFromInline @_transparent
    func apply(_ r: Floats16, _ g: Floats16, _ b: Floats16, sideTolerance: Float) -> (
        Floats16, Floats16, Floats16, SIMDMask<Ints16>
    ) {
        var (outR, outG, outB) = first.apply(r, g, b)
        guard let second else { return (outR, outG, outB, Floats16(repeating: 0) .> 1) }
        let side = separation.x * r + separation.y * g + separation.z * b
        let (r2, g2, b2) = second.apply(r, g, b)
        let useSecond = side .< 0
        outR = outR.replacing(with: r2, where: useSecond)
        outG = outG.replacing(with: g2, where: useSecond)
        outB = outB.replacing(with: b2, where: useSecond)
        return (outR, outG, outB, (side .<= sideTolerance) .& (side .>= -sideTolerance))
    }
}

/// Float CVD simulation of gamma-encoded sRGB colors `[i₀, i₁)`, as `CVDSimulator.simulate(SRGB)` (severity > 0):
/// decode, `map`, clip to [0, 1], encode. Error ≤ ~1e-6 absolute per channel (tested), from the two transfer
/// functions (TransferKernels.swift) and the Float matrix.
public struct CVDFloatJob: @unchecked Sendable {
    public let r: UnsafePointer<Float>, g: UnsafePointer<Float>, b: UnsafePointer<Float>
    public let outR: UnsafeMutablePointer<Float>, outG: UnsafeMutablePointer<Float>, outB: UnsafeMutablePointer<Float>
    public let map: CVDLinearMap32

    public init(
        r: UnsafePointer<Float>, g: UnsafePointer<Float>, b: UnsafePointer<Float>,
        outR: UnsafeMutablePointer<Float>, outG: UnsafeMutablePointer<Float>, outB: UnsafeMutablePointer<Float>,
        map: CVDLinearMap32
    ) {
        (self.r, self.g, self.b, self.outR, self.outG, self.outB, self.map) = (r, g, b, outR, outG, outB, map)
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
        let (linR, linG, linB, _) = map.apply(
            srgbDecode(Floats16.load(r + i, lanes)), srgbDecode(Floats16.load(g + i, lanes)),
            srgbDecode(Floats16.load(b + i, lanes)), sideTolerance: 0)
        srgbEncodeUnit(linR.clippedToUnitInterval).store(to: outR + i, lanes)
        srgbEncodeUnit(linG.clippedToUnitInterval).store(to: outG + i, lanes)
        srgbEncodeUnit(linB.clippedToUnitInterval).store(to: outB + i, lanes)
    }
}
