import Foundation

/// Where a command writes. The executable flushes it to the real streams; tests read it directly.
public struct CLIOutput: Sendable {
    public var stdout = ""
    public var stderr = ""
    /// Whether stdout is an interactive terminal (ANSI color allowed unless NO_COLOR is set).
    public var stdoutIsTerminal: Bool
    public var environment: [String: String]
    /// Whether stderr is an interactive terminal (a progress line is drawn there: `ProgressDisplay`).
    public var stderrIsTerminal: Bool
    /// Writes to the real stderr at once (the progress line cannot wait for the end of the run); nil in tests.
    public var writeStderrNow: (@Sendable (String) -> Void)?

    /// The environment variables the command line reads (the executable copies these into `environment`).
    public static let environmentVariables = ["NO_COLOR", ProgressDisplay.timingsVariable]

    public init(
        stdoutIsTerminal: Bool = false, environment: [String: String] = [:], stderrIsTerminal: Bool = false,
        writeStderrNow: (@Sendable (String) -> Void)? = nil
    ) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.environment = environment
        self.stderrIsTerminal = stderrIsTerminal
        self.writeStderrNow = writeStderrNow
    }

    public mutating func print(_ line: String = "") { stdout += line + "\n" }
    public mutating func printError(_ line: String) { stderr += line + "\n" }

    /// ANSI styling only on a terminal and only when `NO_COLOR` is unset (https://no-color.org).
    public var usesANSI: Bool { stdoutIsTerminal && environment["NO_COLOR"] == nil }

    /// Writes all of `text` to a file descriptor (1 = stdout, 2 = stderr).
    public static func write(_ text: String, toDescriptor fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
