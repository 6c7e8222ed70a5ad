/// The character level of `CSSParser`: components (values, preludes) with nesting, comments, strings and escapes,
/// and line counting.
extension CSSParser {
    // MARK: components

    /// Text up to `;`, `}` (or `{` when `stopAtBrace`) outside parentheses, brackets, strings and comments, or up
    /// to a control character anywhere outside comments and strings; the terminator is not consumed (nil at the end
    /// of the text). Comments become a space. With `stopAtBrace` false
    /// (custom property values), `{…}` blocks are part of the value.
    mutating func component(stopAtBrace: Bool) -> (String, UInt8?) {
        var text: [UInt8] = []
        var closers: [(closer: UInt8, line: Int, offset: Int)] = []
        // The first `;` inside parentheses or brackets, and the opener it is inside: where a missing `)` makes the
        // value run on.
        var swallowed: (offset: Int, stillOpenAtLine: Int, openerLine: Int, opener: UInt8)?
        defer { if let swallowed { reportSwallowedDeclarations(text, swallowed) } }
        while let c = peek {
            if Self.isControl(c) { return (Self.trimmed(text), c) }
            if closers.isEmpty
                && (c == UInt8(ascii: ";") || c == UInt8(ascii: "}") || (stopAtBrace && c == UInt8(ascii: "{")))
            {
                return (Self.trimmed(text), c)
            }
            if c == UInt8(ascii: "/") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "\\") {
                if let piece = skipCommentOrString() { text += piece; continue }
            }
            switch c {
            case UInt8(ascii: "("): closers.append((UInt8(ascii: ")"), line, text.count))
            case UInt8(ascii: "["): closers.append((UInt8(ascii: "]"), line, text.count))
            case UInt8(ascii: "{"): closers.append((UInt8(ascii: "}"), line, text.count))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if closers.last?.closer == c { closers.removeLast() }
            case UInt8(ascii: ";"), UInt8(ascii: "\n"):
                // A `;`, or a line starting with `--name:`, inside an open `(` or `[`.
                if swallowed == nil, let open = closers.last, open.closer != UInt8(ascii: "}"),
                    c == UInt8(ascii: ";") || startsCustomProperty(after: 1)
                {
                    swallowed = (
                        open.offset, line, open.line,
                        open.closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
                    )
                }
            default: break
            }
            text.append(c)
            advance()
        }
        if let last = closers.last {
            problems.append(
                Problem(
                    line: line, message: "unexpected end of file: missing '\(Character(Unicode.Scalar(last.closer)))'"))
        }
        return (Self.trimmed(text), nil)
    }

    /// A `(` or `[` left open over a `;` makes CSS read on to the next closer: custom properties written after the
    /// opener are then part of this value, not declarations (browsers agree), which would drop them without a word.
    /// An error at the opener names them. A `;` with no `--name:` around it (`url(data:image/png;base64,…)`) is fine,
    /// and so is `var(--name…`, a reference.
    /// Where a swallowed `--name:` could start: after the opener, `;`, `,` or white space.
    static let declarationBoundaries: Set<UInt8> = [
        UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D,
    ]

    mutating func reportSwallowedDeclarations(
        _ text: [UInt8], _ at: (offset: Int, stillOpenAtLine: Int, openerLine: Int, opener: UInt8)
    ) {
        var names: [String] = []
        var i = at.offset
        while i < text.count {
            guard Self.declarationBoundaries.contains(text[i]) else { i += 1; continue }
            if text[i] == UInt8(ascii: "("), i >= 3, text[(i - 3)..<i].elementsEqual("var".utf8) { i += 1; continue }
            var j = i + 1
            while j < text.count, text[j] == 0x20 || text[j] == 0x09 || text[j] == 0x0A || text[j] == 0x0D { j += 1 }
            guard j + 1 < text.count, text[j] == UInt8(ascii: "-"), text[j + 1] == UInt8(ascii: "-") else {
                i = j; continue
            }
            var k = j + 2
            while k < text.count, Self.isNameByte(text[k]) { k += 1 }
            var colon = k
            while colon < text.count, text[colon] == 0x20 || text[colon] == 0x09 { colon += 1 }
            if colon < text.count, text[colon] == UInt8(ascii: ":"), k > j + 2 {
                names.append(String(decoding: text[j..<k], as: UTF8.self))
            }
            i = k
        }
        guard !names.isEmpty else { return }
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        let opener = Character(Unicode.Scalar(at.opener))
        problems.append(
            Problem(
                line: at.openerLine,
                message: "'\(opener)' is still open at the end of line \(at.stillOpenAtLine), so the value runs on "
                    + "to line \(line) and the \(names.count) custom propert\(names.count == 1 ? "y" : "ies") in it (\(shown)) \(names.count == 1 ? "is" : "are") "
                    + "not declarations; browsers ignore \(names.count == 1 ? "it" : "them") too"))
    }

    /// At `/*`, a string or `\`: consumes it and returns its text (a comment as a space); otherwise nil.
    mutating func skipCommentOrString() -> [UInt8]? {
        guard let c = peek else { return nil }
        if c == UInt8(ascii: "/") {
            guard peek(1) == UInt8(ascii: "*") else { return nil }
            let start = line
            advance(); advance()
            while let d = peek, !(d == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
            if peek == nil { problems.append(Problem(line: start, message: "unclosed comment")); return [] }
            advance(); advance()
            return [UInt8(ascii: " ")]
        }
        if c == UInt8(ascii: "\\") {
            var piece = [c]
            advance()
            if let d = peek { piece.append(d); advance() }
            return piece
        }
        guard c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") else { return nil }
        var piece = [c]
        let start = line
        advance()
        while let d = peek {
            if d == UInt8(ascii: "\n") {
                problems.append(Problem(line: start, message: "unclosed string"))
                return piece
            }
            piece.append(d)
            advance()
            if d == c { return piece }
            if d == UInt8(ascii: "\\"), let e = peek { piece.append(e); advance() }
        }
        problems.append(Problem(line: start, message: "unclosed string"))
        return piece
    }

    // MARK: characters

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    mutating func advance() {
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    /// Whitespace, comments and the HTML-comment tokens `<!--` / `-->`.
    mutating func skipTrivia() {
        while let c = peek {
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
                || c == 0x0C
            {
                advance()
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                _ = skipCommentOrString()
            } else if bytes[index...].starts(with: Array("<!--".utf8))
                || bytes[index...].starts(with: Array("-->".utf8))
            {
                for _ in 0..<(c == UInt8(ascii: "<") ? 4 : 3) { advance() }
            } else {
                return
            }
        }
    }

    /// `--name` followed by optional whitespace and `:`, at the next byte (or `offset` bytes on, then past spaces).
    func startsCustomProperty(after offset: Int = 0) -> Bool {
        var start = index + offset
        if offset > 0 { while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 } }
        guard start + 2 < bytes.count, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: "-"),
            Self.isNameByte(bytes[start + 2])
        else { return false }
        var i = start + 2
        while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
        while i < bytes.count,
            bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "\n")
                || bytes[i] == UInt8(ascii: "\r")
        { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: ":")
    }

    mutating func identifier() -> String {
        var text: [UInt8] = []
        while let c = peek, Self.isNameByte(c) { text.append(c); advance() }
        return String(decoding: text, as: UTF8.self)
    }

    /// Name characters: ASCII letters, digits, `-`, `_`, and any non-ASCII byte.
    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x5F
            || c >= 0x80
    }

    /// C0 controls other than tab, line feed, form feed and carriage return, and DEL.
    static func isControl(_ c: UInt8) -> Bool {
        (c < 0x20 && c != 0x09 && c != 0x0A && c != 0x0C && c != 0x0D) || c == 0x7F
    }

    /// Text for a message: at most 40 characters, control characters visible (`String.withVisibleControlCharacters`).
    static func shown(_ text: String) -> String {
        let out = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))).withVisibleControlCharacters()
        return text.unicodeScalars.count > 40 ? out + "…" : out
    }

    static func trimmed(_ text: [UInt8]) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0x0C }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: text[first...last], as: UTF8.self)
    }
}
