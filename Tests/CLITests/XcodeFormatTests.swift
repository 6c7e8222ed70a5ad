import Foundation
import Testing
@testable import LegibleCLI

@Suite("legible lint --format xcode")
struct XcodeFormatTests {
    /// clang's diagnostic form: `path:line:column: severity: message [rule-id]`.
    static var pattern: Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)> {
        /^(.+):(\d+):(\d+): (error|warning): (.+) \[([a-z0-9-]+)\]$/
    }

    @Test("every failing check is one compiler diagnostic at its colorset's Contents.json line and column")
    func diagnostics() throws {
        let r = CLI.run(
            "lint", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig, "--format", "XCODE")
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        let json = CLI.run(
            "lint", LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig, "--format", "json")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let failing =
            ((doc["contrast"] as? [[String: Any]]) ?? []).filter { $0["passed"] as? Bool == false }.count
            + ((doc["distinguishability"] as? [[String: Any]]) ?? []).filter { $0["passed"] as? Bool == false }.count
        #expect(failing > 0 && lines.count == failing, "one line per failing check, as JSON lists them")
        for line in lines {
            let m = try #require(line.wholeMatch(of: Self.pattern), "not a compiler diagnostic: \(line)")
            let path = String(m.1), lineNumber = Int(m.2)!, column = Int(m.3)!
            #expect(path.hasPrefix(LintFixture.absoluteCatalog + "/") && path.hasSuffix(".colorset/Contents.json"))
            let source = try String(contentsOfFile: path, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            let text = source[lineNumber - 1]
            let blanks = text.prefix { $0 == " " }.count
            #expect(column == blanks + 1, "column is the line's first non-blank character: \(line)")
        }
        #expect(
            lines.contains { $0.contains("secondaryLabel.colorset/Contents.json:") && $0.hasSuffix("[wcag2-aa-text]") })
    }

    @Test("palette errors keep the path:line form with a column, on stdout only")
    func paletteErrors() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let catalog = try LintFixture.copyCatalog(into: folder)
        let bad = catalog.appendingPathComponent("broken.colorset/Contents.json")
        try FileManager.default.createDirectory(at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"colors\": [".write(to: bad, atomically: true, encoding: .utf8)
        let r = CLI.run("lint", catalog.path, "--config", LintFixture.absoluteConfig, "--format", "xcode")
        #expect(r.status == 2)
        #expect(r.stdout.contains("\(bad.path):1:1: error: "))
        #expect(r.stderr.isEmpty, "the report already shows the diagnostic")
    }
}

@Suite("legible schema, --version, -o")
struct DistributionCommandTests {
    @Test("schema: valid JSON, a urn: $id, and every top-level property is a key legible.json accepts")
    func schema() throws {
        let r = CLI.run("schema")
        #expect(r.status == 0 && r.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let id = try #require(object["$id"] as? String)
        #expect(id.hasPrefix("urn:"))
        let properties = try #require(object["properties"] as? [String: Any])
        #expect(properties.keys.contains("contrast") && properties.keys.contains("distinguishable"))
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        for key in properties.keys.sorted() {
            let config = folder.appendingPathComponent("\(key.filter(\.isLetter)).json")
            try "{\"\(key)\": 0}".write(to: config, atomically: true, encoding: .utf8)
            let lint = CLI.run("lint", LintFixture.absoluteCatalog, "--config", config.path)
            #expect(
                !lint.stderr.contains("unknown key"),
                "the schema allows '\(key)', the parser must know it: \(lint.stderr)")
        }
        let unknown = folder.appendingPathComponent("unknown.json")
        try "{\"colour\": 0}".write(to: unknown, atomically: true, encoding: .utf8)
        #expect(
            CLI.run("lint", LintFixture.absoluteCatalog, "--config", unknown.path).stderr.contains(
                "unknown key 'colour'"))
        #expect(properties["colour"] == nil)
    }

    @Test("schema -o writes the same text to a file; lint --help points at 'legible schema'")
    func schemaOutput() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("legible.schema.json")
        #expect(CLI.run("schema", "-o", file.path).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == CLI.run("schema").stdout)
        let help = CLI.run("lint", "--help").stdout
        #expect(help.contains("'legible schema'") && !help.contains("Sources/"))
    }

    @Test("--version prints the one version, which --help lists")
    func version() {
        let r = CLI.run("--version")
        #expect(r.status == 0 && r.stdout == "legible \(Help.version)\n")
        #expect(Help.version.split(separator: ".").count == 3 && Help.version.allSatisfy { $0.isNumber || $0 == "." })
        #expect(CLI.run("--help").stdout.contains("--version"))
        #expect(CLI.run("--help").stdout.contains("  schema "))
    }

    @Test("-o is --output for every command that writes a report", arguments: ["lint", "compare", "grid", "report"])
    func shortOutput(command: String) throws {
        let folder = try LintFixture.temporaryFolder()
        defer { LintFixture.cleanUp(folder) }
        let file = folder.appendingPathComponent("out")
        let r = CLI.run(command, LintFixture.absoluteCatalog, "--config", LintFixture.absoluteConfig, "-o", file.path)
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("secondaryLabel"))
    }
}
