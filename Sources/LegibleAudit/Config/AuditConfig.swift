import LegiblePalette
import LegibleUsage

/// What to check: the contents of `legible.json` (see `ConfigSchema`, printed by `legible schema`, and the
/// README's config reference), or rules inferred from color names when there is no config.
public struct AuditConfig: Sendable, Hashable {
    public var contrast: [ContrastRule]
    /// Rules made from pairs UI files show (zero-config): each checks its exact colors (a palette name or an inline
    /// color) at its role's level, and carries its usage sites. Evaluated after `contrast`, numbered after it.
    public var observed: [ContrastRule]
    public var distinguishable: [DistinguishabilityRule]
    /// nil: the near-duplicate check is off.
    public var nearDuplicate: NearDuplicateRule?
    /// Appearances to evaluate; nil means every appearance the palette defines.
    public var appearances: [Appearance]?
    /// Color names (or globs) left out of every rule.
    public var ignore: [NamePattern]
    /// Where the config came from, or nil when inferred.
    public var path: String?
    /// How Swift sources are read (`"swift"`: project hex initializers), passed to `PaletteLoader`.
    public var swift = SwiftReaderOptions()
    /// Severity of the `dynamic-color-snapshot` rule (`"swift": {"dynamicColorSnapshot": "error"|"warning"|"off"}`);
    /// nil: off.
    public var dynamicColorSnapshot: Diagnostic.Severity? = .warning

    public init(
        contrast: [ContrastRule] = [], observed: [ContrastRule] = [], distinguishable: [DistinguishabilityRule] = [],
        nearDuplicate: NearDuplicateRule? = nil,
        appearances: [Appearance]? = nil, ignore: [NamePattern] = [], path: String? = nil
    ) {
        self.contrast = contrast
        self.observed = observed
        self.distinguishable = distinguishable
        self.nearDuplicate = nearDuplicate
        self.appearances = appearances
        self.ignore = ignore
        self.path = path
    }

    public func isIgnored(_ name: String) -> Bool { ignore.contains { $0.matches(name) } }
}

extension AuditConfig {
    /// One rule per group of identical observed pairs: WCAG 2 AA, normal or large text (SC 1.4.3) or non-text
    /// (SC 1.4.11) by the pair's role; a text pair of unknown size is checked as normal text.
    public static func observedRules(_ groups: [ObservedPairGroup]) -> [ContrastRule] {
        groups.map { g in
            let text: TextSize =
                switch g.role {
                case .nonText: .nonText
                case .text(large: true): .large
                case .text: .normal
                }
            var rule = ContrastRule(
                foreground: [NamePattern(g.foreground.displayName)],
                background: [NamePattern(g.background.displayName)],
                level: .AA, text: text, over: g.over?.displayName)
            rule.observed = g
            return rule
        }
    }
}
