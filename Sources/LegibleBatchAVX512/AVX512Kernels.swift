// The x86-64-v4 (AVX-512 F, BW, CD, DQ, VL) copy of every LegibleBatch kernel. Package.swift compiles this module,
// and only this module, with `-Xcc -march=x86-64-v4` on x86-64 hosts; each closure below inlines its kernel, so the
// kernel's body is compiled here with zmm registers (one SIMD16<Float> per register). LegibleBatch calls these only
// after CPUID and XGETBV say the CPU and OS support that level (LegibleBatch/ISADispatch.swift). On other
// architectures this module compiles the same code without extra flags and is never selected.
import LegibleBatchKernels

/// The AVX-512 kernel table.
public let avx512Kernels = BatchKernelTable(
    name: "x86-64-v4",
    ratioMatrix32: { job, range in job.run(range) },
    ratioMatrix64: { job, range in job.run(range) },
    levelMask: { job, range in job.run(range) },
    luminance8: { job, range in job.run(range) },
    decodeRGB32: { job, range in job.run(range) },
    cvd8: { job, range in job.run(range) },
    cvdFloat: { job, range in job.run(range) })
