import LegibleJSON
import LegiblePalette
import LegibleUsage

/// What an audit is asked to check: the one description the CLI (`lint`, `report`, `grid`, `compare`) and the
/// library (`Audit.run`) both hand to `Audit.prepare`.
public struct AuditRequest: Sendable {
    /// Palette files and folders (and the UI files under them, when no config says which pairs to check).
    public var paths: [String]
    /// legible.json as the reading layer gave it (`SourceFile.readJSON`), which `prepare` parses
    /// (`PaletteReading.config`); nil infers the checks (observed pairs first, then names: `ZeroConfig`).
    public var config: Result<JSONDocument, Diagnostic>?
    /// Design-token files read as one appearance each (`--theme A=FILE`).
    public var tokenThemes: [String: Appearance]
    /// Only this theme family of the palette (`--theme-family`).
    public var family: String?
    /// Which pairs to check beside the config's rules (or without one); nil: `ZeroConfig.source` decides (observed
    /// pairs; guesses only when nothing is observed and there is no config).
    public var pairs: ZeroConfig.PairSource?
    /// Also run the `dynamic-color-snapshot` rule over the Swift sources under `paths`.
    public var snapshots: Bool

    public init(
        paths: [String], config: Result<JSONDocument, Diagnostic>? = nil, tokenThemes: [String: Appearance] = [:],
        family: String? = nil, pairs: ZeroConfig.PairSource? = nil, snapshots: Bool = false
    ) {
        self.paths = paths
        self.config = config
        self.tokenThemes = tokenThemes
        self.family = family
        self.pairs = pairs
        self.snapshots = snapshots
    }
}

/// Why an audit cannot run or proves nothing: input errors, which the CLI reports with exit code 2 and the library
/// returns as error diagnostics. Each says what to do.
public enum AuditInputError: Error, Sendable {
    /// No palette path and no token theme file.
    case noPaths
    /// legible.json could not be read or is invalid (`PaletteReading.config`).
    case config([Diagnostic])
    /// `family` is not one of the palette's theme families.
    case unknownFamily(String, known: [String])
    /// Nothing on disk read as a color (the reading diagnostics, then the paths).
    case noColors([Diagnostic], paths: [String])
    /// The audit ran and evaluated no check (never a green run on nothing).
    case nothingEvaluated(AuditResult, paths: [String], pairs: ZeroConfig.PairSource?)

    /// The lines a user reads, `legible COMMAND:` first where the line is the tool speaking.
    public func lines(command: String) -> [String] {
        switch self {
        case .noPaths:
            [
                "legible \(command): needs at least one PATH (\(PaletteLoader.kinds()), files or folders); see 'legible \(command) --help'"
            ]
        case .config(let diagnostics):
            diagnostics.sorted().map(\.description)
        case .unknownFamily(let family, let known):
            [
                "legible \(command): no theme family '\(family)'; the palette has: \(known.isEmpty ? "none (it has one family)" : known.joined(separator: ", "))"
            ]
        case .noColors(let diagnostics, let paths):
            diagnostics.map(\.description) + ["legible \(command): no colors found in \(paths.joined(separator: ", "))"]
        case .nothingEvaluated(let result, let paths, let pairs):
            result.diagnostics.map(\.description) + [
                Self.noChecks(result, command: command, paths: paths, pairs: pairs)
            ]
        }
    }

    /// The one line a run that evaluated nothing ends with: why, and what to do.
    static func noChecks(_ result: AuditResult, command: String, paths: [String], pairs: ZeroConfig.PairSource?)
        -> String
    {
        let list = "list the palette's names with 'legible palette \(paths.joined(separator: " "))'"
        guard let path = result.config.path, !result.rulesInferred else {
            let review = result.reviewContrast.count
            let observed =
                pairs == .inferred
                ? ""
                : review > 0
                    ? "every pair the UI files under \(paths.joined(separator: ", ")) show needs review (\(review) checks; 'legible pairs \(paths.joined(separator: " "))' lists them with why)"
                    : UnreadInterfaceCount.noPairReason(result.usage?.unreadInterfaces ?? [], paths: paths)
            let inferred =
                pairs == .observed
                ? ""
                : "no pairs could be inferred from the color names "
                    + "(foregrounds like 'text', 'label', 'onPrimary' on backgrounds like 'background', 'surface')"
            let reasons = [observed, inferred].filter { !$0.isEmpty }.joined(separator: " and ")
            return "legible \(command): 0 checks evaluated: no legible.json, \(reasons); "
                + "write a legible.json (start with 'legible init PATH…') naming which colors are drawn on which; \(list)"
        }
        return
            "legible \(command): 0 checks evaluated: no rule of \(path) matches a pair of palette colors, and no pair the UI files under \(paths.joined(separator: ", ")) show is left to check (none shown, each needs review, or 'ignore' and 'appearances' of \(path) leave none); \(list) and fix the names in \(path)"
    }
}

/// An audit ready to run: the palette read, the rules decided (from legible.json or inferred), the UI-file scan and
/// snapshot findings gathered.
public struct PreparedAudit: Sendable {
    public var request: AuditRequest
    public var palette: Palette
    /// The rules to evaluate; `configure` in `Audit.evaluate` may narrow them (a command's own view).
    public var config: AuditConfig
    public var rulesInferred: Bool
    /// Diagnostics of the UI files read for observed pairs.
    public var usageDiagnostics: [Diagnostic]
    /// What the UI files read showed and how much of it ends as checks; nil when a config chose the pairs.
    public var usage: UsageCoverage?
    /// With a legible.json: the pairs the UI files show, so each finding of a written rule says where it is shown.
    public var shown: [ObservedPairGroup] = []
    public var snapshots: [SnapshotFinding]
    public var snapshotDiagnostics: [Diagnostic]
}

extension Audit {
    /// Parses the config the request carries, reads the palette (through the readers) and decides the rules: the one
    /// audit entry of the CLI and the library.
    public static func prepare(_ request: AuditRequest) -> Result<PreparedAudit, AuditInputError> {
        guard !request.paths.isEmpty || !request.tokenThemes.isEmpty else { return .failure(.noPaths) }
        let config: AuditConfig?
        switch PaletteReading.config(request.config) {
        case .success(let c): config = c
        case .failure(let error): return .failure(error)
        }
        // One store for the run: every Swift file is read and lexed once, for the palette, the views and the snapshots.
        let swiftSources = SwiftSourceStore()
        let palette: Palette
        switch PaletteReading(
            paths: request.paths, config: config, tokenThemes: request.tokenThemes, family: request.family,
            swiftSources: swiftSources
        ).load() {
        case .success(let p): palette = p
        case .failure(let error): return .failure(error)
        }
        // The UI files under the same paths say which colors meet: without a config, the pairs to check (observed
        // pairs first); with one, where each checked pair is shown.
        let scan = UsageLoader(swiftSources: swiftSources).load(request.paths, palette: palette)
        let snapshots =
            request.snapshots
            ? snapshotScan(
                request.paths, from: swiftSources, palette: palette,
                severity: config.map(\.dynamicColorSnapshot) ?? .warning)
            : (findings: [], diagnostics: [])
        guard !palette.colors.isEmpty || !scan.pairs.isEmpty || !snapshots.findings.isEmpty else {
            return .failure(.noColors(palette.diagnostics, paths: request.paths + request.tokenThemes.keys.sorted()))
        }
        // The config's rules add to the observed pairs (its `ignore` and `appearances` narrow them); guesses only
        // when asked, or when nothing else is there to check.
        let source = ZeroConfig.source(request.pairs, scan: scan, hasConfig: config != nil)
        var request = request
        request.pairs = source
        let rules = ZeroConfig.adding(to: config ?? AuditConfig(), palette: palette, scan: scan, pairs: source)
        return .success(
            PreparedAudit(
                request: request, palette: palette, config: rules,
                rulesInferred: config == nil, usageDiagnostics: source != .inferred ? scan.diagnostics : [],
                usage: source == .inferred || (config != nil && scan.pairs.isEmpty)
                    ? nil
                    : scan.coverage(
                        of: (config ?? AuditConfig()).narrowing(
                            ObservedPairGroup.grouping(scan.pairs), palette: palette)),
                shown: config == nil
                    ? []
                    : (config ?? AuditConfig()).narrowing(
                        ObservedPairGroup.grouping(scan.pairs.filter { $0.review == nil }), palette: palette),
                snapshots: snapshots.findings, snapshotDiagnostics: snapshots.diagnostics))
    }

    /// Runs a prepared audit. `suggestions`: search passing colors for failing pairs (`grid` shows none);
    /// `configure`: a command's view of the rules (e.g. one appearance). A run that evaluated nothing is an error.
    public static func evaluate(
        _ prepared: PreparedAudit, suggestions: Bool = true,
        configure: (inout AuditConfig) -> Void = { _ in }
    ) -> Result<AuditResult, AuditInputError> {
        var config = prepared.config
        configure(&config)
        var result = Auditor(
            palette: prepared.palette, config: config, rulesInferred: prepared.rulesInferred, suggestions: suggestions
        ).run()
        if !prepared.shown.isEmpty {
            for i in result.contrast.indices where result.contrast[i].rule.basis == .config {
                let f = result.contrast[i]
                result.contrast[i].rule.shownAt = prepared.shown.filter {
                    $0.foreground == .named(f.foreground.name) && $0.background == .named(f.background.name)
                }.flatMap(\.sites).sorted()
            }
        }
        result.snapshots = prepared.snapshots
        result.usage = prepared.usage
        result.diagnostics = (result.diagnostics + prepared.usageDiagnostics + prepared.snapshotDiagnostics).sorted()
        // `ignore` also names rule ids (`guess-*`, `wcag2-aaa-text`): their findings are left out.
        result.contrast.removeAll { config.isIgnored($0.rule.ruleID) }
        result.distinctness.removeAll { config.isIgnored($0.ruleID) }
        if result.evaluatedNothing {
            return .failure(
                .nothingEvaluated(
                    result, paths: prepared.request.paths, pairs: prepared.rulesInferred ? prepared.request.pairs : nil)
            )
        }
        return .success(result)
    }

    /// The `dynamic-color-snapshot` rule over the Swift files under the request's paths, read by the run's store
    /// (nothing when the rule is off).
    static func snapshotScan(
        _ paths: [String], from store: SwiftSourceStore, palette: Palette,
        severity: Diagnostic.Severity?
    ) -> (findings: [SnapshotFinding], diagnostics: [Diagnostic]) {
        guard let severity else { return ([], []) }
        let sources = SwiftSources.read(paths, from: store)
        return SnapshotScanner(palette: palette, severity: severity).scan(
            sources: sources.files, unreadable: sources.unreadable)
    }
}
