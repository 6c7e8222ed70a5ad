/// "Did you mean": the names nearest to a mistyped one by Levenshtein edit distance (insertions, deletions,
/// substitutions; ties by name), and the one close enough to be what was meant. Used for legible.json keys, palette
/// names a pattern misses, and the command line's options, commands and choices.
public enum NearestName {
    /// The names of `names` nearest to `written`, best first, at most `count`.
    public static func closest(to written: String, in names: [String], count: Int) -> [String] {
        let target = Array(written)
        let scored = Set(names).map { name in (distance(target, Array(name)), name) }
        return scored.sorted { $0 < $1 }.prefix(count).map(\.1)
    }

    /// The nearest name when it is close enough to be a typo of `written` (at most 2 edits, or a third of its length
    /// for longer names); nil when nothing is that close (then a list of what is accepted helps more).
    public static func meant(_ written: String, among names: [String]) -> String? {
        guard let nearest = closest(to: written, in: names, count: 1).first else { return nil }
        return distance(Array(written), Array(nearest)) <= max(2, nearest.count / 3) ? nearest : nil
    }

    /// Levenshtein edit distance, two rows.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
