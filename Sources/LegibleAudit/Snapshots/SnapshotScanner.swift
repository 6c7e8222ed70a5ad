import LegiblePalette
import LegibleSwiftSyntax

/// The `dynamic-color-snapshot` rule over Swift sources: every `.cgColor` and `.resolvedColor(with:)` of a dynamic
/// color (`SnapshotColorClassifier`) taken outside a scope that re-runs on an appearance change (`SnapshotScopes`)
/// is a finding at the `.` of the conversion (file:line:column).
public struct SnapshotScanner: Sendable {
    public var palette: Palette
    public var severity: Diagnostic.Severity

    public init(palette: Palette, severity: Diagnostic.Severity) {
        self.palette = palette
        self.severity = severity
    }

    /// Findings in one source text.
    public func scan(_ source: String, path: String) -> [SnapshotFinding] {
        let tokens = SwiftLexer.tokenize(source).tokens
        let scopes = SnapshotScopes(tokens)
        let classifier = SnapshotColorClassifier(palette: palette)
        var findings: [SnapshotFinding] = []
        for i in tokens.indices.dropFirst() where tokens[i].is(".") && i + 1 < tokens.count {
            let member = tokens[i + 1]
            guard member.kind == .identifier else { continue }
            let conversion: String
            if member.text == "cgColor" {
                conversion = "cgColor"
            } else if member.text == "resolvedColor", i + 2 < tokens.count, tokens[i + 2].is("(") {
                conversion = "resolvedColor(with:)"
            } else {
                continue
            }
            let scope = scopes.scopeAt[i]
            guard !scope.reRuns, let start = SnapshotColorClassifier.receiverStart(tokens, end: i - 1), start < i,
                  let reason = classifier.dynamicReason(tokens[start..<i]) else { continue }
            findings.append(SnapshotFinding(location: SourceLocation(path: path, line: tokens[i].line, column: tokens[i].column),
                                            color: Self.render(tokens[start..<i]), conversion: conversion, reason: reason,
                                            enclosing: scope.name, severity: severity))
        }
        return findings
    }

    /// Findings in every file; an unreadable file is a diagnostic (never a silent drop).
    /// The findings of Swift sources read by `SwiftSources.read` (the audit opens no file itself); a file that could
    /// not be read is an error, since the rule could not check it.
    public func scan(sources: [(path: String, text: String)], unreadable: [String] = []) -> (findings: [SnapshotFinding], diagnostics: [Diagnostic]) {
        let findings = sources.flatMap { scan($0.text, path: $0.path) }
        let diagnostics = unreadable.map { Diagnostic.error(SourceLocation(path: $0, line: 0), "cannot read Swift source for the dynamic-color-snapshot rule") }
        return (findings.sorted(), diagnostics)
    }

    /// The expression as source-like text: `UIColor(named: "Brand")`, `UIColor.separator`.
    static func render(_ tokens: ArraySlice<SwiftToken>) -> String {
        var out = ""
        var closureDepth = 0 // a closure's body is shown as `{ … }`
        for t in tokens {
            if t.is("{") { if closureDepth == 0 { out += out.hasSuffix(" ") ? "{ … }" : " { … }" }; closureDepth += 1; continue }
            if t.is("}") { closureDepth -= 1; continue }
            guard closureDepth == 0 else { continue }
            out += t.kind == .string ? "\"\(t.text)\"" : t.text
            if t.is(",") || t.is(":") { out += " " }
        }
        return out
    }
}
