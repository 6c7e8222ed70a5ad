/// Asset-catalog colors chosen by appearance in code: `colorScheme == .light ? Asset.Colors.gray700.color :
/// Asset.Colors.shark200.color` draws, in each appearance, the chosen catalog color's variant for that appearance
/// (an asset catalog color resolves against the trait collection it is drawn in: Apple, "Asset Catalog Format
/// Reference", Color Set). Known once the catalogs are read (`catalogColors`, set by view readers); the palette
/// reader, which runs before them, keeps such a color unknown.
extension SwiftEvaluator {
    /// The variants of the catalog color `c` links to (its code alpha applied), nil when `c` is no unresolved link
    /// or the catalogs read do not have it.
    func catalogVariants(of c: SwiftColor) -> SwiftColor? {
        guard let link = c.catalogName, c.variants.isEmpty, let index = catalogColors,
            case .success(let named) = index.resolve(link)
        else { return nil }
        let universal = named.variants.filter { $0.idiom == nil || $0.idiom == "universal" }
        var out = SwiftColor(variants: [:])
        for v in universal.isEmpty ? named.variants : universal where out.variants[v.appearance] == nil {
            out.variants[v.appearance] = SwiftColor.Variant(value: v.value, source: v.source)
        }
        guard let alpha = c.catalogAlpha else { return out }
        guard let source = out.variants[.light]?.source ?? out.variants.values.first?.source else { return nil }
        return out.withAlpha(alpha.value, replacing: alpha.replacing, at: source)
    }
}
