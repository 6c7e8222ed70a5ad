/// A color-name pattern: an exact name, or a glob where `*` matches any run of characters (including `/` and
/// `.`, so `Colors/*` matches every color of a namespace) and `?` one character. Matching is case-sensitive,
/// like the names in code.
public struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    let characters: [Character]
    /// Computed once: matching runs for every color × rule, and an exact name is a plain comparison.
    public let isGlob: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
        self.isGlob = characters.contains { $0 == "*" || $0 == "?" }
    }

    public func matches(_ name: String) -> Bool {
        if !isGlob { return name == pattern }
        return Self.match(characters[...], Array(name)[...])
    }

    /// Iterative glob matching with backtracking on the last `*` (linear in practice, no recursion).
    static func match(_ p: ArraySlice<Character>, _ s: ArraySlice<Character>) -> Bool {
        var pi = p.startIndex, si = s.startIndex
        var starP: Int?, starS = s.startIndex
        while si < s.endIndex {
            if pi < p.endIndex, p[pi] == "?" || p[pi] == s[si] {
                pi += 1; si += 1
            } else if pi < p.endIndex, p[pi] == "*" {
                starP = pi; starS = si; pi += 1
            } else if let sp = starP {
                pi = sp + 1; starS += 1; si = starS
            } else {
                return false
            }
        }
        while pi < p.endIndex, p[pi] == "*" { pi += 1 }
        return pi == p.endIndex
    }

    public var description: String { pattern }
}
