import LegibleCore

/// How many (foreground, background) pairs meet each level, out of all N·M.
public struct ThresholdCounts: Sendable, Hashable {
    public let levels: [WCAGLevel]
    /// `passing[ℓ]` = #{(i, j) : levels[ℓ].isMet(byRatio: CR(i, j))}.
    public let passing: [Int]
    public let pairCount: Int

    public func passing(_ level: WCAGLevel) -> Int { passing[levels.firstIndex(of: level)!] }
    public func failing(_ level: WCAGLevel) -> Int { pairCount - passing(level) }
}

/// Threshold counts over all N×M pairs of two palettes without materializing the matrix: O(N + M) memory,
/// O(N + M) time after an O(N + M) radix sort.
///
/// With x = L + 0.05 per color (Double, exactly the scalar path's numerator/denominator), the scalar verdict is
/// `fl(max(x, y) / min(x, y)) ≥ t`. For t > 1 that is `fl(y/x) ≥ t` (y above x) or `fl(x/y) ≥ t` (y below x), never
/// both. Correctly rounded division is monotone in each operand, so with both palettes sorted:
/// - for each x, the y with `fl(y/x) ≥ t` form a suffix of sorted B, which starts later as x grows;
/// - the y with `fl(x/y) ≥ t` form a prefix of sorted B, which grows with x.
/// Two pointers sweep A once per side and threshold, evaluating the very Double predicate of the scalar path at
/// each step — no tolerance, no near-threshold special case: every pair, including pairs within 1e-15 of a
/// threshold, gets the scalar verdict. For t ≤ 1 every pair passes (a ratio is ≥ 1).
///
/// Parallel: the two sorts, then the (threshold × side) sweeps, run as independent tasks; counts are integer sums.
public enum ContrastCounts {
    public static func count(foreground: LuminancePalette, background: LuminancePalette,
                             levels: [WCAGLevel] = WCAGLevel.allCases, options: BatchOptions = .automatic) -> ThresholdCounts {
        let thresholds = levels.map(\.threshold)
        let passing = count(foreground: foreground, background: background, thresholds: thresholds, options: options)
        let counts = ThresholdCounts(levels: levels, passing: passing, pairCount: foreground.count * background.count)
        #if LEGIBLE_INTERNAL_CHECKS
        if foreground.count * background.count <= 1 << 22 {
            for (k, level) in levels.enumerated() {
                var expected = 0
                for l1 in foreground.luminance { for l2 in background.luminance where level.isMet(byRatio: WCAG2.contrastRatio(l1, l2)) { expected += 1 } }
                InternalChecks.expect(expected == passing[k], "count for \(level)")
            }
        }
        #endif
        return counts
    }

    /// `result[k]` = #{(i, j) : CR(i, j) ≥ thresholds[k]}, CR on the Double ratio exactly as `WCAG2.contrastRatio`.
    public static func count(foreground: LuminancePalette, background: LuminancePalette, thresholds: [Double],
                             options: BatchOptions = .automatic) -> [Int] {
        let (a, b) = SortedShifted.both(foreground, background, backgroundIndices: false, options)
        return count(sortedForeground: a.values, sortedBackground: b.values, thresholds: thresholds, options: options)
    }

    static func count(sortedForeground a: [Double], sortedBackground b: [Double], thresholds: [Double], options: BatchOptions) -> [Int] {
        let distinct = Array(Set(thresholds.filter { $0 > 1 })).sorted()
        var sums = [Int](repeating: 0, count: distinct.count * 2)
        sums.withUnsafeMutableBufferPointer { sums in
            let out = sums.baseAddress!
            let tasks: [() -> Void] = distinct.indices.flatMap { k -> [() -> Void] in
                [{ out[2 * k] = countAbove(distinct[k], a, b) }, { out[2 * k + 1] = countBelow(distinct[k], a, b) }]
            }
            Parallel.run(tasks, a.count * b.count >= 1 << 22 ? options : BatchOptions(maxThreads: 1))
        }
        return thresholds.map { t in
            guard t > 1, let k = distinct.firstIndex(of: t) else { return a.count * b.count }
            return sums[2 * k] + sums[2 * k + 1]
        }
    }

    /// #{(x, y) : fl(y / x) ≥ t}: a suffix of sorted `b` for each x, starting later as x grows.
    static func countAbove(_ t: Double, _ a: [Double], _ b: [Double]) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in
            var total = 0, p = 0
            for x in a {
                while p < b.count && b[p] / x < t { p &+= 1 }
                total &+= b.count &- p
            }
            return total
        } }
    }

    /// #{(x, y) : fl(x / y) ≥ t}: a prefix of sorted `b` for each x, growing with x.
    static func countBelow(_ t: Double, _ a: [Double], _ b: [Double]) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in
            var total = 0, q = 0
            for x in a {
                while q < b.count && x / b[q] >= t { q &+= 1 }
                total &+= q
            }
            return total
        } }
    }
}

/// Shifted luminances (L + 0.05) sorted ascending, with original indices when asked.
struct SortedShifted {
    let values: [Double]
    let indices: [Int32]

    init(_ palette: LuminancePalette, withIndices: Bool) {
        precondition(palette.shifted.allSatisfy { $0 > 0 }, "pair counts need luminances above −0.05")
        (values, indices) = palette.shifted.withUnsafeBufferPointer { RadixSort.sorted($0, withIndices: withIndices) }
    }

    /// Both palettes sorted, on two threads when large.
    static func both(_ foreground: LuminancePalette, _ background: LuminancePalette, backgroundIndices: Bool,
                     _ options: BatchOptions) -> (SortedShifted, SortedShifted) {
        var a: SortedShifted?, b: SortedShifted?
        withUnsafeMutablePointer(to: &a) { pa in withUnsafeMutablePointer(to: &b) { pb in
            let parallel = foreground.count + background.count >= 1 << 15 ? options : BatchOptions(maxThreads: 1)
            Parallel.run([{ pa.pointee = SortedShifted(foreground, withIndices: false) },
                          { pb.pointee = SortedShifted(background, withIndices: backgroundIndices) }], parallel)
        } }
        return (a!, b!)
    }
}
