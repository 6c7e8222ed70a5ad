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
            let contrast = failingFirst(result.contrast.filter { $0.appearance == appearance }) {
                CheckStatus($0, strict: options.strict)
            }.filter { !options.onlyFailures || Self.fails(CheckStatus($0, strict: options.strict)) }
            if !contrast.isEmpty {
                out += "\n\(appearance.label): contrast\n" + contrastTable(contrast, options: options).render()
            }
            for block in result.countedBlocks where block.appearance == appearance {
                out += "\n" + Terminal.sanitize(CountedBlockText.line(block)) + "\n"
            }
            let distinct = failingFirst(result.distinctness.filter { $0.appearance == appearance }) {
                CheckStatus($0, strict: options.strict)
            }.filter { !options.onlyFailures || Self.fails(CheckStatus($0, strict: options.strict)) }
            if !distinct.isEmpty {
                out +=
                    "\n\(appearance.label): distinguishability\n"
                    + distinctnessTable(distinct, options: options).render()
            }
        }
        if !options.onlyFailures { out += ReviewText.text(result, options: options) }
        if !result.snapshots.isEmpty {
            out +=
                "\ndynamic-color snapshots\n"
                + result.snapshots.map { Terminal.sanitize(SnapshotText.line($0)) + "\n" }.joined()
        }
        if !result.diagnostics.isEmpty {
            out += "\n" + result.diagnostics.map { Terminal.sanitize($0.description) + "\n" }.joined()
        }
        return out + "\n" + ReportSummary(result, strict: options.strict).line
            + (options.strict ? " (strict: warnings fail)" : "") + "\n"
    }

    /// What `--only failures` keeps: failing checks, errors and warnings.
    static func fails(_ status: CheckStatus) -> Bool { status == .fail || status == .warn }

    /// Where the rules came from: the config, or the pairs inferred from names.
    static func header(_ result: AuditResult, contrastOnly: Bool = false) -> String {
        guard result.rulesInferred else {
            let config = result.config
            var parts = [plural(config.contrast.count, "contrast rule")]
            if !contrastOnly { parts.append(plural(config.distinguishable.count, "distinguishable group")) }
            if let nd = config.nearDuplicate, !contrastOnly {
                parts.append("near duplicates (ΔE2000 < \(Display.exact(nd.threshold)))")
            }
            let observed = config.observed
            let also =
                observed.isEmpty
                ? ""
                : "Also checked: \(plural(observed.count, "pair")) observed in UI files (\(plural(observed.reduce(0) { $0 + $1.sites.count }, "site"))) that no rule names, each at its role's WCAG 2 AA level\(byAppearance(result))."
            return "Rules: \(Terminal.sanitize(config.path ?? "(in code)")): \(parts.joined(separator: ", "))\n"
                + (also.isEmpty ? "" : Terminal.sanitize(also) + "\n")
        }
        return inferredNote(result).map { Terminal.sanitize($0) + "\n" }.joined()
    }

    /// Without legible.json: the observed pairs checked ("No legible.json: checked 12 pairs observed in UI files (30
    /// sites) …"), then the pairs guessed from names, one line per guessed foreground ("… checked 24 pairs inferred
    /// from names:" when nothing was observed).
    static func inferredNote(_ result: AuditResult) -> [String] {
        let guessed = Set(
            result.contrast.filter { $0.rule.basis == .nameGuess }
                .map {
                    "\($0.ruleIndex)|\($0.foreground.name)|\($0.foreground.origin)|\($0.background.name)|\($0.background.origin)"
                })
        let observed = result.config.observed
        var lines: [String] = []
        if !observed.isEmpty {
            let sites = observed.reduce(0) { $0 + $1.sites.count }
            lines.append(
                "No legible.json: checked \(plural(observed.count, "pair")) observed in UI files (\(plural(sites, "site"))), each at its role's WCAG 2 AA level\(byAppearance(result))."
            )
        }
        guard !result.config.contrast.isEmpty else {
            if observed.isEmpty {
                lines.append(
                    "No legible.json: no UI file shows a pair and no pairs could be inferred from the color names (foregrounds like 'label', 'text', 'onPrimary'; backgrounds like 'background', 'surface'). Write a legible.json to say which colors are drawn on which."
                )
            }
            return lines
        }
        let severity = result.config.contrast.first?.severity == .warning ? ", warnings" : ""
        lines.append(
            observed.isEmpty
                ? "No legible.json: checked \(plural(guessed.count, "pair")) inferred from names:"
                : "Guessed from names for the colors no UI file uses (rule ids \(ContrastRule.guessPrefix)…\(severity)): \(plural(guessed.count, "pair")):"
        )
        for rule in result.config.contrast {
            let kind = rule.text == .nonText ? "non-text" : "text"
            lines.append(
                "  \(rule.foreground.map(\.pattern).joined(separator: ", ")) (\(kind), \(Display.required(rule))) on \(rule.background.map(\.pattern).joined(separator: ", "))"
            )
        }
        return lines
    }

    /// "; by appearance: light 6, dark 41, theme:black 41": how many observed pairs each appearance checked.
    static func byAppearance(_ result: AuditResult) -> String {
        let counts = result.observedPairsByAppearance
        return counts.isEmpty
            ? "" : "; by appearance: " + counts.map { "\($0.appearance.rawValue) \($0.pairs)" }.joined(separator: ", ")
    }

    static func contrastTable(_ findings: [ContrastFinding], options: ReportOptions) -> TextTable {
        let observed = findings.contains { !$0.rule.sites.isEmpty }
        var table = TextTable(
            header: ["Result", "Rule", "Foreground", "Background", "Measured", "Required", "Suggestion"]
                + (observed ? ["Shown at"] : []))
        for f in findings {
            let shown =
                observed
                ? [
                    TextCell(
                        Terminal.sanitize(Display.shortSites(f.rule.sites, workingDirectory: options.workingDirectory)))
                ] : []
            table.rows.append(
                [
                    Terminal.status(CheckStatus(f, strict: options.strict), ansi: options.ansi),
                    TextCell(f.rule.ruleID),
                    Terminal.named(f.foreground.label, f.compositedForeground, ansi: options.ansi),
                    Terminal.named(f.background.name, f.compositedBackground, ansi: options.ansi),
                    TextCell(Display.measuredWithNotes(f)),
                    TextCell(Display.required(f.rule)),
                    TextCell(Display.suggestions(f) ?? ""),
                ] + shown)
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
