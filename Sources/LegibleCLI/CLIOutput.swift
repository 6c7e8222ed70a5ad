/// Where a command writes. The executable flushes it to the real streams; tests read it directly.
public struct CLIOutput: Sendable {
    public var stdout = ""
    public var stderr = ""
    /// Whether stdout is an interactive terminal (ANSI color allowed unless NO_COLOR is set).
    public var stdoutIsTerminal: Bool
    public var environment: [String: String]

    public init(stdoutIsTerminal: Bool = false, environment: [String: String] = [:]) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.environment = environment
    }

    public mutating func print(_ line: String = "") { stdout += line + "\n" }
    public mutating func printError(_ line: String) { stderr += line + "\n" }

    /// ANSI styling only on a terminal and only when `NO_COLOR` is unset (https://no-color.org).
    public var usesANSI: Bool { stdoutIsTerminal && environment["NO_COLOR"] == nil }
}
