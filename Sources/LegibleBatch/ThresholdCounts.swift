import LegibleCore
import LegibleParallel

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
/// O(N + M) time (a bucket pass over the backgrounds, then constant work per foreground and threshold).
///
/// With x = L + 0.05 per color (Double, exactly the scalar path's numerator/denominator), the scalar verdict is
/// `fl(max(x, y) / min(x, y)) ≥ t`. For t > 1 that is `fl(y/x) ≥ t` (y above x) or `fl(x/y) ≥ t` (y below x), never
/// both. Correctly rounded division is monotone in each operand, so for each foreground x:
/// - the y with `fl(y/x) ≥ t` are the y above some bound near t·x: every y > t·x·(1 + 2⁻⁴⁰) passes, every
///   y < t·x·(1 − 2⁻⁴⁰) fails (the margins are 4,096 ulps, far beyond the rounding of t·x and of the division);
/// - the y with `fl(x/y) ≥ t` are the y below some bound near x/t, likewise.
/// The backgrounds are grouped by buckets of their bit pattern (`BucketedValues`, about four per bucket): whole
/// buckets above or below the margins are counted from the bucket starts, and only the values in the bucket(s)
/// holding the margins (a few) are tested with the very Double predicate of the scalar path. No sort, no
/// tolerance: every pair, including pairs within 1e-15 of a threshold, gets the scalar verdict. For t ≤ 1 every
/// pair passes (a ratio is ≥ 1). (The first version sorted both palettes with an LSD radix sort and swept two
/// pointers; `Benchmarks/compare.sh --only counts` measured 1.2–1.8× numpy for it.)
///
/// Parallel: the foregrounds in chunks on the cores; counts are integer sums, identical whatever the split.
public enum ContrastCounts {
    public static func count(
        foreground: LuminancePalette, background: LuminancePalette,
        levels: [WCAGLevel] = WCAGLevel.allCases, options: BatchOptions = .automatic
    ) -> ThresholdCounts {
        let thresholds = levels.map(\.threshold)
        let passing = count(foreground: foreground, background: background, thresholds: thresholds, options: options)
        let counts = ThresholdCounts(levels: levels, passing: passing, pairCount: foreground.count * background.count)
        if InternalChecks.isEnabled {
            if foreground.count * background.count <= 1 << 22 {
                for (k, level) in levels.enumerated() {
                    var expected = 0
                    for l1 in foreground.luminance {
                        for l2 in background.luminance where level.isMet(byRatio: WCAG2.contrastRatio(l1, l2)) {
                            expected += 1
                        }
                    }
                    InternalChecks.expect(expected == passing[k], "count for \(level)")
                }
            }
        }
        return counts
    }

    /// `result[k]` = #{(i, j) : CR(i, j) ≥ thresholds[k]}, CR on the Double ratio exactly as `WCAG2.contrastRatio`.
    public static func count(
        foreground: LuminancePalette, background: LuminancePalette, thresholds: [Double],
        options: BatchOptions = .automatic
    ) -> [Int] {
        let pairs = foreground.count * background.count
        guard pairs > 0 else { return thresholds.map { _ in 0 } }
        let buckets = BucketedValues(background.shifted)
        let distinct = Array(Set(thresholds.filter { $0 > 1 })).sorted()
        let chunkCount = pairs >= 1 << 22 ? options.threads : 1
        let step = (foreground.count + chunkCount - 1) / chunkCount
        // The foregrounds in bucket order too (nearly ascending), so the lookups into the backgrounds' buckets move
        // forward through memory instead of jumping (measured: 1.3× faster at 100,000 colors than input order).
        let ordered = BucketedValues(foreground.shifted).values // (BucketedValues checks every value is > 0)
        let parts: [[Int]] = Array(stride(from: 0, to: ordered.count, by: step)).parallelMap { start in
            count(ordered[start..<min(start + step, ordered.count)], buckets, distinct)
        }
        return thresholds.map { t in
            guard t > 1, let k = distinct.firstIndex(of: t) else { return pairs }
            return parts.reduce(0) { $0 + $1[k] }
        }
    }

    /// For each threshold, the pairs of `foreground` × the bucketed backgrounds whose ratio meets it.
    static func count(_ foreground: ArraySlice<Double>, _ buckets: BucketedValues, _ thresholds: [Double]) -> [Int] {
        let below = 1 - 0x1p-40, above = 1 + 0x1p-40
        let total = buckets.values.count
        return thresholds.map { t in
            let inverse = 1 / t
            return buckets.values.withUnsafeBufferPointer { values in
                buckets.starts.withUnsafeBufferPointer { starts in
                    var passing = 0
                    for x in foreground {
                        // y above x: every bucket above the one holding t·x·(1 + 2⁻⁴⁰) passes; test the rest near t·x.
                        let up = t * x
                        var from = buckets.bucket(up * below), to = buckets.bucket(up * above)
                        passing &+= total &- Int(starts[to &+ 1])
                        for i in Int(starts[from])..<Int(starts[to &+ 1]) where values[i] / x >= t { passing &+= 1 }
                        // y below x: every bucket below the one holding x/t·(1 − 2⁻⁴⁰) passes; test the rest near x/t.
                        let down = x * inverse
                        from = buckets.bucket(down * below)
                        to = buckets.bucket(down * above)
                        passing &+= Int(starts[from])
                        for i in Int(starts[from])..<Int(starts[to &+ 1]) where x / values[i] >= t { passing &+= 1 }
                    }
                    return passing
                }
            }
        }
    }

    static func count(
        sortedForeground a: [Double], sortedBackground b: [Double], thresholds: [Double], options: BatchOptions
    ) -> [Int] {
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
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var total = 0, p = 0
                for x in a {
                    while p < b.count && b[p] / x < t { p &+= 1 }
                    total &+= b.count &- p
                }
                return total
            }
        }
    }

    /// #{(x, y) : fl(x / y) ≥ t}: a prefix of sorted `b` for each x, growing with x.
    static func countBelow(_ t: Double, _ a: [Double], _ b: [Double]) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var total = 0, q = 0
                for x in a {
                    while q < b.count && x / b[q] >= t { q &+= 1 }
                    total &+= q
                }
                return total
            }
        }
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
    static func both(
        _ foreground: LuminancePalette, _ background: LuminancePalette, backgroundIndices: Bool,
        _ options: BatchOptions
    ) -> (SortedShifted, SortedShifted) {
        var a: SortedShifted?, b: SortedShifted?
        withUnsafeMutablePointer(to: &a) { pa in
            withUnsafeMutablePointer(to: &b) { pb in
                let parallel = foreground.count + background.count >= 1 << 15 ? options : BatchOptions(maxThreads: 1)
                Parallel.run(
                    [
                        { pa.pointee = SortedShifted(foreground, withIndices: false) },
                        { pb.pointee = SortedShifted(background, withIndices: backgroundIndices) },
                    ], parallel)
            }
        }
        return (a!, b!)
    }
}
