/// Splits Objective-C source into `ObjCToken`s (C11 §6.4 with Clang's Objective-C literals). Never fails: an
/// unterminated string, character or comment ends at the end of its line or of the file; a byte it does not know
/// becomes a one-character symbol. `#if 0` … `#endif` (nested `#if`s counted) is dropped, as the compiler drops it;
/// so is a `__cplusplus`-only group (`#ifdef __cplusplus`, `#if defined(__cplusplus)`: a header's `extern "C" {`),
/// which Clang compiles only as Objective-C++ (`cplusplus`: a `.mm` file).
public enum ObjCLexer {
    /// Three-character operators first, then two-character ones: the longest match wins (C11 §6.4 ¶4).
    static let operators3: Set<String> = ["<<=", ">>=", "..."]
    static let operators2: Set<String> = [
        "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
        "^=", "::",
    ]

    /// Whether an `#if`/`#ifdef` line (its words after `#`) starts a group the compiler drops: `#if 0`, and outside
    /// Objective-C++ a test of `__cplusplus` alone.
    static func isDroppedGroup(_ words: [Substring], cplusplus: Bool) -> Bool {
        guard let word = words.first, words.count > 1 else { return false }
        let condition = words.dropFirst().joined()
        switch word {
        case "if":
            return condition == "0"
                || (!cplusplus && ["__cplusplus", "defined(__cplusplus)", "defined__cplusplus"].contains(condition))
        case "ifdef": return !cplusplus && condition == "__cplusplus"
        default: return false
        }
    }

    public static func tokens(_ source: String, cplusplus: Bool = false) -> [ObjCToken] {
        let s = Array(source.unicodeScalars)
        var out: [ObjCToken] = []
        var i = 0
        var line = 1
        var atLineStart = true
        var skippedIfDepth = 0 // > 0 inside `#if 0`

        func peek(_ k: Int) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }
        func isNameStart(_ c: Unicode.Scalar) -> Bool {
            c == "_" || c == "$" || (c.value < 128 ? c.properties.isAlphabetic : true)
        }
        func isNamePart(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || ("0"..."9").contains(c) }

        /// A quoted literal from `s[i]` (the opening quote), escapes applied; ends at its quote or the line's end.
        func quoted(_ quote: Unicode.Scalar, decode: Bool) -> String {
            var text = String.UnicodeScalarView()
            i += 1
            while i < s.count, s[i] != quote, s[i] != "\n" {
                if s[i] == "\\", i + 1 < s.count {
                    if decode {
                        let e = s[i + 1]
                        switch e {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "r": text.append("\r")
                        case "0": text.append("\0")
                        case "\n": line += 1
                        default: text.append(e)
                        }
                    } else {
                        text.append(s[i])
                        text.append(s[i + 1])
                    }
                    i += 2
                    continue
                }
                text.append(s[i])
                i += 1
            }
            if i < s.count, s[i] == quote { i += 1 }
            return String(text)
        }

        func name() -> String {
            var text = String.UnicodeScalarView()
            while i < s.count, isNamePart(s[i]) {
                text.append(s[i])
                i += 1
            }
            return String(text)
        }

        /// A C number: digits, hex digits, one `.`, an exponent with its sign, and suffixes (`f`, `u`, `l`).
        func number() -> String {
            var text = String.UnicodeScalarView()
            let isHex = s[i] == "0" && i + 1 < s.count && (s[i + 1] == "x" || s[i + 1] == "X")
            var previous: Unicode.Scalar = " "
            while i < s.count {
                let c = s[i]
                let exponent: String = isHex ? "pP" : "eE"
                let isExponentSign = (c == "+" || c == "-") && exponent.unicodeScalars.contains(previous)
                guard isNamePart(c) || c == "." || c == "'" || isExponentSign else { break }
                text.append(c)
                previous = c
                i += 1
            }
            return String(text)
        }

        while i < s.count {
            let c = s[i]
            if c == "\n" {
                line += 1
                i += 1
                atLineStart = true
                continue
            }
            if c == " " || c == "\t" || c == "\r" || c == "\u{0C}" || c == "\u{0B}" {
                i += 1
                continue
            }
            if c == "/", peek(1) == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", peek(1) == "*" {
                i += 2
                while i < s.count, !(s[i] == "*" && peek(1) == "/") {
                    if s[i] == "\n" { line += 1 }
                    i += 1
                }
                i = min(i + 2, s.count)
                continue
            }
            if c == "#", atLineStart {
                let start = line
                var text = String.UnicodeScalarView()
                while i < s.count, s[i] != "\n" {
                    if s[i] == "\\", peek(1) == "\n" {
                        line += 1
                        i += 2
                        text.append(" ")
                        continue
                    }
                    if s[i] == "/", peek(1) == "/" {
                        while i < s.count, s[i] != "\n" { i += 1 }
                        break
                    }
                    if s[i] == "/", peek(1) == "*" {
                        i += 2
                        while i < s.count, !(s[i] == "*" && peek(1) == "/") {
                            if s[i] == "\n" { line += 1 }
                            i += 1
                        }
                        i = min(i + 2, s.count)
                        text.append(" ")
                        continue
                    }
                    text.append(s[i])
                    i += 1
                }
                let directive = String(text)
                let words = directive.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
                let word = words.first.map(String.init) ?? ""
                if skippedIfDepth > 0 {
                    if ["if", "ifdef", "ifndef"].contains(word) { skippedIfDepth += 1 }
                    if word == "endif" { skippedIfDepth -= 1 }
                    // `#else` / `#elif` of the outermost `#if 0` start code the compiler reads.
                    if skippedIfDepth == 1, word == "else" || word == "elif" { skippedIfDepth = 0 }
                    continue
                }
                if isDroppedGroup(words, cplusplus: cplusplus) {
                    skippedIfDepth = 1
                    continue
                }
                out.append(ObjCToken(kind: .directive, text: directive, line: start))
                continue
            }
            atLineStart = false
            if skippedIfDepth > 0 {
                // Inside `#if 0`: skip to the next line, keeping strings from hiding a `#`.
                while i < s.count, s[i] != "\n" { i += 1 }
                continue
            }
            if c == "@" {
                let next = peek(1)
                if next == "\"" {
                    i += 1
                    out.append(ObjCToken(kind: .objcString, text: quoted("\"", decode: true), line: line))
                    continue
                }
                if let next, "[{(".unicodeScalars.contains(next) {
                    out.append(ObjCToken(kind: .symbol, text: "@" + String(next), line: line))
                    i += 2
                    continue
                }
                if let next, ("0"..."9").contains(next) || next == "-" {
                    i += 1
                    var text = "@"
                    if s[i] == "-" {
                        text = "@-"
                        i += 1
                    }
                    out.append(ObjCToken(kind: .number, text: text + number(), line: line))
                    continue
                }
                if let next, isNameStart(next) {
                    i += 1
                    out.append(ObjCToken(kind: .atKeyword, text: name(), line: line))
                    continue
                }
            }
            if c == "\"" {
                out.append(ObjCToken(kind: .cString, text: quoted("\"", decode: true), line: line))
                continue
            }
            if c == "'" {
                out.append(ObjCToken(kind: .character, text: quoted("'", decode: false), line: line))
                continue
            }
            if ("0"..."9").contains(c) || (c == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                out.append(ObjCToken(kind: .number, text: number(), line: line))
                continue
            }
            if isNameStart(c) {
                // A prefixed string or character literal: `L"…"`, `u8"…"`, `U'…'`.
                let word = name()
                if ["L", "u", "U", "u8"].contains(word), i < s.count, s[i] == "\"" || s[i] == "'" {
                    let q = s[i]
                    let text = quoted(q, decode: q == "\"")
                    out.append(ObjCToken(kind: q == "\"" ? .cString : .character, text: text, line: line))
                    continue
                }
                out.append(ObjCToken(kind: .identifier, text: word, line: line))
                continue
            }
            var op = String(c)
            if i + 2 < s.count, operators3.contains(String(String.UnicodeScalarView(s[i...(i + 2)]))) {
                op = String(String.UnicodeScalarView(s[i...(i + 2)]))
            } else if i + 1 < s.count, operators2.contains(String(String.UnicodeScalarView(s[i...(i + 1)]))) {
                op = String(String.UnicodeScalarView(s[i...(i + 1)]))
            }
            i += op.unicodeScalars.count
            out.append(ObjCToken(kind: .symbol, text: op, line: line))
        }
        return out
    }
}
