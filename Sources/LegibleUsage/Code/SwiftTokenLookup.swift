import LegibleSwiftSyntax

/// Finding a token of a statement the expression parser kept only as its first token (`.other(for)`) in its file's
/// tokens, to read what follows it (a condition's `.unknown(let)`: `binding(at:)` in LegibleSwiftSyntax).
extension [SwiftToken] {
    /// `for element in collection {` at the `for` token: the element's name (a plain name, not a pattern such as
    /// `case let` or a tuple) and the collection, read up to the loop's block.
    func forIn(at t: SwiftToken) -> (element: String, collection: SwiftExpression)? {
        guard t.is("for"), let k = position(of: t), k + 3 < count, self[k + 1].kind == .identifier,
            !["case", "try", "await", "var", "let"].contains(self[k + 1].text), self[k + 2].is("in")
        else { return nil }
        var parser = SwiftExpressionParser(tokens: self, range: (k + 3)..<count)
        return (self[k + 1].text, parser.parseExpression(trailingClosures: false))
    }

    /// `for case let element as Type in collection {` at the `for` token: the element's name and the class it is cast
    /// to (each of the collection's values of that class in turn).
    func forCaseIn(at t: SwiftToken) -> (element: String, type: String)? {
        guard t.is("for"), let k = position(of: t), k + 6 < count, self[k + 1].is("case"),
            self[k + 2].is("let") || self[k + 2].is("var"), self[k + 3].kind == .identifier, self[k + 4].is("as"),
            self[k + 5].kind == .identifier, self[k + 6].is("in")
        else { return nil }
        return (self[k + 3].text, self[k + 5].text)
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
