import LegiblePalette
import LegibleUsage

/// The `dynamic-color-snapshot` rule over Swift sources: every color snapshot the reader finds
/// (`SwiftColorSnapshots`, LegibleUsage) is a finding at the rule's severity.
public struct SnapshotScanner: Sendable {
    public var palette: Palette
    public var severity: Diagnostic.Severity

    public init(palette: Palette, severity: Diagnostic.Severity) {
        self.palette = palette
        self.severity = severity
    }

    /// The findings of Swift sources already read and lexed (`SwiftSources.read`, from the run's `SwiftSourceStore`:
    /// the audit opens no file itself); a file that could not be read is an error, since the rule could not check it.
    public func scan(sources: [SwiftSourceFile], unreadable: [String] = []) -> (
        findings: [SnapshotFinding], diagnostics: [Diagnostic]
    ) {
        let reader = SwiftColorSnapshots(palette: palette)
        let findings = sources.flatMap(reader.scan).map { SnapshotFinding($0, severity: severity) }
        let diagnostics = unreadable.map {
            Diagnostic.error(
                SourceLocation(path: $0, line: 0), "cannot read Swift source for the dynamic-color-snapshot rule")
        }
        return (findings.sorted(), diagnostics)
    }
}
