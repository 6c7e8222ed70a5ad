import LegibleCore
import LegibleSwiftSyntax

/// Code reading an app environment value that chooses a theme (`SwiftEnvironmentThemes`) is run once per case the
/// value can hold, as trait code is run once per appearance: `theme.palette(for: colorScheme).primary` with
/// `@Environment(\.appTheme) var theme` is a color per theme and appearance. Each case is named as the other code
/// themes are (`SwiftInstanceThemes.appearances(ofTheme:)`): `theme:matrix-light` and `theme:matrix-dark`, a case
/// that follows the system (`system`) plain light and dark. A value that can hold one case only is that case.
extension SwiftEvaluator {
    /// The case of `id` when it is a stored property `@Environment(\.key)` of such a value: the case being run, the
    /// only case, or a failure that asks for a run per case (`environmentKey`). nil for other declarations.
    func environmentTheme(_ id: SwiftDeclarationID, _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        let d = declaration(id)
        guard d.kind == .storedProperty, d.value == nil, !d.isStatic, let key = environmentKey(of: d, unit: id.unit),
            let choice = environmentThemes.choice(of: key)
        else { return nil }
        if let chosen = environmentCases[key] { return .symbol(chosen) }
        if choice.cases.count == 1 { return .symbol(choice.cases[0]) }
        var failure = fail(
            "'\(d.name)' (@Environment(\\.\(key))) is the theme the app chose (\(choice.cases.joined(separator: ", ")))",
            t, needsAppearance: true)
        failure.environmentKey = key
        throw failure
    }

    /// `key` for a property declared `@Environment(\.key)`.
    func environmentKey(of d: SwiftDeclaration, unit: Int) -> String? {
        let prefix = "@Environment(\\."
        return propertyWrappers(of: d, unit: unit).first { $0.hasPrefix(prefix) && $0.hasSuffix(")") }.map {
            String($0.dropFirst(prefix.count).dropLast())
        }
    }

    /// `body` run once per case of the environment theme `key` (each in every appearance), as one color with a
    /// variant per theme and appearance. `failure` is what asked for it; it is rethrown where an appearance is
    /// already chosen (the caller without one runs the themes) or another theme is being run.
    func acrossEnvironmentThemes(
        _ key: String, _ failure: SwiftEvaluationFailure, _ ctx: SwiftEvaluationContext,
        _ body: (SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftValue
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        // A switch the app sets at run time (`runTimeFlag`): its two values, each a theme named after it.
        guard ctx.appearance == nil, environmentCases[key] == nil,
            let cases = Self.flagCases(key) ?? environmentThemes.choice(of: key)?.cases.map({ ($0, $0) })
        else {
            throw failure
        }
        guard environmentCases.isEmpty else {
            throw SwiftEvaluationFailure(
                message:
                    "the color depends on two themes the app chose (\\.\(environmentCases.keys.sorted()[0]), \\.\(key))",
                line: failure.line, column: failure.column)
        }
        defer { environmentCases[key] = nil }
        var combined = SwiftColor(variants: [:])
        for (name, theme) in cases {
            environmentCases[key] = name
            let value: SwiftValue
            do {
                value = try acrossAppearances(ctx, body)
            } catch {
                throw SwiftEvaluationFailure(
                    message: "theme \(theme) (\\.\(key)): \(error.message)", line: error.line, column: error.column)
            }
            guard case .color(var color) = value else {
                throw SwiftEvaluationFailure(
                    message: "a value chosen by the theme (\\.\(key)) that is not a color", line: failure.line,
                    column: failure.column)
            }
            if color.catalogName != nil, color.variants.isEmpty {
                guard let resolved = catalogVariants(of: color) else {
                    throw SwiftEvaluationFailure(
                        message: "theme \(theme) (\\.\(key)): an asset catalog color chosen by the theme in code",
                        line: failure.line, column: failure.column)
                }
                color = resolved
            }
            for (base, key) in SwiftInstanceThemes.appearances(ofTheme: theme) {
                guard let variant = color.variant(for: base) else { continue }
                combined.variants[key] = variant
            }
        }
        return .color(combined)
    }
}
