/// A hand-written lexer for Swift source, after The Swift Programming Language, "Lexical Structure".
///
/// Handles line and nested block comments; string literals (single-line, multi-line `"""` with indentation
/// stripping, raw `#"…"#` with any number of `#`, escapes and `\( )` interpolation); numeric literals with `_`
/// separators in decimal, hex (`0x9E`, hex floats `0x1.8p3`), binary and octal; identifiers incl. backquoted and
/// `$0`; operators; `#`-words; and compiler-control directives, where every branch of `#if`/`#elseif`/`#else` is
/// lexed and its tokens marked with the branch (`SwiftToken.condition`). It is not a compiler: malformed input
/// yields errors with positions and lexing goes on.
public struct SwiftLexer {
    public private(set) var tokens: [SwiftToken] = []
    public private(set) var errors: [SwiftSyntaxError] = []

    private let s: [Unicode.Scalar]
    private var i = 0
    private var line = 1
    private var column = 1
    private var atLineStart = true
    private var spaceBefore = true
    private var branches: [ConditionalBranch] = []
    private var blockCount = 0
    /// Open brackets not yet closed, for the unbalanced-bracket errors a truncated file produces.
    private var openBrackets: [(Unicode.Scalar, Int, Int)] = []
    /// The line's first unexpected character, its error and how many more followed it (`unexpected`).
    private var unexpectedOnLine: (line: Int, errorIndex: Int, first: Unicode.Scalar, more: Int)?

    /// Lexes `source` whole.
    public static func tokenize(_ source: String) -> (tokens: [SwiftToken], errors: [SwiftSyntaxError]) {
        var lexer = SwiftLexer(source)
        lexer.run()
        return (lexer.tokens, lexer.errors)
    }

    init(_ source: String) { s = Array(source.unicodeScalars) }

    private func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }

    private mutating func advance() {
        if s[i] == "\n" { line += 1; column = 1 } else { column += 1 }
        i += 1
    }

    private mutating func advance(_ n: Int) { for _ in 0..<n where i < s.count { advance() } }

    private mutating func emit(
        _ kind: SwiftToken.Kind, _ text: String, line: Int, column: Int, number: Double? = nil,
        interpolated: Bool = false
    ) {
        tokens.append(
            SwiftToken(
                kind: kind, text: text, line: line, column: column, number: number, isInterpolated: interpolated,
                startsLine: atLineStart, spaceBefore: spaceBefore, condition: branches))
        atLineStart = false
        spaceBefore = false
    }

    private mutating func error(_ message: String, line: Int, column: Int) {
        errors.append(SwiftSyntaxError(line: line, column: column, message: message))
    }

    /// The first unexpected character of a line is an error; the others on that line are counted into it (a run of
    /// binary junk is one message per line, not one per byte).
    private mutating func unexpected(_ c: Unicode.Scalar, line: Int, column: Int) {
        if let last = unexpectedOnLine, last.line == line, last.errorIndex == errors.count - 1 {
            unexpectedOnLine?.more += 1
            errors[last.errorIndex].message =
                "unexpected character '\(last.first)' (and \(last.more + 1) more on this line)"
            return
        }
        error("unexpected character '\(c)'", line: line, column: column)
        unexpectedOnLine = (line, errors.count - 1, c, 0)
    }

    mutating func run() {
        while let c = peek() {
            let l = line, col = column
            switch c {
            case "\n": atLineStart = true; spaceBefore = true; advance()
            case " ", "\t", "\r", "\u{0B}", "\u{0C}": spaceBefore = true; advance()
            case "/" where peek(1) == "/": spaceBefore = true; skipLineComment()
            case "/" where peek(1) == "*": spaceBefore = true; skipBlockComment()
            case "\"": lexString(hashes: 0)
            case "#":
                var n = 0
                while peek(n) == "#" { n += 1 }
                if peek(n) == "\"" { lexString(hashes: n); break }
                if let next = peek(1), Self.isIdentifierStart(next) {
                    advance()
                    let word = "#" + identifierText()
                    if ["#if", "#elseif", "#else", "#endif"].contains(word) {
                        directive(word, line: l, column: col)
                    } else {
                        emit(.pound, word, line: l, column: col)
                    }
                } else {
                    advance()
                    emit(.punctuation, "#", line: l, column: col)
                }
            case "`":
                advance()
                var name = ""
                while let d = peek(), d != "`", d != "\n" { name.unicodeScalars.append(d); advance() }
                if peek() == "`" {
                    advance()
                } else {
                    error("unterminated backquoted identifier", line: l, column: col)
                }
                if name.isEmpty {
                    error("empty backquoted identifier", line: l, column: col)
                } else {
                    emit(.identifier, name, line: l, column: col)
                }
            case "0"..."9": lexNumber()
            case "(", ")", "[", "]", "{", "}", ",", ":", ";", "@", "\\":
                advance()
                trackBracket(c, line: l, column: col)
                emit(.punctuation, String(c), line: l, column: col)
            case ".":
                if peek(1) == "." { lexOperator() } else { advance(); emit(.punctuation, ".", line: l, column: col) }
            default:
                if Self.isIdentifierStart(c) || c == "$" {
                    emit(.identifier, identifierText(), line: l, column: col)
                } else if Self.isOperatorCharacter(c) {
                    lexOperator()
                } else {
                    advance()
                    unexpected(c, line: l, column: col)
                }
            }
        }
        if !branches.isEmpty { error("#if without #endif", line: line, column: column) }
        if let (open, l, col) = openBrackets.first { error("'\(open)' is never closed", line: l, column: col) }
    }

    /// Keeps the stack of open brackets; a closing bracket without its opener is an error. (`#if` branches may
    /// each open a brace the other closes; only the file as a whole is checked at the end.)
    private mutating func trackBracket(_ c: Unicode.Scalar, line l: Int, column col: Int) {
        switch c {
        case "(", "[", "{": openBrackets.append((c, l, col))
        case ")", "]", "}":
            if openBrackets.isEmpty {
                error("'\(c)' without an opening bracket", line: l, column: col)
            } else {
                openBrackets.removeLast()
            }
        default: break
        }
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value > 0x7F && !c.properties.isWhitespace
    }

    static func isIdentifierCharacter(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || (c >= "0" && c <= "9") }

    static func isOperatorCharacter(_ c: Unicode.Scalar) -> Bool { "/=-+!*%<>&|^~?".unicodeScalars.contains(c) }

    private mutating func identifierText() -> String {
        var text = ""
        if peek() == "$" { text = "$"; advance() }
        while let c = peek(), Self.isIdentifierCharacter(c) { text.unicodeScalars.append(c); advance() }
        return text
    }

    private mutating func skipLineComment() {
        while let c = peek(), c != "\n" { _ = c; advance() }
    }

    private mutating func skipBlockComment() {
        let l = line, col = column
        var depth = 0
        while i < s.count {
            if peek() == "/" && peek(1) == "*" {
                depth += 1; advance(2)
            } else if peek() == "*" && peek(1) == "/" {
                depth -= 1; advance(2); if depth == 0 { return }
            } else {
                advance()
            }
        }
        error("unterminated block comment", line: l, column: col)
    }

    private mutating func lexOperator() {
        let l = line, col = column
        var text = ""
        let dotted = peek() == "."
        while let c = peek() {
            if c == "/" && (peek(1) == "/" || peek(1) == "*") { break }
            let fits = dotted ? (c == "." || Self.isOperatorCharacter(c)) : Self.isOperatorCharacter(c)
            guard fits else { break }
            // `?` and `!` stand alone (optional chaining, force unwrap) unless part of `!=`, `!==`, `??`, `?=`.
            if (c == "?" || c == "!") && !text.isEmpty && !(text == "!" && c == "=") && !(text == "?" && c == "?") {
                break
            }
            text.unicodeScalars.append(c)
            advance()
            if (c == "?" || c == "!") && text.count == 1 && peek() != "=" && !(c == "?" && peek() == "?") { break }
        }
        emit(.operator, text, line: l, column: col)
    }

    // MARK: Numbers

    private mutating func lexNumber() {
        let l = line, col = column
        var text = ""
        func take(_ me: inout SwiftLexer, while accept: (Unicode.Scalar) -> Bool) -> String {
            var out = ""
            while let c = me.peek(), accept(c) || c == "_" {
                if c != "_" { out.unicodeScalars.append(c) }
                text.unicodeScalars.append(c)
                me.advance()
            }
            return out
        }
        let isHexDigit: (Unicode.Scalar) -> Bool = {
            ($0 >= "0" && $0 <= "9") || ($0 >= "a" && $0 <= "f") || ($0 >= "A" && $0 <= "F")
        }
        let isDigit: (Unicode.Scalar) -> Bool = { $0 >= "0" && $0 <= "9" }
        var value: Double?
        if peek() == "0", let p = peek(1), p == "x" || p == "b" || p == "o" {
            text = "0" + String(p)
            advance(2)
            switch p {
            case "x":
                let intPart = take(&self, while: isHexDigit)
                var mantissa = Double(UInt64(intPart, radix: 16) ?? 0)
                if intPart.count > 15 {
                    mantissa = intPart.unicodeScalars.reduce(0) { $0 * 16 + Double(Int(String($1), radix: 16)!) }
                }
                if peek() == ".", let d = peek(1), isHexDigit(d) {
                    text += "."; advance()
                    var scale = 1.0 / 16
                    for digit in take(&self, while: isHexDigit).unicodeScalars {
                        mantissa += Double(Int(String(digit), radix: 16)!) * scale
                        scale /= 16
                    }
                }
                if let e = peek(), e == "p" || e == "P" {
                    text.unicodeScalars.append(e); advance()
                    var sign = 1.0
                    if let sg = peek(), sg == "-" || sg == "+" {
                        if sg == "-" { sign = -1 }; text.unicodeScalars.append(sg); advance()
                    }
                    let exp = Double(take(&self, while: isDigit)) ?? 0
                    mantissa *= pow2(sign * exp)
                }
                value = intPart.isEmpty ? nil : mantissa
            case "b": value = UInt64(take(&self, while: { $0 == "0" || $0 == "1" }), radix: 2).map { Double($0) }
            default: value = UInt64(take(&self, while: { $0 >= "0" && $0 <= "7" }), radix: 8).map { Double($0) }
            }
        } else {
            var digits = take(&self, while: isDigit)
            if peek() == ".", let d = peek(1), isDigit(d) {
                text += "."; advance()
                digits += "." + take(&self, while: isDigit)
            }
            if let e = peek(), e == "e" || e == "E" {
                text.unicodeScalars.append(e); advance()
                digits += "e"
                if let sg = peek(), sg == "-" || sg == "+" {
                    text.unicodeScalars.append(sg); digits.unicodeScalars.append(sg); advance()
                }
                digits += take(&self, while: isDigit)
            }
            value = Double(digits)
        }
        // A literal running into letters (`0xZZ`, `12abc`) is malformed.
        if let c = peek(), Self.isIdentifierCharacter(c) {
            while let c = peek(), Self.isIdentifierCharacter(c) { text.unicodeScalars.append(c); advance() }
            value = nil
        }
        if value == nil { error("malformed number literal '\(text)'", line: l, column: col) }
        emit(.number, text, line: l, column: col, number: value)
    }

    private func pow2(_ e: Double) -> Double {
        var r = 1.0
        if e >= 0 { for _ in 0..<Int(e) { r *= 2 } } else { for _ in 0..<Int(-e) { r /= 2 } }
        return r
    }

    // MARK: Strings

    /// A string literal starting at `hashes` `#`s then `"` or `"""`.
    private mutating func lexString(hashes: Int) {
        let l = line, col = column
        advance(hashes)
        let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
        advance(multiline ? 3 : 1)
        let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
        let closingScalars = Array(closing.unicodeScalars)
        let escape = "\\" + String(repeating: "#", count: hashes)
        let escapeScalars = Array(escape.unicodeScalars)
        var text = ""
        var interpolated = false
        var closingIndent = 0
        func matches(_ me: SwiftLexer, _ pattern: [Unicode.Scalar]) -> Bool {
            for (k, p) in pattern.enumerated() where me.peek(k) != p { return false }
            return true
        }
        while true {
            guard let c = peek() else { error("unterminated string literal", line: l, column: col); break }
            if !multiline && c == "\n" { error("unterminated string literal", line: l, column: col); break }
            if matches(self, closingScalars) {
                if multiline {
                    // Indentation of the closing delimiter's line is stripped from every line.
                    var k = text.unicodeScalars.count
                    let scalars = Array(text.unicodeScalars)
                    while k > 0 && (scalars[k - 1] == " " || scalars[k - 1] == "\t") { k -= 1 }
                    closingIndent = scalars.count - k
                    // The line break before the closing delimiter is not part of the string.
                    if k > 0 && scalars[k - 1] == "\n" { k -= 1 }
                    text = String(String.UnicodeScalarView(scalars[..<k]))
                }
                advance(closingScalars.count)
                break
            }
            if matches(self, escapeScalars) {
                advance(escapeScalars.count)
                guard let e = peek() else { continue }
                switch e {
                case "n": text += "\n"; advance()
                case "t": text += "\t"; advance()
                case "r": text += "\r"; advance()
                case "0": text += "\0"; advance()
                case "\\", "\"", "'": text.unicodeScalars.append(e); advance()
                case "u":
                    advance()
                    var hex = ""
                    if peek() == "{" {
                        advance()
                        while let h = peek(), h != "}", h != "\n" { hex.unicodeScalars.append(h); advance() }
                        if peek() == "}" { advance() }
                    }
                    if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) {
                        text.unicodeScalars.append(u)
                    } else {
                        error("invalid unicode escape", line: line, column: column)
                    }
                case "(":
                    interpolated = true
                    text += "\\("
                    advance()
                    text += skipInterpolation()
                case "\n" where multiline: advance() // line continuation
                default: error("invalid escape '\\\(e)'", line: line, column: column); advance()
                }
                continue
            }
            text.unicodeScalars.append(c)
            advance()
        }
        if multiline {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
            text = lines.map {
                String($0.dropFirst(min(closingIndent, $0.prefix(while: { $0 == " " || $0 == "\t" }).count)))
            }
            .joined(separator: "\n")
        }
        emit(.string, text, line: l, column: col, interpolated: interpolated)
    }

    /// The source of an interpolation after `\(`, through its closing `)`, skipping nested parentheses and strings.
    private mutating func skipInterpolation() -> String {
        var depth = 1
        var out = ""
        while let c = peek() {
            if c == "\"" {
                let start = i
                lexString(hashes: 0)
                let inner = tokens.removeLast()
                out += String(String.UnicodeScalarView(s[start..<i]))
                _ = inner
                continue
            }
            out.unicodeScalars.append(c)
            advance()
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1; if depth == 0 { return out } }
        }
        return out
    }

    // MARK: Directives

    private mutating func directive(_ word: String, line l: Int, column col: Int) {
        var rest = ""
        while let c = peek(), c != "\n" {
            if c == "/" && (peek(1) == "/" || peek(1) == "*") { break }
            rest.unicodeScalars.append(c)
            advance()
        }
        skipLineComment()
        let condition = rest.trimmingSpaces
        switch word {
        case "#if":
            blockCount += 1
            branches.append(ConditionalBranch(block: blockCount, index: 0, condition: condition))
        case "#elseif", "#else":
            guard let last = branches.popLast() else { error("\(word) without #if", line: l, column: col); return }
            branches.append(
                ConditionalBranch(
                    block: last.block, index: last.index + 1, condition: word == "#else" ? "else" : condition))
        default:
            if branches.popLast() == nil { error("#endif without #if", line: l, column: col) }
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let f = scalars.first, f == " " || f == "\t" || f == "\r" { scalars.removeFirst() }
        while let f = scalars.last, f == " " || f == "\t" || f == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
