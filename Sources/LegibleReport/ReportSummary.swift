import LegibleAudit
import LegiblePalette
import LegibleUsage

/// How one check ended, as every format shows it. `fail` is what makes the run exit 1: a failing error, or a
/// failing warning under `--strict`. `review` is an observed pair whose background Legible cannot know
/// (`ReviewReason`): listed with its reason and ratio, never passing or failing.
enum CheckStatus: String, CaseIterable, Sendable {
    case pass, fail, warn, review, baselined

    init(passed: Bool, severity: Diagnostic.Severity, baselined: Bool, strict: Bool) {
        if passed {
            self = .pass
        } else if baselined {
            self = .baselined
        } else if severity == .error || strict {
            self = .fail
        } else {
            self = .warn
        }
    }

    init(_ f: ContrastFinding, strict: Bool) {
        if f.review != nil { self = .review; return }
        self.init(passed: f.passed, severity: f.severity, baselined: f.isBaselined, strict: strict)
    }

    init(_ f: DistinctnessFinding, strict: Bool) {
        self.init(passed: f.passed, severity: f.severity, baselined: f.isBaselined, strict: strict)
    }

    /// "PASS", "FAIL", "WARN", "REVIEW", "BASELINED"
    var label: String { rawValue.uppercased() }
    /// Failing first: fail, warn, review, baselined, pass.
    var rank: Int {
        switch self {
        case .fail: 0
        case .warn: 1
        case .review: 2
        case .baselined: 3
        case .pass: 4
        }
    }
}

/// The counts every format ends with: "56 checks, 3 failed (2 errors, 1 warning), 1 baselined".
///
/// A check is one contrast finding or one distinctness finding (rule × pair × appearance, × deficiency for
/// distinguishable groups; near duplicates only exist as failures). `failed` counts failing checks that are not
/// baselined, split by the rule's severity; `baselined` counts failing checks the baseline covers. Checks that need
/// review (`ReviewReason`) are counted apart, never as passed or failed; `usage` says how much of what the UI files
/// show became checks.
public struct ReportSummary: Sendable, Hashable {
    public var checks = 0
    /// Observed pairs listed for review: not in `checks`.
    public var needsReview = 0
    /// UI-file coverage, when the run read UI files.
    public var usage: UsageCoverage?
    public var passed = 0
    public var failedErrors = 0
    public var failedWarnings = 0
    public var baselined = 0
    /// Failing checks that fail the run: errors, plus warnings under `strict`; baselined ones never.
    public var violations = 0
    public var diagnosticErrors = 0
    public var diagnosticWarnings = 0
    /// Checks of pairs guessed from color names (zero config, rule ids `guess-…`), counted in `checks`.
    public var guessed = 0

    public init(_ result: AuditResult, strict: Bool) {
        needsReview = result.reviewContrast.count
        usage = result.usage
        let rows =
            result.contrast.filter { $0.review == nil }.map { ($0.passed, $0.severity, $0.isBaselined) }
            + result.distinctness.map { ($0.passed, $0.severity, $0.isBaselined) }
            + result.snapshots.map { (false, $0.severity, $0.isBaselined) } // each snapshot is a failed check
        for (passed, severity, isBaselined) in rows {
            checks += 1
            switch CheckStatus(passed: passed, severity: severity, baselined: isBaselined, strict: strict) {
            case .pass: self.passed += 1
            case .baselined: baselined += 1
            case .review: break // filtered out above
            case .fail, .warn:
                if severity == .error { failedErrors += 1 } else { failedWarnings += 1 }
            }
        }
        // Pairs of counted blocks beyond the listed failures: checked, and failing ones failed (never baselined:
        // a baseline names listed findings).
        for block in result.countedBlocks {
            let unlistedChecks = block.checked - block.listed
            checks += unlistedChecks
            passed += block.checked - block.failed
            if block.severity == .error { failedErrors += block.unlisted } else { failedWarnings += block.unlisted }
        }
        guessed =
            result.contrast.filter { $0.rule.basis == .nameGuess }.count
            + result.contrastBlocks.filter { $0.rule.basis == .nameGuess }.map { $0.checked - $0.listed }.reduce(0, +)
        violations = failedErrors + (strict ? failedWarnings : 0)
        diagnosticErrors = result.diagnostics.filter { $0.severity == .error }.count
        diagnosticWarnings = result.diagnostics.count - diagnosticErrors
    }

    public var failed: Int { failedErrors + failedWarnings }

    /// The run's counts by name, for formats that carry them as data (SARIF run properties): the observed pairs and
    /// sites (`PairCounts`, zero without UI files), uses not checked, checks, checks that need review, guessed checks.
    public var counts: [(name: String, value: Int)] {
        let pairs = usage?.pairs ?? PairCounts()
        return [
            ("pairs", pairs.pairs), ("sites", pairs.sites), ("needsReviewPairs", pairs.reviewPairs),
            ("needsReviewSites", pairs.reviewSites), ("notChecked", usage?.usesNotChecked ?? 0), ("checks", checks),
            ("needsReview", needsReview), ("guessed", guessed),
        ]
    }

    /// "56 checks (12 guessed from names), 3 failed (2 errors, 1 warning), 1 baselined, 4 need review, 2 diagnostics
    /// (1 error, 1 warning); UI files: 40 uses checked, 4 need review, 12 not checked"; the guessed, baselined, review
    /// and diagnostics parts only when non-zero, the UI part only when the run read UI files.
    public var line: String {
        var s = plural(checks, "check") + (guessed > 0 ? " (\(guessed) guessed from names)" : "")
        s += ", \(failed) failed (\(plural(failedErrors, "error")), \(plural(failedWarnings, "warning")))"
        if baselined > 0 { s += ", \(baselined) baselined" }
        if needsReview > 0 { s += ", \(needsReview) need\(needsReview == 1 ? "s" : "") review" }
        if diagnosticErrors + diagnosticWarnings > 0 {
            s +=
                ", \(plural(diagnosticErrors + diagnosticWarnings, "diagnostic")) (\(plural(diagnosticErrors, "error")), \(plural(diagnosticWarnings, "warning")))"
        }
        if let usage, usage.filesRead > 0 { s += "; " + usage.line }
        return s
    }
}

extension UsageCoverage {
    /// "UI files: 30 pairs at 40 sites checked, 2 pairs at 4 sites need review, 12 uses not checked (see the warnings)",
    /// the review part only when some pair needs review (as `legible pairs` says it).
    public var line: String {
        var s = "UI files: \(pairs.checkedText) checked, "
        if pairs.reviewPairs > 0 { s += pairs.reviewText + ", " }
        s += "\(plural(usesNotChecked, "use")) not checked"
        if usesNotChecked > 0 { s += " (see the warnings)" }
        return s
    }
}

extension PairCounts {
    /// "30 pairs at 32 sites"
    public var checkedText: String { "\(plural(pairs, "pair")) at \(plural(sites, "site"))" }

    /// "1 pair at 1 site needs review", "2 pairs at 3 sites need review"
    public var reviewText: String {
        "\(plural(reviewPairs, "pair")) at \(plural(reviewSites, "site")) need\(reviewPairs == 1 ? "s" : "") review"
    }
}

/// "1 check", "2 checks"
func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
