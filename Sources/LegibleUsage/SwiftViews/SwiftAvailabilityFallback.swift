import LegibleSwiftSyntax

/// Code that runs only on systems without dark mode: the `else` block of `if #available(iOS 13, *) { … }` or of
/// `guard #available(iOS 13, *) else { … }`, when every platform the check names is given a version no later than the
/// one dark mode came with (iOS 13 and Mac Catalyst 13: `UIUserInterfaceStyle.dark`; macOS 10.14 Mojave:
/// `NSAppearance.Name.darkAqua`; tvOS 10). That block runs below the version, so what it draws is drawn in light only.
/// ("Checking API Availability", The Swift Programming Language.)
enum SwiftAvailabilityFallback {
    /// The first version of each platform with a dark appearance.
    static let darkModeSince: [String: [Int]] = [
        "iOS": [13], "macCatalyst": [13], "macOS": [10, 14], "OSX": [10, 14], "tvOS": [10],
    ]

    /// Whether token `index` sits in such a fallback block (inside the function or closure it is in).
    static func runsOnlyWithoutDarkMode(at index: Int, in file: SwiftViewFile) -> Bool {
        var open = file.nesting.enclosing[index]
        while let o = open, file.typeBodies[o] == nil {
            if file.nesting.isPunctuation(o, "{"), o > 0, file.tokens[o - 1].kind == .identifier,
                file.tokens[o - 1].text == "else", let check = availabilityCheck(ofElseAt: o - 1, in: file)
            {
                return predatesDarkMode(check, in: file)
            }
            if SwiftColorBranches.isFunctionOrClosureBody(o, in: file) { return false }
            open = file.nesting.enclosing[o]
        }
        return false
    }

    /// The `#available` token of the `if` (`} else {`) or `guard … else {` that the `else` at `index` belongs to, when
    /// the condition starts with it.
    static func availabilityCheck(ofElseAt index: Int, in file: SwiftViewFile) -> Int? {
        let tokens = file.tokens
        var k = index - 1
        // `} else`: the `if` body's `{`, then back to its `if`.
        if k >= 0, file.nesting.isPunctuation(k, "}"), let open = file.nesting.partner[k] { k = open - 1 }
        let level = file.nesting.enclosing[index]
        while k >= 0 {
            if file.nesting.enclosing[k] == level {
                if tokens[k].kind == .identifier, tokens[k].text == "if" || tokens[k].text == "guard" {
                    let first = k + 1
                    guard first < tokens.count, tokens[first].kind == .pound, tokens[first].text == "#available"
                    else { return nil }
                    return first
                }
                if file.nesting.endsStatement(k) { return nil }
            }
            k -= 1
        }
        return nil
    }

    /// Whether `#available(platform version, …, *)` at `pound` names only versions no later than dark mode's.
    static func predatesDarkMode(_ pound: Int, in file: SwiftViewFile) -> Bool {
        predatesDarkMode(pound, in: file.nesting)
    }

    /// `predatesDarkMode(_:in:)` on a file's token nesting.
    static func predatesDarkMode(_ pound: Int, in nesting: SwiftTokenNesting) -> Bool {
        let tokens = nesting.tokens
        let paren = pound + 1
        guard paren < tokens.count, nesting.isPunctuation(paren, "("), let close = nesting.partner[paren]
        else { return false }
        var named = 0
        var k = paren + 1
        while k < close {
            if tokens[k].kind == .identifier, let since = darkModeSince[tokens[k].text] {
                guard k + 1 < close, tokens[k + 1].kind == .number else { return false }
                let version = tokens[k + 1].text.split(separator: ".").compactMap { Int($0) }
                // A later version: the fallback also runs where dark mode exists.
                guard !version.isEmpty, atMost(version, since) else { return false }
                named += 1
                k += 2
                continue
            }
            if tokens[k].kind == .identifier, tokens[k].text != "_" { return false } // a platform without a table entry
            k += 1
        }
        return named > 0
    }

    /// Whether version `v` is at most `bound`, missing components read as 0 (`13` ≤ `13.0`).
    static func atMost(_ v: [Int], _ bound: [Int]) -> Bool {
        for i in 0..<max(v.count, bound.count) {
            let a = i < v.count ? v[i] : 0, b = i < bound.count ? bound[i] : 0
            if a != b { return a < b }
        }
        return true
    }
}
