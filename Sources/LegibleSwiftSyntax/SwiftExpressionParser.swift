/// Parses expressions and simple statements out of a token array (see `SwiftExpression`, `SwiftStatement`).
///
/// Precedence follows the Swift standard library's groups, reduced to what colors need: ternary, `??`, `||`,
/// `&&`, comparison, `+ -`, `* /` and prefix `-`/`!`. An expression ends at a line break unless the next line
/// starts with `.` or a binary operator (Swift's statement rule); inside parentheses and brackets line breaks do
/// not matter. Unknown constructs are skipped to the end of their statement and become `.unknown`.
public struct SwiftExpressionParser {
    public let tokens: [SwiftToken]
    public var position: Int
    public let end: Int
    /// Brackets and operators nested around the current point; past `maximumNesting` the rest is `.unknown`, so
    /// absurd input (10,000 nested parentheses) cannot exhaust the stack.
    var nesting = 0
    public static let maximumNesting = 128

    public init(tokens: [SwiftToken], range: Range<Int>) {
        self.tokens = tokens
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    /// A parser for a bracketed part of this one, one level deeper.
    func inner(_ range: Range<Int>) -> SwiftExpressionParser {
        var p = SwiftExpressionParser(tokens: tokens, range: range)
        p.nesting = nesting + 1
        return p
    }

    /// Gives up on the rest of the range when nested too deeply.
    mutating func tooDeep() -> Bool {
        guard nesting > Self.maximumNesting else { return false }
        position = end
        return true
    }

    public var atEnd: Bool { position >= end }
    var current: SwiftToken? { position < end ? tokens[position] : nil }
    func peek(_ k: Int) -> SwiftToken? { position + k < end ? tokens[position + k] : nil }

    /// The index just past the bracket matching the one at `index` (`(`, `[`, `{`), or `end`.
    public func matching(_ index: Int) -> Int {
        var depth = 0
        var k = index
        while k < end {
            let t = tokens[k]
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" { depth += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" { depth -= 1; if depth == 0 { return k + 1 } }
            }
            k += 1
        }
        return end
    }

    // MARK: Expressions

    static let precedence: [String: Int] = [
        "??": 2, "||": 3, "&&": 4, "==": 5, "!=": 5, "<": 5, ">": 5, "<=": 5, ">=": 5, "===": 5, "!==": 5, "~=": 5,
        "..<": 6, "...": 6, "+": 7, "-": 7, "|": 7, "*": 8, "/": 8, "%": 8, "&": 8, "<<": 9, ">>": 9,
        // Casts are parsed apart (`parseCast`), binding their nearest operand; listed for `written`'s parentheses.
        "as": 10, "as?": 10, "as!": 10,
    ]

    /// One expression. `trailingClosures: false` in `if`/`guard`/`switch` heads, where `{` opens the body.
    public mutating func parseExpression(trailingClosures: Bool = true) -> SwiftExpression {
        if tooDeep() { return .unknown(tokens[max(0, min(position, tokens.count) - 1)]) }
        let condition = parseBinary(minimum: 2, trailingClosures: trailingClosures)
        if let t = current, t.is("?"), t.kind == .operator, t.spaceBefore {
            let q = t
            position += 1
            let a = parseExpression(trailingClosures: trailingClosures)
            if current?.is(":") == true { position += 1 }
            let b = parseExpression(trailingClosures: trailingClosures)
            return .ternary(condition, a, b, q)
        }
        return condition
    }

    mutating func parseBinary(minimum: Int, trailingClosures: Bool) -> SwiftExpression {
        var left = parseUnary(trailingClosures: trailingClosures)
        while let t = current {
            // `value as? Type`, `as! Type`, `as Type`: a binary `as?`/`as!`/`as` whose right side names the type.
            if t.kind == .identifier, t.text == "as", !t.startsLine, let cast = parseCast() {
                left = .binary(cast.op, left, cast.type, t)
                continue
            }
            guard t.kind == .operator, let p = Self.precedence[t.text], p >= minimum else { break }
            position += 1
            let right = parseBinary(minimum: p + 1, trailingClosures: trailingClosures)
            left = .binary(t.text, left, right, t)
        }
        return left
    }

    /// The operator (`as?`, `as!`, `as`) and type name (`Module.Cell` as a member path) of a cast at `as`; nil when
    /// no type name follows.
    mutating func parseCast() -> (op: String, type: SwiftExpression)? {
        var k = position + 1
        var op = "as"
        if k < end, tokens[k].kind == .operator, ["?", "!"].contains(tokens[k].text), !tokens[k].spaceBefore {
            op += tokens[k].text
            k += 1
        }
        guard k < end, tokens[k].kind == .identifier else { return nil }
        var type = SwiftExpression.name(tokens[k].text, tokens[k])
        k += 1
        while k + 1 < end, tokens[k].is("."), tokens[k].kind == .punctuation, tokens[k + 1].kind == .identifier {
            type = .member(type, tokens[k + 1].text, tokens[k])
            k += 2
        }
        position = k
        return (op, type)
    }

    mutating func parseUnary(trailingClosures: Bool) -> SwiftExpression {
        if let t = current, t.kind == .operator, t.text == "-" || t.text == "!" || t.text == "+" {
            position += 1
            nesting += 1
            defer { nesting -= 1 }
            if tooDeep() { return .unknown(t) }
            return .unary(t.text, parseUnary(trailingClosures: trailingClosures), t)
        }
        // `\.label.secondary`, `\Palette.accent`: a key path, the unary `\` over the path it names.
        if let t = current, t.kind == .punctuation, t.text == "\\" {
            position += 1
            nesting += 1
            defer { nesting -= 1 }
            if tooDeep() { return .unknown(t) }
            return .unary(t.text, parsePostfix(parsePrimary(trailingClosures: false), trailingClosures: false), t)
        }
        return parsePostfix(parsePrimary(trailingClosures: trailingClosures), trailingClosures: trailingClosures)
    }

    mutating func parsePrimary(trailingClosures: Bool) -> SwiftExpression {
        guard let t = current else {
            return .unknown(
                tokens.isEmpty
                    ? SwiftToken(kind: .punctuation, text: "", line: 0, column: 0)
                    : tokens[max(0, min(position, tokens.count) - 1)])
        }
        switch t.kind {
        case .number:
            position += 1
            return t.number.map { .number($0, t) } ?? .unknown(t)
        case .string:
            position += 1
            // Adjacent string literal segments do not occur in Swift; one token is one literal.
            return .string(t.text, interpolated: t.isInterpolated, t)
        case .identifier:
            position += 1
            return .name(t.text, t)
        case .pound:
            position += 1
            return .name(t.text, t)
        case .operator:
            position += 1
            return .unknown(t)
        case .punctuation:
            switch t.text {
            case ".":
                if let n = peek(1), n.kind == .identifier {
                    position += 2
                    return .implicitMember(n.text, t)
                }
                position += 1
                return .unknown(t)
            case "(":
                let close = matching(position)
                var sub = inner((position + 1)..<max(position + 1, close - 1))
                let args = sub.parseArguments()
                position = close
                // A parenthesized expression; a tuple is not a value a color reader can use.
                if args.count == 1 && args[0].label == nil { return args[0].value }
                return .unknown(t)
            case "[":
                let close = matching(position)
                var sub = inner((position + 1)..<max(position + 1, close - 1))
                let args = sub.parseArguments()
                position = close
                return .array(args.map(\.value), t)
            case "{":
                return .closure(parseClosure())
            default:
                position += 1
                return .unknown(t)
            }
        }
    }

    mutating func parsePostfix(_ base: SwiftExpression, trailingClosures: Bool) -> SwiftExpression {
        var expr = base
        while let t = current {
            if t.is(".") && t.kind == .punctuation, let n = peek(1), n.kind == .identifier || n.kind == .number {
                // A member continues the expression even on the next line (`Color.red\n.opacity(0.5)`).
                position += 2
                expr = .member(expr, n.text, t)
            } else if t.is("(") && t.kind == .punctuation && !t.startsLine {
                let close = matching(position)
                var sub = inner((position + 1)..<max(position + 1, close - 1))
                var args = sub.parseArguments()
                position = close
                var trailing: SwiftClosure?
                if trailingClosures, let b = current, b.is("{"), !b.startsLine {
                    trailing = parseClosure()
                    args += parseLabeledTrailingClosures()
                }
                expr = .call(expr, args, trailingClosure: trailing, t)
            } else if t.is("{") && t.kind == .punctuation && !t.startsLine && trailingClosures {
                let closure = parseClosure()
                expr = .call(expr, parseLabeledTrailingClosures(), trailingClosure: closure, t)
            } else if t.kind == .operator && (t.text == "!" || t.text == "?") && !t.spaceBefore {
                // Postfix `!`/`?` binds tight; the ternary `?` has a space before it.
                position += 1
                expr = .postfix(t.text, expr, t)
            } else if t.is("[") && !t.startsLine {
                let close = matching(position)
                position = close
                expr = .unknown(t)
            } else {
                break
            }
        }
        return expr
    }

    /// The trailing closures after the first, each with its label (`Button { … } label: { … }`, SE-0279): as
    /// labeled arguments of the call, after its parenthesized ones.
    mutating func parseLabeledTrailingClosures() -> [SwiftArgument] {
        var closures: [SwiftArgument] = []
        while let label = current, label.kind == .identifier, let colon = peek(1), colon.is(":"),
            colon.kind == .punctuation, let open = peek(2), open.is("{"), open.kind == .punctuation
        {
            position += 2
            closures.append(SwiftArgument(label: label.text, value: .closure(parseClosure())))
        }
        return closures
    }

    /// `label: value, value, …` up to `end`.
    public mutating func parseArguments() -> [SwiftArgument] {
        var args: [SwiftArgument] = []
        while !atEnd {
            var label: String?
            if let t = current, t.kind == .identifier, let colon = peek(1), colon.is(":") && colon.kind == .punctuation
            {
                label = t.text
                position += 2
            }
            let start = position
            let value = parseExpression()
            args.append(SwiftArgument(label: label, value: value))
            // Skip whatever the expression grammar did not consume, up to the next top-level comma.
            while let t = current, !(t.is(",") && t.kind == .punctuation) {
                if t.kind == .punctuation && (t.text == "(" || t.text == "[" || t.text == "{") {
                    position = matching(position)
                } else {
                    position += 1
                }
            }
            if position == start && !atEnd { position += 1 }
            if current?.is(",") == true { position += 1 }
        }
        return args
    }

    // MARK: Closures and statements

    /// A closure starting at the current `{`.
    public mutating func parseClosure() -> SwiftClosure {
        let open = tokens[position]
        let close = matching(position)
        var bodyStart = position + 1
        var parameters: [String] = []
        // `{ a, b in`, `{ (a: T) -> U in`, `{ [weak self] a in`: find a top-level `in` before any statement.
        var k = bodyStart
        var depth = 0
        var sawIn = false
        while k < close - 1 {
            let t = tokens[k]
            if t.kind == .punctuation && (t.text == "(" || t.text == "[") { depth += 1 }
            if t.kind == .punctuation && (t.text == ")" || t.text == "]") { depth -= 1 }
            if depth == 0 && t.kind == .identifier && t.text == "in" { sawIn = true; break }
            if depth == 0 && (t.is("{") || t.is("=") || t.is("}")) { break }
            if k > bodyStart && t.startsLine && depth == 0 { break }
            k += 1
        }
        if sawIn {
            var depthP = 0
            for j in bodyStart..<k {
                let t = tokens[j]
                if t.is("[") {
                    depthP += 1
                } else if t.is("]") {
                    depthP -= 1
                } else if depthP == 0 && t.kind == .identifier && !(j > bodyStart && tokens[j - 1].is(":"))
                    && !tokens[j - 1].is("->")
                    && !["_", "inout", "throws", "async"].contains(t.text) && (j + 1 == k || !tokens[j + 1].is("."))
                {
                    if j == bodyStart || tokens[j - 1].is("(") || tokens[j - 1].is(",") || tokens[j - 1].is("]") {
                        parameters.append(t.text)
                    }
                }
            }
            bodyStart = k + 1
        }
        var sub = inner(bodyStart..<max(bodyStart, close - 1))
        let body = sub.parseStatements()
        position = close
        return SwiftClosure(parameters: parameters, body: body, open: open)
    }

    /// Statements up to `end`.
    public mutating func parseStatements() -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        if tooDeep() { return [] }
        while !atEnd {
            let start = position
            if let s = parseStatement() { statements.append(s) }
            if position == start { position += 1 }
        }
        return statements
    }

    /// A `{ … }` block at the current position, as statements.
    mutating func parseBlock() -> [SwiftStatement] {
        guard let t = current, t.is("{") else { return [] }
        let close = matching(position)
        var sub = inner((position + 1)..<max(position + 1, close - 1))
        position = close
        return sub.parseStatements()
    }

    mutating func parseConditions() -> [SwiftExpression] {
        var conditions: [SwiftExpression] = []
        while let t = current, !t.is("{") {
            if t.kind == .identifier && (t.text == "let" || t.text == "var" || t.text == "case") {
                // Optional binding / pattern: not a condition a color reader evaluates.
                conditions.append(.unknown(t))
                while let u = current, !u.is("{"), !u.is(",") {
                    if u.is("(") || u.is("[") { position = matching(position) } else { position += 1 }
                }
            } else {
                conditions.append(parseExpression(trailingClosures: false))
            }
            if current?.is(",") == true { position += 1 } else if let u = current, !u.is("{") { position += 1 }
        }
        return conditions
    }

    mutating func parseStatement() -> SwiftStatement? {
        guard let t = current else { return nil }
        if t.is(";") { position += 1; return nil }
        if t.kind == .identifier {
            switch t.text {
            case "return":
                position += 1
                if let n = current, !n.startsLine, !n.is("}") { return .return(parseExpression(), t) }
                return .return(nil, t)
            case "if":
                position += 1
                let conditions = parseConditions()
                let then = parseBlock()
                var elseBody: [SwiftStatement]?
                if let e = current, e.is("else") {
                    position += 1
                    if let n = current, n.is("if") {
                        elseBody = parseStatement().map { [$0] } ?? []
                    } else {
                        elseBody = parseBlock()
                    }
                }
                return .if(conditions: conditions, then: then, else: elseBody, t)
            case "guard":
                position += 1
                let conditions = parseConditions()
                if current?.is("else") == true { position += 1 }
                return .guard(conditions: conditions, else: parseBlock(), t)
            case "switch":
                position += 1
                let subject = parseExpression(trailingClosures: false)
                guard let open = current, open.is("{") else { return .other(t) }
                let close = matching(position)
                var sub = inner((position + 1)..<max(position + 1, close - 1))
                position = close
                return .switch(subject, cases: sub.parseCases(), t)
            case "let", "var":
                position += 1
                guard let name = current, name.kind == .identifier else { return .other(t) }
                position += 1
                var type: String?
                if current?.is(":") == true {
                    position += 1
                    type = parseTypeText()
                }
                var value: SwiftExpression?
                if let eq = current, eq.is("=") && eq.kind == .operator {
                    position += 1
                    value = parseExpression()
                }
                return .binding(name: name.text, type: type, value: value, t)
            case "for", "while", "repeat", "do", "defer", "func", "struct", "class", "enum", "extension", "throw",
                "break", "continue", "fallthrough":
                skipStatement()
                return .other(t)
            default: break
            }
        }
        let e = parseExpression()
        if let eq = current, eq.kind == .operator, eq.text == "=", !eq.startsLine {
            position += 1
            let value = parseExpression()
            if let n = current, !n.startsLine, !n.is(";"), !n.is("}") { skipStatement() }
            return .assignment(target: e, value: value, eq)
        }
        if let n = current, !n.startsLine, !n.is(";"), !n.is("}") { skipStatement() }
        return .expression(e)
    }

    /// A type as written (`UIColor`, `UIColor?`, `[String: UIColor]`), up to `=`, `{`, `,`, `;` or the line end.
    public mutating func parseTypeText() -> String {
        var text = ""
        while let t = current, !(t.kind == .operator && t.text == "="), !t.is("{"), !t.is(","), !t.is(")"), !t.is(";"),
            !(t.startsLine && !text.isEmpty)
        {
            if t.is("(") || t.is("[") || t.is("<") {
                let close = t.is("<") ? position + 1 : matching(position)
                for k in position..<close { text += tokens[k].text }
                position = close
                continue
            }
            text += t.text
            position += 1
        }
        return text
    }

    /// Skips to the end of the statement: the next token starting a line outside brackets.
    mutating func skipStatement() {
        position += 1
        while let t = current, !t.startsLine || t.is(".") || t.is("{") && false {
            if t.is(";") { position += 1; return }
            if t.kind == .punctuation && (t.text == "(" || t.text == "[" || t.text == "{") {
                position = matching(position)
            } else {
                position += 1
            }
        }
    }

    mutating func parseCases() -> [SwiftSwitchCase] {
        var cases: [SwiftSwitchCase] = []
        while let t = current {
            guard t.kind == .identifier && (t.text == "case" || t.text == "default") else { position += 1; continue }
            position += 1
            var patterns: [SwiftExpression] = []
            if t.text == "case" {
                while let u = current, !u.is(":") {
                    patterns.append(parseExpression(trailingClosures: false))
                    if current?.is(",") == true { position += 1 } else if let v = current, !v.is(":") { position += 1 }
                }
            }
            if current?.is(":") == true { position += 1 }
            // The case body runs to the next top-level `case`/`default`.
            let bodyStart = position
            var k = position
            while k < end,
                !(tokens[k].kind == .identifier && (tokens[k].text == "case" || tokens[k].text == "default")
                    && tokens[k].startsLine)
            {
                if tokens[k].kind == .punctuation
                    && (tokens[k].text == "(" || tokens[k].text == "[" || tokens[k].text == "{")
                {
                    k = matching(k)
                } else {
                    k += 1
                }
            }
            var sub = inner(bodyStart..<k)
            cases.append(SwiftSwitchCase(patterns: t.text == "default" ? [] : patterns, body: sub.parseStatements()))
            position = k
        }
        return cases
    }
}
