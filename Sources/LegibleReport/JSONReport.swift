import LegibleAudit
import LegibleCore
import LegiblePalette
import LegibleJSON
import LegibleUsage

/// `--format json`: the whole audit as a versioned document. Keys appear in the order the shapes below declare
/// them; arrays keep the audit's order (appearance, rule, names); numbers are unrounded (shortest round-trip
/// decimals).
///
/// The document is rendered from the field declarations below (`JSONShape`), and `legible schema lint` prints the
/// JSON Schema generated from the same declarations, so the shape documented there is the shape written. Version
/// `LegibleReport.jsonSchemaVersion` (additive changes keep it; removing or changing a key raises it).
enum JSONReport {
    typealias Run = (result: AuditResult, options: ReportOptions)
    /// A finding and the options that decide its status (`--strict`).
    typealias Judged<T> = (finding: T, options: ReportOptions)

    static func render(_ result: AuditResult, options: ReportOptions) -> String {
        document.render((result, options)).rendered() + "\n"
    }

    static let document = JSONShape<Run>(
        "legible lint --format json",
        LegibleReport.header(kind: "lint") + [
            .object("tool", tool) { $0.options },
            .bool("strict") { $0.options.strict },
            .object("config", config) { $0.result },
            .strings("appearances") { $0.result.appearances.map(\.rawValue) },
            .object("summary", summary) { ReportSummary($0.result, strict: $0.options.strict) },
            .object("usage", usage) { $0.result.usage },
            .object("rules", rules) { $0.result.config },
            .array("contrast", contrast) { run in run.result.contrast.map { ($0, run.options) } },
            // Present only when a rule was counted rather than listed (`AuditLimits`).
            .optional("contrastBlocks", .array(contrastBlock.schema)) { run in
                run.result.contrastBlocks.isEmpty ? nil : .array(run.result.contrastBlocks.map(contrastBlock.render))
            },
            .optional("distinguishabilityBlocks", .array(distinctnessBlock.schema)) { run in
                run.result.distinctnessBlocks.isEmpty
                    ? nil : .array(run.result.distinctnessBlocks.map(distinctnessBlock.render))
            },
            .array("distinguishability", distinctness) { run in run.result.distinctness.map { ($0, run.options) } },
            .array("dynamicColorSnapshots", snapshot) { $0.result.snapshots },
            .array("diagnostics", diagnostic) { $0.result.diagnostics },
        ])

    static let tool = JSONShape<ReportOptions>([
        .constant("name", .string("legible")),
        .string("version") { $0.toolVersion },
    ])

    static let config = JSONShape<AuditResult>([
        .string("path") { $0.config.path },
        .bool("rulesInferred") { $0.rulesInferred },
    ])

    static let summary = JSONShape<ReportSummary>([
        .integer("checks") { $0.checks },
        // Checks of pairs guessed from color names (zero config, rule ids guess-…), counted in checks.
        .integer("guessed") { $0.guessed },
        .integer("passed") { $0.passed }, .integer("failed") { $0.failed },
        .integer("failedErrors") { $0.failedErrors }, .integer("failedWarnings") { $0.failedWarnings },
        .integer("baselined") { $0.baselined },
        // What exit code 1 is about: errors (and warnings with --strict), not baselined.
        .integer("violations") { $0.violations },
        .integer("diagnosticErrors") { $0.diagnosticErrors }, .integer("diagnosticWarnings") { $0.diagnosticWarnings },
        // Observed pairs listed for review (`ReviewReason`): not in checks, never failing.
        .integer("needsReview") { $0.needsReview },
    ])

    /// What the UI files read showed and how much of it became checks; null when no UI file was read for pairs.
    static let usage = JSONShape<UsageCoverage>([
        .integer("filesRead") { $0.filesRead }, .integer("textUses") { $0.textUses },
        // Distinct observed pairs checked and the sites they are shown at (`PairCounts`).
        .integer("pairs") { $0.pairs.pairs }, .integer("checked") { $0.assertedSites },
        .integer("needsReviewPairs") { $0.pairs.reviewPairs },
        .integer("needsReview") { $0.reviewSites }, .integer("notChecked") { $0.usesNotChecked },
        // Of "notChecked", the text uses (tints and fills left out): over "textUses", the share of text not checked.
        .integer("textNotChecked") { $0.textUsesNotChecked },
    ])

    static let rules = JSONShape<AuditConfig>([
        .array("contrast", contrastRule) { Array($0.contrast.enumerated()) },
        .array("distinguishable", distinguishableRule) { Array($0.distinguishable.enumerated()) },
        .object("nearDuplicate", nearDuplicateRule) { $0.nearDuplicate },
    ])

    static let contrastRule = JSONShape<(offset: Int, element: ContrastRule)>([
        .integer("index") { $0.offset }, .string("id") { $0.element.ruleID }, .string("title") { $0.element.title },
        .choice("algorithm", ContrastAlgorithm.self) { $0.element.algorithm },
        .choice("level", ConformanceLevel.self) { $0.element.level },
        .choice("text", TextSize.self) { $0.element.text },
        .number("required") { $0.element.required },
        .choice("severity", Diagnostic.Severity.self) { $0.element.severity },
        .strings("foreground") { $0.element.foreground.map(\.pattern) },
        .strings("background") { $0.element.background.map(\.pattern) },
        .string("over") { $0.element.over },
        .object("source", location) { $0.element.location },
        .string("inferredReason") { $0.element.inferredReason },
    ])

    static let distinguishableRule = JSONShape<(offset: Int, element: DistinguishabilityRule)>([
        .integer("index") { $0.offset },
        .strings("colors") { $0.element.colors.map(\.pattern) },
        .value("deficiencies", .array(.oneOf(Deficiency.allCases.map(\.rawValue)))) {
            .array($0.element.deficiencies.map { .string($0.rawValue) })
        },
        .number("minimumDeltaE") { $0.element.minimumDeltaE },
        .choice("severity", Diagnostic.Severity.self) { $0.element.severity },
        .object("source", location) { $0.element.location },
    ])

    static let nearDuplicateRule = JSONShape<NearDuplicateRule>([
        .number("threshold") { $0.threshold },
        .choice("severity", Diagnostic.Severity.self) { $0.severity },
        .object("source", location) { $0.location },
    ])

    /// One contrast check (also the cells of `legible compare`).
    static let contrast = JSONShape<Judged<ContrastFinding>>([
        // Index into rules.contrast; observed pairs are numbered after it.
        .string("ruleId") { $0.finding.rule.ruleID }, .integer("ruleIndex") { $0.finding.ruleIndex },
        .bool("inferred") { $0.finding.rule.inferredReason != nil },
        // Observed in UI files, or guessed from names (ruleId guess-…).
        .choice("basis", ContrastRule.Basis.self) { $0.finding.rule.basis },
        .array("sites", site) { $0.finding.rule.sites },
        .string("appearance") { $0.finding.appearance.rawValue },
        .object("foreground", color) { $0.finding.foreground }, .object("background", color) { $0.finding.background },
        // WCAG ratio, or APCA |Lc| for apca rules; unrounded.
        .number("measured") { $0.finding.measured }, .number("required") { $0.finding.required },
        .bool("passed") { $0.finding.passed },
        .choice("status", CheckStatus.self) { CheckStatus($0.finding, strict: $0.options.strict) },
        // Needs review: what is under the text; such a finding never passes or fails.
        .object("review", ReviewText.shape) { $0.finding.review },
        .choice("severity", Diagnostic.Severity.self) { $0.finding.severity },
        .bool("baselined") { $0.finding.isBaselined },
        .number("wcagRatio") { $0.finding.ratio },
        // A translucent background over an unknown backdrop: the range over black…white.
        .object("wcagRatioRange", ratioRange) { $0.finding.ratioRange },
        .number("apcaLc") { $0.finding.apcaLc },
        // The printed 8-bit colors, which meet the same levels as wcagRatio.
        .object("composited", composited) { $0.finding.printedComposite },
        // The opaque color under a translucent background.
        .string("backdrop") { $0.finding.backdrop?.hexRGB },
        .string("baseBackground") { $0.finding.baseBackground },
        // Only when a color lies outside sRGB: the verdict on a Display P3 screen.
        .object("displayP3", displayP3) { $0.finding.displayP3 },
        // The WCAG ratio of the simulated pair, per deficiency.
        .value("cvd", .object(Deficiency.allCases.map { ($0.rawValue, .number, false) })) { j in
            .object(j.finding.cvd.map { ($0.deficiency.rawValue, .number($0.ratio)) })
        },
        .array("suggestions", suggestion) { $0.finding.suggestions },
        .string("baselineKey") { $0.finding.key },
    ])

    static let site = JSONShape<UsageSite>([
        .string("path") { $0.location.path }, .integer("line") { $0.location.line },
        .string("key") { $0.location.keyPath },
        .string("elementID") { $0.elementID }, .string("elementClass") { $0.elementClass }, .string("text") { $0.text },
        .string("condition") { $0.condition },
    ])

    static let ratioRange = JSONShape<ClosedRange<Double>>([
        .number("min") { $0.lowerBound }, .number("max") { $0.upperBound },
    ])

    static let composited = JSONShape<PrintedComposite>([
        .string("foreground") { $0.foregroundHex }, .string("background") { $0.backgroundHex },
    ])

    static let displayP3 = JSONShape<DisplayVerdict>([
        .number("ratio") { $0.ratio }, .number("measured") { $0.measured }, .bool("passed") { $0.passed },
    ])

    static let suggestion = JSONShape<Suggestion>([
        .choice("side", Suggestion.Side.self) { $0.side },
        .string("hex") { $0.color.hexRGBA }, .string("value") { Display.written($0.color) },
        .number("measured") { $0.result }, .number("lightnessChange") { $0.lightnessChange },
    ])

    static let distinctness = JSONShape<Judged<DistinctnessFinding>>([
        // Index into rules.distinguishable.
        .string("ruleId") { $0.finding.ruleID }, .integer("ruleIndex") { $0.finding.ruleIndex },
        .string("appearance") { $0.finding.appearance.rawValue },
        .choice("deficiency", Deficiency.self) { $0.finding.deficiency },
        .object("first", color) { $0.finding.first }, .object("second", color) { $0.finding.second },
        .number("deltaE") { $0.finding.deltaE }, .number("required") { $0.finding.required },
        .bool("passed") { $0.finding.passed },
        .choice("status", CheckStatus.self) { CheckStatus($0.finding, strict: $0.options.strict) },
        .choice("severity", Diagnostic.Severity.self) { $0.finding.severity },
        .bool("baselined") { $0.finding.isBaselined },
        .object("simulated", simulatedPair) { j in
            j.finding.simulatedFirst.flatMap { a in j.finding.simulatedSecond.map { (a, $0) } }
        },
        .string("baselineKey") { $0.finding.key },
    ])

    static let simulatedPair = JSONShape<(Color, Color)>([
        .string("first") { $0.0.hexRGB }, .string("second") { $0.1.hexRGB },
    ])

    /// A rule counted rather than listed; its first `listed` failures are in `contrast`.
    static let contrastBlock = JSONShape<ContrastBlock>([
        .string("ruleId") { $0.rule.ruleID }, .integer("ruleIndex") { $0.ruleIndex },
        .string("appearance") { $0.appearance.rawValue },
        .choice("severity", Diagnostic.Severity.self) { $0.severity },
        .integer("foregrounds") { $0.foregrounds }, .integer("backgrounds") { $0.backgrounds },
        .integer("checked") { $0.checked }, .integer("failed") { $0.failed }, .integer("listed") { $0.listed },
        .object("levels", blockLevels) { $0.levels },
        .string("message") { CountedBlockText.line($0) },
    ])

    static let blockLevels = JSONShape<[Int]>(
        ["aaa", "aa", "aaLarge", "below3"].enumerated().map { i, key in .integer(key) { $0[i] } })

    /// A distinguishable group counted rather than listed; its first `listed` failures are in `distinguishability`.
    static let distinctnessBlock = JSONShape<DistinctnessBlock>([
        .string("ruleId") { $0.ruleID }, .integer("ruleIndex") { $0.ruleIndex },
        .string("appearance") { $0.appearance.rawValue },
        .choice("deficiency", Deficiency.self) { $0.deficiency },
        .choice("severity", Diagnostic.Severity.self) { $0.severity },
        .integer("colors") { $0.colors }, .number("minimumDeltaE") { $0.minimumDeltaE },
        .integer("checked") { $0.checked }, .integer("failed") { $0.failed }, .integer("listed") { $0.listed },
        .string("message") { CountedBlockText.line($0) },
    ])

    static let snapshot = JSONShape<SnapshotFinding>([
        .constant("ruleId", .string(SnapshotFinding.ruleID)),
        .choice("severity", Diagnostic.Severity.self) { $0.severity },
        .string("path") { $0.location.path }, .integer("line") { $0.location.line },
        .integer("column") { $0.location.column ?? 1 },
        .string("color") { $0.color }, .string("conversion") { $0.conversion }, .string("reason") { $0.reason },
        .string("enclosing") { $0.enclosing }, .bool("baselined") { $0.isBaselined }, .string("message") { $0.message },
    ])

    /// A color: `hex` is sRGB, clipped; `value` the CSS text as written; `family` only with theme families.
    static let color = JSONShape<ColorReference>([
        .string("name") { $0.name }, .string("origin") { $0.origin },
        .string("hex") { $0.color.hexRGBA }, .string("value") { $0.color.description },
        .string("systemColor") { $0.systemName }, .object("source", location) { $0.source },
        .optional("family", .string) { $0.family.map { .string($0) } },
    ])

    /// `{"path", "line", "keyPath"?}`, or null.
    static let location = JSONShape<SourceLocation>([
        .string("path") { $0.path }, .integer("line") { $0.line },
        .optional("keyPath", .string) { $0.keyPath.map { .string($0) } },
    ])

    static let diagnostic = JSONShape<Diagnostic>([
        .choice("severity", Diagnostic.Severity.self) { $0.severity }, .string("path") { $0.location.path },
        .integer("line") { $0.location.line }, .string("message") { $0.message },
    ])
}
