/// A JSON value with ordered object keys, so machine output is byte-identical across runs. Used by every JSON
/// output: reports, SARIF, and the CLI's `check`, `simulate` and `palette`.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    /// A string, or null.
    public static func string(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }

    /// Compact when `indent` is nil; otherwise pretty-printed with that many spaces per level.
    public func rendered(indent: Int? = 2) -> String {
        var out = ""
        write(to: &out, indent: indent, level: 0)
        return out
    }

    func write(to out: inout String, indent: Int?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .number(let d): out += Self.numberText(d)
        case .string(let s): Self.escape(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (n, item) in items.enumerated() {
                if n > 0 { out += "," }
                Self.newline(&out, indent, level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            Self.newline(&out, indent, level)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (n, (key, value)) in members.enumerated() {
                if n > 0 { out += "," }
                Self.newline(&out, indent, level + 1)
                Self.escape(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent, level: level + 1)
            }
            Self.newline(&out, indent, level)
            out += "}"
        }
    }

    static func newline(_ out: inout String, _ indent: Int?, _ level: Int) {
        guard let indent else { return }
        out += "\n" + String(repeating: " ", count: indent * level)
    }

    /// Shortest round-trip decimal (Swift's `description`), integers without ".0"; non-finite becomes null.
    public static func numberText(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    /// RFC 8259 string escaping. Runs of characters that need none are appended whole.
    public static func escape(_ s: String, into out: inout String) {
        out += "\""
        var run = s.unicodeScalars.startIndex
        for i in s.unicodeScalars.indices {
            let scalar = s.unicodeScalars[i]
            let escaped: String
            switch scalar {
            case "\"": escaped = "\\\""
            case "\\": escaped = "\\\\"
            case "\n": escaped = "\\n"
            case "\r": escaped = "\\r"
            case "\t": escaped = "\\t"
            // RFC 8259 requires < 0x20; DEL and U+2028/U+2029 too, so the output is safe to embed in JavaScript.
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                escaped = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: continue
            }
            out += String(s.unicodeScalars[run..<i])
            out += escaped
            run = s.unicodeScalars.index(after: i)
        }
        out += String(s.unicodeScalars[run...])
        out += "\""
    }
}
