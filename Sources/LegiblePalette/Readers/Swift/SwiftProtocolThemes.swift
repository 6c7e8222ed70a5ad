import LegibleCore
import LegibleSwiftSyntax

/// Theme sets declared as a protocol: `protocol Theme { var primaryText: UIColor { get } }` with its color
/// requirements, and color-typed computed properties of `extension Theme { … }` (default implementations), as the
/// roles; every concrete type conforming to it (directly, through an extension, or through a superclass: `class
/// BlackTheme: DarkTheme` with `override var background: UIColor { .black }`) as a theme. A conforming enum that
/// reads as a theme type (`SwiftThemes.isThemeEnum`) gives a theme per case (`self` is the case); other enums are
/// states, not themes.
///
/// A theme's value for a role is the nearest implementation: the type's own member (computed, or stored with an
/// initial value), then its superclasses', then the protocol extension's default. Inside one, other roles
/// (`primaryText`, `self.primaryText`) are that theme's. The theme is named by the type without the protocol's name
/// (`DarkTheme` → `dark`, `BlackTheme` → `black`) and placed by `SwiftThemes.appearance(named:roles:)` (so `Dark`,
/// `Black`, `Night` themes are never light); a second theme on the same platform appearance keeps its type name
/// (`theme:LightTheme`). A protocol needs two themes with a value for some role; a role is named `Theme.primaryText`.
///
/// View code reaches a role through a value of the theme: `theme.X`, `self.theme.X`, `Theme.current.X`,
/// `ThemeService.shared().theme.X`, an `@Environment(\.theme) var theme`, or a property or parameter declared with
/// the protocol's type. That is the role in every theme.
final class SwiftProtocolThemes {
    struct Theme {
        /// `dark` for `DarkTheme`; the case for an enum theme.
        let name: String
        /// The conforming type, then its superclasses.
        let chain: [[String]]
        /// The case an enum theme is.
        let enumCase: String?
        /// Default implementations in the extensions of the protocols it conforms to, by role: the most refined
        /// protocol's first (`extension DarkTheme` before `extension Theme` for `struct BlueDarkTheme: DarkTheme`).
        var defaults: [String: SwiftDeclarationID] = [:]
    }

    struct ThemeSet {
        let path: [String]
        /// The protocol and those it refines (`protocol Theme: ThemeV2`), whose requirements are its roles too.
        var refined: [[String]] = []
        let roles: [String]
        var themes: [Theme]
        var name: String { path.joined(separator: ".") }
    }

    /// The set and theme a role is being evaluated for: other roles resolve in the same theme.
    struct Receiver: Hashable {
        let set: Int
        let theme: Int
    }

    unowned let evaluator: SwiftEvaluator
    private(set) var sets: [ThemeSet] = []
    /// Types (enums, structs, classes) that are themes of a set.
    private(set) var conformers: Set<[String]> = []
    /// Names declared with a theme protocol's type (`let palette: Theme`, `func apply(colors: any Theme)`), by set.
    private(set) var typedNames: [String: Set<Int>] = [:]
    /// The same, per file: where a name is declared with one protocol's type in this file and another's elsewhere
    /// (`theme: Theme` in UIKit code, `theme: ThemeSwiftUI` in SwiftUI code), the file's own declaration decides.
    private(set) var typedNamesByUnit: [Int: [String: Set<Int>]] = [:]
    /// Per file, names declared there with a written type that is no theme protocol nor a theme
    /// (`@ObservedObject var theme: EditorTheme`): a value of that type, whatever its name says.
    private(set) var otherTypedNamesByUnit: [Int: Set<String>] = [:]
    private var values: [Key: Result<SwiftColor, SwiftEvaluationFailure>] = [:]
    private var inProgress: Set<Key> = []
    /// Roles of themes whose color has no value for the theme's base, reported once.
    private var unreadVariants: Set<Key> = []
    private var appearances: [Receiver: Appearance] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// The initializers of each type (its scope path), in source order: looked up per role and theme, built once.
    private lazy var initializersByType: [[String]: [SwiftDeclarationID]] = {
        var result: [[String]: [SwiftDeclarationID]] = [:]
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated() where d.kind == .initializer {
                result[d.scope, default: []].append(SwiftDeclarationID(unit: u, index: i))
            }
        }
        return result
    }()
    /// The instance properties of each type by name (`[type path…, name]`), in source order, built once.
    private lazy var instancePropertiesByTypeAndName: [[String]: [SwiftDeclarationID]] = {
        var result: [[String]: [SwiftDeclarationID]] = [:]
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated()
            where !d.isStatic && (d.kind == .computedProperty || d.kind == .storedProperty) {
                result[d.scope + [d.name], default: []].append(SwiftDeclarationID(unit: u, index: i))
            }
        }
        return result
    }()

    struct Key: Hashable {
        let receiver: Receiver
        let role: String
    }

    init(evaluator: SwiftEvaluator) {
        self.evaluator = evaluator
        // Most code has no protocol with a color requirement: nothing more to look at.
        var protocols: Set<[String]> = []
        for unit in evaluator.units { for t in unit.types where t.keyword == "protocol" { protocols.insert(t.path) } }
        var roleNames: Set<String> = []
        if !protocols.isEmpty {
            for unit in evaluator.units {
                for d in unit.declarations
                where d.kind == .computedProperty && !d.scope.isEmpty && protocols.contains(d.scope)
                    && (SwiftEvaluator.colorType(d.type) != nil || evaluator.colorFields(ofWrittenType: d.type) != nil)
                {
                    roleNames.insert(d.name)
                }
            }
        }
        guard !roleNames.isEmpty else { return }
        var keywords: [[String]: String] = [:]
        var inherits: [[String]: [String]] = [:]
        for unit in evaluator.units {
            for t in unit.types {
                if t.keyword != "extension" { keywords[t.path] = t.keyword }
                inherits[t.path, default: []] += t.inherits
            }
        }
        var members: [[String]: [String: SwiftDeclarationID]] = [:]
        var cases: [[String]: [String]] = [:]
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated() {
                if d.kind == .enumCase { cases[d.scope, default: []].append(d.name); continue }
                guard !d.isStatic, d.kind == .computedProperty || d.kind == .storedProperty, roleNames.contains(d.name)
                else { continue }
                // A protocol's requirement and its extension's default share a scope: the default is kept.
                if let kept = members[d.scope]?[d.name], Self.hasValue(evaluator.declaration(kept)) || !Self.hasValue(d)
                {
                    continue
                }
                members[d.scope, default: [:]][d.name] = SwiftDeclarationID(unit: u, index: i)
            }
        }
        /// A type named as written in an inheritance clause, by its last component.
        var byName: [String: [String]] = [:]
        for path in keywords.keys { if let last = path.last { byName[last] = path } }
        func superclass(_ path: [String]) -> [String]? {
            for name in inherits[path] ?? [] {
                if let p = byName[String(name.split(separator: ".").last ?? "")], keywords[p] == "class" { return p }
            }
            return nil
        }
        /// A protocol and the protocols it refines, transitively (`Theme` → `[Theme, ThemeV2]`).
        func refined(_ path: [String]) -> [[String]] {
            var out = [path]
            var k = 0
            while k < out.count {
                for name in inherits[out[k]] ?? [] {
                    if let p = byName[String(name.split(separator: ".").last ?? "")], keywords[p] == "protocol",
                        !out.contains(p)
                    {
                        out.append(p)
                    }
                }
                k += 1
            }
            return out
        }
        // A protocol another one refines is read as part of that one (its conformers name the refining protocol).
        var refinedByAnother: Set<[String]> = []
        for (path, keyword) in keywords where keyword == "protocol" {
            refinedByAnother.formUnion(refined(path).dropFirst())
        }
        for (path, keyword) in keywords.sorted(by: { $0.key.joined(separator: ".") < $1.key.joined(separator: ".") })
        where keyword == "protocol" {
            guard let protocolName = path.last, !refinedByAnother.contains(path) else { continue }
            let refinedPaths = refined(path)
            var roles: [String] = []
            var requirements: [String: SwiftDeclarationID] = [:]
            for p in refinedPaths { requirements.merge(members[p] ?? [:]) { own, _ in own } }
            for (name, id) in requirements.sorted(by: { $0.key < $1.key }) {
                let d = evaluator.declaration(id)
                guard d.kind == .computedProperty else { continue }
                // `var colors: ColorsUIKit { get }`: each color field of the value is a role, `colors.primaryContent`.
                let names =
                    SwiftEvaluator.colorType(d.type) != nil
                    ? [name] : (evaluator.colorFields(ofWrittenType: d.type)?.fields ?? []).map { name + "." + $0 }
                roles += names
            }
            guard !roles.isEmpty else { continue }
            // A type conforming to the protocol or to one it refines is a theme (`struct BlueTheme: Theme` beside
            // `struct BlueDarkTheme: DarkTheme`, `protocol DarkTheme: Theme`); its defaults come from the extensions
            // of the protocols it conforms to, the most refined first.
            var family: [String: [String]] = [:]
            for p in refinedPaths { if let last = p.last { family[last] = p } }
            // `DefaultDarkTheme` is `defaultDark`: the shortest protocol name of the family that ends the type's name.
            let familyNames = family.keys.sorted { ($0.count, $0) < ($1.count, $1) }
            var themes: [Theme] = []
            var namedByThemes: Set<[String]> = []
            for (type, keyword) in keywords.sorted(by: { $0.key.joined(separator: ".") < $1.key.joined(separator: ".") }
            ) where keyword != "protocol" {
                var chain = [type]
                while let parent = superclass(chain[chain.count - 1]), !chain.contains(parent) { chain.append(parent) }
                var conformed: [[String]] = []
                var named: [[String]] = []
                for name in chain.flatMap({ inherits[$0] ?? [] }) {
                    guard let p = family[String(name.split(separator: ".").last ?? "")] else { continue }
                    named.append(p)
                    for q in refined(p) where !conformed.contains(q) { conformed.append(q) }
                }
                guard !conformed.isEmpty else { continue }
                var defaults: [String: SwiftDeclarationID] = [:]
                for role in roles {
                    for p in conformed {
                        if let id = members[p]?[Self.head(role)], Self.hasValue(evaluator.declaration(id)) {
                            defaults[role] = id
                            break
                        }
                    }
                }
                let defines = roles.contains { role in
                    chain.contains {
                        members[$0]?[Self.head(role)].map { Self.hasValue(evaluator.declaration($0)) } ?? false
                    } || chain.contains { self.initializerAssignment(Self.head(role), in: $0) != nil }
                }
                guard defines else { continue }
                namedByThemes.formUnion(named)
                let typeName = type.last ?? ""
                if keyword == "enum" {
                    let typeCases = cases[type] ?? []
                    guard !typeCases.isEmpty, SwiftThemes.isThemeEnum(typeName, cases: typeCases) else { continue }
                    themes += typeCases.map { Theme(name: $0, chain: chain, enumCase: $0, defaults: defaults) }
                } else {
                    let stripped =
                        familyNames.first { typeName.hasSuffix($0) && typeName.count > $0.count } ?? protocolName
                    themes.append(
                        Theme(
                            name: Self.themeName(typeName, protocolName: stripped), chain: chain, enumCase: nil,
                            defaults: defaults))
                }
            }
            guard themes.count >= 2 else { continue }
            for theme in themes { conformers.insert(theme.chain[0]) }
            // The set is named by the least refined protocol a theme conforms to (`Theme`, when `struct BlueTheme:
            // Theme` beside `struct BlueDarkTheme: DarkTheme`), the protocol the app's code is written against.
            let name = refinedPaths.reversed().first { namedByThemes.contains($0) } ?? path
            sets.append(ThemeSet(path: name, refined: refinedPaths, roles: roles, themes: themes))
        }
        for (s, set) in sets.enumerated() {
            for (u, unit) in evaluator.units.enumerated() {
                for d in unit.declarations where d.kind != .enumCase {
                    var names: [String] = []
                    if let type = d.type, set.refined.contains(where: { Self.names(type, $0) }) { names.append(d.name) }
                    for p in d.parameters where set.refined.contains(where: { Self.names(p.type, $0) }) {
                        names.append(p.name)
                    }
                    for name in names {
                        typedNames[name, default: []].insert(s)
                        typedNamesByUnit[u, default: [:]][name, default: []].insert(s)
                    }
                }
            }
        }
        for (u, unit) in evaluator.units.enumerated() {
            for d in unit.declarations where d.kind != .enumCase {
                var typed: [(name: String, type: String)] = d.parameters.map { ($0.name, $0.type) }
                if d.kind != .function, d.kind != .initializer, let type = d.type { typed.append((d.name, type)) }
                for (name, type) in typed where !isThemeType(type) {
                    otherTypedNamesByUnit[u, default: []].insert(name)
                }
            }
        }
    }

    /// `colors` for the role `colors.primaryContent` (a field of a value the theme holds); the role itself otherwise.
    static func head(_ role: String) -> String {
        role.split(separator: ".", maxSplits: 1).first.map(String.init) ?? role
    }

    /// `self.background = …` / `background = …` at the top level of an `init` of `type` (a subclass theme overriding
    /// one color after `super.init()`): the initializer and the value.
    func initializerAssignment(_ member: String, in type: [String]) -> (SwiftDeclarationID, SwiftExpression)? {
        for id in initializersByType[type] ?? [] {
            let body = evaluator.units[id.unit].declarations[id.index].body ?? []
            for case .assignment(let target, let value, _) in body.reversed()
            where SwiftEvaluator.assignedField(target) == member {
                return (id, value)
            }
        }
        return nil
    }

    /// `var x: UIColor { get }` / `{ get set }`: a requirement without a body.
    static func isRequirement(_ body: [SwiftStatement]?) -> Bool {
        (body ?? []).allSatisfy {
            if case .expression(.name(let n, _)) = $0 { return n == "get" || n == "set" } else { return false }
        }
    }

    static func hasValue(_ d: SwiftDeclaration) -> Bool {
        d.kind == .storedProperty ? d.value != nil : !isRequirement(d.body)
    }

    /// `DarkTheme` → `dark`; a name that is only the protocol's, or does not end with it, is kept whole.
    static func themeName(_ typeName: String, protocolName: String) -> String {
        var name = typeName
        if name.hasSuffix(protocolName), name.count > protocolName.count { name.removeLast(protocolName.count) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Whether a written type names a theme protocol of a set or one of its themes (`DarkTheme`).
    func isThemeType(_ written: String) -> Bool {
        sets.contains { set in set.refined.contains { Self.names(written, $0) } }
            || conformers.contains { Self.names(written, $0) }
    }

    /// Whether a written type (`Theme`, `Theme?`, `anyTheme` once spaces are gone, `Module.Theme`) is the protocol.
    static func names(_ written: String, _ path: [String]) -> Bool {
        var t = written
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        for prefix in ["any", "some"] where t.hasPrefix(prefix) && t.dropFirst(prefix.count).first?.isUppercase == true
        { t.removeFirst(prefix.count) }
        return t == path.joined(separator: ".") || t.split(separator: ".").last.map(String.init) == path.last
    }

    // MARK: Values

    /// The role's implementation in a theme: the nearest type's assignment in its `init`, else its member, else the
    /// protocol's default.
    func implementation(_ role: String, _ r: Receiver) -> SwiftDeclarationID? { source(role, r)?.id }

    /// The implementation and, when an `init` assigns the role, the value it assigns.
    func source(_ role: String, _ r: Receiver) -> (id: SwiftDeclarationID, assigned: SwiftExpression?)? {
        let set = sets[r.set]
        let member = Self.head(role)
        for type in set.themes[r.theme].chain {
            if let (id, value) = initializerAssignment(member, in: type) { return (id, value) }
            if let id = (instancePropertiesByTypeAndName[type + [member]] ?? []).first(where: {
                Self.hasValue(evaluator.units[$0.unit].declarations[$0.index])
            }) {
                return (id, nil)
            }
        }
        return set.themes[r.theme].defaults[role].map { ($0, nil) }
    }

    /// The role's color in one theme, as evaluated (possibly dynamic), cached; a failure is a warning once.
    func value(_ role: String, _ r: Receiver, from token: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftColor {
        let key = Key(receiver: r, role: role)
        if let cached = values[key] { return try cached.get() }
        let set = sets[r.set], theme = set.themes[r.theme]
        let roleName = set.name + "." + role
        guard !inProgress.contains(key) else {
            throw evaluator.fail("'\(roleName)' in theme \(theme.name) refers to itself", token)
        }
        guard inProgress.count < SwiftEvaluator.maximumDepth else {
            throw evaluator.fail("themes computed by code nested too deeply", token)
        }
        guard let (id, assigned) = source(role, r) else {
            throw evaluator.fail(
                "\(theme.chain[0].joined(separator: ".")) does not implement '\(Self.head(role))'", token)
        }
        let field = role.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init)
        inProgress.insert(key)
        defer { inProgress.remove(key) }
        let d = evaluator.declaration(id)
        var ctx = SwiftEvaluationContext(unit: id.unit, scope: d.scope, colorType: SwiftEvaluator.colorType(d.type))
        ctx.receiver = r
        if let c = theme.enumCase { ctx.env["self"] = .symbol(c) }
        let result = Result { () throws(SwiftEvaluationFailure) -> SwiftColor in
            let v = try evaluator.acrossAppearances(ctx) { (c) throws(SwiftEvaluationFailure) in
                let v: SwiftValue
                if let assigned {
                    v = try self.evaluator.evaluate(assigned, c)
                } else if d.kind == .storedProperty, let value = d.value {
                    v = try self.evaluator.evaluate(value, c)
                } else {
                    guard let out = try self.evaluator.run(d.body ?? [], c) else {
                        throw self.evaluator.fail("returns no value", d.token)
                    }
                    v = out
                }
                // `colors.primaryContent`: the field of the value the theme holds.
                guard let field else { return v }
                guard case .object(let object) = v else {
                    throw self.evaluator.fail("'\(Self.head(role))' is not a value Legible builds", d.token)
                }
                return try self.evaluator.objectMember(object, field, d.token, c)
            }
            guard case .color(let color) = v else { throw evaluator.fail("not a color", d.token) }
            return color
        }
        values[key] = result
        if case .failure(let error) = result {
            diagnostics.append(
                .warning(
                    SourceLocation(path: evaluator.units[id.unit].path, line: error.line, column: error.column),
                    "\(roleName) in theme \(theme.name): not read, \(error.message)"))
        }
        return try result.get()
    }

    /// The appearance a theme is (by name, else by its background role), once per theme; a second theme on the
    /// same platform appearance is a theme of its own.
    func appearance(_ r: Receiver, from token: SwiftToken) -> Appearance {
        if let a = appearances[r] { return a }
        let set = sets[r.set]
        var out: Appearance = .light
        for (t, theme) in set.themes.enumerated() {
            let receiver = Receiver(set: r.set, theme: t)
            if let known = appearances[receiver] { out = known; continue }
            var backgrounds: [String: SwiftColor] = [:]
            for role in set.roles
            where SwiftThemes.backgroundRoles.contains(where: { $0.lowercased() == role.lowercased() }) {
                if let c = try? value(role, receiver, from: token) { backgrounds[role] = c }
            }
            var a = SwiftThemes.appearance(named: theme.name, roles: backgrounds)
            let taken = set.themes.indices.filter { $0 < t }.compactMap { appearances[Receiver(set: r.set, theme: $0)] }
            if taken.contains(a) {
                let whole =
                    theme.enumCase.map { "\(set.themes[t].chain[0].last ?? "").\($0)" }
                    ?? (theme.chain[0].last ?? theme.name)
                a = .theme(whole, isDark: a.isDark)
            }
            appearances[receiver] = a
            if t == r.theme { out = a }
        }
        return out
    }

    /// The role across every theme, linked to its name (`Theme.primaryText`).
    func color(_ role: String, set s: Int, from token: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftColor {
        let set = sets[s]
        var out = SwiftColor(variants: [:], aliasOf: set.name + "." + role)
        for t in set.themes.indices {
            let r = Receiver(set: s, theme: t)
            let a = appearance(r, from: token)
            guard let c = try? value(role, r, from: token) else { continue }
            guard let v = c.variant(for: a.isDark ? .dark : .light) else {
                if unreadVariants.insert(Key(receiver: r, role: role)).inserted, let id = implementation(role, r) {
                    diagnostics.append(
                        .warning(
                            evaluator.units[id.unit].location(evaluator.declaration(id).token),
                            "\(set.name).\(role) in theme \(set.themes[t].name): not read, \(SwiftThemes.noVariant(c))")
                    )
                }
                continue
            }
            out.variants[a] = v
        }
        guard !out.variants.isEmpty else {
            throw evaluator.fail("no theme of '\(set.name).\(role)' evaluates (see its warnings)", token)
        }
        return out
    }

    /// Every declaration a set reads, with its role: the protocol's requirements and defaults, and each theme's
    /// implementations.
    func declarations(of s: Int) -> [(SwiftDeclarationID, String)] {
        let set = sets[s]
        var out: [(SwiftDeclarationID, String)] = []
        var seen: Set<SwiftDeclarationID> = []
        var valueTypes: [[String]: String] = [:]
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated()
            where set.refined.contains(d.scope) && set.roles.contains(where: { Self.head($0) == d.name }) {
                let id = SwiftDeclarationID(unit: u, index: i)
                if seen.insert(id).inserted { out.append((id, d.name)) }
                if set.roles.contains(where: { $0.hasPrefix(d.name + ".") }),
                    let type = evaluator.colorFields(ofWrittenType: d.type)?.type
                {
                    valueTypes[type] = d.name
                }
            }
        }
        // The color properties of a value a theme holds (`ColorsUIKit.quinaryContent`) are read as its roles.
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated() {
                guard let holder = valueTypes[d.scope], set.roles.contains(holder + "." + d.name) else { continue }
                let id = SwiftDeclarationID(unit: u, index: i)
                if seen.insert(id).inserted { out.append((id, holder + "." + d.name)) }
            }
        }
        for t in set.themes.indices {
            for role in set.roles {
                if let id = implementation(role, Receiver(set: s, theme: t)), seen.insert(id).inserted {
                    out.append((id, Self.head(role)))
                }
            }
        }
        return out
    }

    /// The protocol's declaration: its file and keyword token.
    func origin(of s: Int) -> (unit: Int, token: SwiftToken)? {
        for (u, unit) in evaluator.units.enumerated() {
            if let t = unit.types.first(where: { $0.keyword == "protocol" && $0.path == sets[s].path }) {
                return (u, t.token)
            }
        }
        return nil
    }
}
