import LegiblePalette

/// What to check: the contents of `legible.json` (see `ConfigSchema`, printed by `legible schema`, and the
/// README's config reference), or rules inferred from color names when there is no config.
public struct AuditConfig: Sendable, Hashable {
    public var contrast: [ContrastRule]
    public var distinguishable: [DistinguishabilityRule]
    /// nil: the near-duplicate check is off.
    public var nearDuplicate: NearDuplicateRule?
    /// Appearances to evaluate; nil means every appearance the palette defines.
    public var appearances: [Appearance]?
    /// Color names (or globs) left out of every rule.
    public var ignore: [NamePattern]
    /// Where the config came from, or nil when inferred.
    public var path: String?

    public init(contrast: [ContrastRule] = [], distinguishable: [DistinguishabilityRule] = [], nearDuplicate: NearDuplicateRule? = nil,
                appearances: [Appearance]? = nil, ignore: [NamePattern] = [], path: String? = nil) {
        self.contrast = contrast
        self.distinguishable = distinguishable
        self.nearDuplicate = nearDuplicate
        self.appearances = appearances
        self.ignore = ignore
        self.path = path
    }

    public func isIgnored(_ name: String) -> Bool { ignore.contains { $0.matches(name) } }
}
