/// One `.gitignore` file: its patterns, and which of them decides a path relative to the file's folder, the way git
/// decides it (`dir.c` and `wildmatch.c` of git, ported byte for byte; case-sensitive, as git is unless
/// `core.ignoreCase` is set).
///
/// Parsing, per line: a UTF-8 byte order mark at the start is skipped, a final `\r` is dropped; blank lines and lines
/// starting with `#` are nothing; trailing spaces are dropped unless escaped (`\ `); `!` negates (`\!` and `\#` are
/// literal); one trailing `/` makes the pattern match folders only; a pattern with no other `/` matches the name at
/// any depth, one with a `/` at the start or in the middle is anchored to the file's folder and matched against the
/// whole relative path.
///
/// Matching: `*` and `?` never match `/`; `[a-z]`, `[!…]` / `[^…]`, `[[:alpha:]]` classes; `\x` is a literal `x`;
/// `**/` at the start matches in every folder, `/**` at the end everything inside, `/**/` zero or more folders; any
/// other `**` is `*`. The last matching pattern wins, a negated one re-including the path. That a path inside an
/// ignored folder cannot be re-included is the walker's business (`FileWalker` never enters an ignored folder), as are
/// the `.gitignore` files of outer folders (inner ones are asked first).
public struct GitIgnore: Sendable, Hashable {
    public struct Pattern: Sendable, Hashable {
        /// The line as written, without its line break and ignored trailing spaces.
        public var text: String
        /// 1-based line number in the file.
        public var line: Int
        /// `!pattern`: a path it matches is not ignored.
        public var isNegated: Bool
        /// `pattern/`: matches folders only.
        public var isDirectoryOnly: Bool
        /// No `/` apart from a trailing one: matched against the last path component.
        public var matchesName: Bool
        /// The pattern without `!` and the trailing `/` (escapes kept).
        let bytes: [UInt8]
        /// Length of the leading part without `*`, `?`, `[` or `\` (git's `nowildcardlen`).
        let literalPrefix: Int
    }

    public var patterns: [Pattern]

    public init(patterns: [Pattern]) { self.patterns = patterns }

    /// Parses the contents of a `.gitignore` file.
    public init<Bytes: Collection<UInt8>>(contents: Bytes) {
        var bytes = Array(contents)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        patterns = []
        var line = 0
        for raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            var text = Array(raw)
            if text.last == UInt8(ascii: "\r") { text.removeLast() }
            if text.isEmpty || text[0] == UInt8(ascii: "#") { continue }
            Self.trimTrailingSpaces(&text)
            if let pattern = Self.pattern(text, line: line) { patterns.append(pattern) }
        }
    }

    public init(_ contents: String) { self.init(contents: contents.utf8) }

    /// The last pattern matching `path` (relative to the file's folder, `/`-separated, no leading `./`), or nil.
    public func lastMatch(_ path: String, isDirectory: Bool) -> Pattern? {
        lastMatch(Array(path.utf8), isDirectory: isDirectory)
    }

    public func lastMatch(_ path: [UInt8], isDirectory: Bool) -> Pattern? {
        let nameStart = (path.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
        for pattern in patterns.reversed() {
            if pattern.isDirectoryOnly && !isDirectory { continue }
            if pattern.matchesName {
                if Self.matchName(pattern, path[nameStart...]) { return pattern }
            } else if Self.matchPath(pattern, path[...]) {
                return pattern
            }
        }
        return nil
    }

    /// Whether this file alone ignores `path`: true or false when a pattern decides, nil when none matches.
    public func isIgnored(_ path: String, isDirectory: Bool) -> Bool? {
        lastMatch(path, isDirectory: isDirectory).map { !$0.isNegated }
    }

    // MARK: - Parsing (git's trim_trailing_spaces and parse_path_pattern)

    static func trimTrailingSpaces(_ text: inout [UInt8]) {
        var lastSpace: Int?
        var i = 0
        while i < text.count {
            switch text[i] {
            case UInt8(ascii: " "):
                if lastSpace == nil { lastSpace = i }
            case UInt8(ascii: "\\"):
                i += 1
                if i == text.count { return }
                lastSpace = nil
            default:
                lastSpace = nil
            }
            i += 1
        }
        if let lastSpace { text.removeSubrange(lastSpace...) }
    }

    static func pattern(_ text: [UInt8], line: Int) -> Pattern? {
        var body = text[...]
        let negated = body.first == UInt8(ascii: "!")
        if negated { body = body.dropFirst() }
        let directoryOnly = body.last == UInt8(ascii: "/")
        if directoryOnly { body = body.dropLast() }
        guard !body.isEmpty else { return nil } // "", "!", "/": match nothing in git either
        let bytes = Array(body)
        let literalPrefix = bytes.firstIndex(where: isGlobSpecial) ?? bytes.count
        return Pattern(
            text: String(decoding: text, as: UTF8.self), line: line, isNegated: negated, isDirectoryOnly: directoryOnly,
            matchesName: !bytes.contains(UInt8(ascii: "/")), bytes: bytes, literalPrefix: literalPrefix)
    }

    static func isGlobSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "\\")
    }

    // MARK: - Matching (git's match_basename, match_pathname and wildmatch)

    static func matchName(_ pattern: Pattern, _ name: ArraySlice<UInt8>) -> Bool {
        if pattern.literalPrefix == pattern.bytes.count { return name.elementsEqual(pattern.bytes) }
        return wildmatch(pattern.bytes[...], name, pathname: false) == .match
    }

    static func matchPath(_ pattern: Pattern, _ path: ArraySlice<UInt8>) -> Bool {
        var p = pattern.bytes[...]
        var prefix = pattern.literalPrefix
        if p.first == UInt8(ascii: "/") {
            p = p.dropFirst()
            prefix -= 1
        }
        var name = path
        if prefix > 0 {
            // git compares the literal start first and runs wildmatch on the rest only, so a `**` right after the
            // literal start counts as starting the pattern: kept for identical results.
            guard prefix <= name.count, name.prefix(prefix).elementsEqual(p.prefix(prefix)) else { return false }
            p = p.dropFirst(prefix)
            name = name.dropFirst(prefix)
            if p.isEmpty && name.isEmpty { return true }
        }
        return wildmatch(p, name, pathname: true) == .match
    }

    enum WildResult { case match, noMatch, abortAll, abortToStarStar }

    /// git's `dowild`: `pattern` against the whole of `text`; with `pathname`, `*`, `?` and classes never match `/`.
    static func wildmatch(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, pathname: Bool) -> WildResult {
        let slash = UInt8(ascii: "/")
        var p = pattern.startIndex
        var t = text.startIndex
        while p < pattern.endIndex {
            var pc = pattern[p]
            let tc: UInt8? = t < text.endIndex ? text[t] : nil
            if tc == nil && pc != UInt8(ascii: "*") { return .abortAll }
            switch pc {
            case UInt8(ascii: "?"):
                if pathname && tc == slash { return .noMatch }
            case UInt8(ascii: "*"):
                var matchSlash: Bool
                p += 1
                if p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") {
                    let before = p - 2
                    while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
                    let atStart = before < pattern.startIndex || pattern[before] == slash
                    let next: UInt8? = p < pattern.endIndex ? pattern[p] : nil
                    let nextIsSlash =
                        next == slash
                        || (next == UInt8(ascii: "\\") && p + 1 < pattern.endIndex && pattern[p + 1] == slash)
                    if !pathname {
                        matchSlash = true
                    } else if atStart && (next == nil || nextIsSlash) {
                        // `**/` may match no folder at all: try the rest of the pattern right here.
                        if next == slash && wildmatch(pattern[(p + 1)...], text[t...], pathname: pathname) == .match {
                            return .match
                        }
                        matchSlash = true
                    } else {
                        matchSlash = !pathname
                    }
                } else {
                    matchSlash = !pathname
                }
                if p == pattern.endIndex {
                    // A trailing `**` matches everything, a trailing `*` only up to the next `/`.
                    if !matchSlash && text[t...].contains(slash) { return .noMatch }
                    return .match
                }
                if !matchSlash && pattern[p] == slash {
                    // `*/`: the rest of this path component.
                    guard let s = text[t...].firstIndex(of: slash) else { return .noMatch }
                    t = s
                    break
                }
                var current = tc
                while true {
                    guard current != nil else { break }
                    if !isGlobSpecial(pattern[p]) {
                        // Skip ahead to the next occurrence of the literal that follows the star.
                        let literal = pattern[p]
                        while t < text.endIndex && (matchSlash || text[t] != slash) && text[t] != literal { t += 1 }
                        current = t < text.endIndex ? text[t] : nil
                        if current != literal { return .noMatch }
                    }
                    let matched = wildmatch(pattern[p...], text[t...], pathname: pathname)
                    if matched != .noMatch {
                        if !matchSlash || matched != .abortToStarStar { return matched }
                    } else if !matchSlash && current == slash {
                        return .abortToStarStar
                    }
                    t += 1
                    current = t < text.endIndex ? text[t] : nil
                }
                return .abortAll
            case UInt8(ascii: "["):
                guard let tc else { return .abortAll }
                p += 1
                guard p < pattern.endIndex else { return .abortAll }
                pc = pattern[p]
                let negated = pc == UInt8(ascii: "!") || pc == UInt8(ascii: "^")
                if negated {
                    p += 1
                    guard p < pattern.endIndex else { return .abortAll }
                    pc = pattern[p]
                }
                var previous: UInt8 = 0
                var matched = false
                repeat {
                    if pc == UInt8(ascii: "\\") {
                        p += 1
                        guard p < pattern.endIndex else { return .abortAll }
                        pc = pattern[p]
                        if tc == pc { matched = true }
                    } else if pc == UInt8(ascii: "-") && previous != 0 && p + 1 < pattern.endIndex
                        && pattern[p + 1] != UInt8(ascii: "]")
                    {
                        p += 1
                        pc = pattern[p]
                        if pc == UInt8(ascii: "\\") {
                            p += 1
                            guard p < pattern.endIndex else { return .abortAll }
                            pc = pattern[p]
                        }
                        if tc <= pc && tc >= previous { matched = true }
                        pc = 0 // a range cannot start a range
                    } else if pc == UInt8(ascii: "[") && p + 1 < pattern.endIndex && pattern[p + 1] == UInt8(ascii: ":")
                    {
                        let start = p + 2
                        var end = start
                        while end < pattern.endIndex && pattern[end] != UInt8(ascii: "]") { end += 1 }
                        guard end < pattern.endIndex else { return .abortAll }
                        if end - start < 1 || pattern[end - 1] != UInt8(ascii: ":") {
                            // No `:]`: an ordinary `[` in the set.
                            pc = UInt8(ascii: "[")
                            if tc == pc { matched = true }
                        } else {
                            guard let inClass = characterClass(pattern[start..<(end - 1)], tc) else { return .abortAll }
                            if inClass { matched = true }
                            p = end
                            pc = 0
                        }
                    } else if tc == pc {
                        matched = true
                    }
                    previous = pc
                    p += 1
                    guard p < pattern.endIndex else { return .abortAll }
                    pc = pattern[p]
                } while pc != UInt8(ascii: "]")
                if matched == negated || (pathname && tc == slash) { return .noMatch }
            case UInt8(ascii: "\\"):
                p += 1
                guard p < pattern.endIndex, tc == pattern[p] else { return .noMatch }
            default:
                if tc != pc { return .noMatch }
            }
            p += 1
            t += 1
        }
        return t == text.endIndex ? .match : .noMatch
    }

    /// `[:name:]` inside a bracket expression; nil for an unknown name (git then matches nothing).
    static func characterClass(_ name: ArraySlice<UInt8>, _ c: UInt8) -> Bool? {
        let isUpper = c >= 0x41 && c <= 0x5A, isLower = c >= 0x61 && c <= 0x7A, isDigit = c >= 0x30 && c <= 0x39
        let isSpace = c == 0x20 || (c >= 0x09 && c <= 0x0D)
        let isPunct =
            (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) || (c >= 0x7B && c <= 0x7E)
        switch String(decoding: name, as: UTF8.self) {
        case "alnum": return isUpper || isLower || isDigit
        case "alpha": return isUpper || isLower
        case "blank": return c == 0x20 || c == 0x09
        case "cntrl": return c < 0x20 || c == 0x7F
        case "digit": return isDigit
        case "graph": return c > 0x20 && c < 0x7F
        case "lower": return isLower
        case "print": return c >= 0x20 && c < 0x7F
        case "punct": return isPunct
        case "space": return isSpace
        case "upper": return isUpper
        case "xdigit": return isDigit || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
        default: return nil
        }
    }
}
