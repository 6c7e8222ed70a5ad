import LegiblePalette

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
    /// Every counted block, contrast first.
    public var countedBlocks: [any CountedBlock] { contrastBlocks + distinctnessBlocks }

    /// Failing findings that count: not baselined; warnings only when `strict`.
    public func violations(strict: Bool) -> (contrast: [ContrastFinding], distinctness: [DistinctnessFinding]) {
        (contrast.filter { !$0.passed && !$0.isBaselined && (strict || $0.severity == .error) },
         distinctness.filter { !$0.passed && !$0.isBaselined && (strict || $0.severity == .error) })
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

    /// Nothing was evaluated: no contrast pair, no distinguishable pair, and no near-duplicate rule to run. Such a
    /// run proves nothing and must not pass (the rules name no palette color, or none could be inferred).
    public var evaluatedNothing: Bool {
        contrast.isEmpty && countedBlocks.allSatisfy { $0.checked == 0 } && distinctness.isEmpty && config.nearDuplicate == nil && snapshots.isEmpty
    }

    public var failedContrast: [ContrastFinding] { contrast.filter { !$0.passed } }
    public var failedDistinctness: [DistinctnessFinding] { distinctness.filter { !$0.passed } }

    /// Every rule of the run: the config's, or the inferred ones.
    public var contrastRules: [ContrastRule] { config.contrast }
}
