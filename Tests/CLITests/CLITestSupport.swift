import Foundation
import Testing
@testable import LegibleCLI

/// Runs `legible` in-process (fast, for the many cases) or as the built binary (as a user does).
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ args: String...) -> Result { run(args) }

    static func run(_ args: [String], environment: [String: String] = [:]) -> Result {
        var output = CLIOutput(stdoutIsTerminal: false, environment: environment)
        let status = LegibleCommandLine.run(args, output: &output)
        return Result(status: status, stdout: output.stdout, stderr: output.stderr)
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `legible` executable built next to the test bundle.
    static var binary: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("legible")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/legible")
    }

    /// Runs the real binary with the repository root as working directory.
    static func runBinary(_ args: [String], environment: [String: String]? = nil) throws -> Result {
        try runProcess(binary, args, environment: environment)
    }

    /// Runs a shell command line (`/bin/sh -c`) from the repository root, with the built binary's folder first on
    /// PATH so `legible` is the binary under test, as a user types it. stderr is merged into stdout (`2>&1`, in the
    /// order a terminal shows them: the binary writes all of stdout, then stderr).
    static func runShell(_ command: String) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        return try runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec 2>&1\n" + command], environment: environment)
    }

    private static func runProcess(_ executable: URL, _ args: [String], environment: [String: String]?) throws -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = args
        process.currentDirectoryURL = repositoryRoot
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Snapshots kept beside the tests in `Snapshots/`. A missing snapshot is recorded only with
/// `RECORD_SNAPSHOTS=1`, and recording fails the test, so re-recording is always deliberate.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        guard let expected = try? String(contentsOf: url, encoding: .utf8), !record else {
            if record {
                try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try? actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record(
                    "recorded snapshot \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            } else {
                Issue.record(
                    "missing snapshot \(name); run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation
                )
            }
            return
        }
        #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }
}
