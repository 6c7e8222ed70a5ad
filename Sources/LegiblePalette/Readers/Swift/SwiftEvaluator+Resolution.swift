import LegibleSwiftSyntax

extension SwiftEvaluator {
    /// What a color expression names in `context`: a palette color, an asset catalog color, a color written in
    /// place (with its variants), or why it is not statically known. The one resolution behind the palette
    /// reader's inline initializers and the view readers' color expressions (`SwiftExpressionColors`).
    func resolution(of expression: SwiftExpression, _ context: SwiftEvaluationContext, path: String)
        -> SwiftExpressionColors.Resolution
    {
        do {
            let value = try acrossAppearances(context) { ctx throws(SwiftEvaluationFailure) in
                try evaluate(expression, ctx)
            }
            guard case .color(let c) = value else { return .unknown("not a color") }
            if let alias = c.aliasOf { return .paletteColor(alias) }
            if let catalog = c.catalogName, c.variants.isEmpty {
                guard let alpha = c.catalogAlpha else { return .catalogColor(catalog) }
                return .catalogColorWithAlpha(catalog, alpha: alpha.value, replacing: alpha.replacing)
            }
            let variants = c.variants.sorted { $0.key < $1.key }.map {
                ColorVariant(appearance: $0.key, value: $0.value.value, source: $0.value.source)
            }
            guard !variants.isEmpty else { return .unknown("no color value") }
            return .inline(
                NamedColor(
                    name: SwiftExpressionColors.displayName(expression, variants), origin: path, variants: variants))
        } catch {
            return .unknown(error.message)
        }
    }
}
