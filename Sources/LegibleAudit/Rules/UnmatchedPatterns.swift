import LegiblePalette

/// A config pattern that matches no palette color is almost always a mistake: a typo, a CSS name written without
/// its `--`, a token path with `/` instead of `.`. Unless the rule says `"optional": true`, it is an error at the
/// rule's `legible.json:LINE` naming the closest palette names (`NearestName`: Levenshtein distance between the
/// pattern, glob characters removed, and each name; ties by name).
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

    /// The palette names nearest to `pattern` (glob characters removed), best first.
    static func closest(to pattern: String, in names: [String]) -> [String] {
        NearestName.closest(to: pattern.filter { $0 != "*" && $0 != "?" }, in: names, count: suggestionCount)
    }
}
