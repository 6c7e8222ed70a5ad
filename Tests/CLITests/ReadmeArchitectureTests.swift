import Foundation
import Testing
import LegibleTestSupport

/// The README's Architecture table (module → what it may import) is the manifest's `dependencies:`, module for
/// module: the doc cannot drift from Package.swift, and a new edge must be documented where readers look.
@Suite("README architecture")
struct ReadmeArchitectureTests {
    static func text(_ file: String) throws -> String {
        try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
    }

    /// `.target(name: "X", dependencies: ["A", "B"]…)` → X: {A, B}, for the library targets the table lists; line
    /// breaks anywhere between the tokens (swift-format wraps a long dependency list).
    static func manifest() throws -> [String: Set<String>] {
        let source = try text("Package.swift")
        let pattern = try NSRegularExpression(
            pattern: #"\.target\(\s*name: "(\w+)"(?:,\s*dependencies: \[([^\]]*)\])?"#)
        var out: [String: Set<String>] = [:]
        for m in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            let name = String(source[Range(m.range(at: 1), in: source)!])
            let deps = Range(m.range(at: 2), in: source).map { String(source[$0]) } ?? ""
            out[name] = Set(
                deps.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(
                        in: CharacterSet(charactersIn: "\""))
                }.filter { !$0.isEmpty })
        }
        return out
    }

    /// The ``` block right under "## Architecture": `Module   A, B, C` or `Module   (standard library…)`.
    static func readme() throws -> [String: Set<String>] {
        let readme = try text("README.md")
        let section = try #require(readme.range(of: "## Architecture"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        var out: [String: Set<String>] = [:]
        for line in rest[open.upperBound..<close.lowerBound].split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            let deps = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            out[parts[0]] = deps.hasPrefix("(") ? [] : Set(deps.components(separatedBy: ", "))
        }
        return out
    }

    @Test("every module in the table imports exactly what Package.swift declares")
    func tableMatchesManifest() throws {
        let (manifest, table) = (try Self.manifest(), try Self.readme())
        #expect(table.count >= 9)
        for (module, deps) in table {
            #expect(
                manifest[module] == deps,
                "\(module): README says \(deps.sorted()), Package.swift \(manifest[module].map { $0.sorted() } ?? [])")
        }
    }
}
