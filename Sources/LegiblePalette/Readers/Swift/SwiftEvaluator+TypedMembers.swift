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
        guard
            let holder = byLastName[holderName]?.map(declaration).first(where: {
                $0.scope == ctx.scope && !$0.isStatic && $0.kind == .storedProperty
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
            guard isLet || !isAssigned(m, of: holderName, except: id) else { return nil }
        }
        return try value(of: id, from: t)
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
