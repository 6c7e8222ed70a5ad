import LegibleSwiftSyntax

/// Styles that read their color off a palette the environment holds (Mlem's `ThemedColor`): a struct with a stored
/// property typed as a function from a palette type with declared instances to a color (`let getColor: (Palette) ->
/// Color`), and static members of that struct built with a key path or a closure for it (`static var
/// themedSecondary: ThemedColor { .init(hashString: "secondary", getColor: \.label.secondary) }`, `.init(…) {
/// $0.accent }`). `.foregroundStyle(.themedSecondary)` is the path read off every declared palette, a variant per
/// palette (`SwiftInstanceThemes.read`): which palette the environment holds is the user's choice.
extension SwiftInstanceThemes {
    /// `.themedSecondary` as a style read off every palette; nil when `name` is no static member of a style type.
    func style(named name: String, _ t: SwiftToken, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure)
        -> SwiftValue?
    {
        guard !instances.isEmpty else { return nil }
        let members = (evaluator.byLastName[name] ?? []).filter {
            let d = evaluator.declaration($0)
            return d.isStatic && (d.kind == .computedProperty || d.kind == .storedProperty)
                && styleType(d.type, SwiftEvaluationContext(unit: $0.unit, scope: d.scope)) != nil
        }
        guard let id = members.first else { return nil }
        let d = evaluator.declaration(id)
        let declCtx = SwiftEvaluationContext(unit: id.unit, scope: d.scope)
        guard let (field, palette) = styleType(d.type, declCtx), let chosen = instances[palette] else { return nil }
        guard members.count == 1 else {
            throw evaluator.fail(
                "'.\(name)' is ambiguous: \(members.map { evaluator.declaration($0).qualifiedName })", t)
        }
        var built: SwiftExpression?
        if let value = d.value, d.kind == .storedProperty { built = value }
        if let body = d.body, body.count == 1 {
            switch body[0] {
            case .expression(let e), .return(let e?, _): built = e
            default: break
            }
        }
        guard case .call(_, let args, let trailing, _)? = built else {
            throw evaluator.fail("'\(d.qualifiedName)' is not built by an initializer with its palette path", d.token)
        }
        var path: [(String, SwiftToken)]?
        if let arg = args.first(where: { $0.label == field }) {
            path = Self.keyPath(arg.value) ?? (Self.closurePath(arg.value))
        } else if let trailing {
            path = Self.closurePath(.closure(trailing))
        }
        guard let path, !path.isEmpty else {
            throw evaluator.fail(
                "'\(d.qualifiedName)' reads its palette in code that is not a key path or a member path", d.token)
        }
        return try read(path, of: chosen, ctx)
    }

    /// The written type's struct when it is a style type: its function-typed stored property from a palette type
    /// with declared instances to a color, with that palette type.
    func styleType(_ written: String?, _ ctx: SwiftEvaluationContext) -> (field: String, palette: [String])? {
        guard var written else { return nil }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        guard let type = evaluator.constructedType(written, ctx) else { return nil }
        for id in evaluator.storedProperties(of: type) {
            let d = evaluator.declaration(id)
            guard var fn = d.type else { continue }
            while fn.hasPrefix("@") { fn = String(fn.drop { $0 != "(" }) }
            guard fn.hasPrefix("("), let arrow = fn.range(of: ")->") else { continue }
            let argument = String(fn[fn.index(after: fn.startIndex)..<arrow.lowerBound])
            guard SwiftEvaluator.colorType(String(fn[arrow.upperBound...])) != nil,
                let palette = evaluator.constructedType(argument, ctx), instances[palette] != nil
            else { continue }
            return (d.name, palette)
        }
        return nil
    }

    /// `\.label.secondary` → `label`, `secondary`.
    static func keyPath(_ e: SwiftExpression) -> [(String, SwiftToken)]? {
        guard case .unary("\\", let path, _) = e else { return nil }
        return memberPath(path, root: nil)
    }

    /// `{ $0.label.secondary }`, `{ palette in palette.accent }` → the members read off the parameter.
    static func closurePath(_ e: SwiftExpression) -> [(String, SwiftToken)]? {
        guard case .closure(let closure) = e, closure.body.count == 1 else { return nil }
        let root = closure.parameters.first ?? "$0"
        switch closure.body[0] {
        case .expression(let x), .return(let x?, _): return memberPath(x, root: root)
        default: return nil
        }
    }

    /// The members of a path from `root` (a name), or from an implicit member when `root` is nil.
    static func memberPath(_ e: SwiftExpression, root: String?) -> [(String, SwiftToken)]? {
        switch e {
        case .implicitMember(let n, let t) where root == nil: return [(n, t)]
        case .name(let n, _) where n == root: return []
        case .member(let base, let m, let t): return memberPath(base, root: root).map { $0 + [(m, t)] }
        default: return nil
        }
    }
}
