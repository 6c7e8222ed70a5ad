import LegibleAudit

/// A `dynamic-color-snapshot` finding as one compiler-style line, `path:line:column: warning: message [rule-id]`
/// (text report).
enum SnapshotText {
    static func line(_ f: SnapshotFinding) -> String {
        "\(f.location): \(f.isBaselined ? "baselined" : f.severity.rawValue): \(f.message) [\(SnapshotFinding.ruleID)]"
    }
}
