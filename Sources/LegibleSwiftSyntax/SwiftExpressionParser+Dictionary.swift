/// Dictionary literals (`[.textPrimary: .white, .background: UIColor(white: 0.1, alpha: 1)]`), which
/// `SwiftExpression` does not model: a reader that needs one (a theme table keyed by an enum) asks for its entries.
extension SwiftExpressionParser {
    /// One `key: value` entry of a dictionary literal.
    public struct DictionaryEntry {
        public let key: SwiftExpression
        public let value: SwiftExpression
        /// The tokens of the entry, key to value.
        public let range: Range<Int>
    }

    /// The entries of the dictionary literal opening at the current `[` (then past its `]`); nil when the literal is
    /// not a dictionary (an array, `[:]` gives no entries) or an entry is not `key: value`.
    public mutating func parseDictionaryEntries() -> [DictionaryEntry]? {
        guard let open = current, open.is("["), open.kind == .punctuation else { return nil }
        let close = matching(position)
        var sub = inner((position + 1)..<max(position + 1, close - 1))
        position = close
        if let colon = sub.current, colon.is(":"), sub.position + 1 == sub.end { return [] }
        var entries: [DictionaryEntry] = []
        while !sub.atEnd {
            let start = sub.position
            let key = sub.parseExpression()
            guard let colon = sub.current, colon.is(":"), colon.kind == .punctuation else { return nil }
            sub.position += 1
            let value = sub.parseExpression()
            // Whatever the grammar did not consume (a cast, a closure call) belongs to the value, up to the comma.
            while let t = sub.current, !(t.is(",") && t.kind == .punctuation) {
                if t.kind == .punctuation && (t.text == "(" || t.text == "[" || t.text == "{") {
                    sub.position = sub.matching(sub.position)
                } else {
                    sub.position += 1
                }
            }
            entries.append(DictionaryEntry(key: key, value: value, range: start..<sub.position))
            if sub.current?.is(",") == true { sub.position += 1 }
        }
        return entries
    }
}
