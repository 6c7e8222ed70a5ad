/// Finds the declarations of a file at type and file level (see `SwiftDeclaration`), following nested types and
/// extensions. Function, initializer and computed-property bodies are parsed into statements but not searched for
/// further declarations: locals are not members. Statements at file level (scripts, `main.swift`) are passed over.
public struct SwiftDeclarationScanner {
    public private(set) var declarations: [SwiftDeclaration] = []
    public private(set) var types: [SwiftTypeDeclaration] = []

    let tokens: [SwiftToken]
    var position = 0

    /// The declarations and types of `tokens` (one file).
    public static func scan(_ tokens: [SwiftToken]) -> (declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration])
    {
        var scanner = SwiftDeclarationScanner(tokens: tokens)
        scanner.scanMembers(until: tokens.count, scope: [])
        return (scanner.declarations, scanner.types)
    }

    /// Declaration modifiers (`private`, `lazy`, `override`, …): words before a declaration that are not its kind.
    public static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "lazy", "override", "nonisolated", "weak",
        "unowned", "mutating", "nonmutating", "dynamic", "required", "convenience", "optional", "indirect", "package",
        "isolated", "consuming", "borrowing", "prefix", "postfix", "infix",
    ]
    static let maximumTypeNesting = 64

    func parser(at index: Int, end: Int) -> SwiftExpressionParser {
        SwiftExpressionParser(tokens: tokens, range: min(index, end)..<end)
    }

    mutating func scanMembers(until end: Int, scope: [String]) {
        var isStatic = false
        while position < end {
            let t = tokens[position]
            if t.kind == .punctuation && t.text == "@" {
                // Attribute: `@objc`, `@available(iOS 13, *)`, `@MainActor`.
                position += 2
                if position < end, tokens[position].is("("), !tokens[position].spaceBefore {
                    position = parser(at: position, end: end).matching(position)
                }
                continue
            }
            guard t.kind == .identifier else {
                if t.is("{") { position = parser(at: position, end: end).matching(position) } else { position += 1 }
                continue
            }
            let next = position + 1 < end ? tokens[position + 1] : nil
            switch t.text {
            case _ where Self.modifiers.contains(t.text):
                position += 1
                if position < end, tokens[position].is("(") {
                    position = parser(at: position, end: end).matching(position)
                } // private(set)
            case "static":
                isStatic = true
                position += 1
            case "class"
            where next.map {
                ["func", "var", "let", "subscript"].contains($0.text) || Self.modifiers.contains($0.text)
            } ?? false:
                isStatic = true
                position += 1
            case _ where SwiftTypeDeclaration.keywords.contains(t.text):
                scanType(keyword: t.text, scope: scope, end: end)
                isStatic = false
            case "let", "var", "func", "init", "case":
                if t.text == "case" && scope.isEmpty { skipDeclaration(end: end); break }
                let start = position
                let count = declarations.count
                switch t.text {
                case "func": scanFunction(scope: scope, isStatic: isStatic, end: end)
                case "init": scanInitializer(scope: scope, end: end)
                case "case": scanEnumCases(scope: scope, end: end)
                default: scanProperty(scope: scope, isStatic: isStatic, end: end)
                }
                for k in count..<declarations.count { declarations[k].tokenRange = start..<max(start + 1, position) }
                isStatic = false
            default:
                // Anything else (`typealias`, `subscript`, `deinit`, `import`, statements): skip its statement,
                // including any body.
                skipDeclaration(end: end)
                isStatic = false
            }
        }
    }

    /// Skips to the next line start outside brackets, stepping over one body `{ … }`.
    mutating func skipDeclaration(end: Int) {
        position += 1
        while position < end {
            let t = tokens[position]
            if t.startsLine && !t.is("{") && !t.is(".") { return }
            if t.kind == .punctuation && (t.text == "(" || t.text == "[" || t.text == "{") {
                position = parser(at: position, end: end).matching(position)
                continue
            }
            if t.is("}") { return }
            position += 1
        }
    }

    mutating func scanType(keyword: String, scope: [String], end: Int) {
        let start = tokens[position]
        position += 1
        var path: [String] = []
        // `extension UIColor.Palette` names a dotted path; a type declares one name.
        while position < end, tokens[position].kind == .identifier {
            path.append(tokens[position].text)
            position += 1
            if position < end, tokens[position].is("."), position + 1 < end, tokens[position + 1].kind == .identifier {
                position += 1
            } else {
                break
            }
        }
        let clauseStart = position
        while position < end, !tokens[position].is("{") {
            if tokens[position].is("}") { return }
            position += 1
        }
        guard position < end else { return }
        let close = parser(at: position, end: end).matching(position)
        // `extension ShapeStyle where Self == Color`: its members are members of `Color` (`Color.panel`, `.panel`).
        if keyword == "extension", let constrained = selfSameType(clauseStart..<position) { path = constrained }
        let fullPath = keyword == "extension" ? path : scope + path
        // Types nested absurdly deep are not followed (the stack is finite); their members are not read.
        if fullPath.count > Self.maximumTypeNesting { position = close; return }
        types.append(
            SwiftTypeDeclaration(
                keyword: keyword, path: fullPath, token: start, inherits: inheritanceClause(clauseStart..<position)))
        position += 1
        scanMembers(until: close - 1, scope: fullPath)
        position = close
    }

    /// `where Self == Color` (or `SwiftUI.Color`) as the only requirement of a protocol extension's `where` clause →
    /// `["Color"]`: Swift gives the extension's members to that type, which code then names as its own (The Swift
    /// Programming Language, "Generic Where Clauses": extensions with a same-type requirement on `Self`; SE-0299).
    func selfSameType(_ range: Range<Int>) -> [String]? {
        guard
            let whereIndex = range.first(where: { tokens[$0].kind == .identifier && tokens[$0].text == "where" }),
            whereIndex + 3 < range.upperBound, tokens[whereIndex + 1].text == "Self", tokens[whereIndex + 2].is("==")
        else { return nil }
        var path: [String] = []
        var k = whereIndex + 3
        while k < range.upperBound {
            guard tokens[k].kind == .identifier else { return nil }
            path.append(tokens[k].text)
            k += 1
            guard k < range.upperBound else { break }
            guard tokens[k].is("."), k + 1 < range.upperBound else { return nil }
            k += 1
        }
        if path.count == 2 && ["SwiftUI", "UIKit", "AppKit"].contains(path[0]) { path.removeFirst() }
        return path.isEmpty ? nil : path
    }

    /// `: DarkTheme, Themed where …` → `["DarkTheme", "Themed"]`: dotted names at the clause's top level, generic
    /// arguments (`<T>`) and the `where` clause left out.
    func inheritanceClause(_ range: Range<Int>) -> [String] {
        guard let colon = range.first(where: { tokens[$0].is(":") }) else { return [] }
        var names: [String] = []
        var current = ""
        var angle = 0
        for k in (colon + 1)..<range.upperBound {
            let t = tokens[k]
            if t.kind == .identifier && t.text == "where" && angle == 0 { break }
            if t.is("<") { angle += 1; continue }
            if t.is(">") { angle = max(0, angle - 1); continue }
            guard angle == 0 else { continue }
            if t.is(",") || t.is("&") {
                if !current.isEmpty { names.append(current) }
                current = ""
            } else if t.kind == .identifier {
                current += t.text
            } else if t.is(".") {
                current += "."
            }
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    mutating func scanProperty(scope: [String], isStatic: Bool, end: Int) {
        position += 1
        guard position < end, tokens[position].kind == .identifier else { skipDeclaration(end: end); return }
        let nameToken = tokens[position]
        position += 1
        var p = parser(at: position, end: end)
        var type: String?
        if p.current?.is(":") == true {
            p.position += 1
            type = p.parseTypeText().replacingSpaces
        }
        if let eq = p.current, eq.kind == .operator, eq.text == "=" {
            p.position += 1
            let value = Self.droppingObservers(p.parseExpression())
            position = p.position
            // Property observers after the value (`= x { didSet { … } }`) are skipped.
            if position < end, tokens[position].is("{"), !tokens[position].startsLine {
                position = p.matching(position)
            }
            declarations.append(
                SwiftDeclaration(
                    kind: .storedProperty, name: nameToken.text, scope: scope, isStatic: isStatic,
                    type: type, value: value, body: nil, parameters: [], token: nameToken))
        } else if let open = p.current, open.is("{"), p.position + 1 < end,
            ["willSet", "didSet"].contains(tokens[p.position + 1].text)
        {
            // A stored property with observers and no initial value.
            position = p.matching(p.position)
            declarations.append(
                SwiftDeclaration(
                    kind: .storedProperty, name: nameToken.text, scope: scope, isStatic: isStatic,
                    type: type, value: nil, body: nil, parameters: [], token: nameToken))
        } else if let open = p.current, open.is("{") {
            let close = p.matching(p.position)
            position = close
            var body = SwiftExpressionParser(tokens: tokens, range: (p.position + 1)..<max(p.position + 1, close - 1))
            var statements = body.parseStatements()
            statements = Self.getter(of: statements, tokens: tokens)
            declarations.append(
                SwiftDeclaration(
                    kind: .computedProperty, name: nameToken.text, scope: scope, isStatic: isStatic,
                    type: type, value: nil, body: statements, parameters: [], token: nameToken))
        } else {
            position = p.position
            declarations.append(
                SwiftDeclaration(
                    kind: .storedProperty, name: nameToken.text, scope: scope, isStatic: isStatic,
                    type: type, value: nil, body: nil, parameters: [], token: nameToken))
        }
    }

    /// `= .headline { didSet { … } }` parses the observers as a trailing closure of the value: the value without them.
    static func droppingObservers(_ value: SwiftExpression) -> SwiftExpression {
        guard case .call(let callee, let arguments, let trailing?, let token) = value,
            case .expression(let first)? = trailing.body.first
        else { return value }
        let observer: String? =
            switch first {
            case .call(.name(let n, _), _, _, _), .name(let n, _): n
            default: nil
            }
        guard let observer, ["didSet", "willSet"].contains(observer) else { return value }
        // `.headline { didSet … }` has no call; `{ … }() { didSet … }` and `Foo(x) { didSet … }` keep theirs.
        return token.is("{") ? callee : .call(callee, arguments, trailingClosure: nil, token)
    }

    /// `get { … } set { … }` → the getter's statements; a plain body is the getter.
    static func getter(of statements: [SwiftStatement], tokens: [SwiftToken]) -> [SwiftStatement] {
        if case .expression(.call(.name("get", _), [], trailingClosure: let closure?, _))? = statements.first {
            return closure.body
        }
        return statements
    }

    mutating func scanFunction(scope: [String], isStatic: Bool, end: Int) {
        position += 1
        guard position < end else { return }
        let nameToken = tokens[position]
        position += 1
        // Generic parameters `<T>`.
        if position < end, tokens[position].is("<") {
            while position < end, !tokens[position].is("(") { position += 1 }
        }
        let (parameters, returnType, body) = scanSignatureAndBody(end: end)
        declarations.append(
            SwiftDeclaration(
                kind: .function, name: nameToken.text, scope: scope, isStatic: isStatic,
                type: returnType, value: nil, body: body, parameters: parameters, token: nameToken))
    }

    mutating func scanInitializer(scope: [String], end: Int) {
        let nameToken = tokens[position]
        position += 1
        if position < end, tokens[position].kind == .operator { position += 1 } // init? / init!
        let (parameters, _, body) = scanSignatureAndBody(end: end)
        declarations.append(
            SwiftDeclaration(
                kind: .initializer, name: "init", scope: scope, isStatic: false, type: nil,
                value: nil, body: body, parameters: parameters, token: nameToken))
    }

    mutating func scanSignatureAndBody(end: Int) -> ([SwiftParameter], String?, [SwiftStatement]?) {
        var parameters: [SwiftParameter] = []
        guard position < end, tokens[position].is("(") else { skipDeclaration(end: end); return ([], nil, nil) }
        let close = parser(at: position, end: end).matching(position)
        parameters = parseParameters(position + 1, close - 1)
        position = close
        var returnType: String?
        while position < end, !tokens[position].is("{"),
            !tokens[position].startsLine || tokens[position].is("->") || tokens[position].is("where")
        {
            if tokens[position].is("->") {
                position += 1
                var p = parser(at: position, end: end)
                returnType = p.parseTypeText().replacingSpaces
                position = p.position
            } else {
                position += 1
            }
        }
        guard position < end, tokens[position].is("{") else { return (parameters, returnType, nil) }
        let bodyClose = parser(at: position, end: end).matching(position)
        var body = SwiftExpressionParser(tokens: tokens, range: (position + 1)..<max(position + 1, bodyClose - 1))
        let statements = body.parseStatements()
        position = bodyClose
        return (parameters, returnType, statements)
    }

    func parseParameters(_ start: Int, _ end: Int) -> [SwiftParameter] {
        var result: [SwiftParameter] = []
        var k = start
        while k < end {
            // One parameter: names before `:`, then the type up to a top-level `,`.
            var names: [String] = []
            while k < end, !tokens[k].is(":") {
                if tokens[k].kind == .identifier { names.append(tokens[k].text) }
                k += 1
            }
            k += 1
            var type = ""
            var depth = 0
            var defaultValue: SwiftExpression?
            while k < end {
                let t = tokens[k]
                if t.is("(") || t.is("[") || t.is("<") { depth += 1 }
                if t.is(")") || t.is("]") || t.is(">") { depth -= 1 }
                if depth == 0 && t.is(",") { break }
                if depth == 0 && t.kind == .operator && t.text == "=" {
                    var value = SwiftExpressionParser(tokens: tokens, range: (k + 1)..<end)
                    defaultValue = value.parseExpression()
                    k = max(k + 1, value.position)
                    while k < end, !(tokens[k].is(",")) { k += 1 }
                    break
                }
                type += t.text
                k += 1
            }
            k += 1
            guard let last = names.last else { continue }
            let label = names.count > 1 ? names[0] : names[0]
            result.append(
                SwiftParameter(label: label == "_" ? nil : label, name: last, type: type, defaultValue: defaultValue))
        }
        return result
    }

    mutating func scanEnumCases(scope: [String], end: Int) {
        position += 1
        while position < end, tokens[position].kind == .identifier {
            let nameToken = tokens[position]
            position += 1
            var value: SwiftExpression?
            var p = parser(at: position, end: end)
            if let t = p.current, t.is("(") { p.position = p.matching(p.position) }
            if let eq = p.current, eq.kind == .operator, eq.text == "=" {
                p.position += 1
                value = p.parseExpression()
            }
            position = p.position
            declarations.append(
                SwiftDeclaration(
                    kind: .enumCase, name: nameToken.text, scope: scope, isStatic: true, type: nil,
                    value: value, body: nil, parameters: [], token: nameToken))
            if position < end, tokens[position].is(",") { position += 1 } else { break }
        }
    }
}

extension String {
    var replacingSpaces: String { String(filter { $0 != " " }) }
}
