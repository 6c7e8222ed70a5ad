/// The tokens of a CSS color value (CSS Syntax 3 §4, reduced to what colors use): numbers, percentages,
/// dimensions (`deg`, `turn`, …), identifiers, functions (`rgb(`), hashes (`#fff`) and the delimiters
/// `,` `/` `(` `)` `+` `-` `*`. Whitespace is dropped; every token keeps its 1-based column for messages.
struct CSSToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case percentage(Double)
        case dimension(Double, unit: String)
        case ident(String)
        case function(String)
        case hash(String)
        case comma, slash, openParen, closeParen
        case delim(Character)
    }

    let kind: Kind
    /// 1-based column of the token's first character.
    let column: Int
    /// The token as written.
    let text: String
    /// Whether whitespace precedes the token (calc() needs whitespace around `+` and `-`).
    let afterSpace: Bool
}

/// Splits a color string into `CSSToken`s.
enum CSSTokenizer {
    /// Works on Unicode scalars (columns count scalars; color strings are ASCII in practice), which is much faster
    /// than grapheme-cluster `Character`s.
    static func tokens(_ input: String) throws(ColorParseError) -> [CSSToken] {
        let chars = Array(input.unicodeScalars)
        var out: [CSSToken] = []
        var i = 0
        var space = false
        func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }
        func isNameStart(_ c: Unicode.Scalar) -> Bool {
            (c.value >= 65 && c.value <= 90) || (c.value >= 97 && c.value <= 122) || c == "_" || c.value >= 0x80
        }
        func isName(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) || c == "-" }
        func at(_ j: Int) -> Unicode.Scalar? { j < chars.count ? chars[j] : nil }
        func startsNumber(_ j: Int) -> Bool {
            guard let c = at(j) else { return false }
            if isDigit(c) { return true }
            if c == "." { return at(j + 1).map(isDigit) ?? false }
            if c == "+" || c == "-" { return startsNumber(j + 1) && at(j + 1) != "+" && at(j + 1) != "-" }
            return false
        }
        func startsIdent(_ j: Int) -> Bool {
            guard let c = at(j) else { return false }
            if isNameStart(c) { return true }
            if c == "-", let d = at(j + 1) { return isNameStart(d) || d == "-" }
            return false
        }
        func text(_ from: Int, _ to: Int) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: chars[from..<to])
            return String(s)
        }
        func name(_ j: inout Int) -> String {
            let start = j
            while let c = at(j), isName(c) { j += 1 }
            return text(start, j)
        }
        while i < chars.count {
            let c = chars[i]
            if c.properties.isWhitespace { space = true; i += 1; continue }
            let begin = i
            let kind: CSSToken.Kind
            if startsNumber(i) {
                if c == "+" || c == "-" { i += 1 }
                while let d = at(i), isDigit(d) { i += 1 }
                if at(i) == ".", let d = at(i + 1), isDigit(d) {
                    i += 1
                    while let d = at(i), isDigit(d) { i += 1 }
                }
                if let e = at(i), e == "e" || e == "E" {
                    var j = i + 1
                    if let sign = at(j), sign == "+" || sign == "-" { j += 1 }
                    if let d = at(j), isDigit(d) {
                        while let d = at(j), isDigit(d) { j += 1 }
                        i = j
                    }
                }
                let digits = text(c == "+" ? begin + 1 : begin, i)
                guard let value = Double(digits), value.isFinite else {
                    throw ColorParseError(input: input, column: begin + 1, reason: "'\(digits)' is not a finite number")
                }
                if at(i) == "%" {
                    i += 1
                    kind = .percentage(value)
                } else if startsIdent(i) {
                    kind = .dimension(value, unit: name(&i).lowercased())
                } else {
                    kind = .number(value)
                }
            } else if startsIdent(i) {
                let n = name(&i)
                if at(i) == "(" { i += 1; kind = .function(n.lowercased()) } else { kind = .ident(n) }
            } else if c == "#" {
                i += 1
                kind = .hash(name(&i))
            } else {
                i += 1
                switch c {
                case ",": kind = .comma
                case "/": kind = .slash
                case "(": kind = .openParen
                case ")": kind = .closeParen
                default: kind = .delim(Character(c))
                }
            }
            out.append(CSSToken(kind: kind, column: begin + 1, text: text(begin, i), afterSpace: space))
            space = false
        }
        return out
    }
}
