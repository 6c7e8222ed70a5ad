/// Optional bindings in `if`/`guard` conditions, which the expression parser keeps only as their first token (a
/// condition's `.unknown(let)`): read back from the file's tokens. Swift: `if let name = value`, and since Swift 5.7
/// `if let name` (the same name's value, SE-0345).
extension [SwiftToken] {
    /// The token's index in the file (tokens are in source order).
    public func position(of t: SwiftToken) -> Int? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            let m = self[mid]
            if (m.line, m.column) < (t.line, t.column) { low = mid + 1 } else { high = mid }
        }
        return low < count && self[low].line == t.line && self[low].column == t.column ? low : nil
    }

    /// `let name = value` (or `let name`, the same name's value) at the `let` token of a condition; nil for other
    /// patterns (`let (a, b) = …`, `case …`, a binding with a written type).
    public func binding(at t: SwiftToken) -> (String, SwiftExpression)? {
        guard let k = position(of: t), k + 1 < count, self[k + 1].kind == .identifier else { return nil }
        let name = self[k + 1].text
        if k + 2 < count, self[k + 2].is(":") { return nil }
        guard k + 2 < count, self[k + 2].kind == .operator, self[k + 2].text == "=" else {
            return (name, .name(name, self[k + 1]))
        }
        var parser = SwiftExpressionParser(tokens: self, range: (k + 3)..<count)
        return (name, parser.parseExpression(trailingClosures: false))
    }
}
