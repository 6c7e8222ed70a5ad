#!/usr/bin/env bash
# Checks the per-instruction-set kernel modules for the two code-generation traps described in
# Sources/LegibleBatchKernels/KernelTable.swift, on a release build:
# 1. no weak (shared-linkage) symbols in LegibleBatchAVX2/LegibleBatchAVX512: the linker would keep one copy of each
#    for every module, so AVX2 code could run on the baseline path;
# 2. no calls inside the kernel closures except the few allowed out-of-line paths (stack protector, errors).
# Also prints how many ymm/zmm instructions each module has.
#   Benchmarks/check-isa-symbols.sh        (SCRATCH_PATH=… to reuse a build folder)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(); [[ -n "${SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$SCRATCH_PATH")
swift build -c release --target LegibleBatch "${scratch[@]}" >&2
dir="$(swift build -c release "${scratch[@]}" --show-bin-path)"
tools="$(dirname "$(readlink -f "$(command -v swift)")")"
status=0
for module in LegibleBatchAVX2 LegibleBatchAVX512; do
    objects=("$dir/$module.build/"*.o)
    weak="$("$tools/llvm-nm" "${objects[@]}" | awk '$2 ~ /^[WwVv]$/ && $3 !~ /reflection_version/' | "$tools/swift-demangle" --simplified || true)"
    if [[ -n "$weak" ]]; then echo "FAIL $module has weak symbols:"; echo "$weak"; status=1; fi
    calls="$("$tools/llvm-objdump" -dr --no-show-raw-insn "${objects[@]}" | grep -A1 -E '\scall' | grep R_X86_64 \
        | grep -vE '__stack_chk_fail|swift_willThrowTypedImpl' || true)"
    if [[ -n "$calls" ]]; then echo "FAIL $module kernels call out:"; echo "$calls" | "$tools/swift-demangle" --simplified; status=1; fi
    vector="$("$tools/llvm-objdump" -d --no-show-raw-insn "${objects[@]}")"
    echo "$module: $(grep -c '%ymm' <<<"$vector") ymm and $(grep -c '%zmm' <<<"$vector") zmm instructions, no weak symbols: $([[ -z "$weak" ]] && echo yes || echo no)"
done
exit $status
