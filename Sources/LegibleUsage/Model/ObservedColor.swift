import LegiblePalette

/// A color as a UI file or view code uses it.
///
/// - `named`: a color the palette defines (an asset catalog name from `name="Brand"`, `@color/brand`, a `?attr/` resolved
///   to a resource name, `UIColor(named:)`, a Swift palette member). It is looked up in the palette read in the same run
///   when the audit runs, so a pair follows the palette's own variants per appearance.
/// - `inline`: a color written in place (storyboard components, `#hex` in a layout, a system color such as
///   `systemColor="labelColor"`, a theme attribute resolved per theme), carried as its own `NamedColor` with one variant per
///   appearance and the place it was written.
public enum ObservedColor: Sendable, Hashable {
    case named(String)
    case inline(NamedColor)

    /// The name reports show: the palette name, or the inline color's name (`#1a2b3c`, `systemBackground`).
    public var displayName: String {
        switch self {
        case .named(let name): name
        case .inline(let color): color.name
        }
    }
}

extension ObservedColor {
    /// Whether both name the same color: one palette name, or inline colors with the same values in every
    /// appearance (wherever each was written).
    func sameValue(as other: ObservedColor) -> Bool {
        switch (self, other) {
        case (.named(let a), .named(let b)): a == b
        case (.inline(let a), .inline(let b)):
            a.name == b.name && a.variants.map(\.appearance) == b.variants.map(\.appearance)
                && zip(a.variants, b.variants).allSatisfy { $0.value == $1.value }
        default: false
        }
    }
}
