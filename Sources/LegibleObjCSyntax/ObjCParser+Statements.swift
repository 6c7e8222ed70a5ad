/// Statements: C11 §6.8 with Objective-C's `@try`, `@autoreleasepool`, `@synchronized`; local declarations
/// (`UILabel *label = …;`, `__weak typeof(self) weakSelf = self;`, `CGRect frame = …;`).
extension ObjCParser {
    /// Storage classes and qualifiers that can only begin a declaration.
    static let declarationWords: Set<String> = [
        "static", "extern", "const", "volatile", "register", "__weak", "__strong", "__block", "__unsafe_unretained",
        "__autoreleasing", "__kindof", "unsigned", "signed", "struct", "enum", "union", "typeof", "__typeof",
        "__typeof__", "__unused", "UIKIT_EXTERN", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "APPKIT_EXTERN", "inline",
        "__attribute__",
    ]

    /// The statements of `{ … }`, at `{`; past its `}`.
    mutating func parseCompoundBody() -> [ObjCStatement] {
        index += 1
        var body: [ObjCStatement] = []
        while let t = current, !t.is("}") {
            if t.kind == .atKeyword, t.text == "end" { break }
            let before = index
            body.append(parseStatement())
            if index == before { index += 1 }
        }
        _ = accept("}")
        return body
    }

    /// A statement as a body: `{ … }` or a single statement.
    mutating func parseBody() -> [ObjCStatement] {
        if at("{") {
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maxDepth {
                unknownLines.append(line)
                let start = line
                skipBalanced()
                return [ObjCStatement(.unknown, line: start)]
            }
            return parseCompoundBody()
        }
        return [parseStatement()]
    }

    mutating func parseStatement() -> ObjCStatement {
        guard let t = current else { return ObjCStatement(.unknown, line: line) }
        let start = t.line
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            unknownLines.append(start)
            if t.kind == .symbol, Self.openers[t.text] != nil {
                skipBalanced()
            } else {
                skipStatement(recording: false)
            }
            return ObjCStatement(.unknown, line: start)
        }
        switch t.kind {
        case .directive:
            index += 1
            return ObjCStatement(.jump(""), line: start)
        case .atKeyword:
            switch t.text {
            case "autoreleasepool", "try", "finally":
                index += 1
                return ObjCStatement(.compound(parseBody()), line: start)
            case "synchronized", "catch":
                index += 1
                if at("(") { skipBalanced() }
                return ObjCStatement(.compound(parseBody()), line: start)
            case "throw":
                index += 1
                let value = at(";") ? nil : parseExpression()
                _ = accept(";")
                return ObjCStatement(.returnValue(value), line: start)
            default:
                break
            }
        case .symbol:
            if t.text == "{" { return ObjCStatement(.compound(parseBody()), line: start) }
            if t.text == ";" {
                index += 1
                return ObjCStatement(.jump(";"), line: start)
            }
        case .identifier:
            switch t.text {
            case "if":
                index += 1
                let condition = parseCondition()
                let then = parseBody()
                var otherwise: [ObjCStatement]?
                if accept("else") { otherwise = parseBody() }
                return ObjCStatement(.ifElse(condition: condition, then: then, otherwise: otherwise), line: start)
            case "while":
                index += 1
                let condition = parseCondition()
                return ObjCStatement(
                    .loop(header: [ObjCStatement(.expression(condition), line: start)], body: parseBody()),
                    line: start)
            case "do":
                index += 1
                let body = parseBody()
                var header: [ObjCStatement] = []
                if accept("while") { header = [ObjCStatement(.expression(parseCondition()), line: start)] }
                _ = accept(";")
                return ObjCStatement(.loop(header: header, body: body), line: start)
            case "for":
                index += 1
                let header = parseForHeader()
                return ObjCStatement(.loop(header: header, body: parseBody()), line: start)
            case "switch":
                index += 1
                let subject = parseCondition()
                return ObjCStatement(.switchCases(subject: subject, cases: parseSwitchBody()), line: start)
            case "return":
                index += 1
                let value = at(";") ? nil : parseExpression()
                if !accept(";") { skipStatement() }
                return ObjCStatement(.returnValue(value), line: start)
            case "break", "continue", "goto":
                index += 1
                while let n = current, !n.is(";"), !n.is("}") { index += 1 }
                _ = accept(";")
                return ObjCStatement(.jump(t.text), line: start)
            case "case", "default":
                // A case label outside a switch body read as one (malformed or a Duff's device).
                skipStatement()
                return ObjCStatement(.unknown, line: start)
            case "typedef":
                skipStatement(recording: false)
                return ObjCStatement(.jump("typedef"), line: start)
            default:
                if at(":", 1), !at(":", 2) {
                    index += 2
                    return ObjCStatement(.jump("label"), line: start)
                }
            }
        default:
            break
        }
        if looksLikeDeclaration() {
            let variables = parseDeclaration()
            if variables.count == 1 { return ObjCStatement(.declaration(variables[0]), line: start) }
            return ObjCStatement(
                .compound(variables.map { ObjCStatement(.declaration($0), line: $0.line) }), line: start)
        }
        let e = parseExpression()
        var extra: [ObjCExpression] = []
        while accept(",") { extra.append(parseExpression()) }
        if !accept(";") {
            // A macro call without its `;` (`NSAssert(…)` ends in one; `RAC(x) = …` may not) or unread syntax.
            if !at("}") { skipStatement() }
            if case .unknown = e.kind { return ObjCStatement(.unknown, line: start) }
        }
        if extra.isEmpty { return ObjCStatement(.expression(e), line: start) }
        return ObjCStatement(
            .compound(([e] + extra).map { ObjCStatement(.expression($0), line: $0.line) }), line: start)
    }

    /// `( expression )` of an `if`, `while`, `switch`.
    mutating func parseCondition() -> ObjCExpression {
        let start = line
        guard accept("(") else { return ObjCExpression(.unknown, line: start) }
        let e = at(")") ? ObjCExpression(.unknown, line: start) : parseExpression()
        if !accept(")") { skipTo(")") }
        return e
    }

    /// `for (init; condition; step)` or `for (Type *x in collection)`, at `(`.
    mutating func parseForHeader() -> [ObjCStatement] {
        let start = line
        guard at("(") else { return [] }
        let open = index
        skipBalanced()
        let inside = Array(tokens[(open + 1)..<max(open + 1, index - 1)])
        var sub = ObjCParser(tokens: inside)
        sub.depth = depth
        var out: [ObjCStatement] = []
        if let inAt = Self.topLevelIndex(of: "in", in: inside) {
            // `for (UIView *view in self.subviews)`: the element variable, then the collection.
            var element = ObjCParser(tokens: Array(inside[..<inAt]))
            do {
                let variable = element.parseDeclaratorType()
                out.append(ObjCStatement(.declaration(variable), line: start))
            }
            var collection = ObjCParser(tokens: Array(inside[(inAt + 1)...]))
            collection.depth = depth
            out.append(ObjCStatement(.expression(collection.parseExpression()), line: start))
            unknownLines += element.unknownLines + collection.unknownLines
            return out
        }
        while !sub.atEnd {
            let before = sub.index
            if sub.accept(";") { continue }
            if sub.looksLikeDeclaration() {
                out += sub.parseDeclaration().map { ObjCStatement(.declaration($0), line: $0.line) }
            } else {
                out.append(ObjCStatement(.expression(sub.parseExpression()), line: start))
                _ = sub.accept(",")
            }
            if sub.index == before { sub.index += 1 }
        }
        unknownLines += sub.unknownLines
        return out
    }

    static func topLevelIndex(of word: String, in tokens: [ObjCToken]) -> Int? {
        var level = 0
        for (i, t) in tokens.enumerated() {
            if t.kind == .symbol, openers[t.text] != nil { level += 1 }
            if t.is(")") || t.is("]") || t.is("}") { level -= 1 }
            if level == 0, t.kind == .identifier, t.text == word { return i }
        }
        return nil
    }

    /// The `{ case …: … default: … }` of a switch.
    mutating func parseSwitchBody() -> [ObjCSwitchCase] {
        guard accept("{") else { return [] }
        var cases: [ObjCSwitchCase] = []
        while let t = current, !t.is("}") {
            if t.kind == .atKeyword, t.text == "end" { break }
            if t.is("case") {
                index += 1
                let label = parseConditional()
                // `case 1 ... 5:` (a GNU range)
                if accept("...") { _ = parseConditional() }
                _ = accept(":")
                cases.append(ObjCSwitchCase(labels: [label], body: []))
                continue
            }
            if t.is("default"), at(":", 1) {
                index += 2
                cases.append(ObjCSwitchCase(labels: [], body: []))
                continue
            }
            let before = index
            let statement = parseStatement()
            if cases.isEmpty { cases.append(ObjCSwitchCase(labels: [], body: [])) }
            cases[cases.count - 1].body.append(statement)
            if index == before { index += 1 }
        }
        _ = accept("}")
        return cases
    }

    /// Whether the tokens at hand begin a declaration rather than an expression (C's ambiguity, read by shape):
    /// a storage word or qualifier first; a C type word then a name, `*` or `<`; `Type *name` followed by `=`, `;`,
    /// `,` or `[`; `Type<P> *name`; `Type name =`; a block variable `Type (^name)(…)`.
    func looksLikeDeclaration() -> Bool {
        guard let first = current, first.kind == .identifier else { return false }
        if Self.declarationWords.contains(first.text) { return true }
        if Self.typeWords.contains(first.text),
            [
                "id", "BOOL", "CGFloat", "NSInteger", "NSUInteger", "instancetype",
                "void", "char", "short", "int", "long", "float", "double", "bool", "SEL", "Class", "size_t", "unichar",
            ]
            .contains(first.text)
        {
            guard let next = peek(1) else { return false }
            return next.kind == .identifier || next.is("*") || next.is("<") || atBlockDeclarator(1)
        }
        guard let next = peek(1) else { return false }
        var i = 1
        if next.is("<") {
            // `NSArray<NSString *> *names`: past the type arguments.
            var level = 0
            while let t = peek(i) {
                if t.is("<") { level += 1 }
                if t.is(">") { level -= 1 }
                if t.is(">>") { level -= 2 }
                i += 1
                if level <= 0 { break }
                if !(t.kind == .identifier || t.is("*") || t.is(",") || t.is("<") || t.is(">")) { return false }
            }
            guard let after = peek(i) else { return false }
            return after.is("*") || after.kind == .identifier
        }
        if next.is("*") {
            while at("*", i) { i += 1 }
            while let q = peek(i), q.kind == .identifier, Self.qualifierAfterPointer.contains(q.text) { i += 1 }
            guard let name = peek(i), name.kind == .identifier, let after = peek(i + 1) else { return false }
            return after.is("=") || after.is(";") || after.is(",") || after.is("[")
        }
        if next.kind == .identifier {
            guard let after = peek(2) else { return false }
            return after.is("=") || after.is(";") || after.is(",") || after.is("[")
        }
        return atBlockDeclarator(1)
    }

    /// `(^name)` at `offset`: a block variable's declarator (`void (^done)(BOOL) = …`), not a call taking a block
    /// (`Perform(^{ … })`).
    func atBlockDeclarator(_ offset: Int) -> Bool {
        at("(", offset) && at("^", offset + 1) && peek(offset + 2)?.kind == .identifier && at(")", offset + 3)
    }

    static let qualifierAfterPointer: Set<String> = [
        "const", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "nullable", "nonnull", "__weak", "__strong",
        "__autoreleasing", "__unsafe_unretained", "_Null_unspecified",
    ]

    /// A declaration's type and declarators to its `;`: `UILabel *a = x, *b;` → two variables.
    mutating func parseDeclaration() -> [ObjCVariable] {
        let first = parseDeclaratorType()
        var variables = [first]
        while accept(",") {
            let start = line
            var stars = ""
            while accept("*") { stars += "*" }
            while let q = current, q.kind == .identifier, Self.qualifierAfterPointer.contains(q.text) { index += 1 }
            guard let name = current, name.kind == .identifier else { break }
            index += 1
            skipArrayDimensions()
            let base = first.type.split(separator: "*").first.map { String($0).trimmingTrailingSpaces() } ?? first.type
            var v = ObjCVariable(
                type: stars.isEmpty ? base : base + " " + stars, name: name.text, value: nil,
                qualifiers: first.qualifiers, line: start)
            if accept("=") { v.value = at("{") ? parseInitializerList() : parseExpression() }
            variables.append(v)
        }
        if !accept(";") { skipStatement() }
        return variables
    }

    /// One declarator with its type and initializer, not past `,` or `;`.
    mutating func parseDeclaratorType() -> ObjCVariable {
        let start = line
        var qualifiers: [String] = []
        var typeTokens: [ObjCToken] = []
        var name = ""
        while let t = current {
            if t.kind == .identifier,
                [
                    "static", "extern", "__weak", "__strong", "__block", "__unsafe_unretained",
                    "__autoreleasing", "UIKIT_EXTERN", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "APPKIT_EXTERN",
                    "__unused", "inline",
                ].contains(t.text)
            {
                qualifiers.append(t.text)
                index += 1
                continue
            }
            if t.kind == .identifier, ["typeof", "__typeof", "__typeof__", "__attribute__"].contains(t.text),
                at("(", 1)
            {
                let open = index
                index += 1
                skipBalanced()
                if t.text != "__attribute__" { typeTokens += tokens[open..<index] }
                continue
            }
            if t.is("("), at("^", 1) {
                // A block variable: `void (^handler)(BOOL) = …`.
                index += 2
                if let n = current, n.kind == .identifier {
                    name = n.text
                    index += 1
                }
                _ = accept(")")
                let open = index
                if at("(") { skipBalanced() }
                typeTokens += [ObjCToken(kind: .symbol, text: "(^)", line: t.line)] + tokens[open..<index]
                break
            }
            if t.is("<") {
                let open = index
                var level = 0
                while let a = current, !a.is(";"), !a.is("{") {
                    if a.is("<") { level += 1 }
                    if a.is(">") { level -= 1 }
                    // `NSArray<id<P>>`: the lexer reads `>>` as one token.
                    if a.is(">>") { level -= 2 }
                    index += 1
                    if level <= 0 { break }
                }
                typeTokens += tokens[open..<index]
                continue
            }
            if t.kind == .identifier, !typeTokens.isEmpty, Self.isAttributeMacro(t.text) {
                // `UI_APPEARANCE_SELECTOR`, `NS_AVAILABLE_IOS(13_0)`, `API_UNAVAILABLE(macos)` after a declarator.
                index += 1
                if at("(") { skipBalanced() }
                continue
            }
            if t.kind == .identifier || t.is("*") {
                typeTokens.append(t)
                index += 1
                continue
            }
            break
        }
        if name.isEmpty, let last = typeTokens.last, last.kind == .identifier, typeTokens.count > 1 {
            name = last.text
            typeTokens.removeLast()
        }
        skipArrayDimensions()
        var variable = ObjCVariable(
            type: Self.text(of: typeTokens[...]), name: name, value: nil, qualifiers: qualifiers, line: start)
        if accept("=") { variable.value = at("{") ? parseInitializerList() : parseExpression() }
        return variable
    }

    /// An availability or attribute macro: capitals, digits and underscores, with an underscore
    /// (`NS_SWIFT_NAME`, `UI_APPEARANCE_SELECTOR`); a type name (`BOOL`, `CGFloat`) has none.
    static func isAttributeMacro(_ word: String) -> Bool {
        word.contains("_") && word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
            && word.first?.isUppercase == true
    }

    mutating func skipArrayDimensions() {
        while at("[") { skipBalanced() }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
