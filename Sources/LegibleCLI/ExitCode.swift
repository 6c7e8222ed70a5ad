/// The linter convention (ESLint, cvdlint): CI can tell "your colors fail" from "the tool could not run".
public enum ExitCode: Int32, Sendable {
    /// Everything checked passes.
    case clean = 0
    /// Violations were found.
    case violations = 1
    /// Bad input, bad configuration or bad usage.
    case usageOrInput = 2
}

/// A usage or input problem: printed as one line on stderr, exit code 2.
public struct CLIError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
