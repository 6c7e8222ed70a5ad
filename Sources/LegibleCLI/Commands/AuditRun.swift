import Foundation
import LegibleAudit
import LegibleFiles
import LegibleJSON
import LegiblePalette
import LegibleReport

/// What the commands that run the audit share (`lint`, `compare`, `report`, `grid`): parse → validate (config,
/// palette) → run the audit → write the report. `PaletteRun` and `schema` use its config lookup, input errors and
/// file writing.
enum AuditRun {
    /// --config FILE, else legible.json in the working directory, then in each PATH and its parents up to the
    /// repository root (`ConfigLookup`), else nil (the observed pairs, or rules inferred from names).
    static func configPath(_ args: ParsedArguments) -> String? {
        if let path = args[SharedOptions.config] { return path }
        return ConfigLookup.find(for: args.positionals)
    }

    /// The config at `configPath` as read here (LegibleFiles), for the audit to parse (`PaletteReading.config`): the
    /// audit opens no file. nil: no config.
    static func readConfig(_ args: ParsedArguments) -> Result<JSONDocument, Diagnostic>? {
        configPath(args).map(SourceFile.readJSON)
    }

    /// Loads the config and the palette and runs the audit. Config errors, or a palette without a single color,
    /// are input errors (exit 2), printed as `path:line: error: message`.
    static func audit(
        _ args: ParsedArguments, command: String, pairs: ZeroConfig.PairSource? = nil, snapshots: Bool = false,
        suggestions: Bool = true, configure: (inout AuditConfig) -> Void = { _ in }
    ) throws(CLIError) -> AuditResult {
        try auditKeepingPalette(
            args, command: command, pairs: pairs, snapshots: snapshots, suggestions: suggestions, configure: configure
        ).0
    }

    /// `audit`, also returning the palette (the HTML report lists every palette color, not only the ones rules name).
    /// `snapshots`: also run the `dynamic-color-snapshot` rule over the Swift sources (lint and report).
    /// `suggestions`: search passing colors for failing pairs (`Auditor.suggestions`; `grid` shows none).
    /// `pairs`: `--pairs` or `--guess` when given (lint only); nil lets the audit decide (`ZeroConfig.source`).
    static func auditKeepingPalette(
        _ args: ParsedArguments, command: String, pairs: ZeroConfig.PairSource? = nil,
        snapshots runSnapshots: Bool = false,
        suggestions: Bool = true, configure: (inout AuditConfig) -> Void = { _ in }
    ) throws(CLIError) -> (AuditResult, Palette) {
        let themes = args[SharedOptions.theme]
        let config = configPath(args)
        let request = AuditRequest(
            paths: args.positionals, config: config.map(SourceFile.readJSON), tokenThemes: themes,
            family: args[SharedOptions.themeFamily],
            pairs: pairs, snapshots: runSnapshots)
        // The library's entry (`Audit.prepare`, `Audit.evaluate`); the CLI only turns its input errors into exit 2.
        let prepared = try inputErrorsToCLI(Audit.prepare(request), command: command)
        RunProgress.phase("checking pairs")
        let result = try inputErrorsToCLI(
            Audit.evaluate(prepared, suggestions: suggestions, configure: configure), command: command)
        return (result, prepared.palette)
    }

    static func inputErrorsToCLI<T>(_ result: Result<T, AuditInputError>, command: String) throws(CLIError) -> T {
        switch result {
        case .success(let value): return value
        case .failure(let error): throw CLIError(error.lines(command: command).joined(separator: "\n"))
        }
    }

    /// ANSI only for text on a terminal (not into a file); paths relative to the working directory; SARIF regions
    /// from the source lines of `sourcePaths`.
    static func reportOptions(
        _ args: ParsedArguments, format: ReportFormat, strict: Bool, output: CLIOutput, sourcePaths: Set<String>
    ) -> ReportOptions {
        var lines: [String: [String]] = [:]
        if format == .sarif || format == .xcode {
            for path in sourcePaths {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                lines[path] = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        let sourceLines = lines
        return ReportOptions(
            ansi: format == .text && args[SharedOptions.output] == nil && output.usesANSI, strict: strict,
            toolVersion: Help.version, workingDirectory: FileManager.default.currentDirectoryPath,
            sourceLine: { location in
                guard let file = sourceLines[location.path], location.line >= 1, location.line <= file.count else {
                    return nil
                }
                return file[location.line - 1]
            })
    }

    /// Files a SARIF report points into: the sources of failing checks and of diagnostics.
    static func sourcePaths(_ result: AuditResult) -> Set<String> {
        var paths = Set(result.diagnostics.map(\.location.path) + result.snapshots.map(\.location.path))
        for f in result.contrast where !f.passed {
            paths.formUnion(
                [f.foreground.source.path, f.background.source.path] + [f.rule.location?.path].compactMap { $0 })
        }
        for f in result.distinctness where !f.passed {
            paths.formUnion([f.first.source.path, f.second.source.path] + [f.ruleLocation?.path].compactMap { $0 })
        }
        return paths
    }

    /// The report to stdout or `--output FILE`. Diagnostics also go to stderr unless the report itself shows
    /// them where the user looks (text or GitHub annotations on stdout).
    static func emit(
        _ report: String, result: AuditResult, format: ReportFormat, args: ParsedArguments, command: String,
        summary: String, output: inout CLIOutput
    ) throws(CLIError) {
        if let path = args[SharedOptions.output] {
            try write(report, to: path, command: command)
            printDiagnostics(result, to: &output)
            output.printError("legible \(command): wrote the \(format.rawValue) report to \(path): \(summary)")
        } else {
            output.stdout += report
            if format != .text && format != .github && format != .xcode { printDiagnostics(result, to: &output) }
        }
    }

    /// "412 files skipped: not palette or UI inputs" on stderr (each listed with `verbose`), when any was.
    static func printSkipped(_ palette: Palette, verbose: Bool, command: String, to output: inout CLIOutput) {
        guard !palette.skipped.isEmpty else { return }
        output.printError(
            "legible \(command): \(plural(palette.skipped.count, "file")) skipped: not palette or UI inputs"
                + (verbose ? ":" : " (--verbose lists them)"))
        if verbose { for path in palette.skipped { output.printError("  " + path) } }
    }

    /// "1 violation", "2 violations"
    static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func printDiagnostics(_ result: AuditResult, to output: inout CLIOutput) {
        for d in result.diagnostics { output.printError(d.description) }
    }

    static func write(_ text: String, to path: String, command: String) throws(CLIError) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError("legible \(command): cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }
}
