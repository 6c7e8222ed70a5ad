import LegiblePalette

/// A config pattern that matches no palette color is almost always a mistake: a typo, a CSS name written without
/// its `--`, a token path with `/` instead of `.`. Unless the rule says `"optional": true`, it is an error at the
/// rule's `legible.json:LINE` naming the closest palette names (Levenshtein distance between the pattern, glob
/// characters removed, and each name; ties by name).
enum UnmatchedPatterns {
    /// How many close names an error lists.
    static let suggestionCount = 3

    /// One error per pattern of `patterns` that matches no color of `names` (ignored colors count as matches:
    /// ignoring a color is not a typo).
    static func errors(_ patterns: [NamePattern], field: String, location: SourceLocation, names: [String])
        -> [Diagnostic]
    {
        patterns.filter { p in !names.contains { p.matches($0) } }.map { p in
            let close = closest(to: p.pattern, in: names).map { "'\($0)'" }.joined(separator: ", ")
            let hint = close.isEmpty ? "the palette has no colors" : "closest: \(close)"
            return .error(
                location,
                "\(field) '\(p.pattern)' matches no palette color; \(hint) (list them with 'legible palette PATH'; \"optional\": true allows this)"
            )
        }
    }

    /// The palette names nearest to `pattern`, best first.
    static func closest(to pattern: String, in names: [String]) -> [String] {
        let target = Array(pattern.filter { $0 != "*" && $0 != "?" })
        let scored = Set(names).map { name in (distance(target, Array(name)), name) }
        return scored.sorted { $0 < $1 }.prefix(suggestionCount).map(\.1)
    }

    /// Levenshtein edit distance (insertions, deletions, substitutions), two rows.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
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
