// 8-bit color vision deficiency simulation, identical to the scalar path (LegibleBatch/CVDBatch.swift has the error
// analysis and the scalar fallback).

/// Scratch memory of one `CVD8Job` (one thread): the stages of a 128-color chunk, 8,752 bytes.
public struct CVD8Scratch: @unchecked Sendable {
    public static let chunk = 128
    public static let byteCount = 3 * chunk * (8 + 4 + 4 + 4) + 2 * 4 * chunk + 3 * 16
    @usableFromInline let entries: UnsafeMutablePointer<SIMD2<Float>> // 3 × 128: quantizer entry of each lane
    @usableFromInline let decoded: UnsafeMutablePointer<Float> // 3 × 128: decoded R, G, B
    @usableFromInline let clipped: UnsafeMutablePointer<Float> // 3 × 128: simulated linear R, G, B, clipped
    @usableFromInline let buckets: UnsafeMutablePointer<Int32> // 3 × 128: quantizer bucket of each lane
    @usableFromInline let nearSide: UnsafeMutablePointer<Float> // 128: 1 where the Brettel side is unsure
    @usableFromInline let unsure: UnsafeMutablePointer<Float> // 128: > 0 where a byte must be recomputed
    @usableFromInline let bytes: UnsafeMutablePointer<UInt8> // 3 × 16: output of a partial block

    /// Carves the stages out of `memory` (≥ `byteCount` bytes, 8-byte aligned).
    public init(_ memory: UnsafeMutableRawPointer) {
        let n = 3 * Self.chunk
        entries = memory.bindMemory(to: SIMD2<Float>.self, capacity: n)
        decoded = (memory + 8 * n).bindMemory(to: Float.self, capacity: n)
        clipped = (memory + 12 * n).bindMemory(to: Float.self, capacity: n)
        buckets = (memory + 16 * n).bindMemory(to: Int32.self, capacity: n)
        nearSide = (memory + 20 * n).bindMemory(to: Float.self, capacity: Self.chunk)
        unsure = (memory + 20 * n + 4 * Self.chunk).bindMemory(to: Float.self, capacity: Self.chunk)
        bytes = (memory + 20 * n + 8 * Self.chunk).bindMemory(to: UInt8.self, capacity: 48)
    }
}

/// 8-bit CVD simulation of colors `[i₀, i₁)`, with outputs identical to `CVDSimulator.simulate(SRGB8)`.
///
/// The Double pipeline `byte = floor(encode(clip(lin))·255 + 0.5)` is monotone in lin, so it equals the number of
/// thresholds Tₖ (k = 1…255, the smallest Double lin giving byte ≥ k) at or below lin. The kernel computes lin in
/// Float, finds the only threshold near it through a 4097-bucket table (bucket = round(4096·lin); entry = (Tₖ as
/// Float, k − 1), or (2, byte) when no threshold is within reach of the bucket), and answers
/// `byte = (k − 1) + (lin ≥ Tₖ)`. The Float lin is within `tolerance` of the Double one (error analysis in
/// LegibleBatch/CVDBatch.swift); lanes closer than that to their threshold are reported in `unsure` and the caller
/// recomputes them with the scalar path, so every output byte is the scalar one.
///
/// Work goes in 128-color chunks through four short loops — table loads, matrix, table loads, decision — passing
/// looked-up values through `scratch`: the scalar loads and stores of each "gather" have long retired when a later
/// loop reads them back as vectors. That avoids both lane inserts (x86 has two shuffle ports but three load and
/// two store ports) and store-forwarding stalls (a vector load right after scalar stores to the same bytes).
public struct CVD8Job: @unchecked Sendable {
    public let r: UnsafePointer<UInt8>, g: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>
    public let outR: UnsafeMutablePointer<UInt8>, outG: UnsafeMutablePointer<UInt8>, outB: UnsafeMutablePointer<UInt8>
    /// 256 Floats: `Float(decode(v/255))`.
    public let decode: UnsafePointer<Float>
    /// 4097 entries `(critical threshold, byte below it)`.
    public let quantizer: UnsafePointer<SIMD2<Float>>
    public let map: CVDLinearMap32
    /// Per output channel, the bound on |Float lin − Double lin|; plus `sideWidening` where the Brettel side is unsure.
    public let tolerance: SIMD3<Float>, sideTolerance: Float, sideWidening: SIMD3<Float>
    /// Receives the indices of colors the caller must recompute; capacity ≥ the range's count.
    public let unsure: UnsafeMutablePointer<Int>
    public let scratch: CVD8Scratch

    public init(
        r: UnsafePointer<UInt8>, g: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>,
        outR: UnsafeMutablePointer<UInt8>, outG: UnsafeMutablePointer<UInt8>, outB: UnsafeMutablePointer<UInt8>,
        decode: UnsafePointer<Float>, quantizer: UnsafePointer<SIMD2<Float>>, map: CVDLinearMap32,
        tolerance: SIMD3<Float>, sideTolerance: Float, sideWidening: SIMD3<Float>, unsure: UnsafeMutablePointer<Int>,
        scratch: CVD8Scratch
    ) {
        (self.r, self.g, self.b, self.outR, self.outG, self.outB) = (r, g, b, outR, outG, outB)
        (self.decode, self.quantizer, self.map) = (decode, quantizer, map)
        (self.tolerance, self.sideTolerance, self.sideWidening, self.unsure) = (
            tolerance, sideTolerance, sideWidening, unsure
        )
        self.scratch = scratch
    }

    /// Simulates the range; returns how many indices it wrote to `unsure`.
    ///
    /// No closures here (nor anywhere in a kernel): a closure inside an inlined kernel is emitted with shared
    /// (weak) linkage in every module that inlines it, and the linker keeps one copy — possibly the x86-64-v3 one
    /// for the baseline caller. Scratch memory therefore comes from the caller.
    @_transparent
    public func run(_ range: Range<Int>) -> Int {
        var unsureCount = 0
        var start = range.lowerBound
        while start < range.upperBound {
            let count = min(CVD8Scratch.chunk, range.upperBound &- start)
            unsureCount = chunk(start, count, unsureCount)
            start &+= count
        }
        return unsureCount
    }

    /// One chunk of ≤ 128 colors starting at `start`; returns the new count of unsure indices.
    @usableFromInline @_transparent
    func chunk(_ start: Int, _ count: Int, _ unsureSoFar: Int) -> Int {
        let s = scratch, n = CVD8Scratch.chunk, lanes = (count &+ 15) & ~15
        // 1. Decode through the 256-entry table (lanes past `count` decode as black).
        for k in 0..<count {
            s.decoded[k] = decode[Int(r[start &+ k])]
            s.decoded[n &+ k] = decode[Int(g[start &+ k])]
            s.decoded[2 &* n &+ k] = decode[Int(b[start &+ k])]
        }
        for k in count..<lanes { (s.decoded[k], s.decoded[n &+ k], s.decoded[2 &* n &+ k]) = (0, 0, 0) }
        // 2. Simulate: lin = M · rgb, clipped to [0, 1]; quantizer bucket round(4096·lin).
        for block in stride(from: 0, to: lanes, by: 16) {
            let (linR, linG, linB, nearSide) = map.apply(
                Floats16.load(s.decoded + block), Floats16.load(s.decoded + (n &+ block)),
                Floats16.load(s.decoded + (2 &* n &+ block)), sideTolerance: sideTolerance)
            Floats16(repeating: 0).replacing(with: 1, where: nearSide).store(to: s.nearSide + block)
            bucket(linR, at: block)
            bucket(linG, at: n &+ block)
            bucket(linB, at: 2 &* n &+ block)
        }
        // 3. Look up each lane's quantizer entry.
        for channel in 0..<3 {
            let base = channel &* n
            for k in base..<(base &+ lanes) { s.entries[k] = quantizer[Int(s.buckets[k])] }
        }
        // 4. Decide: byte = (k − 1) + (lin ≥ Tₖ); flag lanes within tolerance of Tₖ. The flags are summed over the
        //    chunk and looked at lane by lane only when the sum is not zero (a horizontal sum per block costs more).
        var unsureCount = unsureSoFar
        var anyUnsure = Floats16(repeating: 0)
        for block in stride(from: 0, to: lanes, by: 16) {
            let near = Floats16.load(s.nearSide + block)
            let full = block &+ 16 <= count
            var flags = decide(block, tolerance.x + near * sideWidening.x, full ? outR + (start &+ block) : s.bytes)
            flags += decide(
                n &+ block, tolerance.y + near * sideWidening.y, full ? outG + (start &+ block) : s.bytes + 16)
            flags += decide(
                2 &* n &+ block, tolerance.z + near * sideWidening.z, full ? outB + (start &+ block) : s.bytes + 32)
            if !full {
                for k in 0..<(count &- block) {
                    (outR[start &+ block &+ k], outG[start &+ block &+ k], outB[start &+ block &+ k]) = (
                        s.bytes[k], s.bytes[16 &+ k], s.bytes[32 &+ k]
                    )
                }
            }
            flags.store(to: s.unsure + block)
            anyUnsure += flags
        }
        if anyUnsure.laneSum > 0 {
            for k in 0..<count where s.unsure[k] != 0 { unsure[unsureCount] = start &+ k; unsureCount &+= 1 }
        }
        return unsureCount
    }

    /// Stores clip(lin) and its bucket round(4096·clip(lin)) at `offset` of the scratch stages.
    @usableFromInline @_transparent
    func bucket(_ linear: Floats16, at offset: Int) {
        let x = linear.clippedToUnitInterval
        x.store(to: scratch.clipped + offset)
        UnsafeMutableRawPointer(scratch.buckets + offset).storeBytes(of: roundedToInteger(x * 4096).1, as: Ints16.self)
    }

    /// The output bytes of the 16 lanes at `offset`, stored to `out`; 1 in the lanes within `tolerance` of Tₖ.
    @usableFromInline @_transparent
    func decide(_ offset: Int, _ tolerance: Floats16, _ out: UnsafeMutablePointer<UInt8>) -> Floats16 {
        let x = Floats16.load(scratch.clipped + offset)
        let entries = UnsafeRawPointer(scratch.entries + offset)
        let first = entries.loadUnaligned(as: Floats16.self),
            second = entries.loadUnaligned(fromByteOffset: 64, as: Floats16.self)
        let critical = Floats16(lowHalf: first.evenHalf, highHalf: second.evenHalf)
        let below = Floats16(lowHalf: first.oddHalf, highHalf: second.oddHalf)
        let byte = below.replacing(with: below + 1, where: x .>= critical)
        UnsafeMutableRawPointer(out).storeBytes(
            of: SIMD16<UInt8>(truncatingIfNeeded: roundedToInteger(byte).1), as: SIMD16<UInt8>.self)
        let distance = x - critical
        return Floats16(repeating: 0).replacing(with: 1, where: (distance .< tolerance) .& (distance .> 0 - tolerance))
    }
}
