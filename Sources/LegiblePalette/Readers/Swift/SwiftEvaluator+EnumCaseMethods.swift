import LegibleSwiftSyntax

/// Methods of the app's own enums called on one of their cases, as design systems name colors:
/// `Design.Text.tertiary.color(colorScheme)` with `extension Design.Text { func color(_ colorScheme: ColorScheme) ->
/// Color { switch self { case .tertiary: … } } }`. The method is run from its body for the arguments at the call with
/// `self` bound to the case (what its `switch self` compares), so `colorScheme == .light ? a : b` inside gives one value
/// per appearance (Swift: an enum's instance methods take the case as `self`, The Swift Programming Language,
/// "Enumerations" and "Methods").
extension SwiftEvaluator {
    /// The value of `base.m(args)` when `base` is a case of an app enum (written `Design.Text.tertiary`, or a value
    /// bound to a case, `style` for `style: Colorable` given `.primary`) and that enum declares a method `m` taking
    /// these labels; nil otherwise.
    func enumCaseMethodCall(
        _ callee: SwiftExpression, _ args: [SwiftArgument], _ trailing: SwiftClosure?, _ t: SwiftToken,
        _ ctx: SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) -> SwiftValue? {
        guard case .member(let base, let m, _) = callee, let receiver = try enumCase(base, ctx) else { return nil }
        let labels = args.map(\.label)
        let methods = (functionsByName[m] ?? []).filter { id in
            let d = declaration(id)
            return !d.isStatic && receiver.types.contains(d.scope)
                && (d.parameters.map(\.label) == labels || parametersAccept(d.parameters, labels))
        }
        // One enum's method: a case name several enums declare, each with such a method, is not known.
        guard Set(methods.map { declaration($0).scope }).count == 1, let method = methods.first else { return nil }
        return try callFunction(method, args, trailing, t, ctx, receiver: .symbol(receiver.name))
    }

    /// The case `base` names and the enums that may declare it: `Design.Text.tertiary` (that enum), or a name bound
    /// to a case symbol (every enum declaring a case of that name). nil when `base` is no enum case.
    func enumCase(_ base: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure)
        -> (name: String, types: [[String]])?
    {
        if let path = base.dottedPath, path.first?.isUppercase == true {
            let parts = path.split(separator: ".").map(String.init)
            guard parts.count >= 2, let id = lookupDeclaration(parts, ctx) else { return nil }
            let d = declaration(id)
            return d.kind == .enumCase ? (d.name, [d.scope]) : nil
        }
        guard case .name(let n, let t) = base else { return nil }
        var bound = ctx.env[n]
        // `theme.palette(for: colorScheme)` on `@Environment(\.appTheme) var theme`: the case of the theme being run.
        if bound == nil, let id = lookupDeclaration([n], ctx) { bound = try environmentTheme(id, ctx, t) }
        guard case .symbol(let name)? = bound else { return nil }
        let types = (byLastName[name] ?? []).map(declaration).filter { $0.kind == .enumCase }.map(\.scope)
        return types.isEmpty ? nil : (name, types)
    }
}

extension SwiftEvaluator {
    /// The value of `base.m` when `base` is a case of an app enum and that enum declares a computed instance property
    /// `m` (`var usesGlassChrome: Bool { self == .liquidGlass }` read as `theme.usesGlassChrome` on the theme being
    /// run): its getter run with `self` bound to the case, as a method is (`enumCaseMethodCall`); nil otherwise.
    func enumCaseProperty(_ base: SwiftExpression, _ m: String, _ t: SwiftToken, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        guard let receiver = try enumCase(base, ctx) else { return nil }
        let properties = (byLastName[m] ?? []).filter { id in
            let d = declaration(id)
            return !d.isStatic && d.kind == .computedProperty && receiver.types.contains(d.scope)
        }
        guard Set(properties.map { declaration($0).scope }).count == 1, let property = properties.first else {
            return nil
        }
        return try callFunction(property, [], nil, t, ctx, receiver: .symbol(receiver.name))
    }
}
