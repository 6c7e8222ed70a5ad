import LegibleAudit
import LegiblePalette

/// `--format xcode`: one compiler-style diagnostic per failing check, the form Xcode, `swift build` and editors
/// parse (clang's `path:line:column: severity: message`), with the rule id last:
/// ```
/// Assets.xcassets/secondaryLabel.colorset/Contents.json:21:7: error: secondaryLabel (#3c3c4399) on … [wcag2-aa-text]
/// ```
/// The location is the foreground's (contrast) or the first color's (distinctness) source line; the column is
/// the line's first non-blank character when the caller can read the line, else 1. Baselined failures are left
/// out. Diagnostics (unreadable palette files) use the same form with their severity. Paths are kept as given,
/// so absolute inputs (what the build plugin passes) give absolute, clickable locations.
enum XcodeReport {
    static func render(_ result: AuditResult, options: ReportOptions, notes: CompareNotes = CompareNotes()) -> String {
        var out = ""
        // A pair that needs review is a note at the UI file's line that shows it: never an error or a warning.
        for f in result.reviewContrast {
            out += line(
                f.rule.sites.first?.location ?? f.foreground.source, "note", Display.message(f) + " [\(f.rule.ruleID)]",
                options)
        }
        for f in result.contrast where !f.passed && !f.isBaselined && f.review == nil {
            var message = Display.message(f)
            if let note = notes[f] { message += " " + note }
            out += line(f.foreground.source, f.severity.rawValue, message + " [\(f.rule.ruleID)]", options)
        }
        for b in result.countedBlocks where b.unlisted > 0 {
            out += line(b.location, b.severity.rawValue, CountedBlockText.line(b) + " [\(b.ruleID)]", options)
        }
        for f in result.distinctness where !f.passed && !f.isBaselined {
            out += line(f.first.source, f.severity.rawValue, Display.message(f) + " [\(f.ruleID)]", options)
        }
        for f in result.snapshots where !f.isBaselined {
            out += line(f.location, f.severity.rawValue, f.message + " [\(SnapshotFinding.ruleID)]", options)
        }
        for d in result.diagnostics {
            out += line(d.location, d.severity.rawValue, d.message, options)
        }
        return out
    }

    /// `path:line:column: severity: message` and a newline; newlines inside the message become spaces (one
    /// diagnostic per line is what the parsers expect).
    static func line(_ location: SourceLocation, _ severity: String, _ message: String, _ options: ReportOptions)
        -> String
    {
        let flat = Terminal.sanitize(message, keeping: ["\n"]).split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(location.path):\(max(location.line, 1)):\(column(location, options)): \(severity): \(flat)\n"
    }

    /// 1-based column of the first non-blank character of the source line, or 1.
    static func column(_ location: SourceLocation, _ options: ReportOptions) -> Int {
        if let column = location.column { return column }
        guard let text = options.sourceLine?(location) else { return 1 }
        return (text.firstIndex { $0 != " " && $0 != "\t" }.map { text.distance(from: text.startIndex, to: $0) } ?? 0)
            + 1
    }
}
