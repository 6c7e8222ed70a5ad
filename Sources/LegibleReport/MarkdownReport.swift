import LegibleAudit
import LegiblePalette

/// A report for a GitHub job summary (`--format markdown --output "$GITHUB_STEP_SUMMARY"`): a heading with the
/// verdict, the counts, the failures first (contrast, then distinguishability), every check per appearance in a
/// collapsed `<details>` block, and the diagnostics. Names are escaped (`Markdown.escape`). Long lists are capped so
/// a whole repository's summary stays under GitHub's 1 MiB job-summary limit: passing rows per appearance, failing
/// checks (worst first), diagnostics, and the per-appearance sections once the report passes `sectionBudget`
/// bytes; each cut says how much it left out (JSON and SARIF list everything).
enum MarkdownReport {
    /// Rows listed per table in the per-appearance sections before "… and N more".
    static let passingRowLimit = 500
    /// Failing checks listed in "Contrast failures" and "Distinguishability failures", worst first.
    static let failureRowLimit = 400
    /// Diagnostics listed.
    static let diagnosticLimit = 300
    /// Past this size, the per-appearance sections are left out (counted): the summary stays under 1 MiB.
    static let sectionBudget = 600_000

    static func render(_ result: AuditResult, options: ReportOptions) -> String {
        let summary = ReportSummary(result, strict: options.strict)
        var out = "## Legible: " + headline(summary) + "\n\n"
        out += rulesNote(result) + "\n"
        out += counts(summary) + "\n"
        let strict = options.strict
        let contrastFailures = failingFirst(
            result.contrast.filter { !$0.passed && $0.review == nil }.sorted {
                $0.measured / $0.required < $1.measured / $1.required
            }
        ) {
            CheckStatus($0, strict: strict)
        }
        let distinctFailures = failingFirst(result.distinctness.filter { !$0.passed }) {
            CheckStatus($0, strict: strict)
        }
        if !contrastFailures.isEmpty {
            out +=
                "### Contrast failures\n\n"
                + contrastTable(
                    Array(contrastFailures.prefix(failureRowLimit)), options: options, appearanceColumn: true)
                + left(contrastFailures.count - failureRowLimit, "more failing check") + "\n"
        }
        out += ReviewText.markdown(result, options: options)
        if !result.countedBlocks.isEmpty {
            out +=
                "### Rules counted, not listed pair by pair\n\n"
                + result.countedBlocks.map { "- " + Markdown.escape(CountedBlockText.line($0)) + "\n" }.joined() + "\n"
        }
        if !distinctFailures.isEmpty {
            out +=
                "### Distinguishability failures\n\n"
                + distinctnessTable(
                    Array(distinctFailures.prefix(failureRowLimit)), options: options, appearanceColumn: true)
                + left(distinctFailures.count - failureRowLimit, "more failing check") + "\n"
        }
        var sectionsLeft = 0
        for appearance in result.appearances {
            guard out.utf8.count < sectionBudget else {
                sectionsLeft += 1
                continue
            }
            let contrast = failingFirst(result.contrast.filter { $0.appearance == appearance }) {
                CheckStatus($0, strict: strict)
            }
            let distinct = failingFirst(result.distinctness.filter { $0.appearance == appearance }) {
                CheckStatus($0, strict: strict)
            }
            guard !contrast.isEmpty || !distinct.isEmpty else { continue }
            let failed = contrast.filter { !$0.passed && $0.review == nil }.count + distinct.filter { !$0.passed }.count
            out += "### \(Markdown.escape(appearance.label.capitalizedFirst))\n\n"
            out +=
                "<details><summary>\(plural(contrast.count + distinct.count, "check")), \(failed) failed</summary>\n\n"
            if !contrast.isEmpty {
                out += limited(contrast) { contrastTable($0, options: options, appearanceColumn: false) }
            }
            if !distinct.isEmpty {
                out += limited(distinct) { distinctnessTable($0, options: options, appearanceColumn: false) }
            }
            out += "</details>\n\n"
        }
        if sectionsLeft > 0 {
            out +=
                "_The checks of \(plural(sectionsLeft, "more appearance")) are left out to keep this summary under "
                + "GitHub's 1 MiB limit; `--format json` lists every check._\n\n"
        }
        if !result.snapshots.isEmpty {
            out += "### Dynamic-color snapshots\n\n"
            for f in result.snapshots {
                out += item(f.severity, at: f.location, f.message, suffix: " " + Markdown.code(SnapshotFinding.ruleID))
            }
            out += "\n"
        }
        return out + diagnostics(result.diagnostics)
    }

    /// `- **error** path:12: message` (then `suffix`): a diagnostic or a snapshot finding as a list item.
    static func item(
        _ severity: Diagnostic.Severity, at location: SourceLocation, _ message: String, suffix: String = ""
    ) -> String {
        "- **\(severity.rawValue)** \(Markdown.escape(location.description)): \(Markdown.escape(message))\(suffix)\n"
    }

    /// "\n_… and 12 more failing checks (`--format json` lists them)._\n" when `count` > 0, else nothing.
    static func left(_ count: Int, _ noun: String) -> String {
        count > 0 ? "\n_… and \(plural(count, noun)) (`--format json` lists them)._\n" : ""
    }

    /// "### Diagnostics" and a list item each (`lint` and `compare` alike); nothing when there are none.
    static func diagnostics(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        return "### Diagnostics\n\n"
            + diagnostics.prefix(diagnosticLimit).map { item($0.severity, at: $0.location, $0.message) }.joined()
            + left(diagnostics.count - diagnosticLimit, "more diagnostic")
            + "\n"
    }

    /// "3 failed (2 errors, 1 warning) of 56 checks", "all 56 checks pass"
    static func headline(_ s: ReportSummary) -> String {
        var h: String
        if s.failed == 0 {
            h = s.checks == 0 ? "no checks ran" : s.checks == 1 ? "the 1 check passes" : "all \(s.checks) checks pass"
        } else {
            h =
                "\(s.failed) failed (\(plural(s.failedErrors, "error")), \(plural(s.failedWarnings, "warning"))) of \(plural(s.checks, "check"))"
        }
        if s.baselined > 0 { h += ", \(s.baselined) baselined" }
        if s.needsReview > 0 { h += ", \(s.needsReview) need\(s.needsReview == 1 ? "s" : "") review" }
        if s.diagnosticErrors > 0 { h += ", \(plural(s.diagnosticErrors, "input error"))" }
        return h
    }

    static func rulesNote(_ result: AuditResult) -> String {
        if result.rulesInferred {
            let lines = TextReport.inferredNote(result)
            return "> " + Markdown.escape(lines[0]) + "\n"
                + lines.dropFirst().map { ">\n> - " + Markdown.escape(String($0.dropFirst(2))) + "\n" }.joined()
        }
        return "Rules from " + Markdown.escape(result.config.path ?? "code") + ".\n"
    }

    static func counts(_ s: ReportSummary) -> String {
        var table = Markdown.table(
            ["Checks", "Passed", "Failed: errors", "Failed: warnings", "Baselined", "Needs review", "Input errors"],
            align: Array(repeating: true, count: 7),
            [
                [s.checks, s.passed, s.failedErrors, s.failedWarnings, s.baselined, s.needsReview, s.diagnosticErrors]
                    .map(String.init)
            ])
        if let usage = s.usage, usage.filesRead > 0 { table += "\n\n" + Markdown.escape(usage.line) }
        return table
    }

    static func limited<T>(_ rows: [T], _ table: ([T]) -> String) -> String {
        let shown = Array(rows.prefix(passingRowLimit))
        var out = table(shown) + "\n"
        if rows.count > shown.count {
            out += "… and \(rows.count - shown.count) more checks (see `--format json`).\n\n"
        }
        return out
    }

    /// A check's status as a mark and a word: "✅ pass", "❌ **FAIL**", …
    static func result(_ status: CheckStatus) -> String {
        let word =
            switch status {
            case .pass: "pass"
            case .fail: "**FAIL**"
            case .warn: "warn"
            case .review: "needs review"
            case .baselined: "baselined"
            }
        return mark(status) + " " + word
    }

    /// The mark of a check's status in every Markdown table (alone in `compare`'s appearance cells).
    static func mark(_ status: CheckStatus) -> String {
        switch status {
        case .pass: "✅"
        case .fail: "❌"
        case .warn: "⚠️"
        case .review: "🔍"
        case .baselined: "☑️"
        }
    }

    static func contrastTable(_ findings: [ContrastFinding], options: ReportOptions, appearanceColumn: Bool) -> String {
        var header = ["Result", "Rule", "Foreground", "Background"]
        if appearanceColumn { header.append("Appearance") }
        header += ["Measured", "Required", "Suggestion"]
        let observed = findings.contains { !$0.rule.sites.isEmpty }
        if observed { header.append("Shown at") }
        let rows = findings.map { f -> [String] in
            var row = [
                result(CheckStatus(f, strict: options.strict)), Markdown.code(f.rule.ruleID),
                Markdown.escape(f.foreground.label) + " " + Markdown.code(Display.hex(f.foreground.color)),
                Markdown.escape(f.background.name) + " " + Markdown.code(Display.hex(f.background.color)),
            ]
            if appearanceColumn { row.append(f.appearance.label) }
            row += [
                Markdown.escape(Display.measuredWithNotes(f)), Display.required(f.rule),
                Display.nearestFirst(f.suggestions).map {
                    "\($0.side.rawValue) \(Markdown.code(Display.written($0.color))) (\(Display.measured($0.result, f.rule)))"
                }.joined(separator: " or "),
            ]
            if observed {
                row.append(
                    Markdown.escape(Display.shownAt(f.rule.sites, workingDirectory: options.workingDirectory) ?? ""))
            }
            return row
        }
        let align = header.map { $0 == "Measured" || $0 == "Required" }
        return Markdown.table(header, align: align, rows)
    }

    static func distinctnessTable(_ findings: [DistinctnessFinding], options: ReportOptions, appearanceColumn: Bool)
        -> String
    {
        var header = ["Result", "Rule", "First", "Second"]
        if appearanceColumn { header.append("Appearance") }
        header += ["ΔE2000", "Required"]
        let rows = findings.map { f -> [String] in
            var row = [
                result(CheckStatus(f, strict: options.strict)), Markdown.code(f.ruleID),
                Markdown.escape(f.first.name) + " " + Markdown.code(Display.hex(f.first.color)),
                Markdown.escape(f.second.name) + " " + Markdown.code(Display.hex(f.second.color)),
            ]
            if appearanceColumn { row.append(f.appearance.label) }
            row += [Display.deltaE(f.deltaE), "≥ " + Display.exact(f.required)]
            return row
        }
        let align = header.map { $0 == "ΔE2000" || $0 == "Required" }
        return Markdown.table(header, align: align, rows)
    }
}

extension String {
    /// "light high contrast" → "Light high contrast"
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
