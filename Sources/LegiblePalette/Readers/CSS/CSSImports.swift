import Foundation

/// `@import` statements between the files read (CSS Cascade 5 §2): `@import url("x.css") [layer|layer(name)]
/// [supports(…)] [media-query-list];` or `@import "x.css" …;`. The media query applies to the whole imported file.
///
/// A file imported by another file read is part of that file's origin: the *roots* are the files no other file read
/// imports (in an import cycle with no root, the first by path). Imports of files not read (other folders, URLs)
/// are not followed.
struct CSSImports {
    struct Import: Equatable {
        /// The imported file as given in the read list.
        var file: String
        var media: String
        var line: Int
    }

    /// The path each file was given as, by its standardized absolute form.
    let givenPath: [String: String]

    init(files: [String]) {
        var map: [String: String] = [:]
        for file in files { map[Self.standardized(file)] = map[Self.standardized(file)] ?? file }
        givenPath = map
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The import a top-level `@import` prelude in `file` makes, if its target is one of the files read.
    func resolve(prelude: String, in file: String, line: Int) -> Import? {
        guard let (target, rest) = Self.split(prelude) else { return nil }
        if target.contains("://") || target.hasPrefix("//") || target.hasPrefix("data:") { return nil }
        let base = URL(fileURLWithPath: Self.standardized(file)).deletingLastPathComponent()
        let path = target.hasPrefix("/") ? target : base.appendingPathComponent(target).path
        guard let given = givenPath[Self.standardized(path)] else { return nil }
        return Import(file: given, media: Self.media(rest), line: line)
    }

    /// The URL and the rest of an import prelude.
    static func split(_ prelude: String) -> (String, String)? {
        var text = Substring(prelude.cssTrimmed)
        var target: String
        if text.lowercased().hasPrefix("url(") {
            guard let close = text.firstIndex(of: ")") else { return nil }
            target = String(text[text.index(text.startIndex, offsetBy: 4)..<close]).cssTrimmed
            text = text[text.index(after: close)...]
        } else if let quote = text.first, quote == "\"" || quote == "'" {
            let body = text.dropFirst()
            guard let close = body.firstIndex(of: quote) else { return nil }
            target = String(body[..<close])
            text = body[body.index(after: close)...]
        } else {
            return nil
        }
        if let q = target.first, q == "\"" || q == "'", target.count >= 2, target.last == q {
            target = String(target.dropFirst().dropLast())
        }
        return (target, String(text))
    }

    /// The media query list after the URL: without `layer`, `layer(…)` and `supports(…)`.
    static func media(_ rest: String) -> String {
        var text = rest.cssTrimmed
        while true {
            let lower = text.lowercased()
            if lower.hasPrefix("layer(") || lower.hasPrefix("supports(") {
                var depth = 0
                var end = text.endIndex
                for i in text.indices {
                    if text[i] == "(" { depth += 1 }
                    if text[i] == ")" { depth -= 1; if depth == 0 { end = text.index(after: i); break } }
                }
                text = String(text[end...]).cssTrimmed
            } else if lower == "layer" || lower.hasPrefix("layer ") {
                text = String(text.dropFirst(5)).cssTrimmed
            } else {
                return text
            }
        }
    }

    /// The files no other file imports, sorted; then, while some file is reachable from none of them (an import
    /// cycle), the first such file by path.
    static func roots(files: [String], imports: [String: [Import]]) -> [String] {
        let imported = Set(imports.flatMap { from, list in list.map(\.file).filter { $0 != from } })
        var roots = files.filter { !imported.contains($0) }
        var reached = Set<String>()
        func reach(_ start: String) {
            var stack = [start]
            while let file = stack.popLast() {
                guard reached.insert(file).inserted else { continue }
                stack += (imports[file] ?? []).map(\.file)
            }
        }
        roots.forEach(reach)
        while let orphan = files.first(where: { !reached.contains($0) }) {
            roots.append(orphan)
            reach(orphan)
        }
        return roots
    }
}
