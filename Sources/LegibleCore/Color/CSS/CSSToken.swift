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
    static func tokens(_ input: String) throws(ColorParseError) -> [CSSToken] {
        let chars = Array(input)
        var out: [CSSToken] = []
        var i = 0
        var space = false
        func isNameStart(_ c: Character) -> Bool { c.isLetter || c == "_" || !c.isASCII }
        func isName(_ c: Character) -> Bool { isNameStart(c) || c.isNumber || c == "-" }
        func at(_ j: Int) -> Character? { j < chars.count ? chars[j] : nil }
        func startsNumber(_ j: Int) -> Bool {
            guard let c = at(j) else { return false }
            if c.isASCII && c.isNumber { return true }
            if c == "." { return at(j + 1).map { $0.isASCII && $0.isNumber } ?? false }
            if c == "+" || c == "-" { return startsNumber(j + 1) && at(j + 1) != "+" && at(j + 1) != "-" }
            return false
        }
        func startsIdent(_ j: Int) -> Bool {
            guard let c = at(j) else { return false }
            if isNameStart(c) { return true }
            if c == "-", let d = at(j + 1) { return isNameStart(d) || d == "-" }
            return false
        }
        func name(_ j: inout Int) -> String {
            var s = ""
            while let c = at(j), isName(c) { s.append(c); j += 1 }
            return s
        }
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { space = true; i += 1; continue }
            let begin = i
            let kind: CSSToken.Kind
            if startsNumber(i) {
                var digits = ""
                if c == "+" || c == "-" { digits.append(c); i += 1 }
                while let d = at(i), d.isASCII, d.isNumber { digits.append(d); i += 1 }
                if at(i) == ".", let d = at(i + 1), d.isASCII, d.isNumber {
                    digits.append("."); i += 1
                    while let d = at(i), d.isASCII, d.isNumber { digits.append(d); i += 1 }
                }
                if let e = at(i), e == "e" || e == "E" {
                    var j = i + 1
                    var exponent = "e"
                    if let sign = at(j), sign == "+" || sign == "-" { exponent.append(sign); j += 1 }
                    if let d = at(j), d.isASCII, d.isNumber {
                        while let d = at(j), d.isASCII, d.isNumber { exponent.append(d); j += 1 }
                        digits += exponent
                        i = j
                    }
                }
                guard let value = Double(digits.hasPrefix("+") ? String(digits.dropFirst()) : digits), value.isFinite else {
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
                default: kind = .delim(c)
                }
            }
            out.append(CSSToken(kind: kind, column: begin + 1, text: String(chars[begin..<i]), afterSpace: space))
            space = false
        }
        return out
    }
}
