import LegibleSwiftSyntax

/// Locals of view code that hold a color source: `let colors = PresentationTheme.current.colors` then
/// `label.textColor = colors.cellTextColor` names `PresentationTheme.current.colors.cellTextColor`. A name is
/// replaced by the value of the one `let` that binds it in the function (or property initializer closure) around the
/// use, before the use, in a block that holds the use; a name bound more than once there (shadowing, two branches)
/// is left as written.
extension SwiftViewFile {
    /// The expression with each local `let` of its function in its place.
    func substitutingLocals(_ expression: SwiftExpression, at index: Int) -> SwiftExpression {
        guard let function = outermostCodeBlock(index) else { return expression }
        var values: [String: SwiftExpression?] = [:]
        func value(of name: String) -> SwiftExpression? {
            if let known = values[name] { return known }
            let found = binding(of: name, in: function, before: index)
            values[name] = found
            return found
        }
        func replace(_ e: SwiftExpression, depth: Int) -> SwiftExpression {
            guard depth < 32 else { return e }
            switch e {
            case .name(let n, _): return value(of: n) ?? e
            case .member(let base, let m, let t): return .member(replace(base, depth: depth + 1), m, t)
            case .postfix(let op, let x, let t): return .postfix(op, replace(x, depth: depth + 1), t)
            case .unary(let op, let x, let t): return .unary(op, replace(x, depth: depth + 1), t)
            case .ternary(let c, let a, let b, let t):
                return .ternary(c, replace(a, depth: depth + 1), replace(b, depth: depth + 1), t)
            case .binary(let op, let a, let b, let t):
                return .binary(op, replace(a, depth: depth + 1), replace(b, depth: depth + 1), t)
            case .call(let callee, let args, let trailing, let t):
                return .call(
                    replace(callee, depth: depth + 1),
                    args.map { SwiftArgument(label: $0.label, value: replace($0.value, depth: depth + 1)) },
                    trailingClosure: trailing, t)
            default: return e
            }
        }
        return replace(expression, depth: 0)
    }

    /// The value of `let name = value` / `let name: Type = value` in the function whose body opens at `function`,
    /// before `index` and in a block around it; nil when there is none or more than one.
    func binding(of name: String, in function: Int, before index: Int) -> SwiftExpression? {
        var found: Int?
        var k = function + 1
        while k + 2 < index {
            defer { k += 1 }
            guard tokens[k].is("let") || tokens[k].is("var"), tokens[k + 1].text == name,
                tokens[k + 1].kind == .identifier, holds(nesting.enclosing[k], index)
            else { continue }
            guard found == nil, tokens[k].is("let") else { return nil }
            found = k + 1
        }
        guard let start = found else { return nil }
        var eq = start + 1
        while eq < index, !(tokens[eq].kind == .operator && tokens[eq].text == "=") {
            if tokens[eq].startsLine || nesting.isPunctuation(eq, ";") { return nil }
            eq += 1
        }
        guard eq + 1 < index else { return nil }
        let end = SwiftAppearanceSetting.statementEnd(after: eq + 1, in: nesting)
        guard end <= index else { return nil }
        var parser = SwiftExpressionParser(tokens: tokens, range: (eq + 1)..<end)
        let value = parser.parseExpression()
        if case .unknown = value { return nil }
        return value
    }

    /// The `{` of the function body or property initializer closure around token `index`: the outermost block
    /// inside its type body (or file).
    func outermostCodeBlock(_ index: Int) -> Int? {
        var found: Int?
        var o = nesting.enclosing[index]
        while let open = o, typeBodies[open] == nil {
            if nesting.isPunctuation(open, "{") { found = open }
            o = nesting.enclosing[open]
        }
        return found
    }

    /// Whether the block opening at `open` holds token `index`.
    func holds(_ open: Int?, _ index: Int) -> Bool {
        guard let open else { return false }
        var o = nesting.enclosing[index]
        while let current = o {
            if current == open { return true }
            o = nesting.enclosing[current]
        }
        return false
    }
}
