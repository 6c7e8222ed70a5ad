import LegibleSwiftSyntax

/// The appearances each theme instance is drawn in, after Apple's rule that a dynamic color resolves per the
/// trait collection it is drawn in (Apple: "Supporting Dark Mode in your interface", `UIColor.init(dynamicProvider:)`):
/// - the default theme (`default`, `standard`, `system`, …) follows the system: `light` and `dark`;
/// - a theme that says it is dark (`isDark`) or whose background is dark even in the light appearance (an OLED
///   palette setting `background.primary = .black`) is one dark theme, `theme:oled`;
/// - a theme any of whose colors adapt to the appearance (a system color, `Color(light:dark:)`, a
///   `UIColor { traits in … }` provider) has a light and a dark variant, `theme:solarized-light` and
///   `theme:solarized-dark`: the user's system appearance picks one;
/// - any other theme is one appearance, its base by its name or its background (`theme:sepia`).
extension SwiftInstanceThemes {
    /// The suffixes of an adaptive theme's two variants.
    static let variantSuffix: [(base: Appearance, suffix: String)] = [(.light, "-light"), (.dark, "-dark")]

    /// The appearances a theme whose colors may adapt is drawn in, each with the base appearance its colors take:
    /// the default theme plain light and dark, a theme named like a platform appearance (`dark`, `night`) that
    /// appearance, any other theme its light and dark variants (`theme:matrix-light`, `theme:matrix-dark`). The one
    /// naming of code themes: instances (`bases(of:)`) and environment values (`acrossEnvironmentThemes`).
    static func appearances(ofTheme name: String) -> [(base: Appearance, key: Appearance)] {
        if followsSystem.contains(name.lowercased()) { return [(.light, .light), (.dark, .dark)] }
        let named = Appearance.theme(name)
        if !named.isTheme { return [(named, named)] }
        return variantSuffix.map { ($0.base, Appearance.theme(name + $0.suffix, isDark: $0.base.isDark)) }
    }

    /// Each base appearance the instance is read in, with the appearance its value is recorded under.
    func bases(of instance: Instance, _ t: SwiftToken, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> [(base: Appearance, key: Appearance)]
    {
        if let recipe = recipes[instance] { return try recipeBases(of: instance, recipe, t, ctx) }
        if Self.followsSystem.contains(instance.name.lowercased()) { return Self.appearances(ofTheme: instance.name) }
        let inLight = try value(of: instance, in: .light)
        let appearance = self.appearance(of: instance, inLight, t, ctx)
        guard appearance.isTheme, !appearance.isDark, !declaresAppearance(inLight) else {
            return [(appearance.isDark ? .dark : .light, appearance)]
        }
        let inDark = try? value(of: instance, in: .dark)
        guard inDark != inLight || Self.adapts(inLight) else { return [(.light, appearance)] }
        return Self.appearances(ofTheme: instance.name)
    }

    /// Whether an instance's value declares itself light or dark (an `isDark` field or member).
    func declaresAppearance(_ value: SwiftValue) -> Bool {
        guard case .object(let o) = value else { return false }
        return o.fields["isDark"] != nil || evaluator.byQualifiedName[o.typeName + ".isDark"] != nil
    }

    /// Whether a value holds a color whose light and dark values differ, at any depth of its fields.
    static func adapts(_ value: SwiftValue, depth: Int = 0) -> Bool {
        switch value {
        case .color(let c):
            guard let light = c.variant(for: .light)?.value, let dark = c.variant(for: .dark)?.value else {
                return false
            }
            return light != dark
        case .object(let o) where depth < 4: return o.fields.values.contains { adapts($0, depth: depth + 1) }
        default: return false
        }
    }
}
