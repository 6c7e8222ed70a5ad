import Foundation
import Testing
@testable import LegibleCLI

/// The SwiftPM plugins tell a PATH from an option's value by asking the tool (`legible --options json`), which is
/// generated from the commands' `Option` declarations: a CLI option the plugins do not know cannot exist.
@Suite("plugins know every CLI option from one source")
struct PluginOptionsTests {
    static func manifest() throws -> [String: (takesValue: Set<String>, flags: Set<String>)] {
        let r = CLI.run("--options", "json")
        #expect(r.status == 0 && r.stderr.isEmpty)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(root["kind"] as? String == "options" && root["schemaVersion"] as? Int == 1)
        var result: [String: (Set<String>, Set<String>)] = [:]
        for entry in try #require(root["commands"] as? [[String: Any]]) {
            let name = try #require(entry["name"] as? String)
            result[name] = (
                Set(try #require(entry["takesValue"] as? [String])), Set(try #require(entry["flags"] as? [String]))
            )
        }
        return result
    }

    @Test("every option of every command, with each spelling, is in 'legible --options json'")
    func everyDeclaredOptionIsListed() throws {
        let manifest = try Self.manifest()
        #expect(Set(manifest.keys) == Set(LegibleCommandLine.commands.map { $0.name }))
        for command in LegibleCommandLine.commands {
            let known = try #require(manifest[command.name])
            for spec in command.options.map(\.spec) {
                let spellings = [spec.name] + (spec.short.map { ["-\($0)"] } ?? [])
                for s in spellings {
                    #expect((spec.isFlag ? known.flags : known.takesValue).contains(s), "\(command.name) \(s)")
                }
            }
        }
        // The two the plugins' own lists lacked.
        #expect(
            manifest["lint"]?.takesValue.isSuperset(of: ["--pairs", "--theme-family", "--config", "-o", "--output"])
                == true)
        #expect(manifest["report"]?.takesValue.isSuperset(of: ["--config", "-o", "--output"]) == true)
    }

    @Test("'legible --options' takes exactly one format, json")
    func usage() {
        #expect(CLI.run("--options").status == 2)
        #expect(CLI.run("--options", "yaml").stderr == "legible: usage: legible --options json\n")
    }

    @Test("the plugins keep no list of options: both command plugins run one LegibleInvocation that asks the tool")
    func pluginsAskTheTool() throws {
        let sources = CLI.repositoryRoot.appendingPathComponent("Sources")
        let command = sources.appendingPathComponent("LegibleCommandPlugin/LegibleInvocation.swift")
        let report = sources.appendingPathComponent("LegibleReportPlugin/LegibleInvocation.swift")
        #expect(report.resolvingSymlinksInPath().path == command.resolvingSymlinksInPath().path, "one file, linked")
        let text = try String(contentsOf: command, encoding: .utf8)
        #expect(text.contains(#"["--options", "json"]"#))
        for plugin in ["LegibleCommandPlugin", "LegibleReportPlugin", "LegibleBuildPlugin"] {
            let folder = sources.appendingPathComponent(plugin)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                #expect(!source.contains("func isPath"), "\(plugin)/\(file) tells paths from option values by itself")
                for option in [
                    "--baseline", "--write-baseline", "--theme", "--appearance", "--pairs", "--theme-family",
                ] {
                    #expect(!source.contains("\"\(option)\""), "\(plugin)/\(file) names \(option)")
                }
            }
        }
    }
}
