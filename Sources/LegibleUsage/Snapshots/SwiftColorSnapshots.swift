import LegiblePalette
import LegibleSwiftSyntax

/// The color snapshots of Swift sources (`ColorSnapshot`): every `.cgColor` and `.resolvedColor(with:)` of a dynamic
/// color (`SnapshotColorClassifier`) taken outside a scope that re-runs on an appearance change (`SnapshotScopes`),
/// at the `.` of the conversion (file:line:column). Works on the run's lexed files (`SwiftSourceFile`): it reads and
/// lexes nothing itself.
public struct SwiftColorSnapshots: Sendable {
    /// The palette of the same run: a palette color is dynamic when it has more than one appearance.
    public var palette: Palette

    public init(palette: Palette) {
        self.palette = palette
    }

    /// The snapshots in one file, in token order.
    public func scan(_ file: SwiftSourceFile) -> [ColorSnapshot] {
        let tokens = file.tokens
        let scopes = SnapshotScopes(tokens)
        let classifier = SnapshotColorClassifier(palette: palette)
        var snapshots: [ColorSnapshot] = []
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
                let reason = classifier.dynamicReason(tokens[start..<i])
            else { continue }
            snapshots.append(
                ColorSnapshot(
                    location: SourceLocation(path: file.path, line: tokens[i].line, column: tokens[i].column),
                    color: Self.render(tokens[start..<i]), conversion: conversion, reason: reason, enclosing: scope.name
                ))
        }
        return snapshots
    }

    /// The expression as source-like text: `UIColor(named: "Brand")`, `UIColor.separator`.
    static func render(_ tokens: ArraySlice<SwiftToken>) -> String {
        var out = ""
        var closureDepth = 0 // a closure's body is shown as `{ … }`
        for t in tokens {
            if t.is("{") {
                if closureDepth == 0 { out += out.hasSuffix(" ") ? "{ … }" : " { … }" }; closureDepth += 1; continue
            }
            if t.is("}") { closureDepth -= 1; continue }
            guard closureDepth == 0 else { continue }
            out += t.kind == .string ? "\"\(t.text)\"" : t.text
            if t.is(",") || t.is(":") { out += " " }
        }
        return out
    }
}
