import LegibleSwiftSyntax

/// Struct values built in a body by changing a copy, as an app derives one palette from another
/// (`static let oled: Self = { var palette: Self = .default; palette.background.primary = .black; return palette }()`):
/// a local declared with a type the app declares reads `.member` off that type (`Self` is the enclosing type), and
/// an assignment to a member path of a local struct sets that field of the local's copy, nested structs included
/// (Swift's value semantics: The Swift Programming Language, "Structures and Enumerations Are Value Types"), the
/// assigned value read in the color context of the field's declared type.
extension SwiftEvaluator {
    /// The value of `let name: Type = value` where `value` is `.member` / `.init(…)` of a type the app declares; nil
    /// for any other binding (evaluated as usual).
    func typedLocalValue(_ value: SwiftExpression, declared written: String?, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        guard var written else { return nil }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        let type = written == "Self" ? (ctx.scope.isEmpty ? nil : ctx.scope) : constructedType(written, ctx)
        guard let type else { return nil }
        switch value {
        case .implicitMember(let n, let t):
            if let id = lookupDeclaration(type + [n], ctx), let built = try builtValue(of: id, ctx) { return built }
            return try resolve(type + [n], ctx, t)
        case .call(.implicitMember("init", _), let args, nil, let t): return try construct(type, args, t, ctx)
        default: return nil
        }
    }

    /// A stored constant built by its type's initializer (`static let classic: Self = .init(…)`), built in the
    /// appearance `ctx` draws; nil for any other declaration.
    func builtValue(of id: SwiftDeclarationID, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure)
        -> SwiftValue?
    {
        let d = declaration(id)
        guard d.kind == .storedProperty, case .call(let callee, let args, nil, let t)? = d.value,
            let written = callee.dottedPath
        else { return nil }
        var type: [String]?
        if [".init", "Self", "Self.init"].contains(written) {
            type = d.type == "Self" || d.type == nil ? d.scope : d.type.flatMap { constructedType($0, ctx) }
        } else {
            type = constructedType(written, SwiftEvaluationContext(unit: id.unit, scope: d.scope))
        }
        guard let type, !type.isEmpty else { return nil }
        var inner = SwiftEvaluationContext(unit: id.unit, scope: d.scope, appearance: ctx.appearance)
        inner.depth = ctx.depth + 1
        return try construct(type, args, t, inner)
    }

    /// `local.a.b = value` where `local` holds a struct value: the local with that field set; false when the target
    /// is not a member path of a local object (the assignment is then not the evaluator's to follow).
    func assignToLocal(_ target: SwiftExpression, _ value: SwiftExpression, _ ctx: inout SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> Bool
    {
        guard let path = target.dottedPath?.split(separator: ".").map(String.init), path.count >= 2,
            case .object(let root)? = ctx.env[path[0]]
        else { return false }
        ctx.env[path[0]] = .object(try setting(Array(path.dropFirst()), of: root, to: value, target.token, ctx))
        return true
    }

    /// `object` with the field at `path` set to `value`; a field that cannot be read becomes unknown with why.
    private func setting(
        _ path: [String], of object: SwiftObject, to value: SwiftExpression, _ t: SwiftToken,
        _ ctx: SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) -> SwiftObject {
        var object = object
        let field = path[0]
        do throws(SwiftEvaluationFailure) {
            if path.count == 1 {
                let declared = storedProperties(of: object.type).map(declaration).first { $0.name == field }?.type
                var c = ctx
                c.colorType = Self.colorType(declared) ?? ctx.colorType
                if let built = try implicitInitializer(value, ofWrittenType: declared ?? "", c) {
                    object.fields[field] = built
                } else {
                    object.fields[field] = try evaluate(value, c)
                }
            } else {
                guard case .object(let inner) = try objectMember(object, field, t, ctx) else {
                    throw fail("'\(object.typeName).\(field)' is not a struct value", t)
                }
                object.fields[field] = .object(try setting(Array(path.dropFirst()), of: inner, to: value, t, ctx))
            }
            object.unknown[field] = nil
        } catch  where error.needsAppearance {
            throw error
        } catch {
            object.fields[field] = nil
            object.unknown[field] = error.message
        }
        return object
    }
}
