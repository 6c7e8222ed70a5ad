import LegibleAudit
import LegiblePalette

/// How one check ended, as every format shows it. `fail` is what makes the run exit 1: a failing error, or a
/// failing warning under `--strict`.
enum CheckStatus: String, CaseIterable, Sendable {
    case pass, fail, warn, baselined

    init(passed: Bool, severity: Diagnostic.Severity, baselined: Bool, strict: Bool) {
        if passed { self = .pass }
        else if baselined { self = .baselined }
        else if severity == .error || strict { self = .fail }
        else { self = .warn }
    }

    init(_ f: ContrastFinding, strict: Bool) {
        self.init(passed: f.passed, severity: f.severity, baselined: f.isBaselined, strict: strict)
    }

    init(_ f: DistinctnessFinding, strict: Bool) {
        self.init(passed: f.passed, severity: f.severity, baselined: f.isBaselined, strict: strict)
    }

    /// "PASS", "FAIL", "WARN", "BASELINED"
    var label: String { rawValue.uppercased() }
    /// Failing first: fail, warn, baselined, pass.
    var rank: Int {
        switch self {
        case .fail: 0
        case .warn: 1
        case .baselined: 2
        case .pass: 3
        }
    }
}

/// The counts every format ends with: "56 checks, 3 failed (2 errors, 1 warning), 1 baselined".
///
/// A check is one contrast finding or one distinctness finding (rule × pair × appearance, × deficiency for
/// distinguishable groups; near duplicates only exist as failures). `failed` counts failing checks that are not
/// baselined, split by the rule's severity; `baselined` counts failing checks the baseline covers.
public struct ReportSummary: Sendable, Hashable {
    public var checks = 0
    public var passed = 0
    public var failedErrors = 0
    public var failedWarnings = 0
    public var baselined = 0
    /// Failing checks that fail the run: errors, plus warnings under `strict`; baselined ones never.
    public var violations = 0
    public var diagnosticErrors = 0
    public var diagnosticWarnings = 0

    public init(_ result: AuditResult, strict: Bool) {
        let rows = result.contrast.map { ($0.passed, $0.severity, $0.isBaselined) }
            + result.distinctness.map { ($0.passed, $0.severity, $0.isBaselined) }
            + result.snapshots.map { (false, $0.severity, $0.isBaselined) } // each snapshot is a failed check
        for (passed, severity, isBaselined) in rows {
            checks += 1
            switch CheckStatus(passed: passed, severity: severity, baselined: isBaselined, strict: strict) {
            case .pass: self.passed += 1
            case .baselined: baselined += 1
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
        violations = failedErrors + (strict ? failedWarnings : 0)
        diagnosticErrors = result.diagnostics.filter { $0.severity == .error }.count
        diagnosticWarnings = result.diagnostics.count - diagnosticErrors
    }

    public var failed: Int { failedErrors + failedWarnings }

    /// "56 checks, 3 failed (2 errors, 1 warning), 1 baselined, 2 diagnostics (1 error, 1 warning)"; the
    /// baselined and diagnostics parts only when non-zero.
    public var line: String {
        var s = "\(plural(checks, "check")), \(failed) failed (\(plural(failedErrors, "error")), \(plural(failedWarnings, "warning")))"
        if baselined > 0 { s += ", \(baselined) baselined" }
        if diagnosticErrors + diagnosticWarnings > 0 {
            s += ", \(plural(diagnosticErrors + diagnosticWarnings, "diagnostic")) (\(plural(diagnosticErrors, "error")), \(plural(diagnosticWarnings, "warning")))"
        }
        return s
    }
}

/// "1 check", "2 checks"
func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
