import LegibleAudit
import LegiblePalette
import LegibleJSON

/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning (CIFormats.md §5.1; `sarif-schema-2.1.0.json`).
///
/// - One run; `tool.driver` is "Legible" with every rule of `RuleRegistry.all` (stable ids, descriptions, help,
///   default level), so a rule that stops failing closes its alerts.
/// - One result per failing pair and place (passing checks are not results): an observed pair at each UI file line
///   that shows it, any other pair at its foreground's definition; its worst check's message names the other
///   appearances it fails in, so no result repeats another. One `kind: "review"` result (level `none`) per observed
///   pair that needs review and place. `level` is the rule's severity (`error` or
///   `warning`; `--strict` changes the exit code, not the severity). Baselined failures are kept, with
///   `suppressions: [{"kind": "external"}]` (accepted in the baseline file) and `baselineState: "unchanged"`;
///   when a baseline was applied, every other result has `baselineState: "new"`.
/// - `relatedLocations` has the background's (second color's) source and the rule's line in legible.json. URIs are relative to the working directory, percent-encoded.
///   Regions have all four of startLine, startColumn, endLine, endColumn (GitHub's table requires them): the
///   line's text when `options.sourceLine` can read it, otherwise column 1. Line 0 (a whole file) becomes line 1,
///   since GitHub needs a region and SARIF lines start at 1.
/// - `partialFingerprints["legibleFinding/v1"]` hashes rule id, names, origins and, for an observed pair, the UI file
///   and element (FNV-1a 64), so an alert keeps its identity while colors are tuned and files move lines; an element
///   shown at several lines of one file adds its rank there, so no two results share a fingerprint. Different pairs
///   at one line are different results: each message names its pair, each fingerprint its names.
/// - Reading problems are `invocations[0].toolExecutionNotifications`; `executionSuccessful` is false when one is
///   an error (the check is incomplete).
enum SARIFReport {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ result: AuditResult, options: ReportOptions, notes: CompareNotes = CompareNotes()) -> String {
        var results: [JSONValue] = []
        let reported = result.contrast.filter { !$0.passed || $0.review != nil }
        for pair in PairFindings.grouping(reported, split: { "\($0.isBaselined)|\($0.review != nil)" }) {
            results += contrastResults(pair, options: options, note: notes[pair.worst])
        }
        for f in result.distinctness where !f.passed { results.append(distinctnessResult(f, options: options)) }
        for b in result.countedBlocks where b.unlisted > 0 {
            results.append(
                self.result(
                    ruleID: b.ruleID, severity: b.severity, baselined: false, message: CountedBlockText.line(b),
                    location: b.location, related: [],
                    identity: "block|\(b.ruleID)|\(b.ruleIndex)|\(b.appearance.rawValue)",
                    options: options,
                    properties: [("unlistedFailures", .integer(b.unlisted)), ("checked", .integer(b.checked))]))
        }
        for f in result.snapshots {
            results.append(
                self.result(
                    ruleID: SnapshotFinding.ruleID, severity: f.severity, baselined: f.isBaselined, message: f.message,
                    location: f.location, related: [],
                    identity:
                        "\(SnapshotFinding.ruleID)|\(ReportPaths.relative(f.location.path, to: options.workingDirectory))|\(f.color)|\(f.conversion)|\(f.enclosing ?? "")",
                    options: options,
                    properties: [("column", .integer(f.location.column ?? 1)), ("color", .string(f.color))]))
        }
        let summary = ReportSummary(result, strict: options.strict)
        let run: JSONValue = .object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("Legible")),
                            ("semanticVersion", .string(options.toolVersion)),
                            ("rules", .array(SARIFRule.all.map(SARIFRule.json))),
                        ])
                    )
                ])
            ),
            ("invocations", .array([invocation(result, options: options)])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
            (
                "properties",
                .object([
                    ("rulesInferred", .bool(result.rulesInferred)), ("summary", .string(summary.line)),
                    ("counts", .object(summary.counts.map { ($0.name, .integer($0.value)) })),
                ])
            ),
        ])
        return JSONValue.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered() + "\n"
    }

    /// One result per pair and place: an observed pair at each UI file line that shows it (deduplicated), any other
    /// at its foreground's definition. The message is the worst check's, with the other appearances it fails in.
    static func contrastResults(_ pair: PairFindings, options: ReportOptions, note: String?) -> [JSONValue] {
        let f = pair.worst
        var related = [
            relatedLocation(
                1, f.background.source,
                "background \(f.background.name) (\(Display.hex(f.background.color))) in \(f.appearance.label)", options
            )
        ]
        if let rule = f.rule.location { related.append(relatedLocation(2, rule, "the rule in \(rule.path)", options)) }
        let identity =
            "\(f.rule.ruleID)|\(f.foreground.name)|\(origin(f.foreground, options))|\(f.background.name)|\(origin(f.background, options))"
        var message = Display.message(f)
        if let note { message += " " + note }
        if pair.findings.count > 1 {
            message += " Also " + (f.review == nil ? "fails" : "measured") + " in " + pair.others + "."
        }
        var properties: [(String, JSONValue)] = [
            ("appearance", .string(f.appearance.rawValue)), ("measured", .number(f.measured)),
            ("required", .number(f.required)),
            ("appearances", .array(Array(Set(pair.findings.map(\.appearance))).sorted().map { .string($0.rawValue) })),
        ]
        if let review = f.review { properties.append(("reviewReason", .string(review.kind.rawValue))) }
        // Each place once: an observed pair where it is shown, others at the foreground's definition. A place's
        // fingerprint names its file and element (stable when lines move); the second place of one element in one
        // file (a SwiftUI view type showing the pair at two lines) is told apart by its rank, `#2`.
        var places: [(location: SourceLocation, key: String)] = []
        var seen = Set<String>()
        var elementPlaces: [String: Int] = [:]
        for site in pair.sites {
            let path = ReportPaths.relative(site.location.path, to: options.workingDirectory)
            guard seen.insert("\(path):\(site.location.line)").inserted else { continue }
            let element = "|\(path)|\(site.elementID ?? String(site.location.line))"
            elementPlaces[element, default: 0] += 1
            let rank = elementPlaces[element] ?? 1
            places.append((site.location, element + (rank > 1 ? "#\(rank)" : "")))
        }
        if places.isEmpty { places = [(f.foreground.source, "")] }
        return places.map { place in
            // A pair that needs review is a `kind: "review"` result (SARIF 2.1.0 §3.27.9), which must have level
            // "none" (§3.27.10), at the UI file's line that shows it.
            result(
                ruleID: f.rule.ruleID, severity: f.severity, baselined: f.review == nil && f.isBaselined,
                message: message, location: place.location, related: related,
                identity: identity + place.key + (f.review == nil ? "" : "|review"),
                options: options, properties: properties, review: f.review != nil)
        }
    }

    static func distinctnessResult(_ f: DistinctnessFinding, options: ReportOptions) -> JSONValue {
        var related = [
            relatedLocation(
                1, f.second.source, "\(f.second.name) (\(Display.hex(f.second.color))) in \(f.appearance.label)",
                options)
        ]
        if let rule = f.ruleLocation { related.append(relatedLocation(2, rule, "the rule in \(rule.path)", options)) }
        let identity =
            "\(f.ruleID)|\(f.first.name)|\(origin(f.first, options))|\(f.second.name)|\(origin(f.second, options))|\(f.appearance.rawValue)"
        return result(
            ruleID: f.ruleID, severity: f.severity, baselined: f.isBaselined, message: Display.message(f),
            location: f.first.source, related: related, identity: identity, options: options,
            properties: [
                ("appearance", .string(f.appearance.rawValue)), ("deltaE", .number(f.deltaE)),
                ("required", .number(f.required)),
            ])
    }

    static func origin(_ c: ColorReference, _ options: ReportOptions) -> String {
        ReportPaths.relative(c.origin, to: options.workingDirectory)
    }

    static func result(
        ruleID: String, severity: Diagnostic.Severity, baselined: Bool, message: String, location: SourceLocation,
        related: [JSONValue], identity: String, options: ReportOptions,
        properties: [(String, JSONValue)], review: Bool = false
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(ruleID)),
            ("ruleIndex", .integer(SARIFRule.index(ruleID))),
        ]
        members +=
            review
            ? [("kind", .string("review")), ("level", .string("none"))] : [("level", .string(severity.rawValue))]
        members += [
            ("message", .object([("text", .string(message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(location, options))])])),
            ("relatedLocations", .array(related)),
            ("partialFingerprints", .object([("legibleFinding/v1", .string(FNV1a.hash64(identity)))])),
        ]
        if options.baselineApplied || baselined {
            members.append(("baselineState", .string(baselined ? "unchanged" : "new")))
        }
        if baselined {
            members.append(
                (
                    "suppressions",
                    .array([
                        .object([
                            ("kind", .string("external")), ("status", .string("accepted")),
                            (
                                "justification",
                                .string(
                                    "Recorded in the Legible baseline (--baseline): a known violation that does not fail the run."
                                )
                            ),
                        ])
                    ])
                ))
        }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    static func relatedLocation(_ id: Int, _ location: SourceLocation, _ text: String, _ options: ReportOptions)
        -> JSONValue
    {
        .object([
            ("id", .integer(id)), ("physicalLocation", physicalLocation(location, options)),
            ("message", .object([("text", .string(text))])),
        ])
    }

    static func physicalLocation(_ location: SourceLocation, _ options: ReportOptions) -> JSONValue {
        .object([
            (
                "artifactLocation",
                .object([("uri", .string(ReportPaths.uri(location.path, workingDirectory: options.workingDirectory)))])
            ),
            ("region", region(location, options)),
        ])
    }

    /// startLine ≥ 1; the columns of the line's text (first to last non-blank character) when readable.
    static func region(_ location: SourceLocation, _ options: ReportOptions) -> JSONValue {
        let line = max(location.line, 1)
        var start = 1, end = 1
        if let text = options.sourceLine?(SourceLocation(path: location.path, line: line)) {
            let units = Array(text.utf16)
            let blank: (UInt16) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if let first = units.firstIndex(where: { !blank($0) }), let last = units.lastIndex(where: { !blank($0) }) {
                start = first + 1
                end = last + 2
            }
        }
        return .object([
            ("startLine", .integer(line)), ("startColumn", .integer(start)), ("endLine", .integer(line)),
            ("endColumn", .integer(end)),
        ])
    }

    static func invocation(_ result: AuditResult, options: ReportOptions) -> JSONValue {
        var notifications = result.diagnostics.map { d -> JSONValue in
            .object([
                ("level", .string(d.severity.rawValue)),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([("physicalLocation", physicalLocation(d.location, options))])])),
            ])
        }
        if result.rulesInferred {
            notifications.append(
                .object([
                    ("level", .string("note")),
                    ("message", .object([("text", .string(TextReport.inferredNote(result).joined(separator: "\n")))])),
                ]))
        }
        return .object([
            ("executionSuccessful", .bool(!result.diagnostics.contains { $0.severity == .error })),
            ("toolExecutionNotifications", .array(notifications)),
        ])
    }
}
