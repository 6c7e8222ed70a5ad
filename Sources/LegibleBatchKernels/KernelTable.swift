// One set of entry points per instruction set. Every kernel and helper is `@_transparent`, so each module that wraps
// them compiles its own copy with its own target flags (ISA flags apply per module, and inlining moves code into the
// caller's module: swift-simd.md §5). LegibleBatch holds the baseline copy, LegibleBatchAVX2 the x86-64-v3 one,
// LegibleBatchAVX512 the x86-64-v4 one; LegibleBatch/ISADispatch.swift picks one at run time.
//
// Two traps, both found in the disassembly:
// - `@inline(__always)` is not enough: past a caller-size limit the optimizer calls the helper instead, and the call
//   goes to the public symbol of *this* module, compiled for the baseline (SSE2 code inside the AVX2 kernel, with
//   SIMD16 arguments spilled through memory). `@_transparent` inlines unconditionally.
// - Nothing inside a kernel may be emitted out of line with shared linkage — no closures (e.g. the body of
//   `withUnsafeTemporaryAllocation`), no generic specializations (e.g. `SIMD16<Float>(SIMD16<Int32>)`): each module
//   emits its own copy as a weak symbol under the same name and the linker keeps one, so the AVX2 copy could run on
//   the baseline path (SIGILL on a CPU without AVX2) or the SSE2 copy on the AVX2 path. `nm` on the AVX2/AVX-512
//   objects must show no weak (W) symbols.

/// The kernels of one instruction-set level, as plain function values.
public struct BatchKernelTable: Sendable {
    /// "x86-64" (baseline), "x86-64-v3" (AVX2 + FMA), or the architecture name elsewhere.
    public let name: String
    public let ratioMatrix32: @Sendable (RatioMatrix32Job, Range<Int>) -> Void
    public let ratioMatrix64: @Sendable (RatioMatrix64Job, Range<Int>) -> Void
    public let levelMask: @Sendable (LevelMaskJob, Range<Int>) -> Void
    public let luminance8: @Sendable (Luminance8Job, Range<Int>) -> Void
    public let decodeRGB32: @Sendable (DecodeRGB32Job, Range<Int>) -> Void
    public let cvd8: @Sendable (CVD8Job, Range<Int>) -> Int
    public let cvdFloat: @Sendable (CVDFloatJob, Range<Int>) -> Void

    public init(
        name: String,
        ratioMatrix32: @escaping @Sendable (RatioMatrix32Job, Range<Int>) -> Void,
        ratioMatrix64: @escaping @Sendable (RatioMatrix64Job, Range<Int>) -> Void,
        levelMask: @escaping @Sendable (LevelMaskJob, Range<Int>) -> Void,
        luminance8: @escaping @Sendable (Luminance8Job, Range<Int>) -> Void,
        decodeRGB32: @escaping @Sendable (DecodeRGB32Job, Range<Int>) -> Void,
        cvd8: @escaping @Sendable (CVD8Job, Range<Int>) -> Int,
        cvdFloat: @escaping @Sendable (CVDFloatJob, Range<Int>) -> Void
    ) {
        self.name = name
        (self.ratioMatrix32, self.ratioMatrix64, self.levelMask) = (ratioMatrix32, ratioMatrix64, levelMask)
        (self.luminance8, self.decodeRGB32, self.cvd8, self.cvdFloat) = (luminance8, decodeRGB32, cvd8, cvdFloat)
    }
}
