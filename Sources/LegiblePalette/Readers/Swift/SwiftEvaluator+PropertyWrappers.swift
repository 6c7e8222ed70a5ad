import LegibleSwiftSyntax

/// Properties declared with a property wrapper the app defines: `@ThemedPalette private var palette` reads
/// `ThemedPalette.wrappedValue`, and `$palette` its `projectedValue` (Swift: property wrappers, The Swift Programming
/// Language, "Properties"). The member is evaluated in the wrapper's own scope, in the appearance and theme being
/// drawn, so the wrapper's `@Environment(\.colorScheme)` and `@Environment(\.appTheme)` properties are environment
/// reads as anywhere else: a stored member with an initial value is that value, a computed one its getter.
extension SwiftEvaluator {
    /// The wrapped (or, for `$name`, projected) value of `id` when it is an instance property without an initial
    /// value whose attribute names an app struct or class declaring that member; nil otherwise.
    func wrappedValue(
        _ id: SwiftDeclarationID, _ ctx: SwiftEvaluationContext, _ t: SwiftToken, member: String = "wrappedValue"
    ) throws(SwiftEvaluationFailure) -> SwiftValue? {
        let d = declaration(id)
        guard d.kind == .storedProperty, !d.isStatic, d.value == nil else { return nil }
        let tokens = units[id.unit].tokens
        for span in attributeSpans(of: d, unit: id.unit) where span.count >= 2 {
            let name = tokens[span.lowerBound + 1].text
            guard let type = constructedType(name, SwiftEvaluationContext(unit: id.unit, scope: d.scope)),
                let wrapped = members(of: type).first(where: {
                    let m = declaration($0)
                    return m.name == member && !m.isStatic && (m.kind == .storedProperty || m.kind == .computedProperty)
                })
            else { continue }
            guard ctx.depth < Self.maximumDepth / 2 else { throw fail("property wrappers nested too deeply", t) }
            let m = declaration(wrapped)
            // `@SchemeValue(light: …, dark: …)`: the wrapper built by its initializer, the member read off it.
            if span.count > 2, tokens[span.lowerBound + 2].is("(") {
                var parser = SwiftExpressionParser(tokens: tokens, range: (span.lowerBound + 3)..<(span.upperBound - 1))
                let built = try construct(type, parser.parseArguments(), t, ctx)
                guard case .object(let wrapper) = built else { return built }
                return try objectMember(wrapper, member, t, ctx)
            }
            var inner = SwiftEvaluationContext(
                unit: wrapped.unit, scope: type, appearance: ctx.appearance, colorType: Self.colorType(m.type),
                depth: ctx.depth + 4)
            inner.valueType = declaredValueType(m, inner)
            if m.kind == .storedProperty {
                guard let value = m.value else { throw fail(noInitialValue(m, unit: wrapped.unit), t) }
                return try evaluate(value, inner)
            }
            guard let value = try run(m.body ?? [], inner) else {
                throw fail("'\(m.qualifiedName)' returns no value", m.token)
            }
            return value
        }
        return nil
    }

    /// `$name`: the projected value of the wrapped property `name`; nil for other paths.
    func projectedValue(_ path: [String], _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        guard path.count == 1, path[0].hasPrefix("$"), path[0].count > 1,
            let id = lookupDeclaration([String(path[0].dropFirst())], ctx)
        else { return nil }
        return try wrappedValue(id, ctx, t, member: "projectedValue")
    }
}

extension SwiftEvaluator {
    /// The app struct or class a declaration is declared to hold or return (`-> ThemePalette`, `: Self` in a type),
    /// whose members its implicit members (`.matrix`, `.init(…)`) are.
    func declaredValueType(_ d: SwiftDeclaration, _ ctx: SwiftEvaluationContext) -> [String]? {
        guard var written = d.type else { return nil }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        if written == "Self" { written = d.scope.last ?? "" }
        return constructedType(String(written.prefix { $0 != "<" }), ctx)
    }
}
