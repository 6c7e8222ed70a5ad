// Run-time CPU feature detection for LegibleBatch's per-ISA kernels. CPUID leaves and bits: Intel SDM vol. 2A
// "CPUID", AMD APM vol. 3 appendix E; level definitions: x86-64 psABI "Micro-architecture levels".
#include "legible_cpu.h"

#if defined(__x86_64__)
#include <cpuid.h>

static unsigned long long xcr0(void) {
    unsigned int eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((unsigned long long)edx << 32) | eax;
}

static int bit(unsigned int word, int n) { return (word >> n) & 1u; }

int legible_cpu_x86_64_level(void) {
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 1;
    const unsigned int c1 = c;
    // Level 2: CMPXCHG16B, LAHF-SAHF, POPCNT, SSE3, SSE4.1, SSE4.2, SSSE3.
    int v2 = bit(c1, 13) && bit(c1, 23) && bit(c1, 0) && bit(c1, 19) && bit(c1, 20) && bit(c1, 9);
    unsigned int ext_c = 0;
    if (__get_cpuid(0x80000001, &a, &b, &c, &d)) ext_c = c;
    v2 = v2 && bit(ext_c, 0);                       // LAHF-SAHF in 64-bit mode
    if (!v2) return 1;
    // Level 3: AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT (ABM), MOVBE, OSXSAVE, and the OS saves XMM+YMM state.
    int osxsave = bit(c1, 27);
    if (!(osxsave && bit(c1, 28) && bit(c1, 12) && bit(c1, 29) && bit(c1, 22) && bit(ext_c, 5))) return 2;
    unsigned long long xcr = xcr0();
    if ((xcr & 0x6) != 0x6) return 2;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 2;
    const unsigned int b7 = b;
    if (!(bit(b7, 5) && bit(b7, 3) && bit(b7, 8))) return 2;
    // Level 4: AVX512F, AVX512BW, AVX512CD, AVX512DQ, AVX512VL, and the OS saves opmask + ZMM state.
    if (bit(b7, 16) && bit(b7, 30) && bit(b7, 28) && bit(b7, 17) && bit(b7, 31) && (xcr & 0xE6) == 0xE6) return 4;
    return 3;
}

#else
int legible_cpu_x86_64_level(void) { return 0; }
#endif

int legible_compiled_x86_64_level(void) {
#if defined(__x86_64__)
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__)
    return 4;
#elif defined(__AVX2__) && defined(__FMA__)
    return 3;
#elif defined(__SSE4_2__) && defined(__POPCNT__)
    return 2;
#else
    return 1;
#endif
#else
    return 0;
#endif
}
