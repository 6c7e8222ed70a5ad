import LegibleSwiftSyntax

/// No false constants: a `static var` (or `class var`, or a global `var`) that code assigns again after its declaration
/// (`static var mainTextColor2 = UIColor.label`, then `UIColor.custom.mainTextColor2 = .secondaryLabel` at launch when
/// a setting is off) holds, for whoever reads it, any of the values it is given: its initial value and each value
/// assigned to it anywhere in the files read. When they are all the same color it is that color; otherwise, or when an
/// assigned value does not evaluate, a read of it has no static value and the failure names the assignment's file and
/// line (which value shows is decided at run time). A `let`, an instance property (`perInstanceSetting`) and a `var`
/// nothing assigns keep their declared value.
extension SwiftEvaluator {
    /// A switch the app sets at run time: a static or global `Bool` `var` whose every later assignment is a
    /// parameter of the function assigning it or a user-defaults read (`static var useWhiteFolio = false`, set only
    /// in `static func updateFolio(toWhite white: Bool) { useWhiteFolio = white }`). Both values can be on screen:
    /// a read of it is run once per value (`acrossEnvironmentThemes`, key `flag:` + its qualified name), and each
    /// value is a theme named after the variable and the value (`theme:Folio.useWhiteFolio=true-light`), so a text
    /// and its background reading the same switch are checked in the same state. nil for other declarations.
    func runTimeFlag(_ id: SwiftDeclarationID, _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        let d = declaration(id)
        guard d.kind == .storedProperty, d.isStatic || d.scope.isEmpty else { return nil }
        let isBoolean: Bool
        if let type = d.type {
            isBoolean = type == "Bool"
        } else if case .name(let literal, _)? = d.value {
            isBoolean = literal == "true" || literal == "false"
        } else {
            isBoolean = false
        }
        guard isBoolean else { return nil }
        let assigned = laterAssignments(of: id)
        guard let first = assigned.first, assigned.allSatisfy(\.fromRunTime),
            unreadAssignment(of: d, besides: assigned) == nil
        else { return nil }
        let key = Self.flagKeyPrefix + d.qualifiedName
        if let chosen = environmentCases[key] { return .bool(chosen == "true") }
        var failure = fail(
            "'\(d.qualifiedName)' is a switch the app sets at run time (\(fileName(first.unit)):\(first.token.line))",
            t,
            needsAppearance: true)
        failure.environmentKey = key
        throw failure
    }

    /// The key prefix of a run-time switch among the values run once per case (`runTimeFlag`).
    static let flagKeyPrefix = "flag:"

    /// The cases of a run-time switch's key, and the theme each is named; nil for another key.
    static func flagCases(_ key: String) -> [(String, String)]? {
        guard key.hasPrefix(flagKeyPrefix) else { return nil }
        let variable = String(key.dropFirst(flagKeyPrefix.count))
        return ["true", "false"].map { value in (value, variable + "=" + value) }
    }

    /// One `target = value` in a body of the files read: the target as a dotted path, the value, and where it is (the
    /// file, the type path of the declaration whose body holds it, the `=`).
    struct Assignment {
        var target: [String]
        var value: SwiftExpression
        var unit: Int
        var scope: [String]
        var token: SwiftToken
        /// The value is what the code is handed at run time: a parameter of the function assigning it, or a
        /// user-defaults read (`UserDefaults.standard.bool(forKey:)`).
        var fromRunTime = false
    }

    /// The assignments to the stored `var` `id` after its declaration, when it is static or global; empty otherwise.
    func laterAssignments(of id: SwiftDeclarationID) -> [Assignment] {
        let d = declaration(id)
        guard d.kind == .storedProperty, d.isStatic || d.scope.isEmpty else { return [] }
        let tokens = units[id.unit].tokens
        guard d.tokenRange.lowerBound < tokens.count, tokens[d.tokenRange.lowerBound].text == "var" else { return [] }
        return (assignments[d.name] ?? []).filter { assigns($0.target, to: d, scope: $0.scope) }
    }

    /// Every value `id` may hold (its initial value and each one in `assigned`): the one color they all are, or a
    /// failure naming the first assignment that differs or does not evaluate.
    func reassignedValue(_ id: SwiftDeclarationID, _ assigned: [Assignment], _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue
    {
        let d = declaration(id)
        let name = "'\(d.qualifiedName)'"
        var ctx = ctx
        if ctx.colorType == nil, let head = d.value?.dottedPath?.split(separator: ".").first.map(String.init) {
            ctx.colorType = Self.colorType(head) // `static var ink = UIColor.label`: `.secondaryLabel` is a UIColor
        }
        var first: (value: SwiftValue, place: String)?
        if let initial = d.value, initial.dottedPath != "nil" {
            first = (try initialValue(id, ctx), "its initial value")
        }
        if let missed = unreadAssignment(of: d, besides: assigned) {
            throw fail("\(name) is also set at \(missed), which Legible does not read", d.token)
        }
        for a in assigned {
            let place = "\(fileName(a.unit)):\(a.token.line)"
            var c = ctx
            c.unit = a.unit
            c.scope = a.scope
            for alternative in alternatives(a.value, c) {
                let written = alternative.written.map { "'\($0)'" } ?? "a value"
                let value: SwiftValue
                do {
                    value = try acrossAppearances(c) { (c) throws(SwiftEvaluationFailure) in
                        try self.evaluate(alternative, c)
                    }
                } catch {
                    throw fail(
                        "\(name) is set to \(written) at \(place), which does not evaluate: \(error.message)", d.token)
                }
                guard let known = first else {
                    first = (value, "\(written) at \(place)")
                    continue
                }
                guard Self.same(known.value, value) else {
                    throw fail(
                        "\(name) is set at run time to \(written) (\(place)) or \(known.place): which one shows is "
                            + "decided at run time", d.token)
                }
            }
        }
        guard let value = first?.value else { throw fail(noInitialValue(d, unit: id.unit), d.token) }
        return value
    }

    /// The values an assigned expression may give: each side of a ternary whose condition has no static value
    /// (`strong ? .label : .systemGray` with `strong` a parameter), else the expression.
    private func alternatives(_ e: SwiftExpression, _ ctx: SwiftEvaluationContext) -> [SwiftExpression] {
        guard case .ternary(let condition, let a, let b, _) = e else { return [e] }
        do {
            _ = try evaluate(condition, ctx)
            return [e]
        } catch {
            if error.needsAppearance { return [e] }
            return alternatives(a, ctx) + alternatives(b, ctx)
        }
    }

    /// Whether two values are the same, wherever each was written (a color's sources are not compared).
    static func same(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        guard case .color(let x) = a, case .color(let y) = b else { return a == b }
        return x.variants.mapValues(\.value) == y.variants.mapValues(\.value) && x.catalogName == y.catalogName
            && x.catalogAlpha == y.catalogAlpha && x.isImported == y.isImported
    }

    /// Whether an assignment target (`PresentationTheme.current`, `Self.current`, `current` inside the type, a global's
    /// bare name in any type that declares no member of that name) is `d`.
    func assigns(_ target: [String], to d: SwiftDeclaration, scope: [String]) -> Bool {
        var path = target
        if path.first == "self" || path.first == "Self" { path = scope + path.dropFirst() }
        guard path.last == d.name else { return false }
        if path.count == 1 {
            return scope == d.scope
                || (d.scope.isEmpty && byQualifiedName[(scope + [d.name]).joined(separator: ".")] == nil)
        }
        let owner = Array(path.dropLast())
        return d.scope.count >= owner.count && Array(d.scope.suffix(owner.count)) == owner
    }

    /// `File.swift:12` of a `Type.name =` written where no statement was read (a loop's body), nil when none is.
    private func unreadAssignment(of d: SwiftDeclaration, besides assigned: [Assignment]) -> String? {
        guard let owner = d.scope.last else { return nil }
        let read = Set(assigned.map { "\($0.unit):\($0.token.line)" })
        for (u, i) in assignedTokens[d.name] ?? [] {
            let tokens = units[u].tokens
            guard i >= 2, tokens[i - 1].text == ".", [owner, "Self"].contains(tokens[i - 2].text) else { continue }
            let line = tokens[i + 1].line
            if !read.contains("\(u):\(line)") { return "\(fileName(u)):\(line)" }
        }
        return nil
    }

    private func fileName(_ unit: Int) -> String {
        units[unit].path.split(separator: "/").last.map(String.init) ?? units[unit].path
    }

    /// Every `X.name = value` / `name = value` in the bodies of the files read (branches, switch cases and closures
    /// too), by the assigned name.
    static func assignments(in units: [SwiftSourceUnit]) -> [String: [Assignment]] {
        var out: [String: [Assignment]] = [:]
        var parameters: Set<String> = []
        func walk(_ statements: [SwiftStatement], _ u: Int, _ scope: [String]) {
            for s in statements {
                switch s {
                case .assignment(let target, let value, let t):
                    if let path = target.dottedPath?.split(separator: ".").map(String.init), let last = path.last {
                        var fromRunTime = isUserDefaultsRead(value)
                        if case .name(let n, _) = value, parameters.contains(n) { fromRunTime = true }
                        out[last, default: []].append(
                            Assignment(
                                target: path, value: value, unit: u, scope: scope, token: t, fromRunTime: fromRunTime))
                    }
                    closures(in: value, u, scope)
                case .if(let conditions, let then, let elseBody, _):
                    for c in conditions { closures(in: c, u, scope) }
                    walk(then, u, scope)
                    walk(elseBody ?? [], u, scope)
                case .guard(_, let elseBody, _): walk(elseBody, u, scope)
                case .switch(_, let cases, _): for c in cases { walk(c.body, u, scope) }
                case .expression(let e): closures(in: e, u, scope)
                case .return(let e?, _): closures(in: e, u, scope)
                case .binding(_, _, let e?, _): closures(in: e, u, scope)
                default: continue
                }
            }
        }
        // `DispatchQueue.main.async { Theme.ink = … }`: the statements of closures written in an expression.
        func closures(in e: SwiftExpression, _ u: Int, _ scope: [String]) {
            switch e {
            case .closure(let c): walk(c.body, u, scope)
            case .call(let callee, let arguments, let trailing, _):
                closures(in: callee, u, scope)
                for a in arguments { closures(in: a.value, u, scope) }
                if let trailing { walk(trailing.body, u, scope) }
            case .member(let base, _, _), .postfix(_, let base, _), .unary(_, let base, _): closures(in: base, u, scope)
            case .binary(_, let l, let r, _):
                closures(in: l, u, scope)
                closures(in: r, u, scope)
            case .ternary(let c, let a, let b, _): for x in [c, a, b] { closures(in: x, u, scope) }
            case .array(let items, _): for x in items { closures(in: x, u, scope) }
            default: return
            }
        }
        for (u, unit) in units.enumerated() {
            for d in unit.declarations {
                parameters = Set(d.parameters.map(\.name))
                walk(d.body ?? [], u, d.scope)
            }
        }
        return out
    }

    /// `UserDefaults.standard.bool(forKey: "paper")` and the like: a value the user's settings give.
    static func isUserDefaultsRead(_ e: SwiftExpression) -> Bool {
        guard case .call(let callee, _, _, _) = e, let path = callee.dottedPath else { return false }
        return path.contains("UserDefaults")
            && ["bool", "integer", "string", "object", "value"].contains(
                path.split(separator: ".").last.map(String.init))
    }

    /// Each identifier followed by `=`, by name: the unit and the identifier's token index.
    static func assignedTokens(in units: [SwiftSourceUnit]) -> [String: [(unit: Int, index: Int)]] {
        var out: [String: [(unit: Int, index: Int)]] = [:]
        for (u, unit) in units.enumerated() {
            let ts = unit.tokens
            for i in ts.indices.dropLast()
            where ts[i].kind == .identifier && ts[i + 1].kind == .operator && ts[i + 1].text == "=" {
                out[ts[i].text, default: []].append((u, i))
            }
        }
        return out
    }
}
