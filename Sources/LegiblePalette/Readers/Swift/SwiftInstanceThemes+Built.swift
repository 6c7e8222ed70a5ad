import LegibleSwiftSyntax

/// Themes the app builds as objects in a body and keeps in a list (Sileo's theme manager): a local constructed from an
/// app type with color properties (`let dark = AppTheme(name: "Dark", style: .dark)`), given its colors by property
/// assignments after it (`dark.backgroundColor = …`), and stored into a collection (`themes.append(dark)`,
/// `themes = [light, dark]`). Every such object stored into a collection of the type is a theme, at least two of them;
/// a value of that type wherever the code holds one (`ThemeManager.shared.currentTheme`, a `theme: AppTheme`
/// parameter) is any of them (`typedUse`), as the current theme is chosen from that list.
///
/// An object's colors are its initializer's fields, then each assignment in order (one inside a branch the binding is
/// not in is not known statically); a property no one sets keeps its initial value, and an optional one without
/// one is nil, which the right side of `??` replaces in that theme. Anything else stored into the same collection (a
/// theme decoded from the user's saved data, `themes.append(contentsOf: saved)`) makes the set open: the colors of
/// those themes cannot be known from the source, so the type's themes are `open` with that place.
extension SwiftInstanceThemes {
    /// How an instance the code builds or decodes is made.
    enum Recipe {
        /// `let name = Type(args)` in a body, then `name.field = value` assignments in order.
        case built(type: [String], call: SwiftExpression, unit: Int, scope: [String], assignments: [Assignment])
        /// An element of a bundled JSON file: its decoded fields, and the `Bool` fields the app sets per appearance.
        case decoded(type: [String], fields: [String: SwiftValue], flags: [String])
    }

    /// `local.field = value` after a built local's binding; `branch` when written in a branch the binding is not in.
    struct Assignment {
        var field: String
        var value: SwiftExpression
        var branch: Bool
    }

    /// A local being followed in one body.
    private struct Local {
        var type: [String]
        var call: SwiftExpression
        var depth: Int
        var assignments: [Assignment] = []
        var stored: String?
    }

    /// Finds built instances in every body of the files read, for types with no declared instances.
    func addBuilt() {
        var found: [[String]: [(Instance, Recipe)]] = [:]
        var pendingOpen: [String: String] = [:] // collection → why
        var collectionTypes: [String: [String]] = [:]
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated() {
                guard let body = d.body, !body.isEmpty else { continue }
                let id = SwiftDeclarationID(unit: u, index: i)
                var locals: [String: Local] = [:]
                var order: [String] = []
                walkBuilt(body, depth: 0, u, d.scope, &locals, &order, &pendingOpen)
                for name in order {
                    guard let local = locals[name], let collection = local.stored else { continue }
                    collectionTypes[collection] = local.type
                    let instance = Instance(id: id, name: name, element: order.firstIndex(of: name) ?? 0)
                    found[local.type, default: []].append(
                        (
                            instance,
                            .built(
                                type: local.type, call: local.call, unit: u, scope: d.scope,
                                assignments: local.assignments)
                        ))
                }
            }
        }
        for (type, list) in found where list.count >= 2 && instances[type] == nil {
            guard evaluator.colorFields(ofWrittenType: type.joined(separator: ".")) != nil else { continue }
            instances[type] = list.map(\.0)
            for (instance, recipe) in list { recipes[instance] = recipe }
        }
        for (collection, why) in pendingOpen.sorted(by: { $0.key < $1.key }) {
            guard let type = collectionTypes[collection], instances[type] != nil, open[type] == nil else { continue }
            open[type] = why
        }
    }

    /// The appearances of the themes of each open type, with why the set is open.
    func openAppearances() -> [String: String] {
        var out: [String: String] = [:]
        for (type, why) in open {
            for instance in instances[type] ?? [] {
                let d = evaluator.declaration(instance.id)
                let ctx = SwiftEvaluationContext(unit: instance.id.unit, scope: d.scope)
                for key in (try? bases(of: instance, d.token, ctx)) ?? [] {
                    out[key.key.rawValue] = "\(type.joined(separator: ".")) \(why)"
                }
            }
        }
        return out
    }

    /// Follows locals built from app types through one body: their assignments and where they are stored.
    private func walkBuilt(
        _ statements: [SwiftStatement], depth: Int, _ u: Int, _ scope: [String], _ locals: inout [String: Local],
        _ order: inout [String], _ pendingOpen: inout [String: String]
    ) {
        let unit = evaluator.units[u]
        let file = unit.path.split(separator: "/").last.map(String.init) ?? unit.path
        func collectionKey(_ e: SwiftExpression) -> String? {
            guard var path = e.dottedPath else { return nil }
            if path.hasPrefix("self.") { path.removeFirst(5) }
            return (scope + [path]).joined(separator: ".")
        }
        func store(_ items: [SwiftExpression], into collection: SwiftExpression, _ t: SwiftToken) {
            guard let key = collectionKey(collection) else { return }
            for item in items {
                if case .name(let n, _) = item, locals[n] != nil {
                    locals[n]?.stored = key
                } else {
                    let written = item.written.map { " ('\($0)')" } ?? ""
                    pendingOpen[key] =
                        pendingOpen[key] ?? "themes added at run time at \(file):\(t.line)\(written)"
                }
            }
        }
        for s in statements {
            switch s {
            case .binding(let name, let type, let value?, _):
                guard case .call(let callee, _, nil, _) = value, let built = builtType(callee, declared: type, u, scope)
                else { continue }
                locals[name] = Local(type: built, call: value, depth: depth)
                order.removeAll { $0 == name }
                order.append(name)
            case .assignment(.member(.name(let n, _), let field, _), let value, _) where locals[n] != nil:
                let branch = depth > (locals[n]?.depth ?? 0)
                locals[n]?.assignments.append(Assignment(field: field, value: value, branch: branch))
            case .assignment(let target, .array(let items, _), let t):
                store(items, into: target, t)
            case .expression(.call(.member(let collection, let method, _), let args, nil, let t)):
                switch (method, args.first.flatMap(\.label)) {
                case ("append", nil), ("insert", nil): store(args.prefix(1).map(\.value), into: collection, t)
                case ("append", "contentsOf"):
                    if case .array(let items, _)? = args.first?.value {
                        store(items, into: collection, t)
                    } else {
                        store(args.prefix(1).map(\.value), into: collection, t)
                    }
                default: continue
                }
            case .if(_, let then, let elseBody, _):
                walkBuilt(then, depth: depth + 1, u, scope, &locals, &order, &pendingOpen)
                walkBuilt(elseBody ?? [], depth: depth + 1, u, scope, &locals, &order, &pendingOpen)
            default: continue
            }
        }
    }

    /// The app type a local's initializer call builds (`AppTheme(…)`, `AppTheme.init(…)`, `.init(…)` with a declared
    /// type); nil for other calls.
    private func builtType(_ callee: SwiftExpression, declared: String?, _ u: Int, _ scope: [String]) -> [String]? {
        let ctx = SwiftEvaluationContext(unit: u, scope: scope)
        guard let written = callee.dottedPath else { return nil }
        if written == ".init" { return declared.flatMap { evaluator.constructedType($0, ctx) } }
        guard written.first?.isUppercase == true else { return nil }
        return evaluator.constructedType(written, ctx)
    }

    /// The value of a built or decoded instance in `base`: the object its recipe makes.
    func make(_ recipe: Recipe, in base: Appearance) throws(SwiftEvaluationFailure) -> SwiftValue {
        switch recipe {
        case .decoded(let type, let fields, let flags):
            var object = SwiftObject(type: type, fields: fields)
            for flag in flags { object.fields[flag] = .bool(base.isDark) }
            return .object(object)
        case .built(let type, let call, let unit, let scope, let assignments):
            guard case .call(_, let args, _, let t) = call else {
                throw evaluator.fail("'\(type.joined(separator: "."))' is not built by a call", call.token)
            }
            let ctx = SwiftEvaluationContext(unit: unit, scope: scope, appearance: base)
            guard case .object(var object) = try evaluator.construct(type, args, t, ctx) else {
                throw evaluator.fail("'\(type.joined(separator: "."))' builds no object", t)
            }
            let stored = evaluator.storedProperties(of: type).map(evaluator.declaration)
            for a in assignments {
                guard !a.branch else {
                    object.fields[a.field] = nil
                    object.unknown[a.field] = "set in a branch at line \(a.value.token.line)"
                    continue
                }
                var c = ctx
                c.colorType = SwiftEvaluator.colorType(stored.first { $0.name == a.field }?.type)
                do {
                    object.fields[a.field] = try evaluator.evaluate(a.value, c)
                    object.unknown[a.field] = nil
                } catch {
                    object.fields[a.field] = nil
                    object.unknown[a.field] = error.message
                }
            }
            return .object(object)
        }
    }

    /// The appearances a built or decoded theme is drawn in. A decoded theme with a flag the app sets per appearance
    /// (`useDarkVariant`) is drawn in both, the flag following the appearance. A built theme is only dark or only light
    /// where its code says so: a field of a style type set to `.dark` / `.light` (`interfaceStyle: .dark`), an
    /// `isDark` field, or a name that says dark (`darkTheme`); otherwise both appearances.
    func recipeBases(of instance: Instance, _ recipe: Recipe, _ t: SwiftToken, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> [(base: Appearance, key: Appearance)]
    {
        let both: [(base: Appearance, key: Appearance)] = SwiftInstanceThemes.variantSuffix.map {
            ($0.base, Appearance.theme(instance.name + $0.suffix, isDark: $0.base.isDark))
        }
        if case .decoded = recipe { return both }
        let value = try self.value(of: instance, in: .light)
        if let said = Self.saidStyle(value) {
            return [(said ? .dark : .light, Appearance.theme(instance.name, isDark: said))]
        }
        if SwiftThemes.darkWords.contains(where: instance.name.lowercased().contains) {
            return [(.dark, Appearance.theme(instance.name, isDark: true))]
        }
        return both
    }

    /// Whether a built object says it is dark (true) or light (false): an `isDark` field, or a style field
    /// (`preferredUserInterfaceStyle`, `colorScheme`, `appearance`) set to `.dark` / `.light`; nil when it does not.
    static func saidStyle(_ value: SwiftValue) -> Bool? {
        guard case .object(let o) = value else { return nil }
        if case .bool(let dark)? = o.fields["isDark"] { return dark }
        for (name, field) in o.fields.sorted(by: { $0.key < $1.key }) {
            let lower = name.lowercased()
            guard ["style", "scheme", "appearance"].contains(where: lower.contains), case .symbol(let s) = field else {
                continue
            }
            if s == "dark" { return true }
            if s == "light" { return false }
        }
        return nil
    }
}
