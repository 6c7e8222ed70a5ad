import LegibleSwiftSyntax

/// Values flowing through the app's own types, as design systems hand colors around: a struct built with its
/// memberwise initializer (`ColorValues(primaryContent: UIColor(rgb: 0x17191C), …)`), a class or struct built by an
/// explicit `init` whose body sets stored properties from its labelled arguments (`ColorsUIKit(values:)` with
/// `primaryContent = values.primaryContent`; `self.init(…)` delegation followed), static values built from other
/// static values, and members read off such a value (`LightColors.values.primaryContent`, `colors.primaryContent`).
/// A member the initializer did not set is the type's initial value or computed property, evaluated with the
/// object's fields in scope; a field set inside a branch of the `init` is not known statically.
extension SwiftEvaluator {
    /// The struct or class declared in the files read that a call path constructs (`ColorValues`,
    /// `DesignKit.ColorValues`, `ColorsUIKit.init`): nested in the current scope first, else the only type whose
    /// path ends with it.
    func constructedType(_ path: String, _ ctx: SwiftEvaluationContext) -> [String]? {
        var written = path
        if written.hasSuffix(".init") { written.removeLast(".init".count) }
        let parts = written.split(separator: ".").map(String.init)
        guard let last = parts.last, last.first?.isUppercase == true, Self.colorType(written) == nil,
            let candidates = valueTypes[last]
        else { return nil }
        for k in stride(from: ctx.scope.count, through: 0, by: -1) {
            let q = Array(ctx.scope.prefix(k)) + parts
            if candidates.contains(q) { return q }
        }
        let matches = candidates.filter { $0.count >= parts.count && Array($0.suffix(parts.count)) == parts }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Structs and classes declared in the files read, by last name.
    static func valueTypes(_ units: [SwiftSourceUnit]) -> [String: [[String]]] {
        var out: [String: [[String]]] = [:]
        for unit in units {
            for t in unit.types where t.keyword == "struct" || t.keyword == "class" {
                guard let last = t.path.last, !(out[last]?.contains(t.path) ?? false) else { continue }
                out[last, default: []].append(t.path)
            }
        }
        return out
    }

    /// The instance stored properties of a type, in declaration order, with their declarations.
    func storedProperties(of type: [String]) -> [SwiftDeclarationID] {
        members(of: type).filter {
            let d = declaration($0)
            return d.kind == .storedProperty && !d.isStatic
        }
    }

    /// The color-typed instance properties of a type a written type names (`ColorsUIKit`, `ColorsUIKit!`), stored or
    /// computed, in declaration order: the colors a theme's value of that type holds. nil when it names no struct or
    /// class with one.
    func colorFields(ofWrittenType written: String?) -> (type: [String], fields: [String])? {
        guard var t = written else { return nil }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        guard let type = constructedType(t, SwiftEvaluationContext(unit: 0, scope: [])) else { return nil }
        var fields: [String] = []
        for d in members(of: type).map(declaration)
        where !d.isStatic && Self.colorType(d.type) != nil && !fields.contains(d.name)
            && (d.kind == .storedProperty || d.kind == .computedProperty)
        {
            fields.append(d.name)
        }
        return fields.isEmpty ? nil : (type, fields)
    }

    /// A call of a declared type's initializer: its explicit `init` matching the labels, else (a struct) its
    /// memberwise initializer.
    func construct(
        _ type: [String], _ args: [SwiftArgument], _ t: SwiftToken, _ ctx: SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        guard ctx.depth < Self.maximumDepth / 2 else { throw fail("initializers nested too deeply", t) }
        let labels = args.map(\.label)
        var object = SwiftObject(type: type)
        if let id = lookupFunction((type + ["init"]).joined(separator: "."), labels: labels, ctx),
            declaration(id).scope == type
        {
            let d = declaration(id)
            // Its color initializers are accounted for by the color that ran it, as a followed function's are.
            if followedFunctions[id] == nil { followedFunctions[id] = currentColorName }
            var inner = SwiftEvaluationContext(
                unit: id.unit, scope: type, appearance: ctx.appearance, depth: ctx.depth + 4)
            inner.receiver = ctx.receiver
            try bind(d.parameters, to: args, from: ctx, into: &inner)
            try runInitializer(d.body ?? [], inner, into: &object)
            return .object(object)
        }
        let stored = storedProperties(of: type).map(declaration)
        guard !args.isEmpty, let isStruct = isStruct(type), isStruct,
            labels.allSatisfy({ label in stored.contains { $0.name == label } })
        else {
            throw fail(
                "no initializer \(type.joined(separator: "."))(\(labels.map { ($0 ?? "_") + ":" }.joined())) in the files read",
                t)
        }
        for a in args {
            guard let label = a.label else { continue }
            var argCtx = ctx
            argCtx.colorType = Self.colorType(stored.first { $0.name == label }?.type) ?? ctx.colorType
            do {
                let written = stored.first { $0.name == label }?.type ?? ""
                if let built = try implicitInitializer(a.value, ofWrittenType: written, argCtx) {
                    object.fields[label] = built
                } else {
                    object.fields[label] = try evaluate(a.value, argCtx)
                }
            } catch  where error.needsAppearance {
                throw error
            } catch {
                object.unknown[label] = error.message
            }
        }
        return .object(object)
    }

    /// `.init(primary: .primary, …)` where a declared type is expected (a parameter or stored property typed
    /// `ColorHierarchy`): that type's initializer. nil for other expressions and types.
    func implicitInitializer(_ e: SwiftExpression, ofWrittenType written: String, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        guard case .call(.implicitMember("init", _), let args, nil, let t) = e else { return nil }
        var type = written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard let path = constructedType(type, ctx) else { return nil }
        return try construct(path, args, t, ctx)
    }

    func isStruct(_ type: [String]) -> Bool? {
        for unit in units {
            if let t = unit.types.first(where: { $0.path == type && $0.keyword != "extension" }) {
                return t.keyword == "struct"
            }
        }
        return nil
    }

    /// Runs an `init` body: `field = value` / `self.field = value` set fields, `let` bindings are locals,
    /// `self.init(…)` builds the object first; a field assigned inside a branch is not known statically.
    func runInitializer(_ body: [SwiftStatement], _ ctx: SwiftEvaluationContext, into object: inout SwiftObject)
        throws(SwiftEvaluationFailure)
    {
        var ctx = ctx
        for statement in body {
            switch statement {
            case .assignment(let target, let value, _):
                guard let field = Self.assignedField(target) else { continue }
                var c = ctx
                c.colorType =
                    Self.colorType(storedProperties(of: object.type).map(declaration).first { $0.name == field }?.type)
                do {
                    object.fields[field] = try evaluate(value, c)
                    object.unknown[field] = nil
                } catch  where error.needsAppearance {
                    throw error
                } catch {
                    object.fields[field] = nil
                    object.unknown[field] = error.message
                }
            case .binding(let name, _, let value?, _):
                do { ctx.env[name] = try evaluate(value, ctx) } catch  where error.needsAppearance { throw error } catch
                {
                    ctx.env[name] = nil
                }
            case .expression(.call(let callee, let args, _, let t)) where callee.dottedPath == "self.init":
                if case .object(let delegated) = try construct(object.type, args, t, ctx) {
                    object.fields.merge(delegated.fields) { $1 }
                    object.unknown.merge(delegated.unknown) { $1 }
                }
            case .if, .switch, .guard:
                for field in Self.assignedFields(in: [statement]) where object.fields[field] == nil {
                    object.unknown[field] = "set in a branch of the initializer"
                }
            default: continue
            }
        }
    }

    /// The object an expression evaluates to; nil when it is not one or not known (a trait-dependent value rethrows).
    func objectValue(_ e: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftObject?
    {
        do {
            if case .object(let o) = try evaluate(e, ctx) { return o }
        } catch  where error.needsAppearance {
            throw error
        } catch {}
        return nil
    }

    /// `field` for `field = …` and `self.field = …`.
    static func assignedField(_ target: SwiftExpression) -> String? {
        switch target {
        case .name(let n, _): n
        case .member(.name("self", _), let m, _): m
        default: nil
        }
    }

    /// Every field a block assigns, at any depth.
    static func assignedFields(in statements: [SwiftStatement]) -> [String] {
        statements.flatMap { s -> [String] in
            switch s {
            case .assignment(let target, _, _): assignedField(target).map { [$0] } ?? []
            case .if(_, let then, let elseBody, _): assignedFields(in: then) + assignedFields(in: elseBody ?? [])
            case .guard(_, let elseBody, _): assignedFields(in: elseBody)
            case .switch(_, let cases, _): cases.flatMap { assignedFields(in: $0.body) }
            default: []
            }
        }
    }

    /// A member of an object: the field its initializer set, else the type's initial value or computed property with
    /// the fields in scope.
    func objectMember(_ object: SwiftObject, _ m: String, _ t: SwiftToken, _ outer: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue
    {
        if let v = object.fields[m] { return v }
        if let why = object.unknown[m] { throw fail("'\(object.typeName).\(m)' is not known statically: \(why)", t) }
        for (u, unit) in units.enumerated() {
            guard
                let d = unit.declarations.first(where: {
                    $0.scope == object.type && $0.name == m && !$0.isStatic
                        && ($0.kind == .storedProperty || $0.kind == .computedProperty)
                })
            else { continue }
            var ctx = SwiftEvaluationContext(
                unit: u, scope: object.type, appearance: outer.appearance, colorType: Self.colorType(d.type),
                depth: outer.depth + 1)
            for (name, value) in object.fields {
                ctx.env[name] = value
                ctx.env["self." + name] = value
            }
            if d.kind == .storedProperty {
                // An optional property no initializer or assignment sets is nil (`var bannerColor: UIColor?`).
                if d.value == nil, d.type?.hasSuffix("?") == true { return .symbol("nil") }
                guard let value = d.value else { break }
                return try evaluate(value, ctx)
            }
            guard let v = try run(d.body ?? [], ctx) else {
                throw fail("'\(object.typeName).\(m)' returns no value", t)
            }
            return v
        }
        throw fail("'\(object.typeName).\(m)' is not set by the initializer called", t)
    }
}
