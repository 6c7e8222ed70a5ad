import LegiblePalette
import LegibleJSON

/// Known violations recorded with `--write-baseline FILE`; with `--baseline FILE` only new ones fail the run.
/// A violation is identified by rule id, color names and appearance (`ContrastFinding.key`), not by values, so a
/// baselined pair stays baselined while its colors are tuned, and a renamed color counts as new.
public struct Baseline: Sendable, Hashable {
    public var keys: Set<String>

    public init(keys: Set<String>) { self.keys = keys }

    /// The failing findings of a result, warnings included (so `--strict` runs can use the same file).
    public init(recording result: AuditResult) {
        keys = Set(
            result.failedContrast.map(\.key) + result.failedDistinctness.map(\.key) + result.snapshots.map(\.key))
    }

    public func apply(to result: inout AuditResult) {
        for i in result.contrast.indices where !result.contrast[i].passed {
            result.contrast[i].isBaselined = keys.contains(result.contrast[i].key)
        }
        for i in result.distinctness.indices where !result.distinctness[i].passed {
            result.distinctness[i].isBaselined = keys.contains(result.distinctness[i].key)
        }
        for i in result.snapshots.indices {
            result.snapshots[i].isBaselined = keys.contains(result.snapshots[i].key)
        }
    }

    /// A JSON document, keys sorted: `{"schemaVersion":1,"violations":["wcag2-aa-text|label|background|dark", …]}`.
    public var json: String {
        JSONValue.object([("schemaVersion", .integer(1)), ("violations", .array(keys.sorted().map { .string($0) }))])
            .rendered() + "\n"
    }

    /// The baseline in a JSON file as read (`SourceFile.readJSON`), or the diagnostic at the line that is not one.
    public static func parse(_ document: JSONDocument) -> Result<Baseline, Diagnostic> {
        guard let list = document.root["violations"]?.elements else {
            return .failure(
                .error(
                    SourceLocation(path: document.path, line: document.root.line),
                    "not a Legible baseline: expected {\"schemaVersion\": 1, \"violations\": [...]}"))
        }
        var keys: Set<String> = []
        for item in list {
            guard let s = item.string else {
                return .failure(
                    .error(SourceLocation(path: document.path, line: item.line), "baseline entries must be strings"))
            }
            keys.insert(s)
        }
        return .success(Baseline(keys: keys))
    }
}
