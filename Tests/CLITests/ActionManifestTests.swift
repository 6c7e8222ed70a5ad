import Foundation
import Testing
import LegibleReport

/// The keys of `.github/actions/legible/action.yml` that the checks need, read with a parser for the YAML subset
/// the file uses (block mappings by indentation, `- ` sequences, scalars): no YAML dependency.
struct ActionManifest {
    struct Line { let indent: Int; let text: String; let number: Int }
    let lines: [Line]
    let source: String

    init(_ source: String) {
        self.source = source
        var lines: [Line] = []
        for (i, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.drop { $0 == " " }
            if text.isEmpty || text.hasPrefix("#") { continue }
            lines.append(Line(indent: raw.count - text.count, text: String(text), number: i + 1))
        }
        self.lines = lines
    }

    /// Keys (`key:` lines) directly below the block that starts at `parent` (nil = top level).
    func keys(under parent: String? = nil) -> [String: String] {
        var out: [String: String] = [:]
        var start = 0, indent = 0
        if let parent {
            guard let i = lines.firstIndex(where: { $0.indent == 0 && key($0.text) == parent }) else { return [:] }
            start = i + 1
            guard start < lines.count, lines[start].indent > 0 else { return [:] }
            indent = lines[start].indent
        }
        for line in lines[start...] {
            if line.indent < indent { break }
            if line.indent == indent, let k = key(line.text) { out[k] = value(line.text) }
        }
        return out
    }

    /// The mapping of every child block of `parent`: input name → its keys.
    func children(of parent: String) -> [String: [String: String]] {
        guard let i = lines.firstIndex(where: { $0.indent == 0 && key($0.text) == parent }), i + 1 < lines.count else {
            return [:]
        }
        let indent = lines[i + 1].indent
        var out: [String: [String: String]] = [:], current: String?
        for line in lines[(i + 1)...] {
            if line.indent < indent { break }
            if line.indent == indent {
                current = key(line.text); if let current { out[current] = [:] }
            } else if let current, line.indent == indent + 2, let k = key(line.text) {
                out[current]![k] = value(line.text)
            }
        }
        return out
    }

    func key(_ text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), !text.hasPrefix("- ") else { return nil }
        let k = text[..<colon]
        return k.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) ? String(k) : nil
    }

    func value(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return "" }
        var v = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if v.count >= 2, let q = v.first, q == "\"" || q == "'", v.last == q { v = String(v.dropFirst().dropLast()) }
        return v
    }

    /// Every `NAME` in `inputs.NAME` / `steps.NAME.outputs` anywhere in the file.
    func references(_ prefix: String) -> Set<String> {
        let regex = try! Regex("\(prefix)\\.([A-Za-z0-9_-]+)")
        return Set(source.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) })
    }

    /// `id:` of each step, in order.
    var stepIDs: [String] {
        lines.filter { $0.text.hasPrefix("id:") || $0.text.hasPrefix("- id:") }.map {
            value($0.text.hasPrefix("- ") ? String($0.text.dropFirst(2)) : $0.text)
        }
    }
}

@Suite("GitHub Action (.github/actions/legible/action.yml)")
struct ActionManifestTests {
    static let path = CLI.repositoryRoot.appendingPathComponent(".github/actions/legible/action.yml")
    static func manifest() throws -> ActionManifest { ActionManifest(try String(contentsOf: path, encoding: .utf8)) }

    @Test("required keys: name, description, runs.using composite with steps")
    func requiredKeys() throws {
        let m = try Self.manifest()
        let top = m.keys()
        for key in ["name", "description", "inputs", "runs"] { #expect(top[key] != nil, "missing top-level \(key)") }
        #expect(!(top["description"] ?? "").isEmpty)
        let runs = m.keys(under: "runs")
        #expect(runs["using"] == "composite")
        #expect(runs["steps"] != nil)
        #expect(
            Set(top.keys).isSubset(of: ["name", "description", "author", "branding", "inputs", "outputs", "runs"]),
            "unknown top-level key")
    }

    @Test("every input the README promises is declared, with a description; defaults are valid")
    func inputs() throws {
        let inputs = try Self.manifest().children(of: "inputs")
        #expect(Set(inputs.keys) == ["paths", "config", "format", "baseline", "strict", "sarif", "summary"])
        for (name, keys) in inputs {
            #expect(!(keys["description"] ?? "").isEmpty, "input '\(name)' has no description")
            #expect(keys["required"] == "true" || keys["required"] == "false", "input '\(name)': required true|false")
            #expect(
                Set(keys.keys).isSubset(of: ["description", "required", "default", "deprecationMessage"]),
                "input '\(name)': unknown key")
        }
        let formats = ReportFormat.allCases.map(\.rawValue)
        #expect(formats.contains(inputs["format"]?["default"] ?? ""))
        for f in formats {
            #expect(inputs["format"]?["description"]?.contains(f) == true, "format description lists \(f)")
        }
        for flag in ["strict", "sarif", "summary"] {
            #expect(["true", "false"].contains(inputs[flag]?["default"] ?? ""), "\(flag)")
        }
    }

    @Test("steps reference only declared inputs and step ids; build cached, SARIF uploaded")
    func references() throws {
        let m = try Self.manifest()
        let declared = Set(m.children(of: "inputs").keys)
        let used = m.references("inputs")
        #expect(used.isSubset(of: declared), "undeclared inputs: \(used.subtracting(declared).sorted())")
        #expect(declared.isSubset(of: used), "declared but never used: \(declared.subtracting(used).sorted())")
        let ids = m.stepIDs
        #expect(Set(ids).count == ids.count, "step ids are unique")
        #expect(m.references("steps").isSubset(of: Set(ids)))
        #expect(m.source.contains("uses: actions/cache@"))
        #expect(m.source.contains("uses: github/codeql-action/upload-sarif@"))
        #expect(m.source.contains("swift build -c release --product legible"))
        #expect(m.source.contains("GITHUB_STEP_SUMMARY"))
        #expect(m.source.contains("steps.cache.outputs.cache-hit != 'true'"), "the build is skipped on a cache hit")
    }
}
