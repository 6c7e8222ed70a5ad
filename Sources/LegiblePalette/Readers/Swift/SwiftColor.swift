import LegibleCore

/// A color as the Swift reader evaluates it: its value per appearance (one `light` entry for a plain color), with
/// the source of each, plus the links that keep its meaning: `aliasOf` when it names another palette color
/// (`Palette.charcoal`), `catalogName` when it names an asset-catalog color (`UIColor(named: "Brand")`), resolved
/// after every reader ran.
struct SwiftColor: Sendable, Hashable {
    var variants: [Appearance: Variant]
    var aliasOf: String?
    var catalogName: CatalogColorReference?
    /// Read from a declaration outside Swift (`SwiftImportedColor`): no palette color of the Swift name that holds
    /// it, since the palette reader reads Swift alone.
    var isImported = false
    /// An alpha applied to the catalog color of `catalogName` before its values are known
    /// (`Asset.Colors.Label.secondary.color.withAlphaComponent(0.6)`): applied when the link is resolved.
    var catalogAlpha: CatalogAlpha?

    /// `.withAlphaComponent(a)` sets the alpha (`replacing`); `.opacity(a)` multiplies it.
    struct CatalogAlpha: Sendable, Hashable {
        var value: Double
        var replacing: Bool
    }

    struct Variant: Sendable, Hashable {
        var value: ColorValue
        var source: SourceLocation
    }

    /// A plain color, the same in every appearance.
    static func plain(_ color: Color, at source: SourceLocation) -> SwiftColor {
        SwiftColor(variants: [.light: Variant(value: .color(color), source: source)])
    }

    /// The variant that applies in `appearance` (platform fallbacks, `Appearance.fallbacks`).
    func variant(for appearance: Appearance) -> Variant? {
        for candidate in appearance.fallbacks { if let v = variants[candidate] { return v } }
        return nil
    }

    /// The same color with every alpha multiplied by `factor` (`.withAlphaComponent` sets it: `replacing: true`).
    func withAlpha(_ alpha: Double, replacing: Bool, at source: SourceLocation) -> SwiftColor? {
        if variants.isEmpty, let link = catalogName {
            let applied =
                replacing || catalogAlpha == nil
                ? CatalogAlpha(value: alpha, replacing: replacing)
                : CatalogAlpha(value: (catalogAlpha?.value ?? 1) * alpha, replacing: catalogAlpha?.replacing ?? false)
            return SwiftColor(variants: [:], catalogName: link, catalogAlpha: applied)
        }
        var out = SwiftColor(variants: [:])
        for (appearance, v) in variants {
            guard let c = v.value.concrete else { return nil }
            let a = replacing ? alpha : c.alpha * alpha
            out.variants[appearance] = Variant(
                value: .color(Color(space: c.space, components: c.components, alpha: a)), source: source)
        }
        return out
    }
}
