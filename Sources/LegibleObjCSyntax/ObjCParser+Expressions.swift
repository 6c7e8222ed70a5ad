/// Expressions: C11 §6.5 by precedence climbing, with Objective-C message sends `[r sel:a]`, `@`-literals and blocks.
extension ObjCParser {
    static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8,
        ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]
    static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]
    /// Words that begin or qualify a C type: a parenthesized group starting with one is a cast.
    static let typeWords: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool", "BOOL",
        "id", "instancetype", "SEL", "Class", "CGFloat", "NSInteger", "NSUInteger", "const", "volatile", "struct",
        "enum", "union", "__bridge", "__bridge_transfer", "__bridge_retained", "__kindof", "__weak", "__strong",
        "__unsafe_unretained", "__autoreleasing", "__block", "_Nullable", "_Nonnull", "nullable", "nonnull",
        "__nullable", "__nonnull", "typeof", "__typeof", "__typeof__", "size_t", "uint8_t", "uint16_t", "uint32_t",
        "uint64_t", "int8_t", "int16_t", "int32_t", "int64_t", "CGColorRef", "CFStringRef", "unichar",
    ]

    /// A full expression, commas included (`a = 1, b = 2` in a `for` header is one expression per comma: the
    /// comma operator is read as separate expressions by the statement parser, not here).
    mutating func parseExpression() -> ObjCExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { return skipNested() }
        let start = line
        let target = parseConditional()
        if let t = current, t.kind == .symbol, Self.assignmentOperators.contains(t.text) {
            index += 1
            let value = parseExpression()
            return ObjCExpression(.assignment(t.text, target, value), line: start)
        }
        return target
    }

    /// Past the depth limit: the group at hand is skipped whole (iteratively) and read as `.unknown`.
    mutating func skipNested() -> ObjCExpression {
        let start = line
        unknownLines.append(start)
        if let t = current, t.kind == .symbol, Self.openers[t.text] != nil {
            skipBalanced()
        } else if current != nil {
            index += 1
        }
        return ObjCExpression(.unknown, line: start)
    }

    mutating func parseConditional() -> ObjCExpression {
        let start = line
        let condition = parseBinary(1)
        guard accept("?") else { return condition }
        if accept(":") {
            return ObjCExpression(.ternary(condition, nil, parseConditional()), line: start)
        }
        let then = parseExpression()
        guard accept(":") else { return ObjCExpression(.unknown, line: start) }
        return ObjCExpression(.ternary(condition, then, parseConditional()), line: start)
    }

    mutating func parseBinary(_ minimum: Int) -> ObjCExpression {
        var left = parseUnary()
        while let t = current, t.kind == .symbol, let p = Self.binaryPrecedence[t.text], p >= minimum {
            index += 1
            let right = parseBinary(p + 1)
            left = ObjCExpression(.binary(t.text, left, right), line: left.line)
        }
        return left
    }

    mutating func parseUnary() -> ObjCExpression {
        guard let t = current else { return ObjCExpression(.unknown, line: line) }
        let start = t.line
        if t.kind == .symbol, ["!", "-", "+", "~", "*", "&", "++", "--"].contains(t.text) {
            index += 1
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maxDepth else { return skipNested() }
            return ObjCExpression(.unary(t.text, parseUnary()), line: start)
        }
        if t.kind == .identifier, ["sizeof", "_Alignof", "alignof"].contains(t.text) {
            index += 1
            if at("(") {
                // `sizeof(GINode *)`, `sizeof(x)`: what the parentheses hold, as written.
                let open = index
                skipBalanced()
                let inside = Self.text(of: tokens[(open + 1)..<max(open + 1, index - 1)])
                return ObjCExpression(.unary(t.text, ObjCExpression(.identifier(inside), line: start)), line: start)
            }
            return ObjCExpression(.unary(t.text, parseUnary()), line: start)
        }
        if t.is("("), let type = castType() {
            // `(CGRect){ … }` is a compound literal: the cast of an initializer list.
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maxDepth else { return skipNested() }
            let operand = at("{") ? parseInitializerList() : parseUnary()
            return ObjCExpression(.cast(type: type, operand), line: start)
        }
        return parsePostfix(parsePrimary())
    }

    /// At `(`: the type of a cast when the parentheses hold one (`(UILabel *)`, `(CGFloat)`, `(id<P>)`,
    /// `(__bridge id)`, `(MyClass)[x y]`), consuming it; nil (nothing consumed) for a parenthesized expression.
    mutating func castType() -> String? {
        guard at("("), let first = peek(1), first.kind == .identifier else { return nil }
        var i = index + 1
        var sawPointer = false
        var words = 0
        var angle = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .identifier {
                words += 1
            } else if t.is("*") || t.is("^") {
                sawPointer = true
            } else if t.is("<") {
                angle += 1
            } else if t.is(">") || t.is(">>") {
                angle -= t.text.count
            } else if t.is(","), angle > 0 {
                // a protocol list `id<P, Q>`
            } else {
                break
            }
            i += 1
        }
        guard i < tokens.count, tokens[i].is(")"), angle == 0 else { return nil }
        let inside = tokens[(index + 1)..<i]
        let typeLike =
            sawPointer || Self.typeWords.contains(first.text) || inside.contains { $0.is("<") }
            || (words == 1 && (first.text.hasSuffix("_t") || first.text.hasSuffix("Ref")))
            || (i + 1 < tokens.count && tokens[i + 1].is("{"))
            || (words == 1 && first.text.first?.isUppercase == true && startsOperand(at: i + 1))
        guard typeLike, words >= 1 else { return nil }
        // `(a * b)` is a product, not a cast: a pointer type ends with `*` (or a qualifier after it).
        if sawPointer, !inside.contains(where: { $0.is("<") }), let last = inside.last, last.kind == .identifier,
            !Self.typeWords.contains(last.text), !Self.typeWords.contains(first.text),
            first.text.first?.isUppercase != true
        {
            return nil
        }
        guard startsOperand(at: i + 1) || (i + 1 < tokens.count && tokens[i + 1].is("{")) else { return nil }
        index = i + 1
        return Self.text(of: inside)
    }

    /// Whether the token at `i` can begin an operand (after a cast's `)`).
    func startsOperand(at i: Int) -> Bool {
        guard i < tokens.count else { return false }
        let t = tokens[i]
        switch t.kind {
        case .identifier, .atKeyword, .objcString, .cString, .number, .character: return true
        case .directive: return false
        case .symbol: return ["(", "[", "@[", "@{", "@(", "^", "!", "~", "&", "*", "-", "+"].contains(t.text)
        }
    }

    mutating func parsePostfix(_ base: ObjCExpression) -> ObjCExpression {
        var e = base
        while let t = current, t.kind == .symbol {
            if t.text == "." || t.text == "->", let name = peek(1), name.kind == .identifier {
                index += 2
                e = ObjCExpression(.member(e, name.text, arrow: t.text == "->"), line: e.line)
            } else if t.text == "(" {
                e = ObjCExpression(.call(e, parseArguments()), line: e.line)
            } else if t.text == "[" {
                index += 1
                let i = parseExpression()
                if !accept("]") { skipTo("]") }
                e = ObjCExpression(.subscriptAccess(e, i), line: e.line)
            } else if t.text == "++" || t.text == "--" {
                index += 1
                e = ObjCExpression(.unary("post" + t.text, e), line: e.line)
            } else {
                break
            }
        }
        return e
    }

    /// `( a, b )` of a call, at `(`.
    mutating func parseArguments() -> [ObjCExpression] {
        index += 1
        var arguments: [ObjCExpression] = []
        while !atEnd, !at(")") {
            let before = index
            arguments.append(parseExpression())
            if !accept(",") && !at(")") {
                skipTo(")")
                break
            }
            if index == before { index += 1 }
        }
        _ = accept(")")
        return arguments
    }

    /// Skips to past the closer `close` of the group being read (nested groups skipped whole).
    mutating func skipTo(_ close: String) {
        unknownLines.append(line)
        while let t = current {
            if t.is(close) {
                index += 1
                return
            }
            if t.kind == .symbol, [")", "]", "}"].contains(t.text) { return }
            if t.kind == .symbol, Self.openers[t.text] != nil { skipBalanced() } else { index += 1 }
        }
    }

    mutating func parsePrimary() -> ObjCExpression {
        guard let t = current else { return ObjCExpression(.unknown, line: line) }
        let start = t.line
        switch t.kind {
        case .identifier:
            index += 1
            // `API_URL "/repos"`: a name right before a string literal can only be a macro that expands to one,
            // joined to it (C11 §6.4.5 ¶5); the string's value depends on the macro, so it is not known here.
            if let next = current, next.kind == .objcString || next.kind == .cString {
                while let s = current, s.kind == .objcString || s.kind == .cString { index += 1 }
                return ObjCExpression(.unknown, line: start)
            }
            return ObjCExpression(.identifier(t.text), line: start)
        case .objcString, .cString:
            // Adjacent literals are one string (C11 §6.4.5 ¶5); `@"a" "b"` and `@"a" @"b"` too.
            var text = ""
            var isObjC = false
            while let s = current, s.kind == .objcString || s.kind == .cString {
                text += s.text
                isObjC = isObjC || s.kind == .objcString
                index += 1
            }
            return ObjCExpression(isObjC ? .objcString(text) : .cString(text), line: start)
        case .number:
            index += 1
            return ObjCExpression(.number(t.text), line: start)
        case .character:
            index += 1
            return ObjCExpression(.character(t.text), line: start)
        case .atKeyword:
            index += 1
            switch t.text {
            case "YES", "true": return ObjCExpression(.boxedBool(true), line: start)
            case "NO", "false": return ObjCExpression(.boxedBool(false), line: start)
            case "selector", "protocol", "encode", "available":
                guard at("(") else { return ObjCExpression(.unknown, line: start) }
                let open = index
                skipBalanced()
                let inside = tokens[(open + 1)..<max(open + 1, index - 1)]
                return ObjCExpression(.atDirective(t.text, inside.map(\.text).joined()), line: start)
            default:
                // `@kPrefix`: a macro that expands to a C string, boxed.
                return ObjCExpression(.boxed(ObjCExpression(.identifier(t.text), line: start)), line: start)
            }
        case .directive:
            index += 1
            return parsePrimary()
        case .symbol:
            break
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { return skipNested() }
        switch t.text {
        case "(":
            index += 1
            let inner = parseExpression()
            // A GNU statement expression or a comma list: read the first, skip the rest.
            if !accept(")") { skipTo(")") }
            return inner
        case "[":
            return parseMessage()
        case "@[":
            index += 1
            var items: [ObjCExpression] = []
            while !atEnd, !at("]") {
                let before = index
                items.append(parseExpression())
                if !accept(","), !at("]") { skipTo("]"); return ObjCExpression(.arrayLiteral(items), line: start) }
                if index == before { index += 1 }
            }
            _ = accept("]")
            return ObjCExpression(.arrayLiteral(items), line: start)
        case "@{":
            index += 1
            var entries: [ObjCDictionaryEntry] = []
            while !atEnd, !at("}") {
                let before = index
                let key = parseConditional()
                guard accept(":") else {
                    skipTo("}")
                    return ObjCExpression(.dictionaryLiteral(entries), line: start)
                }
                entries.append(ObjCDictionaryEntry(key: key, value: parseExpression()))
                if !accept(","), !at("}") {
                    skipTo("}")
                    return ObjCExpression(.dictionaryLiteral(entries), line: start)
                }
                if index == before { index += 1 }
            }
            _ = accept("}")
            return ObjCExpression(.dictionaryLiteral(entries), line: start)
        case "@(":
            index += 1
            let inner = parseExpression()
            if !accept(")") { skipTo(")") }
            return ObjCExpression(.boxed(inner), line: start)
        case "^":
            return parseBlock()
        case "{":
            return parseInitializerList()
        default:
            index += 1
            unknownLines.append(start)
            return ObjCExpression(.unknown, line: start)
        }
    }

    /// `{ a, b, .x = c }` (C11 §6.7.9), at `{`.
    mutating func parseInitializerList() -> ObjCExpression {
        let start = line
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { return skipNested() }
        index += 1
        var items: [ObjCExpression] = []
        while !atEnd, !at("}") {
            let before = index
            // A designator (`.x =`, `[0] =`) is skipped: its value is what is kept.
            if at("."), peek(1)?.kind == .identifier, at("=", 2) { index += 3 }
            items.append(at("{") ? parseInitializerList() : parseExpression())
            if !accept(","), !at("}") {
                skipTo("}")
                return ObjCExpression(.initializerList(items), line: start)
            }
            if index == before { index += 1 }
        }
        _ = accept("}")
        return ObjCExpression(.initializerList(items), line: start)
    }

    /// `[receiver selector]`, `[receiver part:arg part:arg, variadic]`, at `[`.
    mutating func parseMessage() -> ObjCExpression {
        let start = line
        index += 1
        let receiver = parseUnary()
        var selector = ""
        var arguments: [ObjCExpression] = []
        if let t = current, t.kind == .identifier, !at(":", 1) {
            index += 1
            selector = t.text
        } else {
            while let t = current, (t.kind == .identifier && at(":", 1)) || t.is(":") {
                if t.kind == .identifier { index += 1 }
                index += 1
                selector += (t.kind == .identifier ? t.text : "") + ":"
                arguments.append(parseConditional())
            }
            while accept(",") { arguments.append(parseConditional()) }
        }
        guard !selector.isEmpty, accept("]") else {
            skipTo("]")
            return ObjCExpression(.unknown, line: start)
        }
        return ObjCExpression(.message(receiver: receiver, selector: selector, arguments: arguments), line: start)
    }

    /// `^{ … }`, `^(T a) { … }`, `^Type (T a) { … }`, at `^`.
    mutating func parseBlock() -> ObjCExpression {
        let start = line
        index += 1
        // A return type before the parameters: words and `*` up to `(` or `{`.
        while let t = current, t.kind == .identifier || t.is("*") { index += 1 }
        var parameters: [ObjCParameter] = []
        if at("(") {
            let open = index
            skipBalanced()
            parameters = Self.parameters(tokens[(open + 1)..<max(open + 1, index - 1)])
        }
        guard at("{") else {
            unknownLines.append(start)
            return ObjCExpression(.unknown, line: start)
        }
        return ObjCExpression(.block(parameters: parameters, body: parseCompoundBody()), line: start)
    }

    /// `T a, U *b` → parameters (a `void` list is none).
    static func parameters(_ tokens: ArraySlice<ObjCToken>) -> [ObjCParameter] {
        var out: [ObjCParameter] = []
        var piece: [ObjCToken] = []
        var level = 0
        func flush() {
            defer { piece = [] }
            guard !piece.isEmpty, !(piece.count == 1 && piece[0].text == "void") else { return }
            if piece.count > 1, let last = piece.last, last.kind == .identifier {
                out.append(ObjCParameter(type: text(of: piece.dropLast()[...]), name: last.text))
            } else {
                out.append(ObjCParameter(type: text(of: piece[...]), name: ""))
            }
        }
        for t in tokens {
            if t.is("(") || t.is("<") { level += 1 }
            if t.is(")") || t.is(">") { level -= 1 }
            if t.is(","), level == 0 { flush() } else { piece.append(t) }
        }
        flush()
        return out
    }
}
