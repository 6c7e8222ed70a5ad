/// A tiny scanner for color strings: identifiers, numbers with units, and function argument lists.
struct Scanner {
    let text: String
    let chars: [Character]
    var index = 0

    init(_ text: String) {
        self.text = text
        self.chars = Array(text)
    }

    var peek: Character? { index < chars.count ? chars[index] : nil }
    mutating func advance() { index += 1 }
    mutating func skipSpaces() { while let c = peek, c.isWhitespace { advance() } }

    func error(_ reason: String, at column: Int? = nil) -> ColorParseError {
        ColorParseError(input: text, column: column ?? index + 1, reason: reason)
    }

    mutating func identifier() -> String {
        var out = ""
        while let c = peek, c.isLetter || c.isNumber || c == "-" || c == "_" {
            out.append(c)
            advance()
        }
        return out
    }

    /// A number with an optional unit (`%`, `deg`, …), as written.
    struct Argument {
        var value: Double
        var unit: String
        var text: String
        var column: Int
    }

    struct Arguments {
        var channels: [Argument]
        var alpha: Argument?
        var start: Int
    }

    /// Parses `a, b, c[, d])` or `a b c [/ d])` after the opening parenthesis, including the closing one.
    mutating func arguments() throws(ColorParseError) -> Arguments {
        let start = index + 1
        var items: [Argument] = []
        var alpha: Argument?
        var sawComma = false, sawSlash = false
        while true {
            skipSpaces()
            guard let c = peek else { throw error("missing ')'") }
            if c == ")" { advance(); break }
            if c == "," {
                if items.isEmpty || sawSlash { throw error("unexpected ','") }
                sawComma = true
                advance()
                continue
            }
            if c == "/" {
                if sawSlash || sawComma || items.count != 3 { throw error("unexpected '/'") }
                sawSlash = true
                advance()
                continue
            }
            let arg = try number()
            if sawSlash {
                if alpha != nil { throw error("too many values after '/'", at: arg.column) }
                alpha = arg
            } else {
                items.append(arg)
            }
        }
        if !sawSlash && items.count == 4 { alpha = items.removeLast() }
        if items.count > 3 { throw error("too many components (\(items.count))", at: items[3].column) }
        return Arguments(channels: items, alpha: alpha, start: start)
    }

    mutating func number() throws(ColorParseError) -> Argument {
        let begin = index
        var digits = ""
        if let c = peek, c == "+" || c == "-" { digits.append(c); advance() }
        while let c = peek, c.isASCII, c.isNumber || c == "." || c == "e" || c == "E" {
            // an exponent sign: 1e-3
            digits.append(c)
            advance()
            if (c == "e" || c == "E"), let sign = peek, sign == "-" || sign == "+" { digits.append(sign); advance() }
        }
        guard let value = Double(digits), value.isFinite else {
            let found = peek.map { "'\($0)'" } ?? "the end"
            throw error(digits.isEmpty ? "expected a number, found \(found)" : "'\(digits)' is not a number", at: begin + 1)
        }
        var unit = ""
        while let c = peek, c == "%" || c.isLetter { unit.append(c); advance() }
        return Argument(value: value, unit: unit.lowercased(), text: String(chars[begin..<index]), column: begin + 1)
    }
}
