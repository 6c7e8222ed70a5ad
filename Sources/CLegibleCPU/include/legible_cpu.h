#ifndef LEGIBLE_CPU_H
#define LEGIBLE_CPU_H

/// The x86-64 micro-architecture level this CPU and OS support (psABI levels: 1 = baseline SSE2, 2 = SSE4.2/POPCNT,
/// 3 = AVX2/FMA/BMI1/BMI2/F16C/LZCNT/MOVBE with YMM state enabled by the OS, 4 = AVX-512 F/BW/CD/DQ/VL with ZMM state).
/// 0 on other architectures. Read once with CPUID and XGETBV; no library calls.
int legible_cpu_x86_64_level(void);

/// The x86-64 level this C module was compiled for (from the compiler's __AVX512F__/__AVX2__/__SSE4_2__ macros): 1
/// for a default build, 3 or 4 when the whole build got `-Xcc -march=x86-64-v3`/`-v4`; 0 on other architectures.
/// Tells benchmarks which flags the baseline modules were built with.
int legible_compiled_x86_64_level(void);

#endif
