import LegibleAudit
import LegibleJSON

/// Audit results → reports. Pure functions returning `String`: the same `AuditResult` (already in a deterministic
/// order) and options give byte-identical output; nothing here reads files, the clock or the environment.
///
/// ```swift
/// let result = Audit.run(["App/Assets.xcassets"], config: SourceFile.readJSON("legible.json"))
/// print(LegibleReport.render(result, as: .markdown))
/// ```
public enum LegibleReport {
    /// The tool's version: `legible --version`, SARIF `semanticVersion`, the JSON `tool` object. Declared once, here.
    public static let defaultToolVersion = "0.2.0"

    /// The `schemaVersion` of every JSON document Legible writes (lint, compare, pairs, check, simulate, palette),
    /// raised when a key changes meaning or disappears. Declared once, here.
    public static let jsonSchemaVersion = 1

    /// `"schemaVersion": 1, "kind": KIND`, the two keys every JSON document starts with.
    static func header<Input>(kind: String) -> [JSONShape<Input>.Field] {
        [.constant("schemaVersion", .integer(jsonSchemaVersion)), .constant("kind", .string(kind))]
    }

    /// `legible lint`: every finding of the audit.
    public static func render(_ result: AuditResult, as format: ReportFormat, options: ReportOptions = ReportOptions())
        -> String
    {
        switch format {
        case .text: TextReport.render(result, options: options)
        case .markdown: MarkdownReport.render(result, options: options)
        case .json: JSONReport.render(result, options: options)
        case .sarif: SARIFReport.render(result, options: options)
        case .junit: JUnitReport.render(result, options: options)
        case .github: GitHubReport.render(result, options: options)
        case .xcode: XcodeReport.render(result, options: options)
        }
    }

    /// `legible compare`: each contrast pair side by side in every appearance. `result` is the audit the
    /// comparison was built from (its diagnostics and counts are reported too); the SARIF, JUnit and GitHub
    /// forms report the failing cells, each message naming the pair's value in the other appearances.
    public static func render(
        _ comparison: Comparison, of result: AuditResult, as format: ReportFormat,
        options: ReportOptions = ReportOptions()
    ) -> String {
        switch format {
        case .text: CompareText.render(comparison, result: result, options: options)
        case .markdown: CompareMarkdown.render(comparison, result: result, options: options)
        case .json: CompareJSON.render(comparison, result: result, options: options)
        case .sarif:
            SARIFReport.render(CompareNotes.contrastOnly(result), options: options, notes: CompareNotes(comparison))
        case .junit:
            JUnitReport.render(CompareNotes.contrastOnly(result), options: options, notes: CompareNotes(comparison))
        case .github:
            GitHubReport.render(CompareNotes.contrastOnly(result), options: options, notes: CompareNotes(comparison))
        case .xcode:
            XcodeReport.render(CompareNotes.contrastOnly(result), options: options, notes: CompareNotes(comparison))
        }
    }
}
