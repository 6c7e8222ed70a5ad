import LegiblePalette

/// Identical observed pairs (same foreground, background, backdrop, role and review status) from every site that
/// shows them: one check for the audit, one entry for `legible pairs`, listing all its sites. Pairs that need review
/// group only with pairs that need review for the same kind of reason, so a group is asserted or reviewed as a whole.
public struct ObservedPairGroup: Sendable, Hashable {
    public var foreground: ObservedColor
    public var background: ObservedColor
    public var over: ObservedColor?
    public var role: PairRole
    /// nil: every appearance.
    public var appearances: [Appearance]?
    /// The pairs grouped here, in site order (each with its own site and evidence).
    public var pairs: [ObservedPair]
    /// The first site's reason when the group needs review (each pair keeps its own detail); nil when asserted.
    public var review: ReviewReason? { pairs.first?.review }

    public var sites: [UsageSite] { pairs.map(\.site) }

    /// Groups pairs by colors and role, in the order of each group's first site.
    public static func grouping(_ pairs: [ObservedPair]) -> [ObservedPairGroup] {
        var index: [Key: Int] = [:]
        var groups: [ObservedPairGroup] = []
        for pair in pairs.sorted(by: { $0.site < $1.site }) {
            let key = Key(
                foreground: pair.foreground.identity, background: pair.background.identity, over: pair.over?.identity,
                role: pair.role, appearances: pair.appearances, review: pair.review?.kind)
            if let i = index[key] {
                groups[i].pairs.append(pair)
            } else {
                index[key] = groups.count
                groups.append(
                    ObservedPairGroup(
                        foreground: pair.foreground, background: pair.background, over: pair.over, role: pair.role,
                        appearances: pair.appearances, pairs: [pair]))
            }
        }
        return groups
    }

    struct Key: Hashable {
        var foreground: String
        var background: String
        var over: String?
        var role: PairRole
        var appearances: [Appearance]?
        var review: ReviewReason.Kind?
    }
}

extension ObservedColor {
    /// What makes two uses the same color: the palette name, or the inline color's name and values per appearance
    /// (not where it was written, so `#ffffff` in two files is one color).
    public var identity: String {
        switch self {
        case .named(let name): "named:" + name
        case .inline(let color):
            "inline:" + color.name + "|"
                + color.variants.map { "\($0.appearance.rawValue)=\($0.value)" }.joined(separator: ";")
        }
    }

    /// The color itself: the palette's color of that name, or the inline color; nil when the palette lacks the name.
    public func resolved(in palette: Palette) -> NamedColor? {
        switch self {
        case .named(let name): palette.color(named: name)
        case .inline(let color): color
        }
    }
}

extension PairRole {
    /// "text", "large text", "text (size unknown)", "non-text"
    public var label: String {
        switch self {
        case .text(large: true): "large text"
        case .text(large: false): "text"
        case .text(large: nil): "text (size unknown)"
        case .nonText: "non-text"
        }
    }
}
