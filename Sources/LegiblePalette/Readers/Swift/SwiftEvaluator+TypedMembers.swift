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
        var typeName = holder.type.flatMap(SwiftThemeFunctions.typeName)
        if typeName == nil, case .call(let callee, _, _, _)? = holder.value {
            typeName = callee.dottedPath.flatMap(SwiftThemeFunctions.typeName)
        }
        guard let typeName, typeName.first?.isUppercase == true, !SwiftSystemColorNames.colorTypes.contains(typeName)
        else { return nil }
        let members = (byLastName[m] ?? []).filter { id in
            let d = declaration(id)
            return !d.isStatic && d.scope.last == typeName && (d.kind == .computedProperty || d.kind == .storedProperty)
        }
        // Swift's lexical lookup: the type nested in the current one (`PollAddOptionRow.ViewModel` from inside
        // `PollAddOptionRow`), else in an enclosing one, else a top-level type. Another type's nested `ViewModel` is
        // not visible here, so it is never taken.
        let visible = (0...ctx.scope.count).reversed().lazy.compactMap { n in
            members.first { self.declaration($0).scope == Array(ctx.scope.prefix(n)) + [typeName] }
        }
        guard let id = visible.first else { return nil }
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
            guard isLet || !isAssigned(m, of: holderName, except: id) else { return nil }
        }
        return try value(of: id, from: t)
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
