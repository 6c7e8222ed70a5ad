import LegibleAudit
import LegiblePalette

/// `--format github`: GitHub Actions workflow commands, one annotation per failing pair (its worst check, the
/// appearances it fails in listed; CIFormats.md §5.3):
/// ```
/// ::error file=Assets.xcassets/secondaryLabel.colorset/Contents.json,line=21,title=wcag2-aa-text%3A secondaryLabel on secondarySystemBackground (light)::secondaryLabel (#3c3c4399) on …
/// ```
/// The command is the rule's severity (`error` or `warning`). Baselined failures are not annotated (they are
/// counted in the last line). Diagnostics are annotations at their file and line; the last line is a `notice`
/// with the summary. Escaping follows actions/toolkit `command.ts`: in messages `%` `\r` `\n` → `%25` `%0D`
/// `%0A`; in property values also `:` → `%3A` and `,` → `%2C` (the runner decodes exactly these, so nothing
/// else is encoded).
enum GitHubReport {
    static func render(_ result: AuditResult, options: ReportOptions, notes: CompareNotes = CompareNotes()) -> String {
        var out = ""
        if result.rulesInferred {
            out += command("notice", [("title", "Legible")], TextReport.inferredNote(result).joined(separator: "\n"))
        }
        // One annotation per pair (GitHub shows only a few per step): its worst check, titled with every appearance
        // it concerns. A pair that needs review is a notice where it is shown: listed, never failing.
        for pair in PairFindings.grouping(result.reviewContrast) {
            let f = pair.worst
            out += command(
                "notice",
                location(f.rule.sites.first?.location ?? f.foreground.source, options)
                    + [("title", "needs review: \(Display.pair(f)) (\(pair.appearanceList))")], Display.message(f))
        }
        let failing = result.contrast.filter { !$0.passed && !$0.isBaselined && $0.review == nil }
        for pair in PairFindings.grouping(failing) {
            let f = pair.worst
            var message = Display.message(f)
            if let note = notes[f] { message += " " + note }
            if pair.findings.count > 1 { message += " Also fails in " + pair.others + "." }
            // An observed pair is annotated where it is shown (the UI file's line); others at the foreground's definition.
            out += command(
                f.severity.rawValue,
                location(f.rule.sites.first?.location ?? f.foreground.source, options) + [
                    ("title", "\(f.rule.ruleID): \(Display.pair(f)) (\(pair.appearanceList))")
                ], message)
        }
        for b in result.countedBlocks where b.unlisted > 0 {
            out += command(
                b.severity.rawValue,
                location(b.location, options) + [
                    (
                        "title",
                        "\(b.ruleID): \(CountedBlockText.grouped(b.unlisted)) more failing pairs (\(b.appearance.label))"
                    )
                ],
                CountedBlockText.line(b))
        }
        for f in result.distinctness where !f.passed && !f.isBaselined {
            out += command(
                f.severity.rawValue,
                location(f.first.source, options) + [
                    ("title", "\(f.ruleID): \(Display.pair(f)) (\(f.appearance.label))")
                ], Display.message(f))
        }
        for f in result.snapshots where !f.isBaselined {
            out += command(
                f.severity.rawValue,
                location(f.location, options) + [
                    ("col", String(f.location.column ?? 1)),
                    ("title", "\(SnapshotFinding.ruleID): \(f.color).\(f.conversion)"),
                ], f.message)
        }
        for d in result.diagnostics {
            out += command(d.severity.rawValue, location(d.location, options) + [("title", "Legible input")], d.message)
        }
        let summary =
            ReportSummary(result, strict: options.strict).line + (options.strict ? " (strict: warnings fail)" : "")
        return out + command("notice", [("title", "Legible")], summary)
    }

    static func location(_ l: SourceLocation, _ options: ReportOptions) -> [(String, String)] {
        [("file", ReportPaths.relative(l.path, to: options.workingDirectory)), ("line", String(max(l.line, 1)))]
    }

    /// `::name k=v,k=v::message` and a newline.
    static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        var out = "::" + name
        if !properties.isEmpty {
            out += " " + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        }
        return out + "::" + escapeData(message) + "\n"
    }

    /// toolkit `escapeData`: `%` → `%25`, `\r` → `%0D`, `\n` → `%0A`. Other control characters (an ESC in a color
    /// name would reach the log viewer's ANSI handling) are shown as `\u{1B}`, as in the text report.
    static func escapeData(_ s: String) -> String {
        Terminal.sanitize(s, keeping: ["\r", "\n"]).replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// toolkit `escapeProperty`: `escapeData` plus `:` → `%3A`, `,` → `%2C`.
    static func escapeProperty(_ s: String) -> String {
        Terminal.sanitize(s, keeping: ["\r", "\n"]).replacingAll([
            "%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C",
        ])
    }
}

extension String {
    /// Replaces each listed scalar in one pass (so `%` introduced by a replacement is never replaced again).
    func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let r = table[scalar] { out += r } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
