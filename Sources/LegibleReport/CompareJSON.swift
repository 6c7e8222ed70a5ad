import LegibleAudit
import LegiblePalette
import LegibleJSON

/// `legible compare --format json`, schema version 1:
/// ```
/// {
///   "schemaVersion": 1, "kind": "comparison",
///   "tool": {…}, "strict": false, "config": {"path", "rulesInferred"},   // as in JSONReport
///   "appearances": ["light", "dark"],
///   "summary": {"pairs", "failing", "failingErrors", "failingWarnings", "regressions", "violations",
///               "diagnosticErrors", "diagnosticWarnings"},
///   "rows": [{                                  // worst regressions first
///     "ruleId", "ruleIndex", "foreground": name, "background": name, "required", "severity",
///     "change": -9.3…,                          // the other (worst other) appearance minus the first; unrounded
///     "regression": true,                       // passes in the first appearance, fails in another
///     "failsAnywhere": true,
///     "cells": [ContrastFinding | null]         // one per appearance, in "appearances" order; the finding
///   }],                                         // objects are JSONReport's "contrast" entries
///   "diagnostics": [{"severity", "path", "line", "message"}]
/// }
/// ```
enum CompareJSON {
    static func render(_ comparison: Comparison, result: AuditResult, options: ReportOptions) -> String {
        let s = CompareSummary(comparison, result: result, strict: options.strict)
        let rows = comparison.rows.map { row -> JSONValue in
            .object([
                ("ruleId", .string(row.rule.ruleID)), ("ruleIndex", .integer(row.ruleIndex)),
                ("foreground", .string(row.foreground)), ("background", .string(row.background)),
                ("required", .number(row.rule.required)), ("severity", .string(row.rule.severity.rawValue)),
                ("change", .number(row.change)), ("regression", .bool(row.isRegression)), ("failsAnywhere", .bool(row.failsAnywhere)),
                ("cells", .array(row.findings.map { $0.map { JSONReport.contrast($0, options: options) } ?? .null })),
            ])
        }
        return JSONValue.object([
            ("schemaVersion", .integer(LegibleReport.jsonSchemaVersion)),
            ("kind", .string("comparison")),
            ("tool", JSONReport.tool(options)),
            ("strict", .bool(options.strict)),
            ("config", .object([("path", .string(result.config.path)), ("rulesInferred", .bool(result.rulesInferred))])),
            ("appearances", .array(comparison.appearances.map { .string($0.rawValue) })),
            ("summary", .object([
                ("pairs", .integer(s.pairs)), ("failing", .integer(s.failing)), ("failingErrors", .integer(s.failingErrors)),
                ("failingWarnings", .integer(s.failingWarnings)), ("regressions", .integer(s.regressions)), ("violations", .integer(s.violations)),
                ("diagnosticErrors", .integer(s.diagnosticErrors)), ("diagnosticWarnings", .integer(s.diagnosticWarnings)),
            ])),
            ("rows", .array(rows)),
            ("diagnostics", .array(result.diagnostics.map(JSONReport.diagnostic))),
        ]).rendered() + "\n"
    }
}
