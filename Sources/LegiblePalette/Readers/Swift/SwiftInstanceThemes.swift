import LegibleCore
import LegibleSwiftSyntax

/// Themes that are instances of an app type, one of which a selector hands out at run time (VLC's
/// `PresentationTheme.current`): the type's declared instances are stored constants built by its initializer
/// (`static let brightTheme = PresentationTheme(colors: brightPalette)`, or at file level), at least two of them; a
/// selector is a static property or function whose declared type is that type and which is not an instance itself
/// (`static var current: PresentationTheme = { … }()`, `static var currentExcludingWhite: PresentationTheme { … }`).
///
/// The instances a selector can give are read from its code over every branch: its returned expressions (`return
/// .darkTheme`, a ternary, `??`), locals followed through each assignment to them, other selectors and static
/// functions of the files read followed into their bodies, and, for a stored `var`, every value assigned to it
/// anywhere in the code (`PresentationTheme.current = …`). When one of them is not a declared instance (a function
/// not in the files read, a value built at run time), the set of themes is not known and the use fails with that
/// line: no theme is guessed.
///
/// A use through a selector (`PresentationTheme.current.colors.cellTextColor`) is the member read off each
/// instance (`SwiftEvaluator.objectMember`), one variant per instance named after its property without the type's
/// last word (`brightTheme` → `theme:bright`), placed by `SwiftThemes.appearance(named:roles:)` unless the instance
/// says whether it is dark (an `isDark` member).
final class SwiftInstanceThemes {
    /// One declared instance: the theme it is.
    struct Instance: Hashable {
        let id: SwiftDeclarationID
        let name: String
        /// Which object of the declaration it is: a built local's or a decoded element's place (0 when declared).
        var element = 0
    }

    /// Instance names of a theme that follows the system's appearance.
    static let followsSystem: Set<String> = SwiftThemeFunctions.followsPlatform.union(["default", "standard"])

    unowned let evaluator: SwiftEvaluator
    /// The declared instances of each type that has at least two.
    var instances: [[String]: [Instance]] = [:]
    /// How each instance the code builds in a body or decodes from a bundled file is made
    /// (`SwiftInstanceThemes+Built`, `SwiftInstanceThemes+Decoded`); declared instances have none.
    var recipes: [Instance: Recipe] = [:]
    /// Why the themes of a type are not all known (themes added at run time: made by the user, downloaded), by type.
    var open: [[String]: String] = [:]
    /// Declared type of each property and parameter name whose type has built or decoded themes, made on first use.
    lazy var typedNames: [String: Set<[String]>] = typedThemeNames()
    private var choices: [SwiftDeclarationID: Result<[Instance], SwiftEvaluationFailure>] = [:]
    private var inProgress: Set<SwiftDeclarationID> = []
    private var values: [ValueKey: Result<SwiftValue, SwiftEvaluationFailure>] = [:]
    private var appearances: [Instance: Appearance] = [:]

    init(evaluator: SwiftEvaluator) {
        self.evaluator = evaluator
        var found: [[String]: [String: SwiftDeclarationID]] = [:]
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated()
            where d.kind == .storedProperty && (d.isStatic || d.scope.isEmpty) {
                guard case .call(let callee, _, _, _)? = d.value, let type = constructed(callee, d) else { continue }
                let id = SwiftDeclarationID(unit: u, index: i)
                // A constant declared in each branch of `#if os(tvOS) … #else … #endif`: the main platform's.
                if let other = found[type]?[d.qualifiedName], !isOnSecondaryPlatform(id) || isOnSecondaryPlatform(other)
                {
                    if isOnSecondaryPlatform(other) && !isOnSecondaryPlatform(id) { found[type]?[d.qualifiedName] = id }
                    continue
                }
                found[type, default: [:]][d.qualifiedName] = id
            }
        }
        for (type, byName) in found where byName.count >= 2 {
            instances[type] = byName.sorted { $0.key < $1.key }.map {
                Instance(id: $0.value, name: Self.themeName(evaluator.declaration($0.value).name, type: type))
            }
        }
        addBuilt()
        addDecoded()
    }

    /// The type a stored constant's initializer call builds (`PresentationTheme(…)`, `.init(…)` / `Self(…)` in the
    /// type's own scope), or its declared type when an immediately run closure builds it in a local it returns
    /// (`static let oled: Self = { var palette: Self = .default; …; return palette }()`); a closure returning what a
    /// call gives (`static var current: Skin = { … return Skin.skin(for: stored) }()`) is a selector, not an instance.
    func constructed(_ callee: SwiftExpression, _ d: SwiftDeclaration) -> [String]? {
        if case .closure(let closure) = callee {
            guard case .return(.name(let local, _)?, _)? = closure.body.last,
                closure.body.contains(where: {
                    if case .binding(local, _, _?, _) = $0 { return true } else { return false }
                }),
                var declared = d.type
            else { return nil }
            while declared.hasSuffix("?") || declared.hasSuffix("!") { declared.removeLast() }
            if declared == "Self" { return d.scope.isEmpty ? nil : d.scope }
            return evaluator.constructedType(declared, SwiftEvaluationContext(unit: 0, scope: d.scope))
        }
        let written = callee.dottedPath ?? ""
        if [".init", "Self", "Self.init"].contains(written) {
            if let type = d.type.flatMap({ evaluator.constructedType($0, SwiftEvaluationContext(unit: 0, scope: [])) })
            {
                return type
            }
            return d.scope.isEmpty ? nil : d.scope
        }
        guard !written.isEmpty, let type = evaluator.constructedType(written, .init(unit: 0, scope: d.scope)) else {
            return nil
        }
        return type
    }

    /// Whether a declaration sits in a `#if` branch of a platform other than the main ones (tvOS, watchOS, visionOS).
    func isOnSecondaryPlatform(_ id: SwiftDeclarationID) -> Bool {
        evaluator.declaration(id).token.condition.contains { branch in
            ["os(tvOS)", "os(watchOS)", "os(visionOS)"].contains { branch.condition.contains($0) }
                && !branch.condition.hasPrefix("!")
        }
    }

    /// `brightTheme` → `bright` for `PresentationTheme`, `darkPalette` → `dark` for `ColorPalette`; a name that is
    /// only the type's word is kept whole.
    static func themeName(_ property: String, type: [String]) -> String {
        let typeName = type.last ?? ""
        var word = ""
        for c in typeName.reversed() {
            word.insert(c, at: word.startIndex)
            if c.isUppercase { break }
        }
        guard !word.isEmpty, property.hasSuffix(word), property.count > word.count else { return property }
        return String(property.dropLast(word.count))
    }

    // MARK: Selectors

    /// The instance type a declaration hands out when it is a selector: static, not an instance itself, declared
    /// with an instance type.
    func selectedType(_ id: SwiftDeclarationID) -> [String]? {
        let d = evaluator.declaration(id)
        guard d.isStatic || d.scope.isEmpty, d.kind != .enumCase, d.kind != .initializer, var written = d.type else {
            return nil
        }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        guard let type = evaluator.constructedType(written, .init(unit: id.unit, scope: d.scope)),
            let list = instances[type], !list.contains(where: { $0.id == id })
        else { return nil }
        if d.kind == .storedProperty, case .call(let callee, _, _, _)? = d.value, constructed(callee, d) == type {
            return nil
        }
        return type
    }

    /// The instances a selector can give, cached.
    func choices(of id: SwiftDeclarationID, _ t: SwiftToken) throws(SwiftEvaluationFailure) -> [Instance] {
        if let cached = choices[id] { return try cached.get() }
        let d = evaluator.declaration(id)
        guard !inProgress.contains(id) else { return [] } // a selector reading itself adds nothing new
        guard inProgress.count < SwiftEvaluator.maximumDepth, let type = selectedType(id) else {
            throw evaluator.fail("'\(d.qualifiedName)' selects themes too deeply", t)
        }
        inProgress.insert(id)
        defer { inProgress.remove(id) }
        let result = Result { () throws(SwiftEvaluationFailure) -> [Instance] in
            var found: Set<Instance> = []
            let ctx = SwiftEvaluationContext(unit: id.unit, scope: d.scope)
            switch d.kind {
            case .storedProperty:
                if let value = d.value { found.formUnion(try possible(value, type, [:], ctx)) }
                for a in evaluator.assignments[d.name] ?? [] where evaluator.assigns(a.target, to: d, scope: a.scope) {
                    found.formUnion(try possible(a.value, type, [:], .init(unit: a.unit, scope: a.scope)))
                }
            case .computedProperty, .function:
                found.formUnion(try returned(d.body ?? [], type, ctx))
            default: break
            }
            guard !found.isEmpty else { throw evaluator.fail("'\(d.qualifiedName)' gives no declared theme", d.token) }
            return (instances[type] ?? []).filter(found.contains)
        }
        // A selector being read through another one is not cached half-read.
        if inProgress.count == 1 { choices[id] = result }
        return try result.get()
    }

    /// The instances the returned values of a body can be, every branch read; locals are followed through every
    /// assignment to them.
    func returned(_ body: [SwiftStatement], _ type: [String], _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> Set<Instance>
    {
        var locals: [String: [SwiftExpression]] = [:]
        var returns: [SwiftExpression] = []
        func walk(_ statements: [SwiftStatement]) {
            for s in statements {
                switch s {
                case .return(let e?, _): returns.append(e)
                case .binding(let name, _, let value, _):
                    locals[name, default: []] += value.map { [$0] } ?? []
                case .assignment(.name(let name, _), let value, _): locals[name, default: []].append(value)
                case .if(_, let then, let elseBody, _): walk(then); walk(elseBody ?? [])
                case .guard(_, let elseBody, _): walk(elseBody)
                case .switch(_, let cases, _): for c in cases { walk(c.body) }
                case .expression(let e) where statements.count == 1: returns.append(e)
                default: continue
                }
            }
        }
        walk(body)
        var out: Set<Instance> = []
        for e in returns { out.formUnion(try possible(e, type, locals, ctx)) }
        return out
    }

    /// The instances an expression can be.
    func possible(
        _ e: SwiftExpression, _ type: [String], _ locals: [String: [SwiftExpression]], _ ctx: SwiftEvaluationContext,
        depth: Int = 0
    ) throws(SwiftEvaluationFailure) -> Set<Instance> {
        guard depth < SwiftEvaluator.maximumDepth else {
            throw evaluator.fail("theme selection nested too deeply", e.token)
        }
        func notKnown() -> SwiftEvaluationFailure {
            evaluator.fail(
                "the theme chosen at \(evaluator.units[ctx.unit].path):\(e.token.line) ('\(e.written ?? e.token.text)') "
                    + "is not one of the declared \(type.joined(separator: ".")) instances "
                    + "(\((instances[type] ?? []).map { evaluator.declaration($0.id).name }.joined(separator: ", ")))",
                e.token)
        }
        switch e {
        case .ternary(_, let a, let b, _), .binary("??", let a, let b, _):
            return try possible(a, type, locals, ctx, depth: depth + 1).union(
                possible(b, type, locals, ctx, depth: depth + 1))
        case .postfix(_, let x, _):
            return try possible(x, type, locals, ctx, depth: depth + 1)
        case .call(.closure(let closure), _, _, _):
            return try returned(closure.body, type, ctx)
        case .name(let n, _) where locals[n] != nil:
            var out: Set<Instance> = []
            var rest = locals
            rest[n] = nil // a local assigned from itself adds nothing
            for value in locals[n] ?? [] { out.formUnion(try possible(value, type, rest, ctx, depth: depth + 1)) }
            return out
        case .call(let callee, let args, _, _):
            guard let path = callee.dottedPath,
                let id = evaluator.lookupFunction(path, labels: args.map(\.label), ctx)
                    ?? evaluator.lookupFunction(path, labels: [], ctx),
                selectedType(id) == type
            else { throw notKnown() }
            return Set(try choices(of: id, e.token))
        case .name, .member, .implicitMember:
            guard var path = e.dottedPath?.split(separator: ".").map(String.init) else { throw notKnown() }
            if case .implicitMember = e { path = type + path.map { String($0.drop { $0 == "." }) } }
            if path.first == "self" || path.first == "Self" { path = ctx.scope + path.dropFirst() }
            guard let id = evaluator.lookupDeclaration(path, ctx) else { throw notKnown() }
            let qualified = evaluator.declaration(id).qualifiedName
            if let instance = (instances[type] ?? []).first(where: {
                evaluator.declaration($0.id).qualifiedName == qualified
            }) {
                return [instance]
            }
            guard selectedType(id) == type else { throw notKnown() }
            return Set(try choices(of: id, e.token))
        default:
            throw notKnown()
        }
    }

    // MARK: Uses

    /// `Selector.member.member…`: the last member read off each instance the selector can give, a variant per theme;
    /// nil when no prefix of the path is a selector.
    func use(_ expr: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftValue? {
        guard !instances.isEmpty else { return nil }
        var members: [(String, SwiftToken)] = []
        var base = expr
        while case .member(let inner, let m, let t) = base {
            members.insert((m, t), at: 0)
            base = inner
            guard let path = base.dottedPath else { return nil }
            var parts = path.split(separator: ".").map(String.init)
            if parts.first == "self" || parts.first == "Self" { parts = ctx.scope + parts.dropFirst() }
            guard parts.count >= 2 || members.count >= 1, let id = evaluator.lookupDeclaration(parts, ctx),
                selectedType(id) != nil
            else { continue }
            return try read(members, of: try choices(of: id, base.token), ctx)
        }
        return nil
    }

    /// An instance's value in the base appearance of its theme (a color that depends on the appearance takes that
    /// appearance's value): its initializer call (`.init(…)` and `Self(…)` build the instance's type), cached.
    func value(of instance: Instance, in base: Appearance) throws(SwiftEvaluationFailure) -> SwiftValue {
        let key = ValueKey(instance: instance, base: base.rawValue)
        if let cached = values[key] { return try cached.get() }
        let d = evaluator.declaration(instance.id)
        let ctx = SwiftEvaluationContext(unit: instance.id.unit, scope: d.scope, appearance: base)
        let result = Result { () throws(SwiftEvaluationFailure) -> SwiftValue in
            if let recipe = recipes[instance] { return try make(recipe, in: base) }
            guard let value = d.value else { throw evaluator.fail("'\(d.qualifiedName)' has no value", d.token) }
            if case .call(let callee, let args, nil, let t) = value,
                [".init", "Self", "Self.init"].contains(callee.dottedPath ?? ""),
                let type = constructed(callee, d)
            {
                return try evaluator.construct(type, args, t, ctx)
            }
            return try evaluator.evaluate(value, ctx)
        }
        values[key] = result
        return try result.get()
    }

    struct ValueKey: Hashable {
        let instance: Instance
        let base: String
    }

    /// The appearance an instance is, decided once: by its name, else by what it says (`isDark`).
    func appearance(
        of instance: Instance, _ value: SwiftValue, _ t: SwiftToken, _ ctx: SwiftEvaluationContext
    ) -> Appearance {
        if let known = appearances[instance] { return known }
        var appearance = SwiftThemes.appearance(named: instance.name, roles: [:])
        if appearance != .light, appearance != .dark, let dark = isDark(value, t, ctx, depth: 0) {
            appearance = .theme(instance.name, isDark: dark)
        }
        appearances[instance] = appearance
        return appearance
    }

    /// Whether an instance says it is dark: its `isDark` member, else its background color's luminance (below
    /// 0.18), else the same of a value it holds (`colors.isDark`); nil when it does not say.
    func isDark(_ value: SwiftValue, _ t: SwiftToken, _ ctx: SwiftEvaluationContext, depth: Int) -> Bool? {
        guard case .object(let o) = value, depth < 3 else { return nil }
        if case .bool(let dark)? = o.fields["isDark"] { return dark }
        if evaluator.byQualifiedName[o.typeName + ".isDark"] != nil,
            case .bool(let dark)? = try? evaluator.objectMember(o, "isDark", t, ctx)
        {
            return dark
        }
        for key in SwiftThemes.backgroundRoles {
            var background = o.fields[key]
            if case .object(let tiers)? = background { background = tiers.fields["primary"] }
            if case .color(let c)? = background, let v = c.variant(for: .light)?.value.concrete {
                return WCAG2.relativeLuminance(v) < 0.18
            }
        }
        for field in o.fields.keys.sorted() {
            guard case .object = o.fields[field] else { continue }
            if let dark = isDark(o.fields[field] ?? .bool(false), t, ctx, depth: depth + 1) { return dark }
        }
        return nil
    }

    /// The members read off each instance, as one color with a variant per theme.
    /// A member a theme leaves nil (`var bannerColor: UIColor?` it never sets) is `fallback` in that theme (the right
    /// side of `??`), evaluated in the theme's base appearance; without one it stops the value.
    func read(
        _ members: [(String, SwiftToken)], of chosen: [Instance], _ ctx: SwiftEvaluationContext,
        orElse fallback: SwiftExpression? = nil
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        var out = SwiftColor(variants: [:])
        for instance in chosen {
            for (base, key) in try self.bases(of: instance, members[0].1, ctx) {
                var inBase = ctx
                inBase.appearance = base
                var value = try self.value(of: instance, in: base)
                for (m, t) in members {
                    switch value {
                    case .object(let o): value = try evaluator.objectMember(o, m, t, inBase)
                    case .color where ["cgColor", "color", "uiColor", "swiftUIColor"].contains(m): continue
                    default: throw evaluator.fail("'.\(m)' of theme \(instance.name) is not a member of a value", t)
                    }
                }
                if case .symbol("nil") = value {
                    guard let fallback else {
                        throw evaluator.fail(
                            "theme \(instance.name) leaves '\(members.map(\.0).joined(separator: "."))' nil",
                            members[members.count - 1].1)
                    }
                    value = try evaluator.evaluate(fallback, inBase)
                }
                guard case .color(let c) = value else { return value }
                guard let v = c.variant(for: base) else {
                    throw evaluator.fail(
                        "theme \(instance.name): " + SwiftThemes.noVariant(c), members[members.count - 1].1)
                }
                out.variants[key] = v
            }
        }
        return .color(out)
    }
}
