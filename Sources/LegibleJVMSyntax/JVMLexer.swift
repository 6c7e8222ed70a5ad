/// Splits Kotlin or Java source into `JVMToken`s.
///
/// Kotlin block comments nest (`/* a /* b */ c */`), Java ones do not. Strings: Kotlin `"…"` with templates
/// (`$name`, `${expr}`, whose braces and nested strings are skipped as a whole), raw `"""…"""` strings, Java
/// `"…"` and text blocks `"""…"""`. Numbers keep their suffixes and underscores. An unterminated string or comment
/// ends at the end of the file and is reported in `problems` with its line; the lexer never fails.
public struct JVMLexer {
    /// Operators, longest first: the lexer takes the longest one that matches. `>` is always alone (the parser joins
    /// `> >` into a shift) so that `List<List<Int>>` closes two type argument lists.
    static let operators: [[UInt8]] = [
        ">>>=", "<<=", "===", "!==", "...", "..<", "?.", "?:", "!!", "::", "->", "..", "==", "!=", "<=", ">=", "&&",
        "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<",
    ].map { Array($0.utf8) }
    /// `operators` by their first byte, each list in the same order (longest first): a symbol is compared with the few
    /// operators that can start with it.
    static let operatorsByFirstByte: [[[UInt8]]] = {
        var table = Array(repeating: [[UInt8]](), count: 256)
        for op in operators { table[Int(op[0])].append(op) }
        return table
    }()

    public private(set) var tokens: [JVMToken] = []
    /// Unterminated strings, characters and comments, with their line.
    public private(set) var problems: [(line: Int, message: String)] = []

    private let bytes: [UInt8]
    private let language: JVMLanguage
    private var i = 0
    private var line = 1
    private var startsLine = true
    private var spaceBefore = false

    public static func tokenize(_ text: String, language: JVMLanguage) -> JVMLexer {
        var lexer = JVMLexer(bytes: Array(text.utf8), language: language)
        lexer.run()
        return lexer
    }

    private init(bytes: [UInt8], language: JVMLanguage) {
        self.bytes = bytes
        self.language = language
    }

    private func peek(_ offset: Int = 0) -> UInt8 { i + offset < bytes.count ? bytes[i + offset] : 0 }

    private static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24 || b >= 0x80
    }

    private static func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 0x30 && b <= 0x39) }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private mutating func emit(_ kind: JVMToken.Kind, _ text: String, line: Int, template: Bool = false) {
        tokens.append(
            JVMToken(
                kind: kind, text: text, line: line, startsLine: startsLine, spaceBefore: spaceBefore,
                isTemplate: template))
        startsLine = false
        spaceBefore = false
    }

    private func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }

    private mutating func run() {
        while i < bytes.count {
            let b = bytes[i]
            let (from, emitted) = (i, tokens.count)
            defer {
                for k in emitted..<tokens.count {
                    tokens[k].offset = from
                    tokens[k].end = i
                }
            }
            switch b {
            case 0x0A:
                line += 1
                i += 1
                startsLine = true
            case 0x20, 0x09, 0x0D, 0x0C:
                i += 1
                spaceBefore = true
            case 0x2F where peek(1) == 0x2F: // line comment
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                spaceBefore = true
            case 0x2F where peek(1) == 0x2A: // block comment
                blockComment()
            case 0x22:
                string()
            case 0x27:
                character()
            case 0x60: // `backticked name`
                let start = line
                i += 1
                let from = i
                while i < bytes.count, bytes[i] != 0x60, bytes[i] != 0x0A { i += 1 }
                emit(.identifier, text(from, i), line: start)
                if peek() == 0x60 { i += 1 } else { problems.append((start, "unterminated backticked name")) }
            case 0x40 where Self.isIdentifierStart(peek(1)):
                annotation()
            case _ where Self.isIdentifierStart(b):
                let from = i
                while i < bytes.count, Self.isIdentifierPart(bytes[i]) { i += 1 }
                emit(.identifier, text(from, i), line: line)
            case _ where Self.isDigit(b) || (b == 0x2E && Self.isDigit(peek(1))):
                number()
            default:
                symbol()
            }
        }
    }

    private mutating func blockComment() {
        let start = line
        var depth = 0
        repeat {
            // A Java comment does not nest: `/*` inside it is text (`/*/////*/` ends at its `*/`).
            if peek() == 0x2F, peek(1) == 0x2A, language == .kotlin || depth == 0 {
                depth += 1
                i += 2
            } else if peek() == 0x2A, peek(1) == 0x2F {
                depth -= 1
                i += 2
            } else {
                if bytes[i] == 0x0A {
                    line += 1
                    startsLine = true
                }
                i += 1
            }
        } while depth > 0 && i < bytes.count
        if depth > 0 { problems.append((start, "unterminated comment")) }
        spaceBefore = true
    }

    private mutating func annotation() {
        let start = line
        i += 1
        let from = i
        while i < bytes.count, Self.isIdentifierPart(bytes[i]) || bytes[i] == 0x2E { i += 1 }
        // A use-site target: `@file:JvmName`, `@get:Rule`.
        if peek() == 0x3A, Self.isIdentifierStart(peek(1)), language == .kotlin {
            i += 1
            while i < bytes.count, Self.isIdentifierPart(bytes[i]) || bytes[i] == 0x2E { i += 1 }
        }
        emit(.annotation, text(from, i), line: start)
    }

    private mutating func number() {
        let from = i
        if peek() == 0x30, peek(1) == 0x78 || peek(1) == 0x58 || peek(1) == 0x62 || peek(1) == 0x42 {
            i += 2
            while i < bytes.count, Self.isIdentifierPart(bytes[i]) { i += 1 } // hex digits, `_`, `L`/`u` suffixes
        } else {
            while i < bytes.count {
                let c = bytes[i]
                if Self.isDigit(c) || c == 0x5F {
                    i += 1
                } else if c == 0x2E, Self.isDigit(peek(1)) {
                    i += 1
                } else if c == 0x65 || c == 0x45 { // exponent
                    i += 1
                    if peek() == 0x2B || peek() == 0x2D { i += 1 }
                } else if Self.isIdentifierStart(c) { // L, f, F, d, D, u, U suffixes
                    i += 1
                } else {
                    break
                }
            }
        }
        emit(.number, text(from, i), line: line)
    }

    private mutating func character() {
        let start = line
        i += 1
        var value: [UInt8] = []
        while i < bytes.count, bytes[i] != 0x27, bytes[i] != 0x0A {
            if bytes[i] == 0x5C, i + 1 < bytes.count {
                value += [bytes[i], bytes[i + 1]]
                i += 2
            } else {
                value.append(bytes[i])
                i += 1
            }
        }
        if peek() == 0x27 { i += 1 } else { problems.append((start, "unterminated character literal")) }
        emit(.character, String(decoding: value, as: UTF8.self), line: start)
    }

    /// `"…"`, `"""…"""`; Kotlin templates skipped as a whole (`${map["key"]}` holds quotes).
    private mutating func string() {
        let start = line
        let raw = peek(1) == 0x22 && peek(2) == 0x22
        i += raw ? 3 : 1
        var value: [UInt8] = []
        var template = false
        while i < bytes.count {
            let c = bytes[i]
            if raw, c == 0x22, peek(1) == 0x22, peek(2) == 0x22 {
                i += 3
                while peek() == 0x22 { // `""""` ends with the last three quotes
                    value.append(0x22)
                    i += 1
                }
                emit(.string, String(decoding: value, as: UTF8.self), line: start, template: template)
                return
            }
            if !raw, c == 0x22 {
                i += 1
                emit(.string, String(decoding: value, as: UTF8.self), line: start, template: template)
                return
            }
            if !raw, c == 0x0A { break }
            if c == 0x0A { line += 1 }
            if c == 0x5C, !(raw && language == .kotlin), i + 1 < bytes.count {
                value.append(Self.unescape(bytes[i + 1]))
                i += 2
                continue
            }
            if language == .kotlin, c == 0x24, peek(1) == 0x7B {
                template = true
                let from = i
                skipTemplate()
                value += bytes[from..<i]
                continue
            }
            if language == .kotlin, c == 0x24, Self.isIdentifierStart(peek(1)) { template = true }
            value.append(c)
            i += 1
        }
        problems.append((start, "unterminated string"))
        emit(.string, String(decoding: value, as: UTF8.self), line: start, template: template)
    }

    /// Skips `${ … }`, counting braces and skipping nested strings.
    private mutating func skipTemplate() {
        i += 2
        var depth = 1
        while i < bytes.count, depth > 0 {
            switch bytes[i] {
            case 0x7B: depth += 1
            case 0x7D: depth -= 1
            case 0x0A: line += 1
            case 0x22:
                let saved = (tokens.count, startsLine, spaceBefore)
                string()
                tokens.removeSubrange(saved.0...)
                (startsLine, spaceBefore) = (saved.1, saved.2)
                continue
            default: break
            }
            i += 1
        }
    }

    private static func unescape(_ b: UInt8) -> UInt8 {
        switch b {
        case 0x6E: 0x0A
        case 0x74: 0x09
        case 0x72: 0x0D
        default: b
        }
    }

    /// Whether the bytes at `i` are `op`.
    private func matches(_ op: [UInt8]) -> Bool {
        guard bytes.count - i >= op.count else { return false }
        for k in 0..<op.count where bytes[i + k] != op[k] { return false }
        return true
    }

    private mutating func symbol() {
        for op in Self.operatorsByFirstByte[Int(bytes[i])] where matches(op) {
            i += op.count
            emit(.symbol, String(decoding: op, as: UTF8.self), line: line)
            return
        }
        let start = i
        // One scalar: a byte of ASCII, or a whole UTF-8 sequence.
        i += 1
        while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
        emit(.symbol, text(start, i), line: line)
    }
}
