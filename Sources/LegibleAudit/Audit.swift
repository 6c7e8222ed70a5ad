import LegiblePalette
import LegibleUsage

/// The audit in one call, for a user's own tests:
/// ```swift
/// let result = Audit.run(["App/Assets.xcassets"], config: "legible.json")
/// #expect(!result.hasViolations(strict: false), "\(Audit.summary(result))")
/// ```
public enum Audit {
    /// Reads the palette at `paths`, loads `config` (or, when nil, checks the pairs the UI files under `paths` show and
    /// guesses pairs from names for the other colors: `ZeroConfig`), evaluates every rule in every appearance. Config
    /// errors are returned as diagnostics in the result, and count as violations.
    public static func run(_ paths: [String], config configPath: String? = nil) -> AuditResult {
        guard let configPath else {
            let palette = PaletteLoader().load(paths)
            let scan = UsageLoader().load(paths, palette: palette)
            var result = Auditor(palette: palette, config: ZeroConfig.config(palette: palette, scan: scan), rulesInferred: true).run()
            result.diagnostics = (result.diagnostics + scan.diagnostics).sorted()
            return result
        }
        switch ConfigParser.load(configPath) {
        case .success(let config):
            return Auditor(palette: PaletteLoader(swift: config.swift).load(paths), config: config).run()
        case .failure(let errors):
            var result = Auditor(palette: PaletteLoader().load(paths), config: AuditConfig()).run()
            result.diagnostics = (result.diagnostics + errors.diagnostics).sorted()
            return result
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
