/// A named color of a palette with its variants per appearance.
///
/// `name` is the name code uses (`Scene/Compose/indicator.button.background`, `color.gray.1400`,
/// `--cpd-color-text-primary`, `colorPrimary`). `origin` tells apart same-named colors from different sources
/// (two asset catalogs of one repository each with an `AccentColor`): the catalog, token set or resource folder.
/// `family` is the theme family a color belongs to when a palette holds several (`theme-classic/`, `theme-new/`:
/// the same names, separate palettes), nil for colors every family shares; rules pair colors of one family only.
public struct NamedColor: Sendable, Hashable {
    public var name: String
    public var origin: String
    public var variants: [ColorVariant]
    /// The palette color this one is defined as, when it is a role naming another color (Swift
    /// `static var primaryText: UIColor { Palette.charcoal }` → `Palette.charcoal`, or `Brand` for
    /// `UIColor(named: "Brand")`); its variants are that color's. Shown as `primaryText → Palette.charcoal`.
    public var aliasOf: String?
    public var family: String?

    public init(name: String, origin: String, variants: [ColorVariant], aliasOf: String? = nil, family: String? = nil) {
        self.name = name
        self.origin = origin
        self.variants = variants
        self.aliasOf = aliasOf
        self.family = family
    }

    /// Whether two colors may be paired: the same family, or one shared by all families.
    public func sharesFamily(with other: NamedColor) -> Bool {
        family == nil || other.family == nil || family == other.family
    }

    /// The variant written for exactly this appearance, if any.
    public func variant(exactly appearance: Appearance) -> ColorVariant? {
        variants.first { $0.appearance == appearance }
    }

    /// The variant that applies in `appearance`, following the platform fallbacks (`Appearance.fallbacks`).
    public func variant(for appearance: Appearance) -> ColorVariant? {
        for candidate in appearance.fallbacks {
            if let v = variant(exactly: candidate) { return v }
        }
        return nil
    }

    /// The appearances this color defines explicitly.
    public var appearances: [Appearance] { variants.map(\.appearance).sorted() }
}
