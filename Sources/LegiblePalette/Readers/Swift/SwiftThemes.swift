import LegibleCore
import LegibleSwiftSyntax

/// Theme types in Swift code, each theme becoming an appearance (`theme:sepia`) of every role:
/// - a struct or class whose stored instance properties of a color type are the roles
///   (`struct Theme { let text: UIColor; let background: UIColor }`), with static instances
///   (`static let sepia = Theme(text: …, background: …)`) as the themes;
/// - an enum whose cases are the themes, with color-typed computed properties that `switch self` as the roles;
///   the enum must read as a theme type: its name contains `Theme`, `Appearance` or `Scheme`, or a case is named
///   like a platform appearance (`light`, `dark`, `night`) — other enums (`Reason.newPosts`) are states, not themes.
/// A struct theme needs at least two static instances.
///
/// The role colors are named `Theme.text` (with the enclosing types: `UIColor.Theme.text`, as are the warnings about
/// them), with one variant per theme. A theme named like a platform appearance
/// (`light`, `dark`, `default`, `night`) is that appearance. Otherwise a theme is dark when its name says so (`dark`,
/// `night`, `black`, `midnight`, `dim`, `oled`), else when its background role (`background`, `bg`,
/// `backgroundColor`, `surface`) has a relative luminance below 0.18 (between black and the mid grey); otherwise
/// light. Dynamic colors inside a theme take their value for that base.
struct SwiftThemes {
    let evaluator: SwiftEvaluator
    var colors: [NamedColor] = []
    var diagnostics: [Diagnostic] = []
    /// Declarations read as themes or roles, which the builder must not read again as colors.
    var claimed: Set<SwiftDeclarationID> = []
    var accounted: [(Int, Range<Int>, String)] = []

    static let darkWords = ["dark", "night", "black", "midnight", "dim", "oled"]
    static let backgroundRoles = ["background", "bg", "backgroundColor", "surface", "backgroundcolor"]

    init(evaluator: SwiftEvaluator) { self.evaluator = evaluator }

    mutating func find() {
        var typeKeywords: [[String]: String] = [:]
        for unit in evaluator.units {
            for t in unit.types where t.keyword != "extension" { typeKeywords[t.path] = t.keyword }
        }
        for (path, keyword) in typeKeywords.sorted(by: { $0.key.joined(separator: ".") < $1.key.joined(separator: ".") }
        ) {
            if keyword == "enum" {
                findEnumTheme(path)
            } else if keyword == "struct" || keyword == "class" {
                findStructTheme(path)
            }
        }
    }

    func declarations(in path: [String]) -> [(SwiftDeclarationID, SwiftDeclaration)] {
        evaluator.members(of: path).map { ($0, evaluator.declaration($0)) }
    }

    // MARK: Struct themes

    mutating func findStructTheme(_ path: [String]) {
        let members = declarations(in: path)
        let roles = members.filter {
            !$0.1.isStatic && $0.1.kind == .storedProperty && $0.1.value == nil
                && SwiftEvaluator.colorType($0.1.type) != nil
        }
        guard !roles.isEmpty, let typeName = path.last else { return }
        let roleNames = Set(roles.map(\.1.name))
        var themes: [(id: SwiftDeclarationID, name: String, args: [SwiftArgument], token: SwiftToken)] = []
        for (id, d) in members where d.isStatic && d.kind == .storedProperty {
            guard case .call(let callee, let args, _, let t)? = d.value,
                [typeName, ".init", typeName + ".init", "Self", "Self.init"].contains(callee.dottedPath ?? ""),
                args.contains(where: { $0.label.map(roleNames.contains) ?? false })
            else { continue }
            themes.append((id, d.name, args, t))
        }
        guard themes.count >= 2 else { return }
        var perRole: [String: [ColorVariant]] = [:]
        for theme in themes {
            claimed.insert(theme.id)
            let unit = evaluator.units[theme.id.unit]
            let d = evaluator.declaration(theme.id)
            // Each argument's tokens belong to the color its label names, so a color initializer inside one is
            // accounted to that role, or to the warning about a label that names none (fuzz report, 2026-11-26: the
            // whole declaration was accounted to the first role, which an argument for another role is not).
            let argumentStarts = theme.args.map { arg in
                d.tokenRange.first {
                    unit.tokens[$0].line == arg.value.token.line && unit.tokens[$0].column == arg.value.token.column
                } ?? d.tokenRange.upperBound
            }
            func argumentRange(_ i: Int) -> Range<Int> {
                argumentStarts[
                    i]..<max(
                        argumentStarts[i],
                        i + 1 < argumentStarts.count ? argumentStarts[i + 1] : d.tokenRange.upperBound)
            }
            for (i, arg) in theme.args.enumerated() {
                accounted.append((theme.id.unit, argumentRange(i), (path + [arg.label ?? "_"]).joined(separator: ".")))
            }
            accounted.append((theme.id.unit, d.tokenRange, (path + [roles[0].1.name]).joined(separator: ".")))
            var values: [String: SwiftColor] = [:]
            for (i, arg) in theme.args.enumerated() {
                guard let label = arg.label, let role = roles.first(where: { $0.1.name == label }) else {
                    // An argument naming no role (a renamed property, a typo): a color there would otherwise vanish
                    // without a word (fuzz finding, 2026-11-25). Other arguments (a theme's name) stay silent, unless
                    // they hold a color initializer that does not evaluate.
                    let ctx = SwiftEvaluationContext(
                        unit: theme.id.unit, scope: path, colorType: SwiftEvaluator.colorType(roles[0].1.type))
                    let holdsInitializer = !SwiftColorInitializerSites.heads(in: unit.tokens, argumentRange(i)).isEmpty
                    if holdsInitializer
                        || {
                            if case .color? = try? evaluator.acrossAppearances(
                                ctx, { (c) throws(SwiftEvaluationFailure) in try evaluator.evaluate(arg.value, c) })
                            {
                                return true
                            } else {
                                return false
                            }
                        }()
                    {
                        diagnostics.append(
                            .warning(
                                SourceLocation(
                                    path: unit.path, line: arg.value.token.line, column: arg.value.token.column),
                                "\((path + [arg.label ?? "_"]).joined(separator: ".")) in theme \(theme.name): not read, "
                                    + "\(typeName) has no color property '\(arg.label ?? "_")' (its roles: \(roleNames.sorted().joined(separator: ", ")))"
                            ))
                    }
                    continue
                }
                let ctx = SwiftEvaluationContext(
                    unit: theme.id.unit, scope: path, colorType: SwiftEvaluator.colorType(role.1.type))
                do throws(SwiftEvaluationFailure) {
                    guard
                        case .color(let c) = try evaluator.acrossAppearances(
                            ctx, { (c) throws(SwiftEvaluationFailure) in try evaluator.evaluate(arg.value, c) })
                    else {
                        throw SwiftEvaluationFailure(
                            message: "not a color", line: arg.value.token.line, column: arg.value.token.column)
                    }
                    values[label] = c
                } catch {
                    diagnostics.append(
                        .warning(
                            SourceLocation(path: unit.path, line: error.line, column: error.column),
                            "\((path + [label]).joined(separator: ".")) in theme \(theme.name): not read, \(error.message)"
                        ))
                }
            }
            let appearance = appearanceFor(theme.name, values)
            for (role, color) in values {
                guard let v = color.variant(for: appearance.isDark ? .dark : .light) else { continue }
                perRole[role, default: []].append(
                    ColorVariant(appearance: appearance, value: v.value, source: v.source))
            }
        }
        for (id, role) in roles {
            claimed.insert(id)
            guard let variants = perRole[role.name], !variants.isEmpty else { continue }
            colors.append(
                NamedColor(
                    name: (path + [role.name]).joined(separator: "."), origin: evaluator.units[id.unit].path,
                    variants: variants))
        }
    }

    // MARK: Enum themes

    mutating func findEnumTheme(_ path: [String]) {
        let members = declarations(in: path)
        let cases = members.filter { $0.1.kind == .enumCase }.map(\.1.name)
        let roles = members.filter {
            !$0.1.isStatic && $0.1.kind == .computedProperty && SwiftEvaluator.colorType($0.1.type) != nil
                && switchesOnSelf($0.1.body)
        }
        guard !cases.isEmpty, !roles.isEmpty, let typeName = path.last else { return }
        guard Self.isThemeEnum(typeName, cases: cases), !evaluator.protocolThemes.conformers.contains(path) else {
            return
        }
        var values: [String: [String: SwiftColor]] = [:] // theme → role → color
        for (id, role) in roles {
            claimed.insert(id)
            accounted.append((id.unit, role.tokenRange, (path + [role.name]).joined(separator: ".")))
            let unit = evaluator.units[id.unit]
            for themeCase in cases {
                var ctx = SwiftEvaluationContext(
                    unit: id.unit, scope: path, colorType: SwiftEvaluator.colorType(role.type))
                ctx.env["self"] = .symbol(themeCase)
                do throws(SwiftEvaluationFailure) {
                    let v = try evaluator.acrossAppearances(ctx) { (c) throws(SwiftEvaluationFailure) in
                        guard let v = try evaluator.run(role.body ?? [], c) else {
                            throw evaluator.fail("returns no value", role.token)
                        }
                        return v
                    }
                    guard case .color(let c) = v else { throw evaluator.fail("not a color", role.token) }
                    values[themeCase, default: [:]][role.name] = c
                } catch {
                    diagnostics.append(
                        .warning(
                            SourceLocation(path: unit.path, line: error.line, column: error.column),
                            "\((path + [role.name]).joined(separator: ".")) in theme \(themeCase): not read, \(error.message)"
                        ))
                }
            }
        }
        var perRole: [String: [ColorVariant]] = [:]
        for themeCase in cases {
            let themeValues = values[themeCase] ?? [:]
            let appearance = appearanceFor(themeCase, themeValues)
            for (role, color) in themeValues {
                guard let v = color.variant(for: appearance.isDark ? .dark : .light) else { continue }
                perRole[role, default: []].append(
                    ColorVariant(appearance: appearance, value: v.value, source: v.source))
            }
        }
        for (id, role) in roles {
            guard let variants = perRole[role.name], !variants.isEmpty else { continue }
            colors.append(
                NamedColor(
                    name: (path + [role.name]).joined(separator: "."), origin: evaluator.units[id.unit].path,
                    variants: variants))
        }
    }

    func switchesOnSelf(_ body: [SwiftStatement]?) -> Bool {
        guard let body, body.count == 1 else { return false }
        if case .switch(let subject, _, _) = body[0] { return subject.dottedPath == "self" }
        return false
    }

    // MARK: Appearance of a theme

    func appearanceFor(_ name: String, _ roles: [String: SwiftColor]) -> Appearance {
        Self.appearance(named: name, roles: roles)
    }

    /// The one rule for every theme read from Swift code (struct, enum, theme-function and protocol themes): a
    /// theme named like a platform appearance is that appearance; otherwise `theme:NAME`, dark when its name says
    /// so (`darkWords`), else when its background role (`backgroundRoles`) has a relative luminance below 0.18,
    /// else light.
    static func appearance(named name: String, roles: [String: SwiftColor]) -> Appearance {
        if let platform = Appearance.platform(named: name) { return platform }
        let lower = name.lowercased()
        if darkWords.contains(where: lower.contains) { return .theme(name, isDark: true) }
        for key in backgroundRoles {
            if let bg = roles.first(where: { $0.key.lowercased() == key.lowercased() })?.value,
                let c = bg.variant(for: .light)?.value.concrete
            {
                return .theme(name, isDark: WCAG2.relativeLuminance(c) < 0.18)
            }
        }
        return .theme(name, isDark: false)
    }

    /// Why a color evaluated in a theme gives no value for it: an asset catalog color (resolved only after every
    /// reader ran, so not inside a theme computed by code), or no variant for the theme's base.
    static func noVariant(_ color: SwiftColor) -> String {
        if let link = color.catalogName {
            return "an asset catalog color ('\(link)') in a theme computed by code is not resolved"
        }
        return "no value for the theme's base appearance"
    }

    /// Whether an enum reads as a theme type (its cases themes), not a set of states: its name contains `Theme`,
    /// `Appearance` or `Scheme`, or a case is named like a platform appearance (`light`, `dark`, `night`).
    static func isThemeEnum(_ typeName: String, cases: [String]) -> Bool {
        let lower = typeName.lowercased()
        return ["theme", "appearance", "scheme"].contains(where: lower.contains)
            || cases.contains { Appearance.platform(named: $0) != nil }
    }
}
