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

/// Checks of one rule in one appearance that were counted rather than each listed (`AuditLimits`): every pair was
/// measured, the first `listed` failures are findings, the rest only counted. Reports state each block and count
/// all of its pairs; unlisted failures fail the run like listed ones (a baseline names listed findings only).
public protocol CountedBlock: Sendable {
    var ruleID: String { get }
    var ruleIndex: Int { get }
    var appearance: Appearance { get }
    var severity: Diagnostic.Severity { get }
    /// Pairs measured.
    var checked: Int { get }
    /// Pairs that fail the rule.
    var failed: Int { get }
    /// Failing pairs listed as findings.
    var listed: Int { get }
    /// Where reports point at it: the rule's line in legible.json, else the first color's definition.
    var location: SourceLocation { get }
}

extension CountedBlock {
    /// Failing pairs not listed as findings.
    public var unlisted: Int { failed - listed }
}

/// One contrast rule in one appearance whose pairs were counted rather than each listed (`AuditLimits`): every
/// pair was measured with the same math as a listed one; the first `listed` failures (row order: foregrounds,
/// then backgrounds, in palette order) are findings in `AuditResult.contrast`, the rest are only counted here.
public struct ContrastBlock: CountedBlock, Hashable {
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
    public var location: SourceLocation

    public var severity: Diagnostic.Severity { rule.severity }
    public var ruleID: String { rule.ruleID }
}

/// One distinguishable group in one appearance, for one deficiency, whose pairs were counted (`AuditLimits`):
/// every pair's CIEDE2000 after simulation compared with the group's minimum; the first failures (pair order:
/// first color, then second, in palette order) are findings.
public struct DistinctnessBlock: CountedBlock, Hashable {
    public var ruleID: String
    public var ruleIndex: Int
    public var appearance: Appearance
    public var deficiency: Deficiency
    public var severity: Diagnostic.Severity
    /// Colors in the group.
    public var colors: Int
    /// The group's minimum CIEDE2000.
    public var minimumDeltaE: Double
    public var checked: Int
    public var failed: Int
    public var listed: Int
    public var location: SourceLocation
}
