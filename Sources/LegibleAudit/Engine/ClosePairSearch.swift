import LegibleBatch
import LegibleCore
import LegibleParallel

/// The pairs of a color set closer than a CIEDE2000 threshold, without computing every pair's difference.
///
/// CIEDE2000 (Sharma, Wu & Dalal 2005) is `ΔE² = (ΔL'/S_L)² + x² + y² + R_T·x·y` with `x = ΔC'/S_C`,
/// `y = ΔH'/S_H` and `|R_T| ≤ 2`, so `x² + y² + R_T·x·y ≥ (|x| − |y|)² ≥ 0` and `ΔE ≥ |ΔL|/S_L` (L' = L).
/// `S_L(L̄) = 1 + 0.015(L̄ − 50)²/√(20 + (L̄ − 50)²)` grows with `|L̄ − 50|`. Sorted by L, a sweep pairs a color
/// only with the lighter colors inside its reach: `threshold · S_L,max` of the set bounds every pair; for the pairs
/// within it, `L̄` lies between `L` and `L + threshold · S_L,max / 2`, so the color's own reach is
/// `threshold · max(S_L(L), S_L(L + threshold · S_L,max / 2))` (S_L is largest at an end of an interval). Lighter
/// colors beyond it pass. Inside the window, `CIEDE2000.lowerBound` (no trigonometry) sets aside most pairs that
/// are still far apart. Every other pair is measured exactly as the pair-by-pair loop would
/// (`CIEDE2000.difference(first, second)` in palette order), so the result is the same set of pairs with the same
/// numbers (pinned by `BatchAuditExactnessTests` against the full loop).
enum ClosePairSearch {
    struct Pair: Sendable {
        var first: Int, second: Int, deltaE: Double
    }

    /// `S_L` of CIEDE2000 at mean lightness `lBar`.
    static func sL(_ lBar: Double) -> Double {
        let d = (lBar - 50) * (lBar - 50)
        return 1 + 0.015 * d / (20 + d).squareRoot()
    }

    /// Pairs `first < second` (palette order) with `include(first, second)` and ΔE2000 below `threshold`, sorted by
    /// (first, second).
    static func pairs(
        _ labs: [CIELab], below threshold: Double, include: @Sendable (Int, Int) -> Bool = { _, _ in true }
    ) -> [Pair] {
        guard labs.count > 1, threshold > 0 else { return [] }
        let distance = labs.map { abs($0.L - 50) }.max() ?? 0
        let slMax = 1 + 0.015 * distance * distance / (20 + distance * distance).squareRoot()
        // Margins far above rounding error: the bounds only skip pairs that pass by a wide mathematical margin.
        let margin = 1 + 1e-9
        let setReach = threshold * slMax
        let order = labs.indices.sorted { (labs[$0].L, $0) < (labs[$1].L, $1) }
        let skipAbove = threshold * margin + 1e-9, skipAboveSquared = skipAbove * skipAbove
        let chroma = labs.map(CIEDE2000.chroma)
        let chunk = 64
        let parts: [[Pair]] = Array(stride(from: 0, to: order.count, by: chunk)).parallelMap { start in
            var out: [Pair] = []
            for a in start..<min(start + chunk, order.count) {
                let i = order[a]
                let l = labs[i].L
                let reach = min(setReach, threshold * max(sL(l), sL(l + setReach / 2))) * margin + 1e-9
                var b = a + 1
                while b < order.count, labs[order[b]].L - l <= reach {
                    let j = order[b]
                    b += 1
                    let (first, second) = i < j ? (i, j) : (j, i)
                    guard include(first, second) else { continue }
                    // Most pairs in the window are still far apart: a bound without trigonometry proves it.
                    if CIEDE2000.lowerBoundSquared(
                        labs[first], chroma: chroma[first], labs[second], chroma: chroma[second]) >= skipAboveSquared
                    {
                        continue
                    }
                    let dE = CIEDE2000.difference(labs[first], labs[second])
                    if dE < threshold { out.append(Pair(first: first, second: second, deltaE: dE)) }
                }
            }
            return out
        }
        return inPaletteOrder(parts.flatMap { $0 }, count: labs.count)
    }

    /// The pairs sorted by (first, second): bucketed by `first` (a counting sort, linear), then each bucket (the
    /// close partners of one color, few) sorted by `second`.
    static func inPaletteOrder(_ pairs: [Pair], count: Int) -> [Pair] {
        var starts = [Int](repeating: 0, count: count + 1)
        for p in pairs { starts[p.first + 1] += 1 }
        for i in 0..<count { starts[i + 1] += starts[i] }
        var next = starts
        var out = [Pair](repeating: Pair(first: 0, second: 0, deltaE: 0), count: pairs.count)
        for p in pairs { out[next[p.first]] = p; next[p.first] += 1 }
        for i in 0..<count where starts[i + 1] - starts[i] > 1 {
            out[starts[i]..<starts[i + 1]].sort { $0.second < $1.second }
        }
        return out
    }
}
