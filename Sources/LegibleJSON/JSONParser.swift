/// A strict RFC 8259 JSON parser that records line numbers, limits nesting depth, and reports errors as
/// `line:column: message`. Foundation's JSONSerialization keeps no positions, which a linter needs.
///
/// With `dialect: .json5` it reads JSON5 (spec 1.0.0) as token files use it (GitHub Primer): `//` and `/* */`
/// comments, unquoted identifier keys, single-quoted strings (`\'` escape), trailing commas, and numbers with a
/// leading `+`, a leading or trailing `.`, or in hex (`0x1F`). `Infinity`, `NaN` and line continuations are not
/// read (a syntax error names them).
public struct JSONParser {
    /// Which syntax to accept.
    public enum Dialect: Sendable { case json, json5 }

    /// Deeper nesting is an error, not a stack overflow.
    public static let defaultMaximumDepth = 512

    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "invalid JSON: \(message) (line \(line), column \(column))" }
    }

    let bytes: [UInt8]
    let maximumDepth: Int
    var dialect: Dialect = .json
    var json5: Bool { dialect == .json5 }
    var index = 0
    var line = 1
    var lineStart = 0

    public static func parse(_ bytes: [UInt8], dialect: Dialect = .json, maximumDepth: Int = defaultMaximumDepth)
        throws(SyntaxError) -> JSONNode
    {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth, dialect: dialect)
        // A UTF-8 byte order mark is tolerated.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        try parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        try parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the top-level value")
        }
        return value
    }

    public static func parse(_ text: String, dialect: Dialect = .json, maximumDepth: Int = defaultMaximumDepth)
        throws(SyntaxError) -> JSONNode
    {
        try parse(Array(text.utf8), dialect: dialect, maximumDepth: maximumDepth)
    }

    func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16)
    }

    mutating func skipWhitespace() throws(SyntaxError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            case UInt8(ascii: "/") where json5 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where json5 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = error("unterminated block comment")
                index += 2
                while index + 1 < bytes.count
                    && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                    index += 1
                }
                guard index + 1 < bytes.count else { throw start }
                index += 2
            default: return
            }
        }
    }

    /// JSON5 identifier keys: ASCII letters, digits, `_` and `$`, not starting with a digit.
    static func isIdentifier(_ b: UInt8, first: Bool) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
            || (!first && b >= 0x30 && b <= 0x39)
    }

    mutating func parseIdentifier() -> String {
        let start = index
        while index < bytes.count && Self.isIdentifier(bytes[index], first: index == start) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), line: startLine)
        case UInt8(ascii: "'") where json5: return JSONNode(.string(try parseString()), line: startLine)
        case UInt8(ascii: "+") where json5: return try parseNumber()
        case UInt8(ascii: ".") where json5: return try parseNumber()
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    mutating func expectLiteral(_ word: String) throws(SyntaxError) {
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else { throw error("invalid literal, expected '\(word)'") }
            index += 1
        }
    }

    mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONNode {
        let (startLine, isEmpty) = try open(closedBy: UInt8(ascii: "}"), depth: depth)
        var members: [JSONMember] = []
        if isEmpty { return JSONNode(.object([]), line: startLine) }
        repeat {
            try skipWhitespace()
            let keyLine = line
            let key: String
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || (json5 && bytes[index] == UInt8(ascii: "'")) {
                key = try parseString()
            } else if json5, index < bytes.count, Self.isIdentifier(bytes[index], first: true) {
                key = parseIdentifier()
            } else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            try skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            try skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, line: keyLine, value: value))
        } while try !closes(UInt8(ascii: "}"))
        return JSONNode(.object(members), line: startLine)
    }

    mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONNode {
        let (startLine, isEmpty) = try open(closedBy: UInt8(ascii: "]"), depth: depth)
        var elements: [JSONNode] = []
        if isEmpty { return JSONNode(.array([]), line: startLine) }
        repeat {
            try skipWhitespace()
            elements.append(try parseValue(depth: depth))
        } while try !closes(UInt8(ascii: "]"))
        return JSONNode(.array(elements), line: startLine)
    }

    /// Past the `{` or `[` at `index`, `depth` containers deep: the line it is on, and whether the container is empty
    /// (its `closer` found and consumed).
    mutating func open(closedBy closer: UInt8, depth: Int) throws(SyntaxError) -> (line: Int, isEmpty: Bool) {
        if depth > maximumDepth { throw error("nesting deeper than \(maximumDepth) levels") }
        let startLine = line
        index += 1
        try skipWhitespace()
        guard index < bytes.count, bytes[index] == closer else { return (startLine, false) }
        index += 1
        return (startLine, true)
    }

    /// After a member or element of an object or array: true when `closer` ends it (consumed; also after a trailing
    /// ',', which only JSON5 allows), false after a ',' another value follows. Anything else is an error.
    mutating func closes(_ closer: UInt8) throws(SyntaxError) -> Bool {
        let shown = Character(Unicode.Scalar(closer))
        try skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '\(shown)'") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            try skipWhitespace()
            guard index < bytes.count, bytes[index] == closer else { return false }
            guard json5 else { throw error("trailing comma before '\(shown)': JSON allows none, remove the last ','") }
            index += 1
            return true
        }
        if bytes[index] == closer {
            index += 1
            return true
        }
        throw error("expected ',' or '\(shown)', found \(describeCurrent())")
    }

    mutating func parseString() throws(SyntaxError) -> String {
        let quote = bytes[index]
        index += 1 // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int) throws(SyntaxError) -> Void {
            guard runStart < end else { return }
            guard let s = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.error("invalid UTF-8 in string")
            }
            scalars.append(contentsOf: s.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == quote {
                try flush(self, upTo: index)
                index += 1
                return String(scalars)
            }
            if b < 0x20 {
                throw error(b == 0x0A ? "unterminated string (newline inside)" : "control character in string")
            }
            if b == UInt8(ascii: "\\") {
                try flush(self, upTo: index)
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "'") where json5: scalars.append("'")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw error("invalid low surrogate in \\u escape")
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    index -= 1
                    throw error("invalid escape \\\(describeCurrent())")
                }
                runStart = index
                continue
            }
            index += 1
        }
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v << 4 | UInt32(d)
            index += 1
        }
        return v
    }

    mutating func parseNumber() throws(SyntaxError) -> JSONNode {
        let start = index
        let startLine = line
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) {
                p.index += 1
            }
            return p.index - s
        }
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || (json5 && bytes[index] == UInt8(ascii: "+")) {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.count else { throw error("invalid number") }
        if json5, bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count,
            bytes[index + 1] | 0x20 == UInt8(ascii: "x")
        {
            return try parseHexNumber(negative: negative, start: start, line: startLine)
        }
        var integerDigits = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            integerDigits = 1
        } else {
            integerDigits = digits(&self)
            if integerDigits == 0 && !(json5 && bytes[index] == UInt8(ascii: ".")) { throw error("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 && !(json5 && integerDigits > 0) {
                throw error("invalid number: digits expected after '.'")
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits(&self) == 0 { throw error("invalid number: digits expected in exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // JSON5 spellings Swift's Double(_:) does not take: "+1", ".5", "5.".
        var plain = text.hasPrefix("+") ? String(text.dropFirst()) : text
        if plain.hasSuffix(".") { plain += "0" }
        if plain.hasPrefix(".") {
            plain = "0" + plain
        } else if plain.hasPrefix("-.") {
            plain = "-0" + plain.dropFirst()
        }
        guard let value = Double(plain) else { throw error("invalid number '\(text)'") }
        return JSONNode(.number(value, text: text), line: startLine)
    }

    /// JSON5 `0x1F` (after an optional sign).
    mutating func parseHexNumber(negative: Bool, start: Int, line startLine: Int) throws(SyntaxError) -> JSONNode {
        index += 2
        var value: Double = 0
        var count = 0
        while index < bytes.count, let d = Int(String(Character(Unicode.Scalar(bytes[index]))), radix: 16) {
            value = value * 16 + Double(d)
            index += 1
            count += 1
        }
        if count == 0 { throw error("invalid number: hex digits expected after '0x'") }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return JSONNode(.number(negative ? -value : value, text: text), line: startLine)
    }
}
