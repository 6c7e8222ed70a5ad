import LegibleAudit
import LegibleUsage
import LegibleCore
import LegiblePalette
import LegibleJSON

/// `--format json`: the whole audit as a versioned document. Keys appear in the order below; arrays keep the
/// audit's order (appearance, rule, names); numbers are unrounded (shortest round-trip decimals).
///
/// Schema, version 1 (additive changes keep the version; removing or changing a key bumps it):
/// ```
/// {
///   "schemaVersion": 1,
///   "kind": "lint",                        // "comparison" for `legible compare` (CompareJSON)
///   "tool": {"name": "legible", "version": "0.2.0"},
///   "strict": false,                       // --strict: warnings fail the run
///   "config": {"path": "legible.json" | null, "rulesInferred": false},
///   "appearances": ["light", "dark"],      // light | dark | lightHighContrast | darkHighContrast
///   "summary": {"checks", "passed", "failed", "failedErrors", "failedWarnings", "baselined",
///               "violations",              // what exit code 1 is about: errors (+ warnings when strict), not baselined
///               "diagnosticErrors", "diagnosticWarnings",
///               "needsReview"},            // observed pairs listed for review: not in checks, never failing
///   "usage": {"filesRead", "textUses", "checked", "needsReview", "notChecked"} | null,  // UI files read for pairs
///   "rules": {
///     "contrast": [{"index", "id": "wcag2-aa-text", "title", "algorithm": "wcag2" | "apca",
///                   "level": "AA" | "AAA", "text": "normal" | "large" | "nonText", "required", "severity",
///                   "foreground": [pattern], "background": [pattern], "over": string | null,
///                   "source": {"path", "line"} | null, "inferredReason": string | null}],
///     "distinguishable": [{"index", "colors": [pattern], "deficiencies": ["protan", …], "minimumDeltaE",
///                          "severity", "source"}],
///     "nearDuplicate": {"threshold", "severity", "source"} | null
///   },
///   "contrast": [{
///     "ruleId": "wcag2-aa-text", "ruleIndex": 0,   // index into rules.contrast; observed pairs are numbered after it
///     "basis": "config" | "observed" | "nameGuess",  // observed in UI files, or guessed from names (ruleId guess-…)
///     "sites": [{"path", "line", "key", "elementID", "elementClass", "text"}],  // where an observed pair is shown
///     "inferred": false,                           // the rule was inferred from names
///     "appearance": "light",
///     "foreground": Color, "background": Color,
///     "measured": 3.2948…,                         // WCAG ratio, or APCA |Lc| for apca rules; unrounded
///     "required": 4.5, "passed": false,
///     "status": "pass" | "fail" | "warn" | "review" | "baselined",   // warn: failing warning without --strict
///     "review": {"reason": "image" | "video" | "map" | "webView" | "blur" | "gradient" | "customDrawing" | "overlap"
///                | "hostUnknown" | "setInCode", "detail"} | null,        // needs review: what is under the text; never passes or fails
///     "severity": "error" | "warning", "baselined": false,
///     "wcagRatio": 3.2948…,                        // whatever the rule's algorithm
///     "wcagRatioRange": {"min", "max"} | null,     // translucent background over an unknown backdrop
///     "apcaLc": 45.1…,                             // signed
///     "composited": {"foreground": "#rrggbb", "background": "#rrggbb"},   // as seen, opaque sRGB
///     "cvd": {"protan", "deutan", "tritan", "achromatopsia"},           // WCAG ratio of the simulated pair
///     "suggestions": [{"side": "foreground" | "background", "hex", "value", "measured", "lightnessChange"}],
///     "baselineKey": "wcag2-aa-text|secondaryLabel|secondarySystemBackground|light"
///   }],
///   "distinguishability": [{
///     "ruleId": "cvd-deutan-indistinct" | "near-duplicate", "ruleIndex",   // into rules.distinguishable
///     "appearance", "deficiency": "protan" | "deutan" | "tritan" | "achromatopsia" | null,
///     "first": Color, "second": Color,
///     "deltaE": 6.1…, "required": 10, "passed", "status", "severity", "baselined",
///     "simulated": {"first": "#rrggbb", "second": "#rrggbb"} | null,
///     "baselineKey"
///   }],
///   "diagnostics": [{"severity": "error" | "warning", "path", "line", "message"}]
/// }
/// Color = {"name", "origin", "hex": "#rrggbbaa" (sRGB, clipped), "value": CSS text as written
///          ("#3c3c4399", "color(display-p3 …)"), "systemColor": "systemBackgroundColor" | null,
///          "source": {"path", "line", "keyPath"?}}
/// ```
enum JSONReport {
    static func render(_ result: AuditResult, options: ReportOptions) -> String {
        let s = ReportSummary(result, strict: options.strict)
        return JSONValue.object([
            ("schemaVersion", .integer(LegibleReport.jsonSchemaVersion)),
            ("kind", .string("lint")),
            ("tool", tool(options)),
            ("strict", .bool(options.strict)),
            ("config", .object([("path", .string(result.config.path)), ("rulesInferred", .bool(result.rulesInferred))])),
            ("appearances", .array(result.appearances.map { .string($0.rawValue) })),
            ("summary", summary(s)),
            ("usage", usage(s.usage)),
            ("rules", rules(result.config)),
            ("contrast", .array(result.contrast.map { contrast($0, options: options) })),
        ] + (result.contrastBlocks.isEmpty ? [] : [("contrastBlocks", .array(result.contrastBlocks.map(block)))])
          + (result.distinctnessBlocks.isEmpty ? [] : [("distinguishabilityBlocks", .array(result.distinctnessBlocks.map(block)))]) + [
            ("distinguishability", .array(result.distinctness.map { distinctness($0, options: options) })),
            ("dynamicColorSnapshots", .array(result.snapshots.map(snapshot))),
            ("diagnostics", .array(result.diagnostics.map(diagnostic))),
        ]).rendered() + "\n"
    }

    /// A rule counted rather than listed (present only when there is one): `{"ruleId", "ruleIndex", "appearance",
    /// "foregrounds", "backgrounds", "checked", "failed", "listed", "levels": {"aaa", "aa", "aaLarge", "below3"},
    /// "message"}`; its first `listed` failures are in `contrast`.
    static func block(_ b: ContrastBlock) -> JSONValue {
        .object([
            ("ruleId", .string(b.rule.ruleID)), ("ruleIndex", .integer(b.ruleIndex)), ("appearance", .string(b.appearance.rawValue)),
            ("severity", .string(b.severity.rawValue)),
            ("foregrounds", .integer(b.foregrounds)), ("backgrounds", .integer(b.backgrounds)),
            ("checked", .integer(b.checked)), ("failed", .integer(b.failed)), ("listed", .integer(b.listed)),
            ("levels", .object(zip(["aaa", "aa", "aaLarge", "below3"], b.levels).map { ($0, .integer($1)) })),
            ("message", .string(CountedBlockText.line(b))),
        ])
    }

    /// A distinguishable group counted rather than listed (present only when there is one): `{"ruleId",
    /// "ruleIndex", "appearance", "deficiency", "severity", "colors", "minimumDeltaE", "checked", "failed", "listed",
    /// "message"}`; its first `listed` failures are in `distinguishability`.
    static func block(_ b: DistinctnessBlock) -> JSONValue {
        .object([
            ("ruleId", .string(b.ruleID)), ("ruleIndex", .integer(b.ruleIndex)), ("appearance", .string(b.appearance.rawValue)),
            ("deficiency", .string(b.deficiency.rawValue)), ("severity", .string(b.severity.rawValue)),
            ("colors", .integer(b.colors)), ("minimumDeltaE", .number(b.minimumDeltaE)),
            ("checked", .integer(b.checked)), ("failed", .integer(b.failed)), ("listed", .integer(b.listed)),
            ("message", .string(CountedBlockText.line(b))),
        ])
    }

    /// `{"ruleId", "severity", "path", "line", "column", "color", "conversion", "reason", "enclosing", "baselined", "message"}`
    static func snapshot(_ f: SnapshotFinding) -> JSONValue {
        .object([("ruleId", .string(SnapshotFinding.ruleID)), ("severity", .string(f.severity.rawValue)), ("path", .string(f.location.path)),
                 ("line", .integer(f.location.line)), ("column", .integer(f.location.column ?? 1)), ("color", .string(f.color)),
                 ("conversion", .string(f.conversion)), ("reason", .string(f.reason)), ("enclosing", .string(f.enclosing)),
                 ("baselined", .bool(f.isBaselined)), ("message", .string(f.message))])
    }

    static func tool(_ options: ReportOptions) -> JSONValue {
        .object([("name", .string("legible")), ("version", .string(options.toolVersion))])
    }

    static func summary(_ s: ReportSummary) -> JSONValue {
        .object([
            ("checks", .integer(s.checks)), ("passed", .integer(s.passed)), ("failed", .integer(s.failed)),
            ("failedErrors", .integer(s.failedErrors)), ("failedWarnings", .integer(s.failedWarnings)),
            ("baselined", .integer(s.baselined)), ("violations", .integer(s.violations)),
            ("diagnosticErrors", .integer(s.diagnosticErrors)), ("diagnosticWarnings", .integer(s.diagnosticWarnings)),
            ("needsReview", .integer(s.needsReview)),
        ])
    }

    /// What the UI files read showed and how much of it became checks; null when no UI file was read for pairs.
    static func usage(_ u: UsageCoverage?) -> JSONValue {
        guard let u else { return .null }
        return .object([
            ("filesRead", .integer(u.filesRead)), ("textUses", .integer(u.textUses)), ("checked", .integer(u.assertedSites)),
            ("needsReview", .integer(u.reviewSites)), ("notChecked", .integer(u.usesNotChecked)),
        ])
    }

    static func rules(_ config: AuditConfig) -> JSONValue {
        let contrast = config.contrast.enumerated().map { i, r -> JSONValue in
            .object([
                ("index", .integer(i)), ("id", .string(r.ruleID)), ("title", .string(r.title)),
                ("algorithm", .string(r.algorithm.rawValue)), ("level", .string(r.level.rawValue)), ("text", .string(r.text.rawValue)),
                ("required", .number(r.required)), ("severity", .string(r.severity.rawValue)),
                ("foreground", .array(r.foreground.map { .string($0.pattern) })),
                ("background", .array(r.background.map { .string($0.pattern) })),
                ("over", .string(r.over)), ("source", location(r.location)), ("inferredReason", .string(r.inferredReason)),
            ])
        }
        let groups = config.distinguishable.enumerated().map { i, r -> JSONValue in
            .object([
                ("index", .integer(i)), ("colors", .array(r.colors.map { .string($0.pattern) })),
                ("deficiencies", .array(r.deficiencies.map { .string($0.rawValue) })),
                ("minimumDeltaE", .number(r.minimumDeltaE)), ("severity", .string(r.severity.rawValue)), ("source", location(r.location)),
            ])
        }
        let nearDuplicate: JSONValue = config.nearDuplicate.map { r in
            .object([("threshold", .number(r.threshold)), ("severity", .string(r.severity.rawValue)), ("source", location(r.location))])
        } ?? .null
        return .object([("contrast", .array(contrast)), ("distinguishable", .array(groups)), ("nearDuplicate", nearDuplicate)])
    }

    static func contrast(_ f: ContrastFinding, options: ReportOptions) -> JSONValue {
        let cvd = f.cvd.map { ($0.deficiency.rawValue, JSONValue.number($0.ratio)) }
        let range: JSONValue = f.ratioRange.map { .object([("min", .number($0.lowerBound)), ("max", .number($0.upperBound))]) } ?? .null
        let suggestions = f.suggestions.map { s -> JSONValue in
            .object([("side", .string(s.side.rawValue)), ("hex", .string(s.color.hexRGBA)), ("value", .string(Display.written(s.color))),
                     ("measured", .number(s.result)), ("lightnessChange", .number(s.lightnessChange))])
        }
        return .object([
            ("ruleId", .string(f.rule.ruleID)), ("ruleIndex", .integer(f.ruleIndex)), ("inferred", .bool(f.rule.inferredReason != nil)),
            ("basis", .string(f.rule.basis.rawValue)),
            ("sites", .array(f.rule.sites.map { s in .object([
                ("path", .string(s.location.path)), ("line", .integer(s.location.line)), ("key", .string(s.location.keyPath)),
                ("elementID", .string(s.elementID)), ("elementClass", .string(s.elementClass)), ("text", .string(s.text)),
            ]) })),
            ("appearance", .string(f.appearance.rawValue)),
            ("foreground", color(f.foreground)), ("background", color(f.background)),
            ("measured", .number(f.measured)), ("required", .number(f.required)), ("passed", .bool(f.passed)),
            ("status", .string(CheckStatus(f, strict: options.strict).rawValue)),
            ("review", f.review.map { .object([("reason", .string($0.kind.rawValue)), ("detail", .string($0.detail))]) } ?? .null),
            ("severity", .string(f.severity.rawValue)), ("baselined", .bool(f.isBaselined)),
            ("wcagRatio", .number(f.ratio)), ("wcagRatioRange", range), ("apcaLc", .number(f.apcaLc)),
            ("composited", .object([("foreground", .string(f.printedComposite.foregroundHex)), ("background", .string(f.printedComposite.backgroundHex))])),
            ("backdrop", f.backdrop.map { .string($0.hexRGB) } ?? .null), ("baseBackground", .string(f.baseBackground)),
            ("displayP3", f.displayP3.map { .object([("ratio", .number($0.ratio)), ("measured", .number($0.measured)), ("passed", .bool($0.passed))]) } ?? .null),
            ("cvd", .object(cvd)),
            ("suggestions", .array(suggestions)),
            ("baselineKey", .string(f.key)),
        ])
    }

    static func distinctness(_ f: DistinctnessFinding, options: ReportOptions) -> JSONValue {
        var simulated = JSONValue.null
        if let a = f.simulatedFirst, let b = f.simulatedSecond {
            simulated = .object([("first", .string(a.hexRGB)), ("second", .string(b.hexRGB))])
        }
        return .object([
            ("ruleId", .string(f.ruleID)), ("ruleIndex", .integer(f.ruleIndex)),
            ("appearance", .string(f.appearance.rawValue)), ("deficiency", .string(f.deficiency?.rawValue)),
            ("first", color(f.first)), ("second", color(f.second)),
            ("deltaE", .number(f.deltaE)), ("required", .number(f.required)), ("passed", .bool(f.passed)),
            ("status", .string(CheckStatus(f, strict: options.strict).rawValue)),
            ("severity", .string(f.severity.rawValue)), ("baselined", .bool(f.isBaselined)),
            ("simulated", simulated),
            ("baselineKey", .string(f.key)),
        ])
    }

    /// A color; `family` only when the palette has theme families.
    static func color(_ c: ColorReference) -> JSONValue {
        let members: [(String, JSONValue)] = [
            ("name", .string(c.name)), ("origin", .string(c.origin)),
            ("hex", .string(c.color.hexRGBA)), ("value", .string(c.color.description)),
            ("systemColor", .string(c.systemName)), ("source", location(c.source)),
        ]
        return .object(members + (c.family.map { [("family", JSONValue.string($0))] } ?? []))
    }

    static func location(_ l: SourceLocation?) -> JSONValue {
        guard let l else { return .null }
        var members: [(String, JSONValue)] = [("path", .string(l.path)), ("line", .integer(l.line))]
        if let keyPath = l.keyPath { members.append(("keyPath", .string(keyPath))) }
        return .object(members)
    }

    static func diagnostic(_ d: Diagnostic) -> JSONValue {
        .object([("severity", .string(d.severity.rawValue)), ("path", .string(d.location.path)), ("line", .integer(d.location.line)),
                 ("message", .string(d.message))])
    }
}
