import LegibleFiles

/// How a command that walks a repository shows it is alive (`RunProgress`): on a terminal, one line on stderr,
/// redrawn in place and erased at the end, for runs over 2 s; in a log (stderr not a terminal: CI) nothing, unless
/// `--progress` asks for it (then a line per phase). `--no-progress` turns it off. With `LEGIBLE_TIMINGS` set, the time
/// of each phase is printed on stderr at the end.
enum ProgressDisplay: Equatable {
    case off
    /// Redrawn in place (`\r`, erase to end of line).
    case terminal
    /// A line per phase, never erased (a CI log).
    case log

    /// The environment variable that prints each phase's time.
    static let timingsVariable = "LEGIBLE_TIMINGS"

    /// The display for a run: `--progress` / `--no-progress` when given, else a terminal's line only on a terminal.
    static func choose(progress: Bool, noProgress: Bool, stderrIsTerminal: Bool) throws(CLIError) -> ProgressDisplay {
        if progress && noProgress { throw CLIError("legible: give --progress or --no-progress, not both") }
        if noProgress { return .off }
        if progress { return stderrIsTerminal ? .terminal : .log }
        return stderrIsTerminal ? .terminal : .off
    }

    /// What is written to stderr to show `line` (nil: erase what was shown).
    func text(_ line: String?) -> String {
        switch self {
        case .off: ""
        case .terminal: "\r" + (line.map { String($0.prefix(Self.columns)) } ?? "") + "\u{1B}[K"
        case .log: line.map { $0 + "\n" } ?? ""
        }
    }

    /// A terminal line is cut here, so that it never wraps (a wrapped line cannot be redrawn in place).
    static let columns = 79

    /// Runs `body` with a `RunProgress` installed when `command` walks a repository (declares `--progress`), shown as
    /// the command line and the terminal decide; `LEGIBLE_TIMINGS` adds each phase's time to stderr.
    static func run(
        _ command: any Command.Type, _ arguments: [String], output: inout CLIOutput,
        _ body: (inout CLIOutput) throws(CLIError) -> ExitCode
    ) throws(CLIError) -> ExitCode {
        guard command.options.contains(where: { $0.spec.name == SharedOptions.progress.spec.name }) else {
            return try body(&output)
        }
        let args = try command.parse(arguments)
        let display = try choose(
            progress: args[SharedOptions.progress], noProgress: args[SharedOptions.noProgress],
            stderrIsTerminal: output.stderrIsTerminal)
        let write = output.writeStderrNow
        var draw: (@Sendable (String?) -> Void)?
        if let write, display != .off { draw = { line in write(display.text(line)) } }
        let progress = RunProgress(draw: draw, drawsEveryChange: display == .terminal)
        var status = ExitCode.usageOrInput
        var failure: CLIError?
        RunProgress.$current.withValue(progress) {
            do throws(CLIError) { status = try body(&output) } catch { failure = error }
        }
        progress.finish()
        if output.environment[timingsVariable] != nil {
            let phases = progress.durations.map { "\($0.phase) \(seconds($0.duration))" }
            output.printError("legible: timings: " + phases.joined(separator: "; "))
        }
        if let failure { throw failure }
        return status
    }

    /// "1.23 s".
    static func seconds(_ d: Duration) -> String {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        let fraction = String(ms % 1000 + 1000).dropFirst() // 7 → "007"
        return "\(ms / 1000).\(fraction) s"
    }
}
