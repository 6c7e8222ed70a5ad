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

/// Parses CSS text into `CSSNode`s. Never fails: problems (unclosed block, comment or string, stray `}`, `--name`
/// without `: value`, custom property outside a rule, nesting deeper than `maximumDepth`, a control character) are
/// collected with their line, and parsing goes on the way browsers recover. A control character (C0 other than
/// tab, line feed, form feed and carriage return; DEL) has no place in a style sheet and usually means a terminal
/// escape sequence or binary junk: the statement holding it is reported (naming the custom property when it is one)
/// and skipped up to the next `;` or `}`, so nothing after it is swallowed silently. Linear time; recursion only per nested block, bounded by `maximumDepth`.
struct CSSParser {
    static let maximumDepth = 256

    struct Problem: Equatable {
        var line: Int
        var message: String
    }

    let bytes: [UInt8]
    var index = 0
    /// The 1-based line of `bytes[index]`.
    var line = 1
    var problems: [Problem] = []

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) -> (nodes: [CSSNode], problems: [Problem]) {
        var parser = CSSParser(text)
        let nodes = parser.block(depth: 0, openedAt: nil)
        return (nodes, parser.problems)
    }

    /// Whether `text` holds `--name` followed (after spaces) by `:`, outside parentheses: a custom property
    /// definition written where it cannot be one. `var(--x)` does not count.
    static func namesCustomPropertyBeforeColon(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var depth = 0, i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            case UInt8(ascii: "-") where depth == 0 && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "-"):
                var j = i + 2
                while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
                var k = j
                while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D {
                    k += 1
                }
                if j > i + 2, k < bytes.count, bytes[k] == UInt8(ascii: ":") { return true }
                i = j
                continue
            default: break
            }
            i += 1
        }
        return false
    }

    // MARK: blocks

    /// Statements and rules up to the `}` closing this block (consumed) or the end of the text.
    private mutating func block(depth: Int, openedAt: Int?) -> [CSSNode] {
        var nodes: [CSSNode] = []
        while true {
            skipTrivia()
            guard let c = peek else {
                if let openedAt {
                    problems.append(
                        Problem(line: openedAt, message: "unclosed block: '{' on this line has no matching '}'"))
                }
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
                if let end, Self.isControl(end) {
                    skipStatement(withControl: end, in: "'@\(name) \(Self.shown(prelude))'")
                } else if end == UInt8(ascii: "{") {
                    advance()
                    nodes.append(
                        .atRule(
                            name: name, prelude: prelude, line: start, children: nested(depth: depth, openedAt: start)))
                } else {
                    if end == UInt8(ascii: ";") { advance() }
                    // A stray `@` before a custom property (`@--brand: #f00`, `@ --x: red`) makes an at-rule that
                    // browsers drop: said, since the color in it is lost.
                    let written = "'@\(name)\(name.isEmpty || prelude.hasPrefix(":") ? "" : " ")\(Self.shown(prelude))'"
                    if name.isEmpty {
                        problems.append(
                            Problem(
                                line: start, message: "'@' without an at-rule name (\(written)); browsers ignore it"))
                    } else if name.hasPrefix("--") || Self.namesCustomPropertyBeforeColon(prelude) {
                        problems.append(
                            Problem(
                                line: start,
                                message:
                                    "\(written) is an at-rule, not a custom property declaration; browsers ignore it"))
                    }
                    nodes.append(.atRule(name: name, prelude: prelude, line: start, children: nil))
                }
            default:
                if startsCustomProperty() {
                    let name = identifier()
                    skipTrivia()
                    advance() // ':'
                    let (value, end) = component(stopAtBrace: false)
                    if let end, Self.isControl(end) {
                        skipStatement(withControl: end, in: "custom property \(name)", part: "value")
                        continue
                    }
                    if end == UInt8(ascii: ";") { advance() }
                    if openedAt == nil {
                        problems.append(
                            Problem(
                                line: start, message: "custom property \(name) outside any rule; browsers ignore it"))
                    } else {
                        nodes.append(.customProperty(name: name, value: value, line: start))
                    }
                    continue
                }
                let (prelude, end) = component(stopAtBrace: true)
                if let end, Self.isControl(end) {
                    let customProperty =
                        prelude.hasPrefix("--") && prelude.dropFirst(2).utf8.allSatisfy(Self.isNameByte)
                    skipStatement(
                        withControl: end,
                        in: customProperty
                            ? "custom property \(prelude)"
                            : prelude.isEmpty ? "a statement" : "'\(Self.shown(prelude))'",
                        part: customProperty ? "name" : nil)
                    continue
                }
                if end == UInt8(ascii: "{") {
                    advance()
                    nodes.append(.rule(prelude: prelude, line: start, children: nested(depth: depth, openedAt: start)))
                    continue
                }
                if end == UInt8(ascii: ";") { advance() }
                // An ordinary declaration (`color: red`) is not palette content; one that names a custom property
                // before its colon but is not `--name: value` (`x--name: v`, `:root--name: v`, a lost `{`) is
                // broken, and browsers drop it.
                let head = prelude.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if head.contains("--") || Self.namesCustomPropertyBeforeColon(prelude) {
                    problems.append(
                        Problem(
                            line: start,
                            message:
                                "malformed custom property declaration '\(Self.shown(prelude))': expected --name: value"
                        ))
                }
            }
        }
    }

    /// After a control character that ended a component: reports it (`what` names the statement, `part` the part
    /// of a custom property it is in) and skips to the next `;` (consumed) or `}` (left for the block), ignoring
    /// brackets and strings, whose nesting junk cannot be trusted.
    private mutating func skipStatement(withControl control: UInt8, in what: String, part: String? = nil) {
        let hex = String(control, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        let place = part.map { " in its \($0)" } ?? ""
        problems.append(Problem(line: line, message: "control character \(code) in \(what)\(place); not read"))
        while let c = peek, c != UInt8(ascii: ";"), c != UInt8(ascii: "}") { advance() }
        if peek == UInt8(ascii: ";") { advance() }
    }

    /// The block after a `{`, or, past `maximumDepth`, nothing (with a problem) and the block skipped unparsed.
    private mutating func nested(depth: Int, openedAt: Int) -> [CSSNode] {
        if depth + 1 < Self.maximumDepth { return block(depth: depth + 1, openedAt: openedAt) }
        problems.append(
            Problem(
                line: openedAt,
                message: "blocks nested deeper than \(Self.maximumDepth) levels; the rest of this block is not read"))
        var open = 1
        while open > 0, let c = peek {
            if skipCommentOrString() != nil { continue }
            if c == UInt8(ascii: "{") { open += 1 } else if c == UInt8(ascii: "}") { open -= 1 }
            advance()
        }
        if open > 0 {
            problems.append(Problem(line: openedAt, message: "unclosed block: '{' on this line has no matching '}'"))
        }
        return []
    }
}
