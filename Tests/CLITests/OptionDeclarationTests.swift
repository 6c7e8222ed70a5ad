import Testing
@testable import LegibleCLI

/// The options of every command are declared once (`Option`); the parser, the validation and `--help` come from
/// those declarations. These tests check that the three agree and that the typed reads behave.
@Suite("option declarations: parser, validation and --help from one place")
struct OptionDeclarationTests {
    /// Each command with each of its declarations.
    static let declared: [(command: String, spec: OptionSpec)] = LegibleCommandLine.commands.flatMap { command in
        command.options.map { (command.name, $0.spec) }
    }

    @Test("every declared option is in its command's OPTIONS and USAGE, with its value name")
    func helpListsEveryDeclaredOption() {
        for (command, spec) in Self.declared {
            let help = CLI.run(command, "--help").stdout
            let usage = help.components(separatedBy: "\n\n")[0]
            let options = help.components(separatedBy: "OPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
            #expect(options.contains("  " + CommandHelp.label(spec) + " "), "\(command) --help lacks \(spec.name)")
            #expect(usage.contains(spec.short.map { "-\($0)" } ?? spec.name), "\(command) USAGE lacks \(spec.name)")
        }
    }

    @Test("every option line of --help is accepted by the parser; anything else is an unknown option")
    func parserAcceptsExactlyWhatHelpLists() throws {
        for command in LegibleCommandLine.commands {
            let options = command.help.components(separatedBy: "OPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
            let names = options.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  -") else { return nil }
                return line.split(separator: " ").map(String.init).first { $0.hasPrefix("--") }
            }.filter { $0 != "--help" }
            #expect(Set(names) == Set(command.options.map(\.spec.name)), "\(command.name)")
            for name in names {
                let spec = try #require(command.options.first { $0.spec.name == name }?.spec)
                // A value the option rejects is fine here; "unknown option" is not.
                let args = spec.isFlag ? [name] : [name, spec.choices?.first ?? "x"]
                #expect(
                    !((try? command.parse(args)) == nil && Self.parseError(command, args).contains("unknown option")),
                    "\(command.name) \(name)")
            }
            #expect(
                Self.parseError(command, ["--no-such-option"])
                    == "legible \(command.name): unknown option '--no-such-option'; see 'legible \(command.name) --help'"
            )
        }
    }

    @Test("a short name and its long name are one option: both given is an error, either reads the same")
    func shortAndLongNameAreOneOption() throws {
        #expect(
            CLI.run("schema", "-o", "a.json", "--output", "b.json").stderr
                == "legible schema: give -o or --output, not both\n")
        let short = try SchemaCommand.parse(["-o", "a.json"]), long = try SchemaCommand.parse(["--output=a.json"])
        #expect(short[SharedOptions.output] == "a.json")
        #expect(long[SharedOptions.output] == "a.json")
        #expect(
            Self.parseError(SchemaCommand.self, ["--output", "a", "--output", "b"])
                == "legible schema: option '--output' given more than once")
        #expect(try LintCommand.parse(["x", "--strict", "--strict"])[SharedOptions.strict])
    }

    @Test("every command that writes to --output also takes -o, as before options were declared")
    func outputHasShortNameEverywhere() {
        let outputs = Self.declared.filter { $0.spec.name == "--output" }
        #expect(outputs.count >= 7)
        for (command, spec) in outputs { #expect(spec.short == "o", "\(command)") }
    }

    @Test("typed reads: defaults, case-folded choices, flags, repeated values in order, given-ness")
    func typedReads() throws {
        let none = try LintCommand.parse(["x"])
        #expect(none[LintCommand.format] == .text)
        #expect(none[LintCommand.pairs] == nil && !none.given(LintCommand.pairs) && !none[LintCommand.guess])
        #expect(none[SharedOptions.strict] == false)
        #expect(none[SharedOptions.theme].isEmpty)
        let some = try LintCommand.parse([
            "x", "--format", "SARIF", "--strict", "--theme", "dark=a.json", "--theme", "light=b.json",
            "--pairs=observed",
        ])
        #expect(some[LintCommand.format] == .sarif)
        #expect(some[SharedOptions.strict])
        #expect(some[SharedOptions.theme] == ["a.json": .dark, "b.json": .light])
        #expect(some[LintCommand.pairs] == .observed && some.given(LintCommand.pairs))
        #expect(some.positionals == ["x"])
        let simulate = try SimulateCommand.parse(["#fff", "--deficiency", "deutan"])
        #expect(simulate[SimulateCommand.severity] == 1 && simulate[SimulateCommand.deficiency] == .deutan)
    }

    @Test(
        "values are validated while parsing, before the command runs",
        arguments: [
            (
                ["lint", "x", "--format", "pdf"],
                "legible lint: unknown format 'pdf'; expected one of: text, markdown, json, sarif, junit, github, xcode"
            ),
            (
                ["simulate", "#fff", "--deficiency", "protan", "--severity", "-1"],
                "legible simulate: --severity must be a number from 0 to 1, got '-1'"
            ),
            (
                ["export", "x", "--format", "swift", "--type-name", "1x"],
                "legible export: --type-name '1x' is not a Swift type name (letters, digits and _, not starting with a digit, not a keyword)"
            ),
            (
                ["grid", "x", "--appearance", "dusk"],
                "legible grid: unknown appearance 'dusk'; expected one of: light, dark, lightHighContrast, darkHighContrast, legacy, theme:NAME"
            ),
            (
                ["export", "x"],
                "legible export: --format is required: one of swift, xcassets, tokens, css, android; see 'legible export --help'"
            ),
        ])
    func invalidValues(args: [String], message: String) {
        let r = CLI.run(args)
        #expect(r.status == 2)
        #expect(r.stderr == message + "\n")
    }

    @Test("--help notes what the declaration says: required, default, repeatable")
    func helpNotesComeFromTheDeclaration() {
        let export = CLI.run("export", "--help").stdout
        #expect(export.contains("--format FORMAT          What to write (FORMATS above). Required."))
        #expect(export.contains("Default: LegiblePalette."))
        #expect(CLI.run("palette", "--help").stdout.contains("are recognized without it. Repeatable."))
        #expect(CLI.run("lint", "--help").stdout.contains("Default: text."))
        // report and grid accept --theme-family; their help now says so (it did not when help was written by hand).
        #expect(CLI.run("report", "--help").stdout.contains("--theme-family NAME"))
    }

    @Test("reading an option the command does not declare traps, instead of answering 'not given'")
    func undeclaredOptionTraps() async {
        await #expect(processExitsWith: .failure) {
            let args = try SchemaCommand.parse([])
            _ = args[SharedOptions.strict]
        }
    }

    static func parseError(_ command: any Command.Type, _ args: [String]) -> String {
        do { _ = try command.parse(args); return "" } catch { return error.message }
    }
}
