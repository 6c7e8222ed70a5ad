import LegibleAudit
import LegiblePalette

/// `--format github`: GitHub Actions workflow commands, one annotation per failing pair (its worst check, the
/// appearances it fails in listed; CIFormats.md §5.3), worst first, at most `annotationsPerKind` of each kind:
/// ```
/// ::error file=Assets.xcassets/secondaryLabel.colorset/Contents.json,line=21,title=wcag2-aa-text%3A secondaryLabel on secondarySystemBackground (light)::secondaryLabel (#3c3c4399) on …
/// ```
/// The command is the rule's severity (`error` or `warning`). Baselined failures are not annotated (they are
/// counted in the last line). Input errors come first, then failing pairs, review notices and input warnings; the last line is a `notice`
/// with the summary. Escaping follows actions/toolkit `command.ts`: in messages `%` `\r` `\n` → `%25` `%0D`
/// `%0A`; in property values also `:` → `%3A` and `,` → `%2C` (the runner decodes exactly these, so nothing
/// else is encoded).
enum GitHubReport {
    /// GitHub shows at most 10 error and 10 warning annotations per step (and 50 per job): the most of each kind
    /// printed. The worst come first; the rest are counted in the last notice, which points to the full lists (the
    /// job summary the action writes with `--format markdown`, or SARIF).
    static let annotationsPerKind = 10

    /// One annotation: its command (`error`, `warning`, `notice`), properties and message.
    struct Annotation {
        var kind: String
        var properties: [(String, String)]
        var message: String
    }

    static func render(_ result: AuditResult, options: ReportOptions, notes: CompareNotes = CompareNotes()) -> String {
        var out = ""
        if result.rulesInferred {
            out += command("notice", [("title", "Legible")], TextReport.inferredNote(result).joined(separator: "\n"))
        }
        var annotations: [Annotation] = []
        // Input errors first: they are why a run exits 2.
        for d in result.diagnostics where d.severity == .error {
            annotations.append(
                Annotation(
                    kind: "error", properties: location(d.location, options) + [("title", "Legible input")],
                    message: d.message))
        }
        // A counted block stands for many failing pairs: before the pairs it lists.
        for b in result.countedBlocks where b.unlisted > 0 {
            annotations.append(
                Annotation(
                    kind: b.severity.rawValue,
                    properties: location(b.location, options) + [
                        (
                            "title",
                            "\(b.ruleID): \(CountedBlockText.grouped(b.unlisted)) more failing pairs (\(b.appearance.label))"
                        )
                    ], message: CountedBlockText.line(b)))
        }
        // One annotation per failing pair, worst first: its worst check, titled with every appearance it concerns.
        let failing = result.contrast.filter { !$0.passed && !$0.isBaselined && $0.review == nil }
        let pairs = PairFindings.grouping(failing).enumerated().sorted {
            let a = $0.element.worst.measured / $0.element.worst.required
            let b = $1.element.worst.measured / $1.element.worst.required
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
        for pair in pairs {
            let f = pair.worst
            var message = Display.message(f)
            if let note = notes[f] { message += " " + note }
            if pair.findings.count > 1 { message += " Also fails in " + pair.others + "." }
            // An observed pair is annotated where it is shown (the UI file's line); others at the foreground's definition.
            annotations.append(
                Annotation(
                    kind: f.severity.rawValue,
                    properties: location(pair.sites.first?.location ?? f.foreground.source, options) + [
                        ("title", "\(f.rule.ruleID): \(Display.pair(f)) (\(pair.appearanceList))")
                    ], message: message))
        }
        for f in result.distinctness where !f.passed && !f.isBaselined {
            annotations.append(
                Annotation(
                    kind: f.severity.rawValue,
                    properties: location(f.first.source, options) + [
                        ("title", "\(f.ruleID): \(Display.pair(f)) (\(f.appearance.label))")
                    ], message: Display.message(f)))
        }
        for f in result.snapshots where !f.isBaselined {
            annotations.append(
                Annotation(
                    kind: f.severity.rawValue,
                    properties: location(f.location, options) + [
                        ("col", String(f.location.column ?? 1)),
                        ("title", "\(SnapshotFinding.ruleID): \(f.color).\(f.conversion)"),
                    ], message: f.message))
        }
        // A pair that needs review is a notice where it is shown: listed, never failing.
        for pair in PairFindings.grouping(result.reviewContrast) {
            let f = pair.worst
            annotations.append(
                Annotation(
                    kind: "notice",
                    properties: location(f.rule.sites.first?.location ?? f.foreground.source, options)
                        + [("title", "needs review: \(Display.pair(f)) (\(pair.appearanceList))")],
                    message: Display.message(f)))
        }
        for d in result.diagnostics where d.severity != .error {
            annotations.append(
                Annotation(
                    kind: d.severity.rawValue, properties: location(d.location, options) + [("title", "Legible input")],
                    message: d.message))
        }
        var shown: [String: Int] = [:]
        var left: [String: Int] = [:]
        for a in annotations {
            if shown[a.kind, default: 0] < annotationsPerKind {
                shown[a.kind, default: 0] += 1
                out += command(a.kind, a.properties, a.message)
            } else {
                left[a.kind, default: 0] += 1
            }
        }
        var summary =
            ReportSummary(result, strict: options.strict).line + (options.strict ? " (strict: warnings fail)" : "")
        if !left.isEmpty {
            let counts = ["error", "warning", "notice"].compactMap { kind in
                left[kind].map { "\($0) \(kind)\($0 == 1 ? "" : "s")" }
            }
            summary +=
                ". Not annotated (GitHub shows \(annotationsPerKind) of each kind per step): "
                + counts.joined(separator: ", ")
                + "; the job summary (--format markdown) and SARIF list them all."
        }
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
