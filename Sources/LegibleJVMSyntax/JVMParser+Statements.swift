/// Statements: blocks, locals, assignments, `return` / `yield` / `throw`, loops and `try` (read for their bodies),
/// and expressions used as statements.
extension JVMParser {
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>>="]

    /// `{ statements }`; the cursor must be at `{`. Deeper than `maxDepth`: skipped, one unknown statement.
    mutating func parseBlock() -> [JVMStatement] {
        let blockLine = line
        guard depth < Self.maxDepth else {
            noteUnknown(blockLine)
            skipBalanced()
            return [JVMStatement(.unknown, line: blockLine)]
        }
        guard accept("{") else { return [] }
        depth += 1
        let saved = newlinesIgnored
        newlinesIgnored = 0
        defer {
            depth -= 1
            newlinesIgnored = saved
        }
        return parseStatements(until: "}")
    }

    /// Statements up to (and past) `close`, or the end of the file.
    mutating func parseStatements(until close: String) -> [JVMStatement] {
        var statements: [JVMStatement] = []
        while !atEnd, !at(close) {
            if accept(";") { continue }
            let before = pos
            statements.append(parseStatement())
            if pos == before {
                noteUnknown(line)
                skipBalanced()
            }
        }
        accept(close)
        return statements
    }

    /// One statement, and the `;` ending it. Whatever is left of it unread is skipped to the statement's end.
    mutating func parseStatement() -> JVMStatement {
        let statementLine = line
        let statement = parseStatementBody()
        if accept(";") { return statement }
        // A statement ending in a block (`switch (x) { … }`, `if (c) { … }`) needs no `;`.
        let endsWithBlock = pos > 0 && tokens[pos - 1].is("}")
        if let t = current, !endsWithBlock, !t.is("}"), !t.is(")"), !(language == .kotlin && t.startsLine),
            !(t.is("else") || t.is("catch") || t.is("finally") || t.is("case") || t.is("default") || t.is("while"))
        {
            noteUnknown(statementLine)
            while let t = current, !t.is(";"), !t.is("}"),
                !(language == .kotlin && t.startsLine && newlinesIgnored == 0)
            {
                skipBalanced()
            }
            accept(";")
            return JVMStatement(.unknown, line: statementLine)
        }
        return statement
    }

    mutating func parseStatementBody() -> JVMStatement {
        let statementLine = line
        guard let t = current else { return JVMStatement(.unknown, line: statementLine) }
        // A label: `loop@ for (…)`, Java `outer: for (…)`.
        if t.kind == .identifier, let next = token(1), next.is("@"), !next.spaceBefore {
            pos += 2
            return parseStatementBody()
        }
        if language == .java, t.kind == .identifier, at(":", offset: 1), !Self.hardKeywords.contains(t.text) {
            pos += 2
            return parseStatementBody()
        }
        skipAnnotations()
        guard let t = current else { return JVMStatement(.unknown, line: statementLine) }
        if language == .java, t.is("{") { return JVMStatement(.compound(parseBlock()), line: statementLine) }
        if t.kind == .identifier {
            switch t.text {
            case "val" where language == .kotlin, "var" where language == .kotlin:
                advance()
                return parseKotlinLocal(line: statementLine)
            case "fun" where language == .kotlin, "class" where language == .kotlin,
                "interface" where language == .kotlin, "typealias" where language == .kotlin:
                var members = JVMMembers()
                parseMember(into: &members, owner: nil)
                return JVMStatement(.declaration(members), line: statementLine)
            case "class" where language == .java && token(1)?.kind == .identifier,
                "interface" where language == .java && token(1)?.kind == .identifier,
                "enum" where language == .java && token(1)?.kind == .identifier,
                "record" where language == .java && token(1)?.kind == .identifier:
                var members = JVMMembers()
                parseMember(into: &members, owner: nil)
                return JVMStatement(.declaration(members), line: statementLine)
            case "return":
                advance()
                if current?.kind == .annotation, current?.spaceBefore == false { advance() } // return@label
                if atEnd || at(";") || at("}") || atLineBreak || at(")") {
                    return JVMStatement(.return(nil), line: statementLine)
                }
                return JVMStatement(.return(parseExpression()), line: statementLine)
            case "yield" where language == .java && !at("(", offset: 1) && !at("=", offset: 1):
                advance()
                return JVMStatement(.return(parseExpression()), line: statementLine)
            case "throw":
                advance()
                return JVMStatement(.throw(parseExpression()), line: statementLine)
            case "break", "continue":
                advance()
                if current?.kind == .annotation, current?.spaceBefore == false { advance() }
                if language == .java, atIdentifier { advance() }
                return JVMStatement(.unknown, line: statementLine)
            case "for" where at("(", offset: 1), "while" where at("(", offset: 1),
                "synchronized" where at("(", offset: 1):
                advance()
                if t.text == "for", let header = parseLoopHeader() {
                    var loop = JVMStatement(.compound(parseControlBody()), line: statementLine)
                    loop.loop = header
                    return loop
                }
                newlinesIgnored += 1
                if language == .kotlin || t.text != "for" {
                    skipBalanced()
                    newlinesIgnored -= 1
                } else {
                    newlinesIgnored -= 1
                    skipBalanced()
                }
                if language == .kotlin, at(";") { return JVMStatement(.compound([]), line: statementLine) }
                return JVMStatement(.compound(parseControlBody()), line: statementLine)
            case "do":
                advance()
                let body = parseControlBody()
                if accept("while") { skipBalanced() }
                return JVMStatement(.compound(body), line: statementLine)
            case "try" where language == .java:
                advance()
                if at("(") { skipBalanced() } // resources
                var bodies = parseBlock()
                while accept("catch") {
                    skipBalanced()
                    bodies += parseBlock()
                }
                if accept("finally") { bodies += parseBlock() }
                return JVMStatement(.compound(bodies), line: statementLine)
            default:
                if language == .java, let local = parseJavaLocal(line: statementLine) { return local }
            }
        }
        let expression = parseExpression()
        if let op = current, op.kind == .symbol, Self.assignmentOperators.contains(op.text),
            !(language == .kotlin && op.startsLine)
        {
            advance()
            let value = parseExpression()
            return JVMStatement(.assignment(expression, op.text, value), line: statementLine)
        }
        return JVMStatement(.expression(expression), line: statementLine)
    }

    /// A `for` loop's header over a sequence, consumed with its parentheses: Kotlin `(v in views)`, `(v: View in
    /// views)`, Java `(View v : views)`, `(final View v : views)`; nil, and nothing consumed, for any other header
    /// (`(i = 0; i < n; i++)`, `((a, b) in pairs)`).
    mutating func parseLoopHeader() -> JVMLoopHeader? {
        let start = pos
        newlinesIgnored += 1
        defer { newlinesIgnored -= 1 }
        guard accept("(") else { return nil }
        var variable: String?
        var type: String?
        if language == .kotlin {
            if atIdentifier {
                variable = current?.text
                advance()
                if accept(":") { type = readType() }
            }
            guard accept("in") else {
                pos = start
                return nil
            }
        } else {
            _ = readModifiers()
            if accept("final") { skipAnnotations() }
            type = readType()
            if atIdentifier {
                variable = current?.text
                advance()
            }
            guard accept(":") else {
                pos = start
                return nil
            }
        }
        let sequence = parseExpression()
        guard let variable, accept(")") else {
            pos = start
            return nil
        }
        return JVMLoopHeader(variable: variable, sequence: sequence, type: type)
    }

    /// The body of a loop or branch: a block, or one statement.
    mutating func parseControlBody() -> [JVMStatement] {
        if at("{") { return parseBlock() }
        if at(";") {
            advance()
            return []
        }
        return [parseStatement()]
    }

    /// After Kotlin `val` / `var`: `name: Type = value`, `name by lazy { … }`, `(a, b) = pair`.
    mutating func parseKotlinLocal(line: Int) -> JVMStatement {
        var name = "_"
        if at("(") {
            skipBalanced()
        } else if atIdentifier {
            name = current!.text
            advance()
        }
        var type: String?
        if accept(":") { type = readType() }
        var value: JVMExpression?
        if accept("=") || accept("by") { value = parseExpression() }
        return JVMStatement(.local(name: name, value: value), line: line, declaredType: type)
    }

    /// A Java local declaration at the cursor (`final int theme = …;`, `Map<String, Integer> m = new HashMap<>();`),
    /// or nil with the cursor unmoved when the statement is something else. Several declarators are one `.compound`.
    mutating func parseJavaLocal(line: Int) -> JVMStatement? {
        let start = pos
        while accept("final") { skipAnnotations() }
        skipAnnotations()
        guard atIdentifier, !Self.hardKeywords.contains(current!.text) || current!.text == "var" else {
            pos = start
            return nil
        }
        let type = readType()
        guard !type.isEmpty, let name = current, name.kind == .identifier, !Self.hardKeywords.contains(name.text),
            let next = token(1), next.is("=") || next.is(";") || next.is(",") || next.is("[") || next.is(":")
        else {
            pos = start
            return nil
        }
        var locals: [JVMStatement] = []
        while let name = current, name.kind == .identifier {
            advance()
            while at("[") { skipBalanced() }
            var value: JVMExpression?
            if accept("=") { value = parseExpression() }
            locals.append(JVMStatement(.local(name: name.text, value: value), line: name.line, declaredType: type))
            guard accept(",") else { break }
        }
        return locals.count == 1 ? locals[0] : JVMStatement(.compound(locals), line: line)
    }
}
