import LegibleCore

/// One (foreground, background) pair and its Double contrast ratio (bit-identical to `WCAG2.contrastRatio`).
public struct ContrastPair: Sendable, Hashable {
    public let foreground: Int, background: Int
    public let ratio: Double

    public init(foreground: Int, background: Int, ratio: Double) {
        (self.foreground, self.background, self.ratio) = (foreground, background, ratio)
    }
}

/// The K pairs with the lowest contrast among all N×M pairs, found without materializing the matrix.
///
/// Order: ascending ratio, ties by foreground index, then background index — a total order, so the answer does not
/// depend on threads or on how the search met the ties. The pairs failing a level are a prefix (`failing(_:)`).
///
/// Algorithm, O((N + M) + N log M + K log N) time, O(N + M) memory: sort B by x = L + 0.05 (radix); for each
/// foreground color, the ratios to the B colors above it increase along sorted B, and so do the ratios to the B
/// colors below it going down, so each foreground color contributes two sorted streams starting at its insertion
/// point. A binary heap over the 2N stream heads pops the K smallest ratios in order; the K-th is the cut r*. Pairs
/// below r* are the popped ones; pairs at exactly r* are then taken in (foreground, background) order from the
/// ranges of B where the ratio equals r* (binary searches: the ratio is monotone along each stream).
public struct WorstPairs: Sendable {
    public let pairs: [ContrastPair]

    /// The worst pairs that fail `level` (a prefix of `pairs`).
    public func failing(_ level: WCAGLevel) -> ArraySlice<ContrastPair> {
        pairs.prefix { !level.isMet(byRatio: $0.ratio) }
    }

    /// The `k` lowest-contrast pairs of `foreground × background`.
    public static func find(
        foreground: LuminancePalette, background: LuminancePalette, count k: Int,
        options: BatchOptions = .automatic
    ) -> WorstPairs {
        precondition(k >= 0, "count must be non-negative")
        let b = SortedShifted(background, withIndices: true)
        return WorstPairs(pairs: search(foreground.shifted, b, k))
    }

    /// Counts for `levels` and the `k` worst pairs, sharing one sort of each palette.
    public static func summary(
        foreground: LuminancePalette, background: LuminancePalette, levels: [WCAGLevel] = WCAGLevel.allCases,
        worst k: Int, options: BatchOptions = .automatic
    ) -> (counts: ThresholdCounts, worst: WorstPairs) {
        let (a, b) = SortedShifted.both(foreground, background, backgroundIndices: true, options)
        let passing = ContrastCounts.count(
            sortedForeground: a.values, sortedBackground: b.values, thresholds: levels.map(\.threshold),
            options: options)
        let counts = ThresholdCounts(levels: levels, passing: passing, pairCount: foreground.count * background.count)
        return (counts, WorstPairs(pairs: search(foreground.shifted, b, k)))
    }

    static func search(_ x: [Double], _ b: SortedShifted, _ k: Int) -> [ContrastPair] {
        let (n, m) = (x.count, b.values.count)
        let k = min(k, n * m)
        guard k > 0 else { return [] }
        let y = b.values
        var heap = StreamHeap()
        var bestOf = [Double](repeating: .infinity, count: n)
        for i in 0..<n {
            let position = lowerBound(y, x[i])
            if position < m {
                heap.append(Stream(ratio: y[position] / x[i], foreground: Int32(i), cursor: Int32(position), step: 1))
            }
            if position > 0 {
                heap.append(
                    Stream(ratio: x[i] / y[position - 1], foreground: Int32(i), cursor: Int32(position - 1), step: -1))
            }
        }
        for s in heap.items { bestOf[Int(s.foreground)] = min(bestOf[Int(s.foreground)], s.ratio) }
        heap.heapify()

        // Pop the k smallest ratios; the k-th is the cut.
        var popped: [ContrastPair] = []
        popped.reserveCapacity(k)
        while popped.count < k, let s = heap.popMin() {
            let i = Int(s.foreground), c = Int(s.cursor)
            popped.append(ContrastPair(foreground: i, background: Int(b.indices[c]), ratio: s.ratio))
            let next = c + Int(s.step)
            if next >= 0 && next < m {
                heap.push(
                    Stream(
                        ratio: s.step > 0 ? y[next] / x[i] : x[i] / y[next], foreground: s.foreground,
                        cursor: Int32(next), step: s.step))
            }
        }
        let cut = popped[k - 1].ratio
        var result = popped.filter { $0.ratio < cut }
        var need = k - result.count

        // Pairs at exactly the cut, smallest (foreground, background) first.
        for i in 0..<n where need > 0 && bestOf[i] <= cut {
            let position = lowerBound(y, x[i])
            // Above: ratio y/x non-decreasing in the sorted index from `position`.
            let aboveStart = firstIndex(from: position, to: m) { y[$0] / x[i] >= cut }
            let aboveEnd = firstIndex(from: aboveStart, to: m) { y[$0] / x[i] > cut }
            // Below: ratio x/y non-increasing in the sorted index up to `position`.
            let belowStart = firstIndex(from: 0, to: position) { x[i] / y[$0] <= cut }
            let belowEnd = firstIndex(from: belowStart, to: position) { x[i] / y[$0] < cut }
            var tied =
                (aboveStart..<aboveEnd).map { Int(b.indices[$0]) } + (belowStart..<belowEnd).map { Int(b.indices[$0]) }
            guard !tied.isEmpty else { continue }
            tied.sort()
            for j in tied.prefix(need) { result.append(ContrastPair(foreground: i, background: j, ratio: cut)) }
            need -= min(need, tied.count)
        }
        result.sort { ($0.ratio, $0.foreground, $0.background) < ($1.ratio, $1.foreground, $1.background) }
        return result
    }

    /// First index in sorted `y` with `y[index] >= value`.
    static func lowerBound(_ y: [Double], _ value: Double) -> Int {
        firstIndex(from: 0, to: y.count) { y[$0] >= value }
    }

    /// The first index in `[lo, hi)` where the monotone (false…false true…true) predicate holds, or `hi`.
    static func firstIndex(from lo: Int, to hi: Int, _ predicate: (Int) -> Bool) -> Int {
        var (lo, hi) = (lo, hi)
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if predicate(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

/// The head of one foreground color's stream of ratios: `cursor` walks sorted B by `step` (+1 up, −1 down).
struct Stream {
    var ratio: Double
    var foreground: Int32, cursor: Int32
    var step: Int8
}

/// A binary min-heap of stream heads keyed by ratio.
struct StreamHeap {
    var items: [Stream] = []

    mutating func append(_ s: Stream) { items.append(s) }

    mutating func heapify() {
        guard items.count > 1 else { return }
        for i in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    }

    mutating func push(_ s: Stream) {
        items.append(s)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent].ratio <= items[i].ratio { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMin() -> Stream? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        siftDown(0)
        return top
    }

    mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let (l, r) = (2 * i + 1, 2 * i + 2)
            var smallest = i
            if l < items.count && items[l].ratio < items[smallest].ratio { smallest = l }
            if r < items.count && items[r].ratio < items[smallest].ratio { smallest = r }
            if smallest == i { return }
            items.swapAt(i, smallest)
            i = smallest
        }
    }
}
