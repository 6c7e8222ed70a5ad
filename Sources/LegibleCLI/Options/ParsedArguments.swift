import LegibleAudit

/// A command line parsed against a command's option declarations: `--name value`, `--name=value`, `-o value`
/// (an option's short name), boolean `--flag`, `--` to end options, and positionals; a lone `-` and negative
/// numbers are positionals. Every value is read (validated) as it is parsed, so a bad value is a usage error
/// (exit 2) before anything runs, as are unknown options, missing values, a required option not given and a
/// non-repeatable option given two values (a flag may be repeated). A mistyped option names the declared one it is
/// nearest to (`NearestName`): "unknown option '--fromat'; did you mean '--format'?".
struct ParsedArguments {
    var positionals: [String] = []
    private var values: [String: [any Sendable]] = [:]
    private var declared: Set<String> = []

    /// What the command line says for `option` (its type says how: optional, defaulted, a flag, a list).
    subscript<Result>(_ option: Option<Result>) -> Result {
        precondition(declared.contains(option.spec.name), "\(option.spec.name) is read but not declared by the command")
        return option.make(values[option.spec.name] ?? [])
    }

    /// Whether `option` was written on the command line (a defaulted option reads as its default when not).
    func given<Result>(_ option: Option<Result>) -> Bool {
        precondition(declared.contains(option.spec.name), "\(option.spec.name) is read but not declared by the command")
        return values[option.spec.name] != nil
    }

    static func parse(_ args: [String], options: [any OptionDeclaration], command: String) throws(CLIError)
        -> ParsedArguments
    {
        var result = ParsedArguments()
        result.declared = Set(options.map(\.spec.name))
        var spelled: [String: String] = [:] // option name → how it was written first (-o or --output)
        var i = 0
        var optionsEnded = false
        func usage(_ message: String) -> CLIError {
            CLIError("legible \(command): \(message); see 'legible \(command) --help'")
        }
        while i < args.count {
            let arg = args[i]
            i += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" || Self.looksNumeric(arg) {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { optionsEnded = true; continue }
            var written = arg, inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                written = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard
                let option = options.first(where: {
                    $0.spec.name == written || $0.spec.short.map { "-\($0)" } == written
                })
            else {
                let spellings = options.flatMap { OptionsManifest.spellings($0.spec) } + ["--help"]
                if let meant = NearestName.meant(written, among: spellings) {
                    throw CLIError("legible \(command): unknown option '\(written)'; did you mean '\(meant)'?")
                }
                throw usage("unknown option '\(written)'")
            }
            let spec = option.spec
            // A flag said twice says the same thing; a value given twice is ambiguous.
            if let first = spelled[spec.name], !spec.repeatable, !spec.isFlag {
                throw CLIError(
                    first == written
                        ? "legible \(command): option '\(written)' given more than once"
                        : "legible \(command): give \(first) or \(written), not both")
            }
            spelled[spec.name] = spelled[spec.name] ?? written
            if spec.isFlag {
                if inlineValue != nil { throw CLIError("legible \(command): option '\(written)' takes no value") }
                result.values[spec.name] = [true]
                continue
            }
            let raw: String
            if let inlineValue {
                raw = inlineValue
            } else if i < args.count {
                raw = args[i]; i += 1
            } else {
                throw usage("option '\(written)' needs a value")
            }
            do {
                result.values[spec.name, default: []].append(try option.read(raw))
            } catch {
                throw CLIError("legible \(command): \(error.message)")
            }
        }
        for option in options where option.spec.required && result.values[option.spec.name] == nil {
            let choices = option.spec.choices.map { ": one of \($0.joined(separator: ", "))" } ?? ""
            throw usage("\(option.spec.name) is required\(choices)")
        }
        return result
    }

    /// Negative numbers are values, not options.
    static func looksNumeric(_ s: String) -> Bool { s.count > 1 && Double(s) != nil }
}
