import LegiblePalette
import LegibleUsage

/// Everything an audit found, in a deterministic order: by appearance, then rule, then names.
public struct AuditResult: Sendable, Hashable {
    public var config: AuditConfig
    /// True when the rules were inferred from names (no legible.json).
    public var rulesInferred: Bool
    public var appearances: [Appearance]
    public var contrast: [ContrastFinding]
    public var distinctness: [DistinctnessFinding]
    /// Reading problems and audit warnings (a rule that matches no color, an unresolved color left unchecked).
    public var diagnostics: [Diagnostic]
    /// `dynamic-color-snapshot` findings in the Swift sources (each one is a violation at its severity).
    public var snapshots: [SnapshotFinding] = []
    /// Rules whose pairs in an appearance were counted, not each listed (`AuditLimits`); their first failures are
    /// in `contrast`.
    public var contrastBlocks: [ContrastBlock] = []
    /// Distinguishable groups counted, not each pair listed (`AuditLimits`); their first failures are in
    /// `distinctness`.
    public var distinctnessBlocks: [DistinctnessBlock] = []
    /// How much of what the UI files show was checked, when the run read UI files (no config): nil otherwise.
    public var usage: UsageCoverage? = nil
    /// Every counted block, contrast first.
    public var countedBlocks: [any CountedBlock] { contrastBlocks + distinctnessBlocks }

    /// Failing findings that count: not baselined, not needing review; warnings only when `strict`.
    public func violations(strict: Bool) -> (contrast: [ContrastFinding], distinctness: [DistinctnessFinding]) {
        (
            contrast.filter { !$0.passed && !$0.isBaselined && $0.review == nil && (strict || $0.severity == .error) },
            distinctness.filter { !$0.passed && !$0.isBaselined && (strict || $0.severity == .error) }
        )
    }

    public func hasViolations(strict: Bool) -> Bool {
        let v = violations(strict: strict)
        return !v.contrast.isEmpty || !v.distinctness.isEmpty || !snapshotViolations(strict: strict).isEmpty
            || countedBlocks.contains { $0.unlisted > 0 && (strict || $0.severity == .error) }
    }

    /// Snapshot findings that count: not baselined; warnings only when `strict`.
    public func snapshotViolations(strict: Bool) -> [SnapshotFinding] {
        snapshots.filter { !$0.isBaselined && (strict || $0.severity == .error) }
    }

    /// Nothing was evaluated: no contrast pair (pairs that need review are not evaluations), no distinguishable pair,
    /// and no near-duplicate rule to run. Such a run proves nothing and must not pass (the rules name no palette
    /// color, none could be inferred, or every observed pair needs review).
    public var evaluatedNothing: Bool {
        contrast.allSatisfy { $0.review != nil } && countedBlocks.allSatisfy { $0.checked == 0 } && distinctness.isEmpty
            && config.nearDuplicate == nil && snapshots.isEmpty
    }

    public var failedContrast: [ContrastFinding] { contrast.filter { !$0.passed && $0.review == nil } }
    /// Observed pairs listed for a person to check (`ReviewReason`), whatever their ratio.
    public var reviewContrast: [ContrastFinding] { contrast.filter { $0.review != nil } }
    public var failedDistinctness: [DistinctnessFinding] { distinctness.filter { !$0.passed } }

    /// The observed pairs evaluated in each appearance or theme (pairs that need review left out), in appearance
    /// order: what "checked 41 pairs: light 6, dark 41, theme:black 41" reports.
    public var observedPairsByAppearance: [(appearance: Appearance, pairs: Int)] {
        var rules: [Appearance: Set<Int>] = [:]
        for f in contrast where f.rule.basis == .observed && f.review == nil {
            rules[f.appearance, default: []].insert(f.ruleIndex)
        }
        return rules.keys.sorted().map { ($0, rules[$0]!.count) }
    }

    /// Every rule of the run: the config's, or the inferred ones.
    public var contrastRules: [ContrastRule] { config.contrast }
}
