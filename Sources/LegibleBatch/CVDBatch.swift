import LegibleBatchKernels
import LegibleCore

/// CVD simulation of whole palettes, for every method, deficiency and severity of `CVDSimulator`.
///
/// - 8-bit in/out: identical bytes to `CVDSimulator.simulate(SRGB8)`. The kernel decodes through a 256-entry table,
///   applies the simulation matrix (Brettel: one of two, by the side of the separating plane) in Float, and finds the
///   byte through `CVDQuantizer`'s threshold table. Colors whose Float result lies within its error bound of a
///   threshold (0.09–0.16 % of random colors) are recomputed by the scalar simulator's own steps (`exactSimulation`:
///   `CVDSimulator.simulate(LinearRGB)` on the exact decoded Doubles, then the exact thresholds instead of `pow`).
/// - Float in/out (gamma-encoded sRGB, unclipped input): `simulate(SRGB)` to within `floatErrorBound`.
///
/// Error bound of the Float linear value (per output channel c), against the Double scalar path: inputs tⱼ and matrix
/// entries are rounded once to Float, then three products and two sums round, so
/// `|lin_F − lin_D| ≤ 5·2⁻²⁴·Σⱼ|M_cj|·tⱼ`; the kernel uses 8·2⁻²⁴·Σⱼ|M_cj| + 1e-9 (tⱼ ≤ 1; the Double path's own error
/// and the differences in how it groups the same operations are below 1e-13). For Brettel, the half-plane is chosen
/// by `s·rgb ≥ 0` in Float; where |s·rgb| is within its own bound the Double path may pick the other matrix, but the
/// two agree on the separating plane (M₁ − M₂ = u·sᵀ), so the value differs by at most |u_c|·2·bound(s·rgb), which
/// widens the tolerance of those lanes instead of sending them to the scalar path. The side widening uses 4× the
/// bound (2× for the two roundings, 2× margin); the threshold's own rounding to Float adds 1.2e-7.
public struct CVDBatchSimulator: Sendable {
    public let simulator: CVDSimulator
    /// `simulator.linearRGBMatrix`, computed once for the scalar fallback (nil for Brettel).
    let linearRGBMatrix: Matrix3x3?
    let map: CVDLinearMap32
    let tolerance: SIMD3<Float>, sideTolerance: Float, sideWidening: SIMD3<Float>

    /// Documented bound of the Float path (`simulate(RGB32Palette)`) against `simulate(SRGB)`, per channel.
    public static let floatErrorBound = 3e-6

    public init(_ simulator: CVDSimulator) {
        self.simulator = simulator
        linearRGBMatrix = simulator.linearRGBMatrix
        let u = 1.0 / 16_777_216
        func bound(_ row: SIMD3<Double>) -> Double { 8 * u * (abs(row.x) + abs(row.y) + abs(row.z)) + 1e-9 }
        func rows(_ m: Matrix3x3) -> [SIMD3<Double>] { [m.rows.0, m.rows.1, m.rows.2] }

        let s = simulator.severity
        if let matrix = simulator.linearRGBMatrix ?? (s == 0 ? .identity : nil) {
            map = CVDLinearMap32(first: Matrix3x3Float(rows: rows(matrix).map { [$0.x, $0.y, $0.z] }))
            let b = rows(matrix).map(bound)
            tolerance = SIMD3(Float(b[0]), Float(b[1]), Float(b[2])) + CVDQuantizer.thresholdRounding
            (sideTolerance, sideWidening) = (0, .zero)
        } else {
            // Brettel: M_i(s) = (1 − s)·I + s·M_i on each side of s·rgb = 0.
            let p = Brettel1997.parameters(for: simulator.deficiency, model: simulator.lmsModel)
            let m1 = s == 1 ? p.linearRGBMatrix1 : (1 - s) * Matrix3x3.identity + s * p.linearRGBMatrix1
            let m2 = s == 1 ? p.linearRGBMatrix2 : (1 - s) * Matrix3x3.identity + s * p.linearRGBMatrix2
            let n = p.linearRGBSeparationNormal
            map = CVDLinearMap32(
                first: Matrix3x3Float(rows: rows(m1).map { [$0.x, $0.y, $0.z] }),
                second: Matrix3x3Float(rows: rows(m2).map { [$0.x, $0.y, $0.z] }),
                separation: SIMD3(Float(n.x), Float(n.y), Float(n.z)))
            let b = zip(rows(m1), rows(m2)).map { max(bound($0), bound($1)) }
            tolerance = SIMD3(Float(b[0]), Float(b[1]), Float(b[2])) + CVDQuantizer.thresholdRounding
            let side = bound(n)
            sideTolerance = Float(side)
            // M₁ − M₂ = u·sᵀ: u_c from the largest component of s; checked against the whole row.
            let j = [abs(n.x), abs(n.y), abs(n.z)].enumerated().max { $0.element < $1.element }!.offset
            let widening = zip(rows(m1), rows(m2)).map { r1, r2 -> Double in
                let d = r1 - r2, uc = d[j] / n[j]
                let residual = abs(d.x - uc * n.x) + abs(d.y - uc * n.y) + abs(d.z - uc * n.z)
                // 3 exceeds any |lin − threshold| (≤ 2), so such lanes would always go to the scalar path.
                return residual < 1e-9 ? 4 * abs(uc) * side : 3
            }
            sideWidening = SIMD3(Float(widening[0]), Float(widening[1]), Float(widening[2]))
        }
        let finiteWidening = sideWidening.replacing(with: 0, where: sideWidening .== 3)
        precondition(
            (tolerance + finiteWidening).max() < Float(CVDQuantizer.reach),
            "CVD tolerance exceeds the quantizer's reach")
    }

    /// Simulates 8-bit colors into caller-provided channels (each of count ≥ n). Returns how many colors were
    /// recomputed by the scalar simulator (near a rounding threshold).
    @discardableResult
    public func simulate(
        r: UnsafeBufferPointer<UInt8>, g: UnsafeBufferPointer<UInt8>, b: UnsafeBufferPointer<UInt8>,
        into outR: UnsafeMutableBufferPointer<UInt8>, _ outG: UnsafeMutableBufferPointer<UInt8>,
        _ outB: UnsafeMutableBufferPointer<UInt8>, options: BatchOptions = .automatic
    ) -> Int {
        let n = r.count
        precondition(
            g.count == n && b.count == n && outR.count >= n && outG.count >= n && outB.count >= n,
            "channel buffers differ in length")
        guard n > 0 else { return 0 }
        if simulator.severity == 0 {
            for i in 0..<n { (outR[i], outG[i], outB[i]) = (r[i], g[i], b[i]) }
            return 0
        }
        let kernels = options.kernels
        let chunk = 1 << 14
        let chunks = (n + chunk - 1) / chunk
        var recomputed = [Int](repeating: 0, count: chunks)
        CVDQuantizer.table.withUnsafeBufferPointer { quantizer in
            CVDTables.decode32.withUnsafeBufferPointer { decode in
                recomputed.withUnsafeMutableBufferPointer { recomputed in
                    Parallel.forEachChunk(chunks, minimumChunk: 4, options) { chunkRange in
                        withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { unsure in
                            withUnsafeTemporaryAllocation(byteCount: CVD8Scratch.byteCount, alignment: 64) { scratch in
                                for c in chunkRange {
                                    let range = (c * chunk)..<min(n, (c + 1) * chunk)
                                    let job = CVD8Job(
                                        r: r.baseAddress!, g: g.baseAddress!, b: b.baseAddress!,
                                        outR: outR.baseAddress!, outG: outG.baseAddress!, outB: outB.baseAddress!,
                                        decode: decode.baseAddress!, quantizer: quantizer.baseAddress!, map: map,
                                        tolerance: tolerance, sideTolerance: sideTolerance, sideWidening: sideWidening,
                                        unsure: unsure.baseAddress!, scratch: CVD8Scratch(scratch.baseAddress!))
                                    let count = kernels.cvd8(job, range)
                                    for k in 0..<count {
                                        let i = unsure[k]
                                        let exact = exactSimulation(r[i], g[i], b[i])
                                        (outR[i], outG[i], outB[i]) = (exact.r, exact.g, exact.b)
                                    }
                                    recomputed[c] = count
                                }
                            }
                        }
                    }
                }
            }
        }
        if InternalChecks.isEnabled {
            for i in 0..<n {
                let exact = simulator.simulate(SRGB8(r: r[i], g: g[i], b: b[i]))
                InternalChecks.expect(exact == SRGB8(r: outR[i], g: outG[i], b: outB[i]), "CVD of color \(i)")
            }
        }
        return recomputed.reduce(0, +)
    }

    /// The scalar path for one color, without its `pow` calls: `CVDSimulator.simulate(LinearRGB)` on the exact
    /// decoded values (the same Doubles `LinearRGB(decoding: SRGB8)` produces), then each channel's byte as the
    /// number of `CVDQuantizer` thresholds at or below it — equal to `SRGB8(quantizing: SRGB(encoding:))` because
    /// that is monotone (CVDBatchTests checks it around every threshold). Equals `simulator.simulate(SRGB8)`.
    func exactSimulation(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SRGB8 {
        let decoded = CVDTables.decode64
        let input = LinearRGB(r: decoded[Int(r)], g: decoded[Int(g)], b: decoded[Int(b)])
        // As `CVDSimulator.simulate(LinearRGB)` (severity > 0), with its matrix computed once.
        let linear = linearRGBMatrix.map { LinearRGB($0 * input.vector).clipped } ?? simulator.simulate(input)
        return SRGB8(
            r: CVDQuantizer.byteFromThresholds(linear.r), g: CVDQuantizer.byteFromThresholds(linear.g),
            b: CVDQuantizer.byteFromThresholds(linear.b))
    }

    /// The 255 linear-light values at which the scalar path's 8-bit output steps up: `thresholds[k − 1]` is the
    /// smallest Double whose byte is ≥ k.
    public static var quantizationThresholds: [Double] { Array(CVDQuantizer.thresholds.dropFirst()) }

    /// 8-bit colors in, 8-bit colors out.
    public func simulate(_ colors: SRGB8Palette, options: BatchOptions = .automatic) -> SRGB8Palette {
        var out = SRGB8Palette(count: colors.count)
        simulate(colors, into: &out, options: options)
        return out
    }

    /// 8-bit colors into an existing palette of the same count.
    @discardableResult
    public func simulate(_ colors: SRGB8Palette, into out: inout SRGB8Palette, options: BatchOptions = .automatic)
        -> Int
    {
        precondition(out.count == colors.count, "output palette has \(out.count) colors, input \(colors.count)")
        var (outR, outG, outB) = (out.r, out.g, out.b)
        out = SRGB8Palette(count: 0) // keep the channel buffers uniquely referenced
        let recomputed = colors.r.withUnsafeBufferPointer { r in
            colors.g.withUnsafeBufferPointer { g in
                colors.b.withUnsafeBufferPointer { b in
                    outR.withUnsafeMutableBufferPointer { oR in
                        outG.withUnsafeMutableBufferPointer { oG in
                            outB.withUnsafeMutableBufferPointer { oB in
                                simulate(r: r, g: g, b: b, into: oR, oG, oB, options: options)
                            }
                        }
                    }
                }
            }
        }
        out = SRGB8Palette(r: outR, g: outG, b: outB)
        return recomputed
    }

    /// Gamma-encoded sRGB floats in (unclipped; `space` must be `srgb` or `extended-srgb`), gamma-encoded sRGB in
    /// [0, 1] out, as `CVDSimulator.simulate(SRGB)` to within `floatErrorBound` per channel.
    public func simulate(_ colors: RGB32Palette, options: BatchOptions = .automatic) -> RGB32Palette {
        precondition(
            colors.space == .sRGB || colors.space == .extendedSRGB, "Float CVD input must be gamma-encoded sRGB")
        let n = colors.count
        var (outR, outG, outB) = (
            [Float](repeating: 0, count: n), [Float](repeating: 0, count: n), [Float](repeating: 0, count: n)
        )
        if simulator.severity == 0 {
            func clip(_ v: Float) -> Float { v < 0 ? 0 : (v > 1 ? 1 : v) }
            return RGB32Palette(space: .sRGB, r: colors.r.map(clip), g: colors.g.map(clip), b: colors.b.map(clip))
        }
        let kernels = options.kernels
        colors.r.withUnsafeBufferPointer { r in
            colors.g.withUnsafeBufferPointer { g in
                colors.b.withUnsafeBufferPointer { b in
                    outR.withUnsafeMutableBufferPointer { oR in
                        outG.withUnsafeMutableBufferPointer { oG in
                            outB.withUnsafeMutableBufferPointer { oB in
                                guard n > 0 else { return }
                                let job = CVDFloatJob(
                                    r: r.baseAddress!, g: g.baseAddress!, b: b.baseAddress!,
                                    outR: oR.baseAddress!, outG: oG.baseAddress!, outB: oB.baseAddress!, map: map)
                                Parallel.forEachChunk(n, minimumChunk: 1 << 15, options) { kernels.cvdFloat(job, $0) }
                            }
                        }
                    }
                }
            }
        }
        return RGB32Palette(space: .sRGB, r: outR, g: outG, b: outB)
    }
}
