import LegibleJSON
import LegiblePalette

/// The audit in one call, for a user's own tests (legible.json read by LegibleFiles, the audit opens no file itself):
/// ```swift
/// let result = Audit.run(["App/Assets.xcassets"], config: SourceFile.readJSON("legible.json"))
/// #expect(!result.hasViolations(strict: false), "\(Audit.summary(result))")
/// ```
public enum Audit {
    /// Reads the palette at `paths`, parses `config` (legible.json as `SourceFile.readJSON` read it; when nil, checks
    /// the pairs the UI files under `paths` show and guesses pairs from names for the other colors: `ZeroConfig`),
    /// evaluates every rule in every appearance: the CLI's own path (`prepare`, then `evaluate`). What stops the CLI with exit code 2 (a bad or unreadable config, no colors, no check evaluated)
    /// is returned here as error diagnostics, so `hasErrors` is true and nothing passes silently.
    public static func run(_ paths: [String], config read: Result<JSONDocument, Diagnostic>? = nil) -> AuditResult {
        // Where an input error without a line of its own is reported: the config, else the first path.
        let location = SourceLocation(path: (try? read?.get())?.path ?? paths.first ?? "", line: 0)
        switch prepare(AuditRequest(paths: paths, config: read)).flatMap({ evaluate($0) }) {
        case .success(let result):
            return result
        case .failure(.nothingEvaluated(var result, let paths, let pairs)):
            result.diagnostics.append(
                .error(location, AuditInputError.noChecks(result, command: "audit", paths: paths, pairs: pairs)))
            return result
        case .failure(let error):
            let diagnostics: [Diagnostic] =
                switch error {
                case .config(let d): d
                case .noColors(let d, _):
                    d + [.error(location, error.lines(command: "audit").last ?? "no colors found")]
                default: error.lines(command: "audit").map { .error(location, $0) }
                }
            return AuditResult(
                config: AuditConfig(), rulesInferred: read == nil, appearances: [], contrast: [],
                distinctness: [],
                diagnostics: diagnostics.sorted())
        }
    }

    /// One line per violation and error, for a test failure message.
    public static func summary(_ result: AuditResult) -> String {
        let v = result.violations(strict: false)
        var lines = v.contrast.map { f in
            "\(f.foreground.source): \(f.foreground.name) on \(f.background.name) (\(f.appearance.label)): \(f.measured) < \(f.required) [\(f.rule.ruleID)]"
        }
        lines += v.distinctness.map { f in
            "\(f.first.source): \(f.first.name) vs \(f.second.name) (\(f.appearance.label)\(f.deficiency.map { ", \($0.rawValue)" } ?? "")): ΔE \(f.deltaE) < \(f.required) [\(f.ruleID)]"
        }
        lines += result.diagnostics.filter { $0.severity == .error }.map(\.description)
        return lines.isEmpty ? "no violations" : lines.joined(separator: "\n")
    }
}

extension AuditResult {
    /// Violations, or error diagnostics (bad input, bad config).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
