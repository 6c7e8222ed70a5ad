import LegibleSwiftSyntax

/// Uses of built or decoded themes (`SwiftInstanceThemes+Built`, `+Decoded`) through a value of their type, as the app
/// holds the current one: `ThemeManager.shared.currentTheme.labelColor`, `theme.primaryColor` with `theme` a property
/// or a parameter declared with the theme type. Every object of the type the app makes is one of its themes, so such a
/// value is any of them: the members are read off each theme (`read`), a variant per theme. The name decides by its
/// declaration: a property of the enclosing types by its type; a member path by every property of that name (all of
/// the theme type); a parameter by the parameters of that name in the files read (all of the theme type). A stored
/// property declared with its own value (`lazy var defaultTheme: Theme = { Theme.makeDefault() }()`) is that value.
extension SwiftInstanceThemes {
    /// The theme types declared for each property and parameter name (their written types resolved), for the types
    /// with built or decoded themes; a name also declared with another type maps to an empty set.
    func typedThemeNames() -> [String: Set<[String]>] {
        let themed = Set(recipes.keys.compactMap { instance in instances.first { $0.value.contains(instance) }?.key })
        var out: [String: Set<[String]>] = [:]
        guard !themed.isEmpty else { return out }
        let names = Set(themed.compactMap(\.last))
        func note(_ name: String, _ written: String?) {
            guard var t = written else { return }
            while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
            guard let last = t.split(separator: ".").last.map(String.init), names.contains(last),
                let type = evaluator.constructedType(t, SwiftEvaluationContext(unit: 0, scope: [])),
                themed.contains(type)
            else {
                if out[name] != nil || written.map({ !$0.isEmpty }) == true { out[name, default: []].insert([]) }
                return
            }
            out[name, default: []].insert(type)
        }
        for unit in evaluator.units {
            for d in unit.declarations {
                // A stored property with its own value holds that value, not any theme.
                if d.kind == .storedProperty, d.value != nil {
                    out[d.name, default: []].insert([])
                } else if d.kind == .storedProperty || d.kind == .computedProperty {
                    note(d.name, d.type)
                }
                for p in d.parameters { note(p.name, p.type) }
            }
        }
        return out
    }

    /// `value.member…` where `value` is a theme of a built or decoded set: the members read off each theme, the right
    /// side of `??` (`fallback`) replacing a member a theme leaves nil. nil when no prefix of the path is such a value.
    func typedUse(_ expr: SwiftExpression, _ ctx: SwiftEvaluationContext, orElse fallback: SwiftExpression? = nil)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        guard !recipes.isEmpty else { return nil }
        var members: [(String, SwiftToken)] = []
        var base = expr
        while true {
            while case .postfix(_, let inner, _) = base { base = inner }
            guard case .member(let inner, let m, let t) = base else { return nil }
            members.insert((m, t), at: 0)
            base = inner
            while case .postfix(_, let inner, _) = base { base = inner }
            guard let type = themeType(of: base, ctx), let chosen = instances[type] else { continue }
            return try read(members, of: chosen, ctx, orElse: fallback)
        }
    }

    /// The built or decoded theme type a value is declared with, nil when it is not one (or not known to be).
    func themeType(of base: SwiftExpression, _ ctx: SwiftEvaluationContext) -> [String]? {
        switch base {
        case .name(let n, let t), .member(.name("self", _), let n, let t):
            if case .name = base {
                if ctx.env[n] != nil { return nil }
                // A parameter of the function around the use: its declared type.
                if let written = enclosingParameterType(n, unit: ctx.unit, at: t) {
                    return declaredThemeType(written, ctx)
                }
            }
            // A property of the enclosing types: its own declared type.
            for k in stride(from: ctx.scope.count, through: 1, by: -1) {
                let q = (ctx.scope.prefix(k) + [n]).joined(separator: ".")
                if let id = evaluator.byQualifiedName[q]?.first {
                    return heldThemeType(evaluator.declaration(id), ctx)
                }
            }
            return unique(n)
        case .member(let owner, let m, _):
            // `Store.shared.current`: the property of the type the path names (a singleton's), else by name.
            for part in (owner.dottedPath ?? "").split(separator: ".").reversed() where part.first?.isUppercase == true
            {
                if let id = evaluator.lookupDeclaration([String(part), m], ctx) {
                    return heldThemeType(evaluator.declaration(id), ctx)
                }
            }
            return unique(m)
        default:
            return nil
        }
    }

    /// The written type of the parameter `name` of the innermost function or initializer whose code holds `t`.
    func enclosingParameterType(_ name: String, unit u: Int, at t: SwiftToken) -> String? {
        let unit = evaluator.units[u]
        var best: (span: Int, type: String)?
        for d in unit.declarations where d.kind == .function || d.kind == .initializer {
            guard let p = d.parameters.first(where: { $0.name == name }), !d.tokenRange.isEmpty,
                d.tokenRange.upperBound <= unit.tokens.count
            else { continue }
            let first = unit.tokens[d.tokenRange.lowerBound], last = unit.tokens[d.tokenRange.upperBound - 1]
            guard (first.line, first.column) <= (t.line, t.column), (t.line, t.column) <= (last.line, last.column)
            else { continue }
            if best == nil || d.tokenRange.count < best!.span { best = (d.tokenRange.count, p.type) }
        }
        return best?.type
    }

    private func unique(_ name: String) -> [String]? {
        guard let types = typedNames[name], types.count == 1, let type = types.first, !type.isEmpty else { return nil }
        return type
    }

    /// The theme type a property holds any theme of: not one declared with its own value
    /// (`lazy var defaultTheme: SimpleTheme = { SimpleTheme.getDefaultTheme(…) }()`), which is that value.
    private func heldThemeType(_ d: SwiftDeclaration, _ ctx: SwiftEvaluationContext) -> [String]? {
        guard d.kind != .storedProperty || d.value == nil else { return nil }
        return declaredThemeType(d.type, ctx)
    }

    private func declaredThemeType(_ written: String?, _ ctx: SwiftEvaluationContext) -> [String]? {
        guard var t = written else { return nil }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        guard let type = evaluator.constructedType(t, ctx),
            instances[type]?.contains(where: { recipes[$0] != nil }) == true
        else { return nil }
        return type
    }
}
