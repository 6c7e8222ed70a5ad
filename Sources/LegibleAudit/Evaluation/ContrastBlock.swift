import LegibleCore
import LegiblePalette

/// How much of an audit is listed pair by pair. A rule whose foregrounds × backgrounds exceed `pairsListedInFull`
/// in one appearance (a 5,000-color palette checked all against all: 25 M pairs) is still measured pair by pair,
/// every pair, but kept as counts (`ContrastBlock`) plus its first `failuresListedPerBlock` failures as findings:
/// one finding per pair would need gigabytes and no report could show them.
public struct AuditLimits: Sendable, Hashable {
    public var pairsListedInFull: Int
    public var failuresListedPerBlock: Int

    public init(pairsListedInFull: Int = 50_000, failuresListedPerBlock: Int = 1_000) {
        self.pairsListedInFull = pairsListedInFull
        self.failuresListedPerBlock = failuresListedPerBlock
    }
}

/// One contrast rule in one appearance whose pairs were counted rather than each listed (`AuditLimits`): every
/// pair was measured with the same math as a listed one; the first `listed` failures (row order: foregrounds,
/// then backgrounds, in palette order) are findings in `AuditResult.contrast`, the rest are only counted here.
public struct ContrastBlock: Sendable, Hashable {
    public var rule: ContrastRule
    public var ruleIndex: Int
    public var appearance: Appearance
    public var foregrounds: Int
    public var backgrounds: Int
    /// Pairs measured (a color is never on itself; theme families are not mixed).
    public var checked: Int
    /// Pairs below the rule's requirement.
    public var failed: Int
    /// Failing pairs listed as findings in `AuditResult.contrast`.
    public var listed: Int
    /// Pairs by the WCAG 2 level their ratio reaches (SC 1.4.3/1.4.6): AAA (≥ 7), AA (≥ 4.5), AA large (≥ 3),
    /// below 3.
    public var levels: [Int]
    /// Where reports point at it: the rule's line in legible.json, else the first foreground's definition.
    public var location: SourceLocation

    /// Failing pairs not listed as findings.
    public var unlisted: Int { failed - listed }
    public var severity: Diagnostic.Severity { rule.severity }
}
