/// A style sheet as blocks and statements, with the line of each (CSS Syntax Module Level 3, simplified to what a
/// palette needs): comments, strings (with escapes), nested blocks and `;` inside strings, parentheses or brackets.
indirect enum CSSNode: Equatable {
    /// `selector { … }`, nested rules included (CSS Nesting).
    case rule(prelude: String, line: Int, children: [CSSNode])
    /// `@media … { … }`, `@layer x;`, `@import url(…) …;` (`children` is nil for statements).
    case atRule(name: String, prelude: String, line: Int, children: [CSSNode]?)
    /// `--name: value` (custom properties only; other declarations are not palette content).
    case customProperty(name: String, value: String, line: Int)
}

/// Parses CSS text into `CSSNode`s. Never fails: problems (unclosed block, comment or string, stray `}`, custom
/// property outside a rule, nesting deeper than `maximumDepth`) are collected with their line, and parsing goes on
/// the way browsers recover. Linear time; recursion only per nested block, bounded by `maximumDepth`.
struct CSSParser {
    static let maximumDepth = 256

    struct Problem: Equatable {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private(set) var line = 1
    private(set) var problems: [Problem] = []

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) -> (nodes: [CSSNode], problems: [Problem]) {
        var parser = CSSParser(text)
        let nodes = parser.block(depth: 0, openedAt: nil)
        return (nodes, parser.problems)
    }

    // MARK: blocks

    /// Statements and rules up to the `}` closing this block (consumed) or the end of the text.
    private mutating func block(depth: Int, openedAt: Int?) -> [CSSNode] {
        var nodes: [CSSNode] = []
        while true {
            skipTrivia()
            guard let c = peek else {
                if let openedAt { problems.append(Problem(line: openedAt, message: "unclosed block: '{' on this line has no matching '}'")) }
                return nodes
            }
            let start = line
            switch c {
            case UInt8(ascii: "}"):
                advance()
                if openedAt != nil { return nodes }
                problems.append(Problem(line: start, message: "unexpected '}' with no open block"))
            case UInt8(ascii: ";"):
                advance()
            case UInt8(ascii: "@"):
                advance()
                let name = identifier().lowercased()
                let (prelude, end) = component(stopAtBrace: true)
                if end == UInt8(ascii: "{") {
                    advance()
                    nodes.append(.atRule(name: name, prelude: prelude, line: start, children: nested(depth: depth, openedAt: start)))
                } else {
                    if end == UInt8(ascii: ";") { advance() }
                    nodes.append(.atRule(name: name, prelude: prelude, line: start, children: nil))
                }
            default:
                if startsCustomProperty() {
                    let name = identifier()
                    skipTrivia()
                    advance() // ':'
                    let (value, end) = component(stopAtBrace: false)
                    if end == UInt8(ascii: ";") { advance() }
                    if openedAt == nil {
                        problems.append(Problem(line: start, message: "custom property \(name) outside any rule; browsers ignore it"))
                    } else {
                        nodes.append(.customProperty(name: name, value: value, line: start))
                    }
                    continue
                }
                let (prelude, end) = component(stopAtBrace: true)
                if end == UInt8(ascii: "{") {
                    advance()
                    nodes.append(.rule(prelude: prelude, line: start, children: nested(depth: depth, openedAt: start)))
                } else if end == UInt8(ascii: ";") {
                    advance() // an ordinary declaration (or junk): not palette content
                }
            }
        }
    }

    /// The block after a `{`, or, past `maximumDepth`, nothing (with a problem) and the block skipped unparsed.
    private mutating func nested(depth: Int, openedAt: Int) -> [CSSNode] {
        if depth + 1 < Self.maximumDepth { return block(depth: depth + 1, openedAt: openedAt) }
        problems.append(Problem(line: openedAt, message: "blocks nested deeper than \(Self.maximumDepth) levels; the rest of this block is not read"))
        var open = 1
        while open > 0, let c = peek {
            if skipCommentOrString() != nil { continue }
            if c == UInt8(ascii: "{") { open += 1 } else if c == UInt8(ascii: "}") { open -= 1 }
            advance()
        }
        if open > 0 { problems.append(Problem(line: openedAt, message: "unclosed block: '{' on this line has no matching '}'")) }
        return []
    }

    // MARK: components

    /// Text up to `;`, `}` (or `{` when `stopAtBrace`) outside parentheses, brackets, strings and comments; the
    /// terminator is not consumed (nil at the end of the text). Comments become a space. With `stopAtBrace` false
    /// (custom property values), `{…}` blocks are part of the value.
    private mutating func component(stopAtBrace: Bool) -> (String, UInt8?) {
        var text: [UInt8] = []
        var closers: [UInt8] = []
        while let c = peek {
            if closers.isEmpty && (c == UInt8(ascii: ";") || c == UInt8(ascii: "}") || (stopAtBrace && c == UInt8(ascii: "{"))) {
                return (Self.trimmed(text), c)
            }
            if c == UInt8(ascii: "/") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "\\") {
                if let piece = skipCommentOrString() { text += piece; continue }
            }
            switch c {
            case UInt8(ascii: "("): closers.append(UInt8(ascii: ")"))
            case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
            case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if closers.last == c { closers.removeLast() }
            default: break
            }
            text.append(c)
            advance()
        }
        if !closers.isEmpty { problems.append(Problem(line: line, message: "unexpected end of file: missing '\(Character(Unicode.Scalar(closers.last ?? 0)))'")) }
        return (Self.trimmed(text), nil)
    }

    /// At `/*`, a string or `\`: consumes it and returns its text (a comment as a space); otherwise nil.
    private mutating func skipCommentOrString() -> [UInt8]? {
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

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private mutating func advance() {
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    /// Whitespace, comments and the HTML-comment tokens `<!--` / `-->`.
    private mutating func skipTrivia() {
        while let c = peek {
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") || c == 0x0C {
                advance()
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                _ = skipCommentOrString()
            } else if bytes[index...].starts(with: Array("<!--".utf8)) || bytes[index...].starts(with: Array("-->".utf8)) {
                for _ in 0..<(c == UInt8(ascii: "<") ? 4 : 3) { advance() }
            } else {
                return
            }
        }
    }

    /// `--name` followed by optional whitespace and `:`.
    private func startsCustomProperty() -> Bool {
        guard peek == UInt8(ascii: "-"), peek(1) == UInt8(ascii: "-") else { return false }
        var i = index + 2
        while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: ":")
    }

    private mutating func identifier() -> String {
        var text: [UInt8] = []
        while let c = peek, Self.isNameByte(c) { text.append(c); advance() }
        return String(decoding: text, as: UTF8.self)
    }

    /// Name characters: ASCII letters, digits, `-`, `_`, and any non-ASCII byte.
    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x5F || c >= 0x80
    }

    static func trimmed(_ text: [UInt8]) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0x0C }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: text[first...last], as: UTF8.self)
    }
}
