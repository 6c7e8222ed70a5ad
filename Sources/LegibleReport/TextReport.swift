import LegibleAudit
import LegibleCore
import LegiblePalette
import LegibleUsage

/// The terminal report: where the rules came from; one contrast table with **one row per pair** across every
/// appearance and theme it was checked in (its worst measure, the appearances where it fails, how many sites show it
/// and the first), worst first; one distinguishability table likewise; the pairs that need review in their own
/// section; the diagnostics as `path:line: error: message`; the summary line last. No line is wider than
/// `TextFit.width`: cells are cut with "…", prose wraps.
///
/// ```
/// contrast (light, dark)
///   Result  Rule           Foreground      Background                 Worst   Required  Fails in     Sites  Shown at
///   FAIL    wcag2-aa-text  secondaryLabel  secondarySystemBackground  3.29:1  4.5:1     light, dark  3      App/A.xib:12
///           fix (light): foreground #… (4.51:1) or background #… (4.50:1)
/// ```
enum TextReport {
    /// How much of each long list the text report prints without `--verbose` (`ReportOptions.listEverything`), so a
    /// whole repository's report stays readable in a CI log; what is left out is counted on a line of its own, and
    /// JSON, SARIF and `--verbose` list everything.
    enum Limits {
        /// Passing pairs are listed while the table has at most this many rows.
        static let rowsWithPassing = 50
        /// Failing pairs listed, worst first.
        static let failingRows = 100
        static let reviewEntries = 20
        static let warnings = 30
    }

    static func render(_ result: AuditResult, options: ReportOptions) -> String {
        var out = header(result).split(separator: "\n").flatMap { TextFit.wrap(String($0), indent: "  ") }
            .map { $0 + "\n" }.joined()
        // Pairs that need review have their own section: they are not rows of the tables.
        let contrast = result.contrast.filter { $0.review == nil }
        let keep = { (status: CheckStatus) in !options.onlyFailures || Self.fails(status) }
        var pairs = worstFirst(PairFindings.grouping(contrast), options: options).filter {
            keep(status($0.findings, options))
        }
        var leftOut: [String] = []
        if !options.listEverything {
            let passing = pairs.filter { status($0.findings, options) == .pass }.count
            if pairs.count > Limits.rowsWithPassing && passing > 0 {
                pairs.removeAll { status($0.findings, options) == .pass }
                leftOut.append(plural(passing, "passing pair"))
            }
            if pairs.count > Limits.failingRows {
                leftOut.insert(plural(pairs.count - Limits.failingRows, "more failing pair"), at: 0)
                pairs = Array(pairs.prefix(Limits.failingRows))
            }
        }
        if !pairs.isEmpty {
            out += "\n" + heading("contrast", contrast.map(\.appearance)) + contrastTable(pairs, options: options)
        }
        if !leftOut.isEmpty { out += "  … and " + leftOut.joined(separator: " and ") + " (--verbose lists them)\n" }
        for block in result.countedBlocks {
            out += "\n" + TextFit.wrap(Terminal.sanitize(CountedBlockText.line(block))).map { $0 + "\n" }.joined()
        }
        let groups = DistinctPairFindings.grouping(result.distinctness).filter {
            keep(distinctStatus($0.findings, options))
        }
        if !groups.isEmpty {
            out +=
                "\n" + heading("distinguishability", result.distinctness.map(\.appearance))
                + distinctnessTable(worstFirst(groups, options: options), options: options).render()
        }
        if !options.onlyFailures { out += ReviewText.text(result, options: options) }
        if !result.snapshots.isEmpty {
            out +=
                "\ndynamic-color snapshots\n"
                + result.snapshots.flatMap { TextFit.wrap(Terminal.sanitize(SnapshotText.line($0))) }.map { $0 + "\n" }
                .joined()
        }
        if !result.diagnostics.isEmpty {
            // Every error; warnings up to the limit, the rest counted.
            var warnings = 0
            var shown: [Diagnostic] = []
            for d in result.diagnostics {
                if d.severity != .error {
                    warnings += 1
                    if warnings > Limits.warnings && !options.listEverything { continue }
                }
                shown.append(d)
            }
            out +=
                "\n"
                + shown.flatMap { TextFit.wrap(Terminal.sanitize($0.description), indent: "    ") }.map { $0 + "\n" }
                .joined()
            if warnings > Limits.warnings && !options.listEverything {
                out += "… and \(plural(warnings - Limits.warnings, "more warning")) (--verbose lists them)\n"
            }
        }
        let summary =
            ReportSummary(result, strict: options.strict).line + (options.strict ? " (strict: warnings fail)" : "")
        return out + "\n" + TextFit.wrap(summary, indent: "  ").map { $0 + "\n" }.joined()
    }

    /// "contrast (light, dark, theme sepia)": a table's title with the appearances its checks ran in.
    static func heading(_ title: String, _ appearances: [Appearance]) -> String {
        let names = Array(Set(appearances)).sorted().map(\.label).joined(separator: ", ")
        return Terminal.sanitize(TextFit.cut("\(title) (\(names))", to: TextFit.width)) + "\n"
    }

    /// The status of a pair: that of its worst check (fail, then warn, baselined, pass).
    static func status(_ findings: [ContrastFinding], _ options: ReportOptions) -> CheckStatus {
        findings.map { CheckStatus($0, strict: options.strict) }.min { $0.rank < $1.rank } ?? .pass
    }

    static func distinctStatus(_ findings: [DistinctnessFinding], _ options: ReportOptions) -> CheckStatus {
        findings.map { CheckStatus($0, strict: options.strict) }.min { $0.rank < $1.rank } ?? .pass
    }

    /// Failing pairs first, then by how far below its requirement each pair's worst check is; ties keep the
    /// result's order.
    static func worstFirst(_ pairs: [PairFindings], options: ReportOptions) -> [PairFindings] {
        pairs.enumerated().sorted {
            let a = (status($0.element.findings, options).rank, $0.element.worst.measured / $0.element.worst.required)
            let b = (status($1.element.findings, options).rank, $1.element.worst.measured / $1.element.worst.required)
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }

    static func worstFirst(_ groups: [DistinctPairFindings], options: ReportOptions) -> [DistinctPairFindings] {
        groups.enumerated().sorted {
            let a = (
                distinctStatus($0.element.findings, options).rank, $0.element.worst.deltaE / $0.element.worst.required
            )
            let b = (
                distinctStatus($1.element.findings, options).rank, $1.element.worst.deltaE / $1.element.worst.required
            )
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The "Fails in" cell: the failing appearances in appearance order ("light, theme sepia"), or "all 4" when a
    /// pair checked in three or more fails in every one.
    static func failsIn(_ checked: [Appearance], failing: [Appearance]) -> String {
        let all = Set(checked), failed = Set(failing)
        if all.count >= 3 && failed == all { return "all \(all.count)" }
        return failed.sorted().map(\.label).joined(separator: ", ")
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
                : "Also checked: \(PairCounts(observed.compactMap(\.observed)).checkedText) observed in UI files that no rule names, each at its role's WCAG 2 AA level."
            return "Rules: \(Terminal.sanitize(config.path ?? "(in code)")): \(parts.joined(separator: ", "))\n"
                + (also.isEmpty ? "" : Terminal.sanitize(also) + "\n")
                + (also.isEmpty ? "" : byAppearance(result).map { Terminal.sanitize($0) + "\n" } ?? "")
        }
        return inferredNote(result).map { Terminal.sanitize($0) + "\n" }.joined()
    }

    /// Without legible.json: the observed pairs checked ("No legible.json: checked 12 pairs at 30 sites observed in UI
    /// files …", pairs that need review left to the summary's UI part), then the pairs guessed from names, one line per guessed foreground ("… checked 24 pairs inferred
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
            lines.append(
                "No legible.json: checked \(PairCounts(observed.compactMap(\.observed)).checkedText) observed in UI files, each at its role's WCAG 2 AA level."
            )
            if let counts = byAppearance(result) { lines.append(counts) }
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

    /// "By appearance: light 6, dark 41, theme:black 41.": how many observed pairs each appearance checked (a line
    /// of its own, after the sentence about observed pairs); nil when none was.
    static func byAppearance(_ result: AuditResult) -> String? {
        let counts = result.observedPairsByAppearance
        return counts.isEmpty
            ? nil
            : "By appearance: " + counts.map { "\($0.appearance.rawValue) \($0.pairs)" }.joined(separator: ", ") + "."
    }

    /// One row per pair: the worst check's colors and measure, where it fails, its sites; under a failing row, the
    /// worst check's suggestion.
    static func contrastTable(_ pairs: [PairFindings], options: ReportOptions) -> String {
        let observed = pairs.contains { !$0.worst.rule.sites.isEmpty }
        let failing = pairs.contains { Self.fails(status($0.findings, options)) }
        var table = TextTable(
            header: ["Result", "Rule", "Foreground", "Background", "Worst", "Required"]
                + (failing ? ["Fails in"] : []) + (observed ? ["Sites", "Shown at"] : []))
        var fixes: [Int: String] = [:]
        for pair in pairs {
            let f = pair.worst
            let status = status(pair.findings, options)
            let failsIn = Self.failsIn(
                pair.findings.map(\.appearance),
                failing: pair.findings.filter { Self.fails(CheckStatus($0, strict: options.strict)) }.map(\.appearance))
            if Self.fails(status), let fix = Display.suggestions(f) {
                fixes[table.rows.count] = "fix (\(f.appearance.label)): " + fix
            }
            let shownAt = pair.sites
            let sites =
                observed
                ? [
                    TextCell(shownAt.isEmpty ? "" : String(shownAt.count)),
                    Display.firstSiteCell(shownAt, workingDirectory: options.workingDirectory),
                ] : []
            table.rows.append(
                [
                    Terminal.status(status, ansi: options.ansi),
                    TextCell(f.rule.ruleID),
                    Terminal.named(f.foreground.label, f.compositedForeground, ansi: options.ansi),
                    Terminal.named(f.background.name, f.compositedBackground, ansi: options.ansi),
                    TextCell(Display.measuredWithNotes(f)),
                    TextCell(Display.required(f.rule)),
                ] + (failing ? [TextCell(failsIn)] : []) + sites)
        }
        // The suggestion goes on its own line under its row, indented to the Rule column.
        let rendered = table.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out = ""
        for (i, line) in rendered.enumerated() where i < rendered.count - 1 {
            out += line + "\n"
            if i >= 1, let fix = fixes[i - 1] {
                out += TextFit.wrap("          " + Terminal.sanitize(fix), indent: "            ").map { $0 + "\n" }
                    .joined()
            }
        }
        return out
    }

    static func distinctnessTable(_ groups: [DistinctPairFindings], options: ReportOptions) -> TextTable {
        let failing = groups.contains { Self.fails(distinctStatus($0.findings, options)) }
        var table = TextTable(
            header: ["Result", "Rule", "First", "Second", "ΔE2000", "Required"] + (failing ? ["Fails in"] : []))
        for group in groups {
            let f = group.worst
            let failsIn = Self.failsIn(
                group.findings.map(\.appearance),
                failing: group.findings.filter { Self.fails(CheckStatus($0, strict: options.strict)) }.map(\.appearance)
            )
            table.rows.append(
                [
                    Terminal.status(distinctStatus(group.findings, options), ansi: options.ansi),
                    TextCell(f.ruleID),
                    Terminal.named(f.first.name, f.simulatedFirst ?? f.first.color, ansi: options.ansi),
                    Terminal.named(f.second.name, f.simulatedSecond ?? f.second.color, ansi: options.ansi),
                    TextCell(Display.deltaE(f.deltaE)),
                    TextCell("≥ " + Display.exact(f.required)),
                ] + (failing ? [TextCell(failsIn)] : []))
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
