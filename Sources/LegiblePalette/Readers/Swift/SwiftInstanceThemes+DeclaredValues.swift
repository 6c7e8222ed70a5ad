import LegibleSwiftSyntax

/// Theme instances reached through the SwiftUI environment rather than a selector: `palette.label.primary` where the
/// view declares `@Environment(\.palette) var palette` and `EnvironmentValues.palette` is declared with a type that
/// has declared instances (Apple: `Entry()` / `EnvironmentValues`). Which instance the environment holds is the
/// user's choice made elsewhere, so the members are read off every declared instance (`SwiftInstanceThemes.read`), a
/// variant per theme, as `.themedPrimary` styles are. A plain `let palette: Palette` is what its maker passes: not
/// read here.
extension SwiftInstanceThemes {
    /// The members of a path read off every instance its root property can hold; nil when the root is not such a
    /// property of the enclosing type.
    func declaredValueUse(_ expr: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure)
        -> SwiftValue?
    {
        guard !instances.isEmpty else { return nil }
        var members: [(String, SwiftToken)] = []
        var base = expr
        while case .member(let inner, let m, let t) = base {
            members.insert((m, t), at: 0)
            base = inner
        }
        if case .member(.name("self", _), _, _) = expr { return nil }
        guard case .name(let root, _) = base, !members.isEmpty, ctx.env[root] == nil,
            let id = evaluator.lookupDeclaration([root], ctx)
        else { return nil }
        let d = evaluator.declaration(id)
        guard d.kind == .storedProperty, !d.isStatic, d.value == nil, !d.scope.isEmpty,
            ctx.scope.starts(with: d.scope), let type = heldType(d, id), let chosen = instances[type]
        else { return nil }
        return try read(members, of: chosen, ctx)
    }

    /// The instance type a property's `@Environment(\.key)` key is declared with.
    func heldType(_ d: SwiftDeclaration, _ id: SwiftDeclarationID) -> [String]? {
        var written: String?
        let prefix = "@Environment(\\."
        for wrapper in evaluator.propertyWrappers(of: d, unit: id.unit)
        where wrapper.hasPrefix(prefix) && wrapper.hasSuffix(")") {
            let key = String(wrapper.dropFirst(prefix.count).dropLast())
            let entries = evaluator.byQualifiedName["EnvironmentValues." + key] ?? []
            written = entries.lazy.compactMap { self.evaluator.declaration($0).type }.first
        }
        guard var written else { return nil }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        return evaluator.constructedType(written, SwiftEvaluationContext(unit: id.unit, scope: d.scope))
    }
}
