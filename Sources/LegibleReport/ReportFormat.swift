import LegiblePalette

/// The report formats of `legible lint` and `legible compare`, one file each in this module.
public enum ReportFormat: String, CaseIterable, Sendable, Hashable {
    /// Tables per appearance for people in a terminal (`TextReport`).
    case text
    /// GitHub-flavored Markdown for a job summary, `$GITHUB_STEP_SUMMARY` (`MarkdownReport`).
    case markdown
    /// A versioned JSON document, `"schemaVersion": 1` (`JSONReport`).
    case json
    /// SARIF 2.1.0 for GitHub code scanning (`SARIFReport`).
    case sarif
    /// JUnit XML for Jenkins and GitLab test reports (`JUnitReport`).
    case junit
    /// GitHub Actions workflow commands: `::error file=…,line=…::message` (`GitHubReport`).
    case github
    /// Compiler diagnostics, `path:line:column: error: message [rule-id]`, for Xcode and editors (`XcodeReport`).
    case xcode
}

/// How a report is rendered. Everything a renderer needs beyond the audit result is here, so renderers stay pure:
/// the same result and options give the same bytes.
public struct ReportOptions: Sendable {
    /// ANSI truecolor swatches and colored verdicts in `text` (the CLI sets it on a terminal without `NO_COLOR`).
    public var ansi: Bool
    /// Warnings fail the run (`--strict`): they are shown as FAIL and counted as violations.
    public var strict: Bool
    /// The tool's version, in SARIF `semanticVersion` and the JSON `tool` object.
    public var toolVersion: String
    /// Absolute paths under this folder are reported relative to it (SARIF URIs, GitHub `file=`).
    public var workingDirectory: String?
    /// A baseline was applied: SARIF results then carry `baselineState` (`new` or `unchanged`).
    public var baselineApplied: Bool
    /// The text of a source line, when the caller can read it: SARIF regions then span the line's text
    /// (columns in UTF-16 code units, SARIF's default) instead of its first column.
    public var sourceLine: (@Sendable (SourceLocation) -> String?)?
    /// Only failing checks in the tables of `text` (`lint --only failures`): passing and review rows left out, the
    /// summary line unchanged.
    public var onlyFailures = false
    /// Every row, review entry and warning in `text` (`lint --verbose`); otherwise long lists end with a count of
    /// what is left out (`TextReport.Limits`).
    public var listEverything = false

    public init(
        ansi: Bool = false, strict: Bool = false, toolVersion: String = LegibleReport.defaultToolVersion,
        workingDirectory: String? = nil, baselineApplied: Bool = false,
        sourceLine: (@Sendable (SourceLocation) -> String?)? = nil
    ) {
        self.ansi = ansi
        self.strict = strict
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
        self.baselineApplied = baselineApplied
        self.sourceLine = sourceLine
    }
}
