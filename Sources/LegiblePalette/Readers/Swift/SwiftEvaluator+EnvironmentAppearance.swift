import LegibleSwiftSyntax

/// SwiftUI's appearance as a view reads it from its environment: a stored property declared
/// `@Environment(\.colorScheme) var colorScheme` holds `.light` or `.dark`, and one declared
/// `@Environment(\.colorSchemeContrast)` holds `.standard` or `.increased`, for the appearance the view is drawn in
/// (Apple: `EnvironmentValues.colorScheme`, `EnvironmentValues.colorSchemeContrast`). Code comparing them
/// (`colorScheme == .dark ? a : b`, a `switch`, a helper taking the scheme) is run once per appearance, as
/// trait-collection code is, so the color is a per-appearance value rather than a value set at run time.
extension SwiftEvaluator {
    /// The case an environment key read as the appearance holds in appearance `a`; nil for other keys.
    static func appearanceEnvironmentValue(_ key: String, in a: Appearance) -> String? {
        switch key {
        case "colorScheme": a.isDark ? "dark" : "light"
        case "colorSchemeContrast": a.isHighContrast ? "increased" : "standard"
        default: nil
        }
    }

    /// The value of `id` when it is a stored property the environment gives the appearance
    /// (`@Environment(\.colorScheme)`): its case in the appearance drawn, or a needs-appearance failure outside
    /// one. nil for other declarations.
    func environmentAppearance(_ id: SwiftDeclarationID, _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        let d = declaration(id)
        guard d.kind == .storedProperty, d.value == nil, !d.isStatic else { return nil }
        for wrapper in propertyWrappers(of: d, unit: id.unit) {
            let prefix = "@Environment(\\."
            guard wrapper.hasPrefix(prefix), wrapper.hasSuffix(")") else { continue }
            let key = String(wrapper.dropFirst(prefix.count).dropLast())
            guard Self.appearanceEnvironmentValue(key, in: .light) != nil else { continue }
            guard let a = ctx.appearance, let value = Self.appearanceEnvironmentValue(key, in: a) else {
                throw fail("'\(d.name)' (\(wrapper)) depends on the appearance", t, needsAppearance: true)
            }
            return .symbol(value)
        }
        return nil
    }
}
