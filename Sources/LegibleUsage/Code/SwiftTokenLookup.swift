import LegibleSwiftSyntax

/// Finding a token of a statement the expression parser kept only as its first token (`.other(for)`, a condition's
/// `.unknown(let)`) in its file's tokens, to read what follows it.
extension [SwiftToken] {
    /// The token's index in the file (tokens are in source order).
    func position(of t: SwiftToken) -> Int? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            let m = self[mid]
            if (m.line, m.column) < (t.line, t.column) { low = mid + 1 } else { high = mid }
        }
        return low < count && self[low].line == t.line && self[low].column == t.column ? low : nil
    }

    /// `let name = value` (or `let name`, the same name's value) at the `let` token of a condition.
    func binding(at t: SwiftToken) -> (String, SwiftExpression)? {
        guard let k = position(of: t), k + 1 < count, self[k + 1].kind == .identifier else { return nil }
        let name = self[k + 1].text
        guard k + 2 < count, self[k + 2].kind == .operator, self[k + 2].text == "=" else {
            return (name, .name(name, self[k + 1]))
        }
        var parser = SwiftExpressionParser(tokens: self, range: (k + 3)..<count)
        return (name, parser.parseExpression(trailingClosures: false))
    }

    /// `for element in collection {` at the `for` token: the element's name (a plain name, not a pattern such as
    /// `case let` or a tuple) and the collection, read up to the loop's block.
    func forIn(at t: SwiftToken) -> (element: String, collection: SwiftExpression)? {
        guard t.is("for"), let k = position(of: t), k + 3 < count, self[k + 1].kind == .identifier,
            !["case", "try", "await", "var", "let"].contains(self[k + 1].text), self[k + 2].is("in")
        else { return nil }
        var parser = SwiftExpressionParser(tokens: self, range: (k + 3)..<count)
        return (self[k + 1].text, parser.parseExpression(trailingClosures: false))
    }

    /// The statements of each `{ … }` block of the statement that starts at `t` and which the parser passed over
    /// (`for x in xs { … }`, `while …`, `do { … } catch { … }`, `defer`, a nested `func`), up to the statement's end.
    func blocks(ofStatementAt t: SwiftToken) -> [[SwiftStatement]] {
        guard let k = position(of: t) else { return [] }
        let brackets = SwiftExpressionParser(tokens: self, range: 0..<count)
        var out: [[SwiftStatement]] = []
        var i = k + 1
        while i < count {
            let u = self[i]
            if u.is("}") || (u.startsLine && !u.is("{") && !u.is(".")) { break }
            if u.kind == .punctuation && (u.text == "(" || u.text == "[" || u.text == "{") {
                let close = brackets.matching(i)
                if u.text == "{" {
                    var body = SwiftExpressionParser(tokens: self, range: (i + 1)..<Swift.max(i + 1, close - 1))
                    out.append(body.parseStatements())
                }
                i = Swift.max(close, i + 1)
                continue
            }
            i += 1
        }
        return out
    }
}
