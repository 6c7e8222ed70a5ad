import CLegibleCPU
import LegibleBatchAVX2
import LegibleBatchAVX512
import LegibleBatchKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The instruction-set level the batch kernels run at.
///
/// Every kernel exists three times: compiled at the target's baseline in this module (x86-64: SSE2; arm64: NEON),
/// with `-Xcc -march=x86-64-v3` in LegibleBatchAVX2 and with `-Xcc -march=x86-64-v4` in LegibleBatchAVX512. CPUID
/// plus XGETBV (the OS must save YMM/ZMM state) decide once per process which one runs; `LEGIBLE_BATCH_ISA=baseline`,
/// `=avx2` or `=avx512` overrides it (an unsupported request falls back to the best supported level below it).
/// Results are identical on every level: the kernels use no FMA, so every level rounds the same way.
public enum BatchISA: String, CaseIterable, Sendable, Hashable {
    case baseline
    case avx2
    case avx512

    /// Whether this CPU and OS can run the level.
    public var isSupported: Bool {
        switch self {
        case .baseline: true
        case .avx2: Self.x86_64Level >= 3
        case .avx512: Self.x86_64Level >= 4
        }
    }

    /// The level used when `BatchOptions.isa` is nil: the best supported one, or `LEGIBLE_BATCH_ISA`.
    public static let selected: BatchISA = {
        let best = allCases.last(where: \.isSupported)!
        guard let requested = getenv("LEGIBLE_BATCH_ISA").map({ String(cString: $0) }),
            let isa = BatchISA(rawValue: requested)
        else {
            return best
        }
        return isa.supportedOrBelow
    }()

    /// This level if supported, else the best supported level below it.
    public var supportedOrBelow: BatchISA {
        Self.allCases.prefix(through: Self.allCases.firstIndex(of: self)!).last(where: \.isSupported)!
    }

    /// The x86-64 psABI micro-architecture level of this CPU (1…4), 0 on other architectures.
    public static let x86_64Level = Int(legible_cpu_x86_64_level())

    /// The x86-64 level the baseline modules were compiled for: 1 by default, 3 or 4 when the build was given
    /// `-Xcc -march=x86-64-v3`/`-v4`; 0 on other architectures.
    public static let compiledBaselineLevel = Int(legible_compiled_x86_64_level())

    /// A short description: "avx2 (x86-64-v3; CPU level x86-64-v4)".
    public var summary: String {
        let cpu = Self.x86_64Level > 0 ? "CPU level x86-64-v\(Self.x86_64Level)" : "not x86-64"
        return "\(rawValue) (\(kernels.name); \(cpu))"
    }

    var kernels: BatchKernelTable {
        switch supportedOrBelow {
        case .baseline: baselineKernels
        case .avx2: avx2Kernels
        case .avx512: avx512Kernels
        }
    }
}

#if arch(x86_64)
private let baselineName = "x86-64"
#elseif arch(arm64)
private let baselineName = "arm64"
#else
private let baselineName = "baseline"
#endif

/// The kernels compiled with this module's (baseline) flags.
let baselineKernels = BatchKernelTable(
    name: baselineName,
    ratioMatrix32: { job, range in job.run(range) },
    ratioMatrix64: { job, range in job.run(range) },
    levelMask: { job, range in job.run(range) },
    luminance8: { job, range in job.run(range) },
    decodeRGB32: { job, range in job.run(range) },
    cvd8: { job, range in job.run(range) },
    cvdFloat: { job, range in job.run(range) })
