/// One `var(--name[, fallback])` in a value. Scans UTF-8 code units: every character that matters is ASCII.
struct CSSVarCall {
    var range: Range<Substring.Index>
    var name: String
    var fallback: String?

    /// The first `var(` call in `text` outside strings, or nil.
    static func next(in text: Substring) -> CSSVarCall? {
        let utf8 = text.utf8
        var quote: UInt8?
        var previous: UInt8 = 0x20
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let c = utf8[i]
            if let q = quote {
                if c == UInt8(ascii: "\\") {
                    i = utf8.index(after: i)
                    if i == utf8.endIndex { break }
                } else if c == q {
                    quote = nil
                }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c | 0x20 == UInt8(ascii: "v"), !CSSParser.isNameByte(previous), isVarOpening(utf8, at: i),
                let call = parse(text, at: i)
            {
                return call
            }
            previous = c
            i = utf8.index(after: i)
        }
        return nil
    }

    /// `var(` in any case at `i`.
    static func isVarOpening(_ utf8: Substring.UTF8View, at i: Substring.Index) -> Bool {
        var j = i
        for expected in [UInt8(ascii: "v"), UInt8(ascii: "a"), UInt8(ascii: "r")] {
            guard j < utf8.endIndex, utf8[j] | 0x20 == expected else { return false }
            j = utf8.index(after: j)
        }
        return j < utf8.endIndex && utf8[j] == UInt8(ascii: "(")
    }

    private static func parse(_ text: Substring, at start: Substring.Index) -> CSSVarCall? {
        let utf8 = text.utf8
        let open = utf8.index(start, offsetBy: 4)
        var depth = 1
        var i = open
        var comma: Substring.Index?
        while i < utf8.endIndex {
            switch utf8[i] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 1 && comma == nil: comma = i
            default: break
            }
            if depth == 0 { break }
            i = utf8.index(after: i)
        }
        guard i < utf8.endIndex else { return nil }
        let name = String(text[open..<(comma ?? i)]).cssTrimmed
        guard name.hasPrefix("--") else { return nil }
        let fallback = comma.map { String(text[utf8.index(after: $0)..<i]).cssTrimmed }
        return CSSVarCall(range: start..<utf8.index(after: i), name: name, fallback: fallback)
    }
}
