import LegibleCore
import LegibleSwiftSyntax

/// Roles computed from a theme value, each evaluated once per case of the theme type (seed 004's color system):
/// - a function returning a color whose one parameter is a theme value:
///   `class func backgroundContent(for theme: Theme) -> UIColor { switch theme { case .light: … case .dark: … } }`,
///   `func color(for style: UIUserInterfaceStyle) -> UIColor`, `func tint(for scheme: ColorScheme) -> Color`;
/// - a color-typed computed property whose body switches on a theme value other than `self` (an enum theme's own
///   properties are `SwiftThemes`' and trait-dependent ones the evaluator's): `var text: UIColor { switch
///   Theme.current { case .light: … } }`, its case patterns being the theme type's cases.
/// A theme type is `UIUserInterfaceStyle` or SwiftUI's `ColorScheme` (cases `light`, `dark`), or an enum of the
/// files read that `SwiftThemes.isThemeEnum` accepts, with at least two cases. Each case is a theme named by the
/// case (`SwiftThemes.appearance(named:roles:)`: `light`/`dark` are those platform appearances, others `theme:NAME`).
///
/// The role is named as its declaration (`UIColor.textSecondary`). A call with a theme value Legible cannot know
/// (`UIColor.textSecondary(for: theme)` inside `updateColors(for theme:)`) is the role, with a variant per theme; a
/// call with a literal case (`UIColor.textSecondary(for: .dark)`) is that case's color, fixed. A case whose branch
/// does not evaluate is a warning naming the role and the theme.
final class SwiftThemeFunctions {
    /// How a role reads its theme: the parameter's name, or the switched-on expression as written.
    struct Role {
        let id: SwiftDeclarationID
        let name: String
        let themeType: String
        let cases: [String]
        let binding: String
    }

    unowned let evaluator: SwiftEvaluator
    private(set) var roles: [SwiftDeclarationID: Role] = [:]
    /// Per role and case: the color as evaluated (possibly dynamic), or why not.
    private var values: [SwiftDeclarationID: [String: Result<SwiftColor, SwiftEvaluationFailure>]] = [:]
    /// Role and case pairs being evaluated: a case may use another case of its own role (`textSecondary(for: .light)`
    /// in the dark branch), not itself.
    private var inProgress: Set<String> = []
    /// Role and case pairs whose color has no value for the theme's base, reported once.
    private var unreadVariants: Set<String> = []
    /// The warnings of cases that did not evaluate, once each.
    private(set) var diagnostics: [Diagnostic] = []

    /// Cases that follow the platform's appearance (`case light, dark, system`): not a theme of their own, the
    /// light and dark cases are the appearances they show.
    static let followsPlatform: Set<String> = ["system", "automatic", "auto", "unspecified", "followsystem", "device"]

    /// Platform types whose values are light and dark.
    static let platformThemeTypes: [String: [String]] = [
        "UIUserInterfaceStyle": ["light", "dark"], "ColorScheme": ["light", "dark"],
    ]

    init(evaluator: SwiftEvaluator) {
        self.evaluator = evaluator
        let themeTypes = Self.themeTypes(evaluator)
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated() where SwiftEvaluator.colorType(d.type) != nil {
                let id = SwiftDeclarationID(unit: u, index: i)
                if d.kind == .function, d.parameters.count == 1, let type = Self.typeName(d.parameters[0].type),
                    let cases = themeTypes[type]
                {
                    roles[id] = Role(
                        id: id, name: d.qualifiedName, themeType: type, cases: cases, binding: d.parameters[0].name)
                } else if d.kind == .computedProperty, let (subject, type) = Self.themeSwitch(d.body, themeTypes) {
                    roles[id] = Role(
                        id: id, name: d.qualifiedName, themeType: type, cases: themeTypes[type] ?? [], binding: subject)
                }
            }
        }
    }

    /// `Theme` for `Theme`, `Theme?`, `UIKit.UIUserInterfaceStyle` → its last component.
    static func typeName(_ written: String) -> String? {
        var t = Substring(written)
        while t.last == "?" || t.last == "!" { t = t.dropLast() }
        if let dot = t.lastIndex(of: ".") { t = t[t.index(after: dot)...] }
        return t.isEmpty ? nil : String(t)
    }

    /// The theme types of the files read, with their cases: the platform ones, and enums that read as themes.
    static func themeTypes(_ evaluator: SwiftEvaluator) -> [String: [String]] {
        var cases: [String: [String]] = [:]
        for unit in evaluator.units {
            for d in unit.declarations where d.kind == .enumCase && !followsPlatform.contains(d.name.lowercased()) {
                if let type = d.scope.last { cases[type, default: []].append(d.name) }
            }
        }
        var out = platformThemeTypes
        for (type, names) in cases
        where names.count >= 2 && SwiftThemes.isThemeEnum(type, cases: names) && out[type] == nil {
            out[type] = names
        }
        return out
    }

    /// A body that is one `switch` on something other than `self` or a trait, whose case patterns are all cases of
    /// one theme type: the subject as written and the type.
    static func themeSwitch(_ body: [SwiftStatement]?, _ themeTypes: [String: [String]]) -> (String, String)? {
        guard let body, body.count == 1, case .switch(let subject, let cases, _) = body[0],
            let path = subject.dottedPath,
            path != "self", !["userInterfaceStyle", "colorScheme"].contains(where: path.hasSuffix)
        else { return nil }
        let patterns = cases.flatMap(\.patterns).compactMap { p -> String? in
            if case .implicitMember(let n, _) = p { return n }
            return p.dottedPath?.split(separator: ".").last.map(String.init)
        }
        guard !patterns.isEmpty else { return nil }
        let matching = themeTypes.filter { _, names in patterns.allSatisfy(names.contains) }.keys.sorted()
        // `UIUserInterfaceStyle` and `ColorScheme` share their cases: either is the same light/dark pair.
        guard let type = matching.first(where: { platformThemeTypes[$0] == nil }) ?? matching.first else { return nil }
        return (path, type)
    }

    // MARK: Values

    /// The role's color in one theme (case), as evaluated: possibly dynamic (a system color), cached.
    func value(_ role: Role, case themeCase: String, from token: SwiftToken) throws(SwiftEvaluationFailure)
        -> SwiftColor
    {
        if let cached = values[role.id]?[themeCase] { return try cached.get() }
        let key = "\(role.id.unit) \(role.id.index) \(themeCase)"
        guard !inProgress.contains(key) else {
            throw evaluator.fail("'\(role.name)' in theme \(themeCase) refers to itself", token)
        }
        guard inProgress.count < SwiftEvaluator.maximumDepth else {
            throw evaluator.fail("themes computed by code nested too deeply", token)
        }
        inProgress.insert(key)
        defer { inProgress.remove(key) }
        let d = evaluator.declaration(role.id)
        var ctx = SwiftEvaluationContext(
            unit: role.id.unit, scope: d.scope, colorType: SwiftEvaluator.colorType(d.type))
        ctx.env[role.binding] = .symbol(themeCase)
        let result = Result { () throws(SwiftEvaluationFailure) -> SwiftColor in
            let v = try evaluator.acrossAppearances(ctx) { (c) throws(SwiftEvaluationFailure) in
                guard let v = try self.evaluator.run(d.body ?? [], c) else {
                    throw self.evaluator.fail("returns no value", d.token)
                }
                return v
            }
            guard case .color(let color) = v else { throw evaluator.fail("not a color", d.token) }
            return color
        }
        values[role.id, default: [:]][themeCase] = result
        if case .failure(let error) = result {
            diagnostics.append(
                .warning(
                    SourceLocation(path: evaluator.units[role.id.unit].path, line: error.line, column: error.column),
                    "\(role.name) in theme \(themeCase): not read, \(error.message)"))
        }
        return try result.get()
    }

    /// The appearance a case of a theme type is: by its name, else by the background role of that type in it.
    func appearance(of themeCase: String, in themeType: String) -> Appearance {
        var backgrounds: [String: SwiftColor] = [:]
        if Appearance.platform(named: themeCase) == nil {
            for role in roles.values where role.themeType == themeType {
                guard let last = role.name.split(separator: ".").last.map(String.init),
                    SwiftThemes.backgroundRoles.contains(where: { $0.lowercased() == last.lowercased() })
                else { continue }
                if let c = try? value(role, case: themeCase, from: evaluator.declaration(role.id).token) {
                    backgrounds[last] = c
                }
            }
        }
        return SwiftThemes.appearance(named: themeCase, roles: backgrounds)
    }

    /// One theme's variant: the value for the theme's base (light or dark).
    func variant(_ role: Role, case themeCase: String, from token: SwiftToken) throws(SwiftEvaluationFailure) -> (
        Appearance, SwiftColor.Variant
    ) {
        let appearance = appearance(of: themeCase, in: role.themeType)
        let color = try value(role, case: themeCase, from: token)
        guard let v = color.variant(for: appearance.isDark ? .dark : .light) else {
            let error = evaluator.fail(SwiftThemes.noVariant(color), evaluator.declaration(role.id).token)
            if unreadVariants.insert("\(role.name) \(themeCase)").inserted {
                diagnostics.append(
                    .warning(
                        SourceLocation(
                            path: evaluator.units[role.id.unit].path, line: error.line, column: error.column),
                        "\(role.name) in theme \(themeCase): not read, \(error.message)"))
            }
            throw error
        }
        return (appearance, v)
    }

    /// The role across every theme: a variant per case that evaluates, linked to the role's name.
    func color(_ role: Role, from token: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftColor {
        var out = SwiftColor(variants: [:], aliasOf: role.name)
        for themeCase in role.cases {
            guard let (appearance, v) = try? variant(role, case: themeCase, from: token) else { continue }
            out.variants[appearance] = v
        }
        guard !out.variants.isEmpty else {
            throw evaluator.fail("no theme of '\(role.name)' evaluates (see its warnings)", token)
        }
        return out
    }

    /// A call of a role: a literal case (`.dark`, `Theme.dark`, a bound theme value) gives that theme's color,
    /// fixed; any other argument is the theme shown, so the role in every theme.
    func call(_ role: Role, _ args: [SwiftArgument], _ t: SwiftToken, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue
    {
        if let argument = args.first?.value {
            var argCtx = ctx
            argCtx.colorType = nil
            var chosen: String?
            do {
                if case .symbol(let c) = try evaluator.comparand(argument, argCtx), role.cases.contains(c) {
                    chosen = c
                }
            } catch  where error.needsAppearance {
                throw error
            } catch {
                // Not known statically: the theme shown at run time.
            }
            if let chosen {
                let (_, v) = try variant(role, case: chosen, from: t)
                return .color(SwiftColor(variants: [.light: v]))
            }
        }
        return .color(try color(role, from: t))
    }
}
