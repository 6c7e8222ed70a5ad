import LegibleBatchKernels

// LegibleBatch: whole-palette versions of LegibleCore's WCAG and CVD math, on Swift SIMD types.
//
// Layout: struct-of-arrays palettes (`SRGB8Palette`, `RGB32Palette`, `LuminancePalette`), concrete non-generic
// kernels in LegibleBatchKernels compiled once per instruction set (`BatchISA`), both cores for large inputs
// (`Parallel`). Every public entry point validates its arguments once and hands raw pointers to a kernel.
//
// Same answers as the scalar path (LegibleCore):
// - 8-bit luminance and Double ratios: bit-identical.
// - Float32 ratios: within 1.8e-7 relative (3 roundings); verdicts and counts: identical, pairs within 1e-6 of a
//   threshold are re-decided with the Double ratio, and counts are decided in Double throughout.
// - 8-bit CVD: identical bytes; colors whose Float result lies within its error bound of a rounding threshold are
//   recomputed by `CVDSimulator`.
// - Float decode and Float CVD: stated, tested error bounds (FloatDecode.swift, CVDBatch.swift).
// None of these depends on the thread count or the instruction set.

/// Options shared by every batch entry point.
public struct BatchOptions: Sendable, Hashable {
    /// At most this many threads (nil: every online core). Results never depend on it.
    public var maxThreads: Int?
    /// The kernels to run (nil: `BatchISA.selected`). Results never depend on it: no kernel uses FMA, so every level
    /// rounds identically.
    public var isa: BatchISA?

    public init(maxThreads: Int? = nil, isa: BatchISA? = nil) {
        precondition(maxThreads.map { $0 >= 1 } ?? true, "maxThreads must be at least 1")
        (self.maxThreads, self.isa) = (maxThreads, isa)
    }

    public static let automatic = BatchOptions()

    var threads: Int { min(maxThreads ?? Parallel.onlineCores, Parallel.onlineCores) }
    var kernels: BatchKernelTable { (isa ?? .selected).kernels }
}
