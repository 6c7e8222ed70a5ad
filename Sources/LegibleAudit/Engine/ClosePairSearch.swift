import LegibleBatch
import LegibleCore

/// The pairs of a color set closer than a CIEDE2000 threshold, without computing every pair's difference.
///
/// CIEDE2000 (Sharma, Wu & Dalal 2005) is `ΔE² = (ΔL'/S_L)² + x² + y² + R_T·x·y` with `x = ΔC'/S_C`,
/// `y = ΔH'/S_H` and `|R_T| ≤ 2`, so `x² + y² + R_T·x·y ≥ (|x| − |y|)² ≥ 0` and `ΔE ≥ |ΔL|/S_L` (L' = L).
/// `S_L = 1 + 0.015(L̄ − 50)²/√(20 + (L̄ − 50)²)` grows with `|L̄ − 50|`, and `L̄` lies between the set's lightest and
/// darkest L, so `S_L ≤ S_L,max` of the set. Sorted by L, a sweep stops pairing a color once the next one is more
/// than `threshold · S_L,max` lighter: those pairs pass. Inside the window, `CIEDE2000.lowerBound` (no
/// trigonometry) sets aside most pairs that are still far apart. Every other pair is measured exactly as the
/// pair-by-pair loop would (`CIEDE2000.difference(first, second)` in palette order), so the result is the same set
/// of pairs with the same numbers (pinned by `BatchAuditExactnessTests` against the full loop).
enum ClosePairSearch {
    struct Pair: Sendable {
        var first: Int, second: Int, deltaE: Double
    }

    /// Pairs `first < second` (palette order) with `include(first, second)` and ΔE2000 below `threshold`, sorted by
    /// (first, second).
    static func pairs(_ labs: [CIELab], below threshold: Double, include: @Sendable (Int, Int) -> Bool = { _, _ in true }) -> [Pair] {
        guard labs.count > 1, threshold > 0 else { return [] }
        let distance = labs.map { abs($0.L - 50) }.max() ?? 0
        let slMax = 1 + 0.015 * distance * distance / (20 + distance * distance).squareRoot()
        // A margin far above rounding error: the bound only skips pairs that pass by a wide mathematical margin.
        let reach = threshold * slMax * (1 + 1e-9) + 1e-9
        let order = labs.indices.sorted { (labs[$0].L, $0) < (labs[$1].L, $1) }
        let chunk = 64
        let parts: [[Pair]] = Array(stride(from: 0, to: order.count, by: chunk)).parallelMap { start in
            var out: [Pair] = []
            for a in start..<min(start + chunk, order.count) {
                let i = order[a]
                var b = a + 1
                while b < order.count, labs[order[b]].L - labs[i].L <= reach {
                    let j = order[b]
                    b += 1
                    let (first, second) = i < j ? (i, j) : (j, i)
                    guard include(first, second) else { continue }
                    // Most pairs in the window are still far apart: a bound without trigonometry proves it.
                    if CIEDE2000.lowerBound(labs[first], labs[second]) >= threshold * (1 + 1e-9) + 1e-9 { continue }
                    let dE = CIEDE2000.difference(labs[first], labs[second])
                    if dE < threshold { out.append(Pair(first: first, second: second, deltaE: dE)) }
                }
            }
            return out
        }
        return parts.flatMap { $0 }.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    }
}
