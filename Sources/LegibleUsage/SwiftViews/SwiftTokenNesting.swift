import LegibleSwiftSyntax

/// The bracket structure of one file's tokens: for each `(`, `[`, `{` its closer and back, and for each token the
/// innermost opener around it. View readers walk modifier chains and enclosing view builders with it.
struct SwiftTokenNesting {
    let tokens: [SwiftToken]
    /// opener ↔ closer index; absent for unbalanced brackets.
    private(set) var partner: [Int: Int] = [:]
    /// The innermost opener containing each token (nil at file level).
    private(set) var enclosing: [Int?]

    init(_ tokens: [SwiftToken]) {
        self.tokens = tokens
        enclosing = Array(repeating: nil, count: tokens.count)
        var stack: [Int] = []
        for (i, t) in tokens.enumerated() {
            enclosing[i] = stack.last
            guard t.kind == .punctuation else { continue }
            if ["(", "[", "{"].contains(t.text) { stack.append(i) }
            if [")", "]", "}"].contains(t.text), let open = stack.popLast() {
                partner[open] = i
                partner[i] = open
                enclosing[i] = stack.last
            }
        }
    }

    func isPunctuation(_ i: Int, _ text: String) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind != .string && tokens[i].text == text
    }

    /// Whether the `{` at `open` opens a function or initializer body: `func name(…) … {`, `init(…) {`.
    func isFunctionBody(_ open: Int) -> Bool { functionKeyword(ofBody: open) != nil }

    /// The `func` or `init` keyword of the function or initializer whose body opens at `open`; nil for other blocks.
    func functionKeyword(ofBody open: Int) -> Int? {
        guard isPunctuation(open, "{") else { return nil }
        var k = open - 1
        while k >= 0 {
            let t = tokens[k]
            if t.kind == .punctuation, [")", "]"].contains(t.text), let o = partner[k] { k = o - 1; continue }
            if t.kind == .punctuation, ["{", "}", ";"].contains(t.text) { return nil }
            if t.kind == .identifier, t.text == "func" || t.text == "init" {
                return k > 0 && isPunctuation(k - 1, ".") ? nil : k
            }
            if t.kind == .identifier,
                ["var", "let", "if", "guard", "for", "while", "switch", "case", "else", "do", "return", "in"].contains(
                    t.text)
            {
                return nil
            }
            k -= 1
        }
        return nil
    }

    /// A `{`, `}` or `;` at `i`: a statement ends there, so a look back for the keyword that opens a block (`if`,
    /// `switch`, `func`, …) stops at it.
    func endsStatement(_ i: Int) -> Bool { isPunctuation(i, "{") || isPunctuation(i, "}") || isPunctuation(i, ";") }

    /// The expression in the argument list opened at `open` (the first argument, or the one labeled `label`).
    func argument(_ open: Int, label: String? = nil) -> SwiftExpression? {
        guard let close = partner[open], close > open + 1 else { return nil }
        var parser = SwiftExpressionParser(tokens: tokens, range: (open + 1)..<close)
        let arguments = parser.parseArguments()
        return label.map { l in arguments.first { $0.label == l }?.value } ?? arguments.first?.value
    }
}
