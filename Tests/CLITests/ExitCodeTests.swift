import Foundation
import Testing
@testable import LegibleCLI

/// "Any error diagnostic → exit 2" in every command that reads files, even when some colors loaded (issue 15).
@Suite("Exit codes on partial input errors")
struct ExitCodeTests {
    /// Commands whose operands are colors (or none), not files: they have no input diagnostics.
    static let colorCommands: Set<String> = ["check", "simulate", "schema"]

    /// The arguments that make each file-reading command read `path`. A new command that reads files must be added
    /// here (`everyFileCommandIsCovered` fails until it is).
    static func arguments(_ command: String, _ path: String, scratch: String) -> [String]? {
        switch command {
        case "palette": ["palette", path]
        case "lint": ["lint", path]
        case "compare": ["compare", path, path]
        case "report": ["report", path, "-o", scratch + "/report.html"]
        case "grid": ["grid", path]
        case "pairs": ["pairs", path]
        case "init": ["init", path, "--output", scratch + "/legible.json"]
        case "export": ["export", path, "--format", "css"]
        default: nil
        }
    }

    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-exit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    @Test func everyFileCommandIsCovered() {
        let uncovered = LegibleCommandLine.commands.map { $0.name }
            .filter { !Self.colorCommands.contains($0) && Self.arguments($0, "x.css", scratch: "/tmp") == nil }
        #expect(uncovered.isEmpty, "commands without an exit-code case: \(uncovered)")
    }

    /// Colors load, but the file also holds an unterminated comment (an error): every command exits 2.
    @Test(arguments: ["palette", "lint", "compare", "report", "grid", "pairs", "init", "export"])
    func unterminatedComment(command: String) throws {
        let dir = try Self.scratch()
        let css = dir + "/colors.css"
        try ":root { --fg: #000; --bg: #fff; }\n/* never closed".write(toFile: css, atomically: true, encoding: .utf8)
        let result = CLI.run(try #require(Self.arguments(command, css, scratch: dir)))
        #expect(
            (result.stderr + result.stdout).contains("colors.css:2: error: malformed CSS: unclosed comment"),
            "\(result.stderr)")
        #expect(result.status == ExitCode.usageOrInput.rawValue, "legible \(command) exited \(result.status)")
    }

    /// A self-alias next to a good token: the good one is listed, and the exit code is 2.
    @Test func selfAliasExitsTwo() throws {
        let dir = try Self.scratch()
        let tokens = dir + "/tokens.json"
        try ##"{"c": {"$type": "color", "ok": {"$value": "#123456"}, "me": {"$value": "{c.me}"}}}"##
            .write(toFile: tokens, atomically: true, encoding: .utf8)
        let result = CLI.run("palette", tokens)
        #expect(result.stdout.contains("c.ok"))
        #expect(result.stderr.contains("alias cycle"), "\(result.stderr)")
        #expect(result.status == ExitCode.usageOrInput.rawValue)
    }

    /// A clean file still exits 0, and warnings alone do not change that.
    @Test func cleanAndWarningsExitZero() throws {
        let dir = try Self.scratch()
        let css = dir + "/colors.css"
        try ":root { --fg: #000; --g: linear-gradient(#000, #fff); }".write(
            toFile: css, atomically: true, encoding: .utf8)
        let result = CLI.run("palette", css)
        #expect(result.stderr.contains("warning"), "\(result.stderr)")
        #expect(result.status == ExitCode.clean.rawValue)
    }
}

/// Names and values read from a file reach text output escaped: a token named `text⏎FAIL x` or holding an escape
/// sequence can neither forge a line of its own (`FAIL x …`) nor drive the terminal.
@Suite("Control characters from files in text output")
struct ControlCharacterOutputTests {
    @Test(arguments: ["palette", "lint", "compare", "grid", "pairs"])
    func namesAreEscaped(command: String) throws {
        let dir = try ExitCodeTests.scratch()
        let tokens = dir + "/tokens.json"
        try
            ##"{"text\nFAIL x": {"$type": "color", "$value": "#777"}, "background\u001b[2J": {"$type": "color", "$value": "#888"}, "bad\n": {"$type": "color", "$value": "#12"}}"##
            .write(toFile: tokens, atomically: true, encoding: .utf8)
        let result = CLI.run(try #require(ExitCodeTests.arguments(command, tokens, scratch: dir)))
        let output = result.stdout + result.stderr
        #expect(!output.unicodeScalars.contains("\u{1B}"), "\(output)")
        #expect(!output.split(separator: "\n").contains { $0.hasPrefix("FAIL x") }, "\(output)")
        #expect(output.contains("tokens.json:1: error: invalid color '#12'"), "\(output)")
    }
}
