extension SwiftExpression {
    /// The expression as Swift source, spaced the standard way and with the parentheses its tree needs
    /// (`Color.gray.opacity(0.5)`, `UIColor(red: 0x1F / 255, green: 0.5, blue: 1, alpha: 1)`): how a reader names a
    /// color that is neither a plain name nor one written value. Nil when the expression holds a closure, an
    /// interpolated string or something the parser did not read (`.unknown`): it could not be shown as written.
    public var written: String? {
        switch self {
        case .number(_, let t): t.text
        case .string(let s, let interpolated, _):
            interpolated ? nil : "\"" + s.replacingBackslashesAndQuotes() + "\""
        case .name(let n, _): n
        case .implicitMember(let n, _): "." + n
        case .member(let base, let m, _): base.writtenAsOperand(ofPostfix: true).map { $0 + "." + m }
        case .call(let callee, let arguments, let trailing, _):
            if trailing != nil { nil } else { Self.call(callee, arguments) }
        case .unary(let op, let e, _): e.writtenAsOperand(ofPostfix: false).map { op + $0 }
        case .postfix(let op, let e, _): e.writtenAsOperand(ofPostfix: true).map { $0 + op }
        case .binary(let op, let l, let r, _): Self.binary(op, l, r)
        case .ternary(let c, let a, let b, _):
            if let c = c.writtenInParentheses(if: { if case .ternary = $0 { true } else { false } }), let a = a.written,
                let b = b.written
            {
                "\(c) ? \(a) : \(b)"
            } else {
                nil
            }
        case .array(let items, _): Self.list(items.map { ($0.written) }).map { "[" + $0 + "]" }
        case .closure, .unknown: nil
        }
    }

    private static func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument]) -> String? {
        guard let c = callee.writtenAsOperand(ofPostfix: true) else { return nil }
        let parts = arguments.map { a in a.value.written.map { v in a.label.map { "\($0): \(v)" } ?? v } }
        return list(parts).map { c + "(" + $0 + ")" }
    }

    private static func binary(_ op: String, _ l: SwiftExpression, _ r: SwiftExpression) -> String? {
        let p = SwiftExpressionParser.precedence[op] ?? 0
        // Left-associative: a left operand of the same precedence needs no parentheses, a right one does.
        guard let left = l.writtenInParentheses(if: { $0.binaryPrecedence.map { $0 < p } ?? $0.isTernary }),
            let right = r.writtenInParentheses(if: { $0.binaryPrecedence.map { $0 <= p } ?? $0.isTernary })
        else { return nil }
        return "\(left) \(op) \(right)"
    }

    private static func list(_ parts: [String?]) -> String? {
        var out: [String] = []
        for part in parts { guard let part else { return nil }; out.append(part) }
        return out.joined(separator: ", ")
    }

    /// `written`, parenthesized where an operator applied to it would otherwise bind differently.
    private func writtenAsOperand(ofPostfix: Bool) -> String? {
        writtenInParentheses { e in
            switch e {
            case .binary, .ternary: true
            case .unary: ofPostfix
            default: false
            }
        }
    }

    private func writtenInParentheses(if needed: (SwiftExpression) -> Bool) -> String? {
        written.map { needed(self) ? "(" + $0 + ")" : $0 }
    }

    private var binaryPrecedence: Int? {
        if case .binary(let op, _, _, _) = self { SwiftExpressionParser.precedence[op] ?? 0 } else { nil }
    }

    private var isTernary: Bool { if case .ternary = self { true } else { false } }
}

private extension String {
    func replacingBackslashesAndQuotes() -> String {
        var out = ""
        for c in self {
            if c == "\\" || c == "\"" { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
