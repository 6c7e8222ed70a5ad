/// Expressions by precedence climbing (Kotlin grammar, with Java's ternary, `instanceof`, casts, `new`, lambdas and
/// `switch`): binary operators, prefix and postfix operators, calls with named arguments and trailing lambdas,
/// member access, indexing, `if` / `when` / `switch` / `try` as expressions, lambdas, literals.
extension JVMParser {
    /// Binary operators and their precedence (higher binds tighter); named infix calls (`a to b`) sit at 6.
    static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 3, "&": 3, "==": 4, "!=": 4, "===": 4, "!==": 4,
        "<": 5, ">": 5, "<=": 5, ">=": 5, "is": 5, "in": 5, "instanceof": 5,
        "?:": 7, "..": 8, "..<": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10, "<<": 6,
    ]
    /// Kotlin operators that continue an expression from the start of the next line.
    static let continuesLine: Set<String> = ["?:", "&&", "||", ".", "?.", "as"]

    public mutating func parseExpression() -> JVMExpression {
        let start = pos
        var expression = parseExpressionUnspanned()
        expression.span = expression.span ?? span(from: start)
        return expression
    }

    /// The bytes of the tokens from `start` to the last one read, nil when none was.
    func span(from start: Int) -> Range<Int>? {
        guard start < pos, pos <= tokens.count else { return nil }
        return tokens[start].offset..<max(tokens[start].offset, tokens[pos - 1].end)
    }

    mutating func parseExpressionUnspanned() -> JVMExpression {
        let expressionLine = line
        guard depth < Self.maxDepth else {
            noteUnknown(expressionLine)
            skipBalanced()
            return JVMExpression(.unknown, line: expressionLine)
        }
        depth += 1
        defer { depth -= 1 }
        let condition = parseBinary(minimum: 1)
        // Java's ternary `c ? a : b`.
        if language == .java, at("?") {
            advance()
            let then = parseExpression()
            accept(":")
            let otherwise = parseExpression()
            return JVMExpression(.conditional(condition, then, otherwise), line: expressionLine)
        }
        return condition
    }

    /// The binary operator at the cursor and its precedence, if the expression continues with one.
    func binaryOperator() -> (text: String, precedence: Int, tokens: Int)? {
        guard let t = current else { return nil }
        if language == .kotlin, t.startsLine, newlinesIgnored == 0, !Self.continuesLine.contains(t.text) { return nil }
        if t.kind == .symbol {
            // `!is`, `!in`
            if t.text == "!", let next = token(1), next.is("is") || next.is("in"), !next.spaceBefore {
                return ("!" + next.text, 5, 2)
            }
            // `>>`, `>>>` written as adjacent `>` tokens.
            if t.text == ">", let next = token(1), next.is(">"), !next.spaceBefore { return (">>", 6, 2) }
            return Self.binaryPrecedence[t.text].map { (t.text, $0, 1) }
        }
        if t.kind == .identifier {
            if t.text == "is" || t.text == "in" { return (t.text, 5, 1) }
            if t.text == "instanceof", language == .java { return (t.text, 5, 1) }
            if language == .kotlin, !Self.hardKeywords.contains(t.text), !t.startsLine, let next = token(1),
                !next.startsLine || newlinesIgnored > 0,
                next.kind != .symbol || ["(", "-", "!", "{"].contains(next.text)
            {
                return (t.text, 6, 1) // infix call: `a to b`, `mode and MASK`
            }
        }
        return nil
    }

    mutating func parseBinary(minimum: Int) -> JVMExpression {
        var left = parseUnary()
        // `as` / `as?` bind tighter than any binary operator: a cast that keeps the value (`x as? T ?: return`).
        while language == .kotlin, at("as"), !atLineBreak || binaryOperator() != nil {
            advance()
            accept("?")
            _ = readType(functionTypes: false)
        }
        while let op = binaryOperator(), op.precedence >= minimum {
            let opLine = line
            pos += op.tokens
            if op.text == "is" || op.text == "!is" || op.text == "instanceof" {
                let type = readType(functionTypes: false)
                if language == .java, atIdentifier { advance() } // `x instanceof Dark d`
                left = JVMExpression(.binary(op.text, left, JVMExpression(.name(type), line: opLine)), line: left.line)
                continue
            }
            let right = parseBinary(minimum: op.precedence + 1)
            left = JVMExpression(.binary(op.text, left, right), line: left.line)
        }
        return left
    }

    mutating func parseUnary() -> JVMExpression {
        let unaryLine = line
        guard let t = current else { return JVMExpression(.unknown, line: unaryLine) }
        if t.kind == .symbol, ["!", "-", "+", "++", "--", "~"].contains(t.text) {
            advance()
            return JVMExpression(.unary(t.text, parseUnary(), postfix: false), line: unaryLine)
        }
        if t.kind == .annotation { // `@Suppress("X") expr`, a lambda label `run@{ … }`
            skipAnnotations()
            return parseUnary()
        }
        if t.kind == .identifier, let next = token(1), next.is("@"), !next.spaceBefore, language == .kotlin {
            pos += 2 // `label@ { … }`
            return parseUnary()
        }
        // Java cast: `(TextView) view`, `(int) value`.
        if language == .java, t.is("("), let cast = javaCastEnd(), let after = token(cast - pos),
            after.kind != .symbol || after.is("(") || after.is("!") || after.is("~")
        {
            pos = cast
            return parseUnary()
        }
        let start = pos
        return parsePostfix(parsePrimary(), from: start)
    }

    /// The index after `)` when the parenthesis at the cursor holds only a type (`(Foo.Bar<T>[])`), else nil.
    func javaCastEnd() -> Int? {
        var i = pos + 1
        var sawName = false
        var angle = 0
        while i < tokens.count, i - pos < 32 {
            let t = tokens[i]
            if t.kind == .identifier {
                sawName = true
            } else if t.is("<") {
                angle += 1
            } else if t.is(">") {
                angle -= 1
            } else if t.is(")") {
                return sawName && angle == 0 ? i + 1 : nil
            } else if !(t.is(".") || t.is("[") || t.is("]") || t.is(",") || t.is("?")) {
                return nil
            }
            i += 1
        }
        return nil
    }

    /// `from`: the token the primary expression starts at, for each step's `span`.
    mutating func parsePostfix(_ primary: JVMExpression, from start: Int) -> JVMExpression {
        var expression = primary
        while let t = current {
            if pos > start { expression.span = span(from: start) }
            let continues = !(language == .kotlin && t.startsLine && newlinesIgnored == 0)
            if t.is(".") || t.is("?.") || t.is("::") {
                guard continues || t.text != "::" else { break }
                advance()
                _ = skipTypeArguments() // Java `Collections.<String>emptyList()`
                guard let name = current, name.kind == .identifier else { break }
                advance()
                expression = JVMExpression(.member(expression, name.text, operator: t.text), line: expression.line)
            } else if t.is("("), continues || newlinesIgnored > 0, !(language == .kotlin && t.startsLine) {
                expression = JVMExpression(.call(expression, parseArguments()), line: expression.line)
            } else if t.is("{"), language == .kotlin, !t.startsLine, !braceEndsExpression, isCallable(expression) {
                let lambda = parseLambda()
                expression = JVMExpression(.call(expression, [JVMArgument(value: lambda)]), line: expression.line)
            } else if t.is("["), continues {
                advance()
                newlinesIgnored += 1
                var indices: [JVMExpression] = []
                while !atEnd, !at("]") {
                    let before = pos
                    indices.append(parseExpression())
                    if !accept(","), pos == before { skipBalanced() }
                }
                accept("]")
                newlinesIgnored -= 1
                expression = JVMExpression(.index(expression, indices), line: expression.line)
            } else if (t.is("!!") || t.is("++") || t.is("--")), !t.spaceBefore {
                advance()
                expression = JVMExpression(.unary(t.text, expression, postfix: true), line: expression.line)
            } else if t.is("<"), !t.spaceBefore, isCallable(expression) {
                let save = pos
                guard skipTypeArguments(), at("(") || at("::") || at(".") || (at("{") && language == .kotlin) else {
                    pos = save
                    break
                }
            } else {
                break
            }
        }
        expression.span = span(from: start)
        return expression
    }

    /// A trailing lambda follows names, members and calls (`run {`, `foo.let {`, `bar(x) {`), not literals.
    func isCallable(_ expression: JVMExpression) -> Bool {
        switch expression.kind {
        case .name(let name): !Self.hardKeywords.contains(name) || name == "this" || name == "super"
        case .member, .call: true
        default: false
        }
    }

    /// `(a, label = b, *rest) { trailing lambda }`; `trailingLambda: false` where a brace after the arguments is a
    /// body (an enum constant's).
    mutating func parseArguments(trailingLambda: Bool = true) -> [JVMArgument] {
        var arguments: [JVMArgument] = []
        guard accept("(") else { return arguments }
        newlinesIgnored += 1
        let braceEndedExpression = braceEndsExpression
        braceEndsExpression = false
        while !atEnd, !at(")") {
            let before = pos
            var label: String?
            if language == .kotlin, atIdentifier, at("=", offset: 1) {
                label = current?.text
                pos += 2
            }
            if language == .kotlin, at("*") { advance() } // spread
            arguments.append(JVMArgument(label: label, value: parseExpression()))
            if !accept(","), !at(")") {
                noteUnknown(line)
                while !atEnd, !at(","), !at(")") { skipBalanced() }
                accept(",")
            }
            if pos == before { advance() }
        }
        accept(")")
        newlinesIgnored -= 1
        braceEndsExpression = braceEndedExpression
        if language == .kotlin, trailingLambda, !braceEndsExpression, at("{"), current?.startsLine == false {
            arguments.append(JVMArgument(value: parseLambda()))
        }
        return arguments
    }

    mutating func parsePrimary() -> JVMExpression {
        let primaryLine = line
        guard let t = current else { return JVMExpression(.unknown, line: primaryLine) }
        switch t.kind {
        case .number:
            advance()
            return JVMExpression(.literal(t.text, .number), line: primaryLine)
        case .string:
            advance()
            return JVMExpression(.literal(t.text, .string), line: primaryLine)
        case .character:
            advance()
            return JVMExpression(.literal(t.text, .character), line: primaryLine)
        case .annotation:
            advance()
            return JVMExpression(.unknown, line: primaryLine)
        case .identifier:
            return parseWord(t)
        case .symbol:
            break
        }
        switch t.text {
        case "(":
            guard depth < Self.maxDepth else {
                noteUnknown(primaryLine)
                skipBalanced()
                return JVMExpression(.unknown, line: primaryLine)
            }
            if language == .java, let lambda = parseJavaLambda() { return lambda }
            advance()
            newlinesIgnored += 1
            let inner = parseExpression()
            while !atEnd, !at(")") {
                noteUnknown(line)
                skipBalanced()
            }
            accept(")")
            newlinesIgnored -= 1
            return inner
        case "{":
            if language == .kotlin { return parseLambda() }
            // Java array initializer `{ a, b }`: read as `arrayOf(a, b)`.
            advance()
            newlinesIgnored += 1
            var elements: [JVMArgument] = []
            while !atEnd, !at("}") {
                let before = pos
                elements.append(JVMArgument(value: parseExpression()))
                if !accept(","), pos == before { skipBalanced() }
            }
            accept("}")
            newlinesIgnored -= 1
            return JVMExpression(
                .call(JVMExpression(.name("arrayOf"), line: primaryLine), elements), line: primaryLine)
        case "::":
            // `::ChartFragment`, `::onClick`: a callable reference with no receiver, read as a member of nothing.
            advance()
            guard atIdentifier, let name = current?.text else { return JVMExpression(.unknown, line: primaryLine) }
            advance()
            return JVMExpression(
                .member(JVMExpression(.unknown, line: primaryLine), name, operator: "::"), line: primaryLine)
        default:
            noteUnknown(primaryLine)
            if ["[", "("].contains(t.text) {
                skipBalanced()
            } else if !["}", ")", "]", ";"].contains(t.text) {
                advance()
            }
            return JVMExpression(.unknown, line: primaryLine)
        }
    }

    /// A name, or the construct a keyword starts (`if`, `when`, `switch`, `try`, `new`, `object :`, `return` in
    /// Kotlin expression position).
    mutating func parseWord(_ t: JVMToken) -> JVMExpression {
        let wordLine = t.line
        switch t.text {
        case "true", "false":
            advance()
            return JVMExpression(.literal(t.text, .boolean), line: wordLine)
        case "null":
            advance()
            return JVMExpression(.literal("null", .null), line: wordLine)
        case "if":
            return parseIf()
        case "when" where language == .kotlin:
            return parseWhen()
        case "switch" where language == .java:
            return parseSwitch()
        case "try" where language == .kotlin:
            advance()
            var bodies = [
                JVMBranch(conditions: [], isDefault: true, body: JVMExpression(.block(parseBlock()), line: wordLine))
            ]
            while accept("catch") {
                skipBalanced()
                bodies.append(
                    JVMBranch(conditions: [], isDefault: true, body: JVMExpression(.block(parseBlock()), line: line)))
            }
            if accept("finally") { _ = parseBlock() }
            return JVMExpression(.branches(subject: nil, bodies), line: wordLine)
        case "return" where language == .kotlin, "throw" where language == .kotlin, "break" where language == .kotlin,
            "continue" where language == .kotlin:
            return JVMExpression(.block([parseStatementBody()]), line: wordLine)
        case "object" where language == .kotlin && (at(":", offset: 1) || at("{", offset: 1)):
            advance()
            let (supertypes, arguments, _) = accept(":") ? parseKotlinSupertypes() : ([], [], [:])
            let members = at("{") ? parseObjectBody() : JVMMembers()
            return JVMExpression(.object(supertypes: supertypes, arguments: arguments, members), line: wordLine)
        case "new" where language == .java:
            advance()
            let typeStart = pos
            let type = readType()
            // `new Adapter[] { … }`: `readType` took the empty brackets; the braces are the array's elements.
            if at("{"), tokens[typeStart..<pos].contains(where: { $0.text == "[" }) { return parsePrimary() }
            if at("[") { // `new int[3]`, `new int[] { … }`
                while at("[") { skipBalanced() }
                return at("{") ? parsePrimary() : JVMExpression(.unknown, line: wordLine)
            }
            let arguments = at("(") ? parseArguments() : []
            if at("{") { // anonymous class
                let members = parseObjectBody()
                return JVMExpression(
                    .object(supertypes: [Self.simpleName(type)], arguments: arguments, members), line: wordLine)
            }
            return JVMExpression(
                .call(JVMExpression(.name(Self.simpleName(type)), line: wordLine), arguments), line: wordLine)
        case "this", "super":
            advance()
            if current?.kind == .annotation, current?.spaceBefore == false { advance() } // this@Activity
            if at("<"), t.text == "super" { _ = skipTypeArguments() }
            return JVMExpression(.name(t.text), line: wordLine)
        case "fun" where language == .kotlin: // anonymous function
            var members = JVMMembers()
            parseMember(into: &members, owner: nil)
            return JVMExpression(.unknown, line: wordLine)
        default:
            if language == .java, at("->", offset: 1) {
                return parseJavaLambda() ?? JVMExpression(.unknown, line: wordLine)
            }
            advance()
            return JVMExpression(.name(t.text), line: wordLine)
        }
    }

    /// An anonymous class body `{ … }`: its members.
    mutating func parseObjectBody() -> JVMMembers {
        advance()
        var members = JVMMembers()
        depth += 1
        while !atEnd, !at("}") {
            let before = pos
            if accept(";") { continue }
            parseMember(into: &members, owner: nil)
            if pos == before { skipBalanced() }
        }
        depth -= 1
        accept("}")
        return members
    }

    /// `if (condition) body [else body]`: each body a block or one statement.
    mutating func parseIf() -> JVMExpression {
        let ifLine = line
        advance()
        accept("(")
        newlinesIgnored += 1
        let condition = parseExpression()
        while !atEnd, !at(")") { skipBalanced() }
        accept(")")
        newlinesIgnored -= 1
        let then = parseBranchBody()
        var otherwise: JVMExpression?
        let save = pos
        if language == .java { accept(";") }
        if accept("else") { otherwise = parseBranchBody() } else { pos = save }
        return JVMExpression(.conditional(condition, then, otherwise), line: ifLine)
    }

    /// A branch of `if`, `when` or a Java arrow case: a block, or one statement (an expression stands for itself).
    mutating func parseBranchBody() -> JVMExpression {
        let bodyLine = line
        if at("{") { return JVMExpression(.block(parseBlock()), line: bodyLine) }
        let statement = parseStatementBody()
        if case .expression(let e) = statement.kind { return e }
        return JVMExpression(.block([statement]), line: bodyLine)
    }

    /// `when [(subject)] { conditions -> body … else -> body }`.
    mutating func parseWhen() -> JVMExpression {
        let whenLine = line
        advance()
        var subject: JVMExpression?
        if at("(") {
            advance()
            newlinesIgnored += 1
            if at("val") { // `when (val mode = prefs.mode)`
                advance()
                advance()
                if accept(":") { _ = readType() }
                accept("=")
            }
            subject = parseExpression()
            while !atEnd, !at(")") { skipBalanced() }
            accept(")")
            newlinesIgnored -= 1
        }
        guard accept("{") else { return JVMExpression(.unknown, line: whenLine) }
        let saved = newlinesIgnored
        newlinesIgnored = 0
        defer { newlinesIgnored = saved }
        var branches: [JVMBranch] = []
        while !atEnd, !at("}") {
            let before = pos
            if accept(";") { continue }
            var conditions: [JVMExpression] = []
            var isDefault = false
            if accept("else") {
                isDefault = true
            } else {
                newlinesIgnored += 1
                repeat {
                    let conditionLine = line
                    if at("is") || (at("!") && at("is", offset: 1)) {
                        // `is T` reads as T's name; `!is T` as its negation (`!T`), which no type test matches.
                        let negated = !at("is")
                        pos += negated ? 2 : 1
                        let type = JVMExpression(.name(readType(functionTypes: false)), line: conditionLine)
                        conditions.append(
                            negated ? JVMExpression(.unary("!", type, postfix: false), line: conditionLine) : type)
                    } else if at("in") || (at("!") && at("in", offset: 1)) {
                        pos += at("in") ? 1 : 2
                        conditions.append(parseExpression())
                    } else {
                        conditions.append(parseExpression())
                    }
                } while accept(",") && !at("->")
                newlinesIgnored -= 1
            }
            guard accept("->") else {
                noteUnknown(line)
                if pos == before { skipBalanced() }
                continue
            }
            branches.append(JVMBranch(conditions: conditions, isDefault: isDefault, body: parseBranchBody()))
            accept(";")
        }
        accept("}")
        return JVMExpression(.branches(subject: subject, branches), line: whenLine)
    }

    /// Java `switch (subject) { case A, B -> …; case C: …; default: … }`, statement or expression.
    mutating func parseSwitch() -> JVMExpression {
        let switchLine = line
        advance()
        var subject: JVMExpression?
        if at("(") {
            advance()
            subject = parseExpression()
            while !atEnd, !at(")") { skipBalanced() }
            accept(")")
        }
        guard accept("{") else { return JVMExpression(.unknown, line: switchLine) }
        var branches: [JVMBranch] = []
        while !atEnd, !at("}") {
            let before = pos
            var conditions: [JVMExpression] = []
            var isDefault = false
            if accept("default") {
                isDefault = true
            } else if accept("case") {
                repeat {
                    conditions.append(parseExpression())
                    while !atEnd, !at(","), !at(":"), !at("->"), !at("}") { skipBalanced() } // `case Dark d`
                } while accept(",")
                if at("default") { advance(); isDefault = true } // `case null, default ->`
            } else {
                noteUnknown(line)
                skipBalanced()
                continue
            }
            let bodyLine = line
            if accept("->") {
                let body = parseBranchBody()
                accept(";")
                branches.append(JVMBranch(conditions: conditions, isDefault: isDefault, body: body))
            } else if accept(":") {
                var statements: [JVMStatement] = []
                while !atEnd, !at("case"), !at("default"), !at("}") {
                    let statementStart = pos
                    if accept(";") { continue }
                    statements.append(parseStatement())
                    if pos == statementStart { skipBalanced() }
                }
                branches.append(
                    JVMBranch(
                        conditions: conditions, isDefault: isDefault,
                        body: JVMExpression(.block(statements), line: bodyLine)))
            }
            if pos == before { skipBalanced() }
        }
        accept("}")
        return JVMExpression(.branches(subject: subject, branches), line: switchLine)
    }

    /// Kotlin `{ a, b: Int -> body }` or `{ body }`; the cursor at `{`.
    mutating func parseLambda() -> JVMExpression {
        let lambdaLine = line
        guard depth < Self.maxDepth else {
            noteUnknown(lambdaLine)
            skipBalanced()
            return JVMExpression(.unknown, line: lambdaLine)
        }
        advance()
        depth += 1
        let saved = newlinesIgnored
        newlinesIgnored = 0
        defer {
            depth -= 1
            newlinesIgnored = saved
        }
        var parameters: [String] = []
        // Parameters: names (and types, destructurings) up to `->`, before any statement-like token.
        var i = pos
        var level = 0
        var names: [String] = []
        var previous: JVMToken?
        while i < tokens.count, i - pos < 48 {
            let t = tokens[i]
            if t.is("(") || t.is("<") { level += 1 }
            if t.is(")") || t.is(">") { level -= 1 }
            if t.is("->"), level == 0 {
                parameters = names
                pos = i + 1
                break
            }
            if t.is("{") || t.is("}") || t.is("=") || t.is(";") || t.kind == .string || t.kind == .number { break }
            if t.is("."), level == 0 { break }
            if t.kind == .identifier, level == 0, !(previous?.is(":") ?? false), !(previous?.is(".") ?? false) {
                names.append(t.text)
            }
            previous = t
            i += 1
        }
        let body = parseStatements(until: "}")
        return JVMExpression(.lambda(parameters: parameters, body: body), line: lambdaLine)
    }

    /// Java `x -> body`, `(a, b) -> body`, `(String s) -> body`, or nil (cursor unmoved) when not a lambda.
    mutating func parseJavaLambda() -> JVMExpression? {
        let lambdaLine = line
        var parameters: [String] = []
        if atIdentifier, at("->", offset: 1) {
            parameters = [current!.text]
            pos += 2
        } else if at("(") {
            var i = pos + 1
            var level = 1
            var names: [String] = []
            while i < tokens.count, level > 0, i - pos < 64 {
                if tokens[i].is("(") { level += 1 }
                if tokens[i].is(")") { level -= 1 }
                if tokens[i].kind == .identifier, let next = tokens.indices.contains(i + 1) ? tokens[i + 1] : nil,
                    next.is(",") || next.is(")")
                {
                    names.append(tokens[i].text)
                }
                i += 1
            }
            guard level == 0, i < tokens.count, tokens[i].is("->") else { return nil }
            parameters = names
            pos = i + 1
        } else {
            return nil
        }
        let body: [JVMStatement]
        if at("{") {
            body = parseBlock()
        } else {
            let bodyLine = line
            body = [JVMStatement(.return(parseExpression()), line: bodyLine)]
        }
        return JVMExpression(.lambda(parameters: parameters, body: body), line: lambdaLine)
    }
}
