import LegibleAudit

/// The `legible` command line: parse → validate → run. File I/O and exit codes live here; the math lives in
/// LegibleCore.
public enum LegibleCommandLine {
    /// Every command, in the order `legible --help` lists them.
    static var commands: [any Command.Type] {
        [
            CheckCommand.self, SimulateCommand.self, PaletteCommand.self, PairsCommand.self, InitCommand.self,
            LintCommand.self,
            CompareCommand.self, ReportCommand.self, GridCommand.self, ExportCommand.self, SchemaCommand.self,
        ]
    }

    /// Runs `legible ARGS…` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], output: inout CLIOutput) -> Int32 {
        guard let first = arguments.first else {
            output.printError("legible: missing command; see 'legible --help'")
            return ExitCode.usageOrInput.rawValue
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
                output.stdout += command.help
            } else {
                output.stdout += Help.overview(commands)
            }
            return ExitCode.clean.rawValue
        }
        if first == "--version" {
            output.print("legible \(Help.version)")
            return ExitCode.clean.rawValue
        }
        if first == OptionsManifest.flag {
            guard arguments.dropFirst().first == "json", arguments.count == 2 else {
                output.printError("legible: usage: legible \(OptionsManifest.flag) json")
                return ExitCode.usageOrInput.rawValue
            }
            output.stdout += OptionsManifest.json(commands).rendered(indent: nil) + "\n"
            return ExitCode.clean.rawValue
        }
        guard let command = command(named: first) else {
            let names = commands.map { $0.name }
            if let meant = NearestName.meant(first, among: names + ["--help", "--version", OptionsManifest.flag]) {
                output.printError("legible: unknown command '\(first)'; did you mean '\(meant)'?")
            } else {
                output.printError(
                    "legible: unknown command '\(first)'; expected one of: \(names.joined(separator: ", "))")
            }
            return ExitCode.usageOrInput.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            output.stdout += command.help
            return ExitCode.clean.rawValue
        }
        do {
            return try ProgressDisplay.run(command, rest, output: &output) { (output) throws(CLIError) in
                try command.run(rest, output: &output)
            }.rawValue
        } catch {
            output.printError(error.message)
            return ExitCode.usageOrInput.rawValue
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }
}

/// One `legible` subcommand.
protocol Command {
    static var name: String { get }
    /// One line for `legible --help`.
    static var summary: String { get }
    /// What USAGE writes after the command name, before the options: `FOREGROUND BACKGROUND`, `PATH…`.
    static var operands: String { get }
    /// The prose of `--help` between USAGE and OPTIONS: what the command does, its exit codes.
    static var about: String { get }
    /// Every option the command accepts, in the order `--help` lists them; the parser reads exactly these.
    static var options: [any OptionDeclaration] { get }
    /// The end of `--help`: `EXAMPLES:` and one command per line.
    static var examples: String { get }
    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode
}

extension Command {
    /// The full text of `legible NAME --help`, generated from the declarations (`CommandHelp`).
    static var help: String { CommandHelp.render(self) }

    /// The command line parsed against `options`.
    static func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        try ParsedArguments.parse(arguments, options: options, command: name)
    }
}
