import LegibleAudit
import LegibleCore
import LegiblePalette

/// The terminal report: where the rules came from, one contrast table and one distinguishability table per
/// appearance (failing rows first), the diagnostics as `path:line: error: message`, and the summary line last.
///
/// ```
/// light: contrast
///   Result  Rule           Foreground      Background                 Measured  Required  Suggestion
///   FAIL    wcag2-aa-text  secondaryLabel  secondarySystemBackground  3.29:1    4.5:1     foreground #… (4.51:1) or …
/// ```
enum TextReport {
    static func render(_ result: AuditResult, options: ReportOptions) -> String {
        var out = header(result)
        for appearance in result.appearances {
            let contrast = failingFirst(result.contrast.filter { $0.appearance == appearance }) { CheckStatus($0, strict: options.strict) }
            if !contrast.isEmpty {
                out += "\n\(appearance.label): contrast\n" + contrastTable(contrast, options: options).render()
            }
            let distinct = failingFirst(result.distinctness.filter { $0.appearance == appearance }) { CheckStatus($0, strict: options.strict) }
            if !distinct.isEmpty {
                out += "\n\(appearance.label): distinguishability\n" + distinctnessTable(distinct, options: options).render()
            }
        }
        if !result.diagnostics.isEmpty {
            out += "\n" + result.diagnostics.map { Terminal.sanitize($0.description) + "\n" }.joined()
        }
        return out + "\n" + ReportSummary(result, strict: options.strict).line + (options.strict ? " (strict: warnings fail)" : "") + "\n"
    }

    /// Where the rules came from: the config, or the pairs inferred from names.
    static func header(_ result: AuditResult, contrastOnly: Bool = false) -> String {
        guard result.rulesInferred else {
            let config = result.config
            var parts = [plural(config.contrast.count, "contrast rule")]
            if !contrastOnly { parts.append(plural(config.distinguishable.count, "distinguishable group")) }
            if let nd = config.nearDuplicate, !contrastOnly { parts.append("near duplicates (ΔE2000 < \(Display.exact(nd.threshold)))") }
            return "Rules: \(Terminal.sanitize(config.path ?? "(in code)")): \(parts.joined(separator: ", "))\n"
        }
        return inferredNote(result).map { Terminal.sanitize($0) + "\n" }.joined()
    }

    /// "No legible.json: checked 24 pairs inferred from names:" and one line per inferred foreground.
    static func inferredNote(_ result: AuditResult) -> [String] {
        let pairs = Set(result.contrast.map { "\($0.ruleIndex)|\($0.foreground.name)|\($0.foreground.origin)|\($0.background.name)|\($0.background.origin)" })
        guard !result.config.contrast.isEmpty else {
            return ["No legible.json: no pairs could be inferred from the color names (foregrounds like 'label', 'text', 'onPrimary'; backgrounds like 'background', 'surface'). Write a legible.json to say which colors are drawn on which."]
        }
        var lines = ["No legible.json: checked \(plural(pairs.count, "pair")) inferred from names:"]
        for rule in result.config.contrast {
            let kind = rule.text == .nonText ? "non-text" : "text"
            lines.append("  \(rule.foreground.map(\.pattern).joined(separator: ", ")) (\(kind), \(Display.required(rule))) on \(rule.background.map(\.pattern).joined(separator: ", "))")
        }
        return lines
    }

    static func contrastTable(_ findings: [ContrastFinding], options: ReportOptions) -> TextTable {
        var table = TextTable(header: ["Result", "Rule", "Foreground", "Background", "Measured", "Required", "Suggestion"])
        for f in findings {
            table.rows.append([
                Terminal.status(CheckStatus(f, strict: options.strict), ansi: options.ansi),
                TextCell(f.rule.ruleID),
                Terminal.named(f.foreground.label, f.compositedForeground, ansi: options.ansi),
                Terminal.named(f.background.name, f.compositedBackground, ansi: options.ansi),
                TextCell(Display.measured(f.measured, f.rule)),
                TextCell(Display.required(f.rule)),
                TextCell(Display.suggestions(f) ?? ""),
            ])
        }
        return table
    }

    static func distinctnessTable(_ findings: [DistinctnessFinding], options: ReportOptions) -> TextTable {
        var table = TextTable(header: ["Result", "Rule", "First", "Second", "ΔE2000", "Required"])
        for f in findings {
            table.rows.append([
                Terminal.status(CheckStatus(f, strict: options.strict), ansi: options.ansi),
                TextCell(f.ruleID),
                Terminal.named(f.first.name, f.simulatedFirst ?? f.first.color, ansi: options.ansi),
                Terminal.named(f.second.name, f.simulatedSecond ?? f.second.color, ansi: options.ansi),
                TextCell(Display.deltaE(f.deltaE)),
                TextCell("≥ " + Display.exact(f.required)),
            ])
        }
        return table
    }
}

/// Failing rows first (fail, warn, baselined, pass), otherwise in the result's order: a stable sort.
func failingFirst<T>(_ items: [T], _ status: (T) -> CheckStatus) -> [T] {
    items.enumerated()
        .map { (rank: status($0.element).rank, index: $0.offset, item: $0.element) }
        .sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
        .map(\.item)
}
