import LegibleSwiftSyntax

/// A color reached through a stored property of the current type whose type is declared in the files read, as view
/// code writes view models: `viewModel.backgroundColor` with `@StateObject var viewModel = ViewModel()` or
/// `@ObservedObject var viewModel: ViewModel`, where `ViewModel.backgroundColor` is a computed property, a `let`, or a
/// `var` with an initial value that no code read assigns again (a `var` something sets at run time is not known).
extension SwiftEvaluator {
    func typedValueMember(_ m: String, base: SwiftExpression, _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        let holderName: String
        switch base {
        case .name(let n, _): holderName = n
        case .member(.name("self", _), let n, _): holderName = n
        default: return nil
        }
        // A stored property, or a computed one with its type written (`private var theme: Theme { tabBar!.theme }`):
        // either way a value of that type.
        guard
            let holder = byLastName[holderName]?.map(declaration).first(where: {
                $0.scope == ctx.scope && !$0.isStatic
                    && ($0.kind == .storedProperty || ($0.kind == .computedProperty && $0.type != nil))
            })
        else { return nil }
        // The type as written (`Workspace.Theme`), or the one its initial value makes: `ViewModel()`, or a static
        // member of the type that holds an instance of it (`var theme = Theme.default`, Swift's inferred type).
        var typePath = holder.type.map(Self.writtenTypePath) ?? []
        if typePath.isEmpty, case .call(let callee, _, _, _)? = holder.value {
            typePath = callee.dottedPath.map(Self.writtenTypePath) ?? []
        }
        if typePath.isEmpty, let value = holder.value { typePath = staticInstanceType(value) ?? [] }
        guard let typeName = typePath.last, typeName.first?.isUppercase == true,
            !SwiftSystemColorNames.colorTypes.contains(typeName)
        else { return nil }
        // A stored `var` holder code replaces (`self.theme = Theme(from: scheme)`): what shows is the run's value.
        if holder.kind == .storedProperty, let set = replacement(of: holder) {
            throw fail(
                "'\(holder.qualifiedName)' is set at run time to \(set.written) (\(set.place)): its declared value is "
                    + "not what shows", t)
        }
        let members = (byLastName[m] ?? []).filter { id in
            let d = declaration(id)
            return !d.isStatic && d.scope.last == typeName && (d.kind == .computedProperty || d.kind == .storedProperty)
        }
        // A type named with its owner (`Workspace.Theme`) is the one nested there; else Swift's lexical lookup: the
        // type nested in the current one (`PollAddOptionRow.ViewModel` from inside `PollAddOptionRow`), else in an
        // enclosing one, else a top-level type. Another type's nested `ViewModel` is not visible here, so it is never
        // taken.
        let qualified =
            typePath.count > 1
            ? members.first { self.declaration($0).scope.suffix(typePath.count).elementsEqual(typePath) } : nil
        let visible = (0...ctx.scope.count).reversed().lazy.compactMap { n in
            members.first { self.declaration($0).scope == Array(ctx.scope.prefix(n)) + [typeName] }
        }
        guard let id = qualified ?? visible.first else { return nil }
        let d = declaration(id)
        if d.kind == .storedProperty {
            guard d.value != nil else { return nil }
            let tokens = units[id.unit].tokens
            let isLet = d.tokenRange.lowerBound > 0 && tokens[d.tokenRange.lowerBound - 1].text == "let"
            // A `var` of a value type the app fills at run time (`var theme = Theme.default`, then
            // `theme.foreground = scheme.foreground`): its declared default is not what shows.
            if !isLet, let set = assignedThroughValue(m, ofType: typeName) {
                throw fail(
                    "'\(typeName).\(m)' is set at run time from \(set.written) (\(set.place)): its declared default "
                        + "is not what shows", t)
            }
            // One the type's own initializer sets from what its caller passes (`init(from scheme:)`), likewise.
            if !isLet, let set = initializerSetting(id) {
                throw fail(
                    "'\(d.qualifiedName)' is set at run time by \(set.name) (\(set.place)): its declared default is "
                        + "not what shows", t)
            }
            guard isLet || !isAssigned(m, of: holderName, except: id) else { return nil }
        }
        return try value(of: id, from: t)
    }

    /// `Workspace.Theme` for `Workspace.Theme?`, `[Workspace, Theme]`; empty for a type that is not a plain name.
    static func writtenTypePath(_ written: String) -> [String] {
        var t = Substring(written)
        while t.last == "?" || t.last == "!" { t = t.dropLast() }
        let parts = t.split(separator: ".").map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return []
        }
        return parts
    }

    /// The type path of `Theme.default` / `Workspace.Theme.default` when it is a static stored property of that type
    /// of the files read holding an instance of it (declared with the type or `Self`, or built by its initializer:
    /// `static let default = Theme()`): the type Swift infers for a property initialized with it. nil otherwise.
    func staticInstanceType(_ value: SwiftExpression) -> [String]? {
        guard case .member = value, let path = value.dottedPath?.split(separator: ".").map(String.init),
            path.count >= 2, let member = path.last
        else { return nil }
        let owner = Array(path.dropLast())
        guard let typeName = owner.last, appTypeNames.contains(typeName) else { return nil }
        let holds = (byLastName[member] ?? []).map(declaration).contains { d in
            guard d.isStatic, d.kind == .storedProperty, d.scope.last == typeName,
                d.scope.suffix(owner.count).elementsEqual(owner) || owner.count == 1
            else { return false }
            if let type = d.type { return ["Self", typeName].contains(Self.writtenTypePath(type).last ?? "") }
            guard case .call(let callee, _, _, _)? = d.value, let built = callee.dottedPath else { return false }
            return ["Self", ".init", "init", typeName].contains(String(built.split(separator: ".").last ?? ""))
                || built == typeName || built.hasSuffix("." + typeName)
        }
        return holds ? owner : nil
    }

    /// The first initializer of the type declaring the stored `var` `d` that sets it to a value other than its
    /// default (`init(from scheme: Scheme) { self.foreground = scheme.text }`): every instance made by it holds what its
    /// caller passed, so the default is not what shows. Its name and where; nil when no initializer sets it, or each
    /// one sets it to a value equal to the default.
    func initializerSetting(_ d: SwiftDeclarationID) -> (name: String, place: String)? {
        let member = declaration(d)
        for id in initializersByType[member.scope.last ?? ""] ?? [] {
            let initializer = declaration(id)
            guard initializer.scope == member.scope,
                let set = Self.assignment(to: member.name, in: initializer.body ?? []), isCalled(id)
            else { continue }
            // `init() { self.foreground = .textColor }`, the default again: no other value.
            if let initial = try? value(of: d, from: member.token),
                let given = try? color(set.value, typeContext(id)), Self.same(initial, .color(given))
            {
                continue
            }
            let labels = initializer.parameters.map { "\($0.label ?? "_"):" }.joined()
            let file = units[id.unit].path.split(separator: "/").last.map(String.init) ?? units[id.unit].path
            return ("\(member.scope.joined(separator: ".")).init(\(labels))", "\(file):\(set.token.line)")
        }
        return nil
    }

    /// Whether code of the files read calls the initializer `id`: `Type(label: …` / `.init(label: …` with its first
    /// argument label (any call of the type for an unlabeled first parameter, `Type()` for none).
    func isCalled(_ id: SwiftDeclarationID) -> Bool {
        let d = declaration(id)
        guard let type = d.scope.last else { return false }
        let first = d.parameters.first.map { $0.label ?? "_" }
        for unit in units {
            let tokens = unit.tokens
            for i in tokens.indices.dropLast(2)
            where (tokens[i].text == type || (tokens[i].text == "init" && i > 0 && tokens[i - 1].is(".")))
                && tokens[i + 1].is("(")
            {
                switch first {
                case nil: if tokens[i + 2].is(")") { return true }
                case "_": if !tokens[i + 2].is(")") { return true }
                case let label?:
                    if tokens[i + 2].text == label, i + 3 < tokens.count, tokens[i + 3].is(":") { return true }
                }
            }
        }
        return false
    }

    /// The evaluation context of a member of `id`'s type (its file and type path).
    private func typeContext(_ id: SwiftDeclarationID) -> SwiftEvaluationContext {
        let d = declaration(id)
        return SwiftEvaluationContext(unit: id.unit, scope: d.scope, colorType: nil)
    }

    /// The first `self.name = value` / `name = value` among statements (in branches and switch cases too).
    static func assignment(to name: String, in statements: [SwiftStatement]) -> (
        value: SwiftExpression, token: SwiftToken
    )? {
        for s in statements {
            switch s {
            case .assignment(let target, let value, let t):
                if ["self." + name, name].contains(target.dottedPath ?? "") { return (value, t) }
            case .if(_, let then, let elseBody, _):
                if let found = assignment(to: name, in: then) ?? assignment(to: name, in: elseBody ?? []) {
                    return found
                }
            case .guard(_, let elseBody, _):
                if let found = assignment(to: name, in: elseBody) { return found }
            case .switch(_, let cases, _):
                for c in cases { if let found = assignment(to: name, in: c.body) { return found } }
            default: continue
            }
        }
        return nil
    }

    /// The first assignment in the files read that replaces the stored `var` `holder` with a value written otherwise
    /// than its initial one (`self.theme = state.appearance.theme.payload`), as written and where; nil for a `let` or a
    /// `var` nothing replaces.
    func replacement(of holder: SwiftDeclaration) -> (written: String, place: String)? {
        guard let id = (byQualifiedName[holder.qualifiedName] ?? []).first(where: { declaration($0) == holder }) else {
            return nil
        }
        let tokens = units[id.unit].tokens
        let start = holder.tokenRange.lowerBound
        // A declaration's tokens start at its `let`/`var` (`SwiftDeclarationScanner`).
        guard start < tokens.count, tokens[start].text == "var" else { return nil }
        let initial = holder.value?.written
        for a in assignments[holder.name] ?? [] where assigns(a.target, to: holder, scope: a.scope) {
            let written = a.value.written
            if let written, written == initial { continue }
            let file = units[a.unit].path.split(separator: "/").last.map(String.init) ?? units[a.unit].path
            return (written.map { "'\($0)'" } ?? "a value", "\(file):\(a.token.line)")
        }
        return nil
    }

    /// The first `value.member = x` in the files read whose `value` is a local or property declared as a value of
    /// `type` in the same file (`var tabsTheme = Tabs.Theme.default`, `var style: Theme`), with what it assigns
    /// (as written, to the end of the line) and where.
    func assignedThroughValue(_ member: String, ofType type: String) -> (written: String, place: String)? {
        for a in assignments[member] ?? [] where a.target.count == 2 && a.target[1] == member {
            let holder = a.target[0]
            guard holder != "self", holder.first?.isLowercase == true else { continue }
            let tokens = units[a.unit].tokens
            guard let equals = tokens.firstIndex(where: { $0 == a.token }) else { continue }
            // The nearest `var holder` / `let holder` before the assignment, and the type its declaration names.
            var k = equals - 1
            var declared = false
            while k > 0 {
                if tokens[k].text == holder, ["var", "let"].contains(tokens[k - 1].text) {
                    let end = min(tokens.count, k + 8)
                    declared = tokens[(k + 1)..<end].prefix { $0.line == tokens[k].line }.contains {
                        $0.kind == .identifier && $0.text == type
                    }
                    break
                }
                k -= 1
            }
            guard declared else { continue }
            let written = tokens[(equals + 1)...].prefix { $0.line == a.token.line }.map(\.text).joined()
            let file = units[a.unit].path.split(separator: "/").last.map(String.init) ?? units[a.unit].path
            return ("'\(written)'", "\(file):\(a.token.line)")
        }
        // The memberwise initializer given the member (`Theme(foreground: scheme.text)`).
        for unit in units {
            let tokens = unit.tokens
            for i in tokens.indices.dropLast(3)
            where tokens[i].kind == .identifier && tokens[i].text == type && tokens[i + 1].is("(") {
                var depth = 0
                var k = i + 1
                while k < tokens.count - 1 {
                    if tokens[k].is("(") || tokens[k].is("[") { depth += 1 }
                    if tokens[k].is(")") || tokens[k].is("]") { depth -= 1 }
                    if depth == 0 { break }
                    if depth == 1, tokens[k].text == member, tokens[k + 1].is(":") {
                        let file = unit.path.split(separator: "/").last.map(String.init) ?? unit.path
                        return ("the argument of \(type)(\(member): …)", "\(file):\(tokens[i].line)")
                    }
                    k += 1
                }
            }
        }
        return nil
    }

    /// Whether code may assign the member again: `holder.name = …` in any file read, or `name = …` / `self.name = …`
    /// in the file that declares it (outside the declaration itself).
    func isAssigned(_ name: String, of holder: String, except id: SwiftDeclarationID) -> Bool {
        for (u, unit) in units.enumerated() {
            let tokens = unit.tokens
            for i in tokens.indices.dropLast()
            where tokens[i].kind == .identifier && tokens[i].text == name && tokens[i + 1].kind == .operator
                && tokens[i + 1].text == "="
            {
                if u == id.unit, declaration(id).tokenRange.contains(i) { continue }
                if i > 0, ["let", "var"].contains(tokens[i - 1].text) { continue }
                let receiver = i >= 2 && tokens[i - 1].is(".") ? tokens[i - 2].text : nil
                if receiver == holder || (u == id.unit && (receiver == nil || receiver == "self")) { return true }
            }
        }
        return false
    }
}
