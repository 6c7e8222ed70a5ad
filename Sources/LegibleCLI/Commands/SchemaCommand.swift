import LegibleAudit
import LegibleReport

/// `legible schema [OUTPUT]`: the JSON Schema of legible.json (`ConfigSchema.json`), so a user with only the binary
/// can validate a config and get completion in an editor; with an output name, the JSON Schema of that command's
/// `--format json` document (`JSONOutput`).
enum SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Print the JSON Schema of legible.json, or of a command's JSON output"
    static let operands = "[\(JSONOutput.allCases.map(\.rawValue).joined(separator: "|"))]"
    static let about = """
        Without an argument, prints the JSON Schema (draft-07) of legible.json, the rules file of 'legible lint'. Its
        $id is a URN, so point a config at a local copy: "$schema": "./legible.schema.json".

        With an output name (\(JSONOutput.allCases.map(\.rawValue).joined(separator: ", "))), prints the JSON Schema
        (draft 2020-12) of that command's --format json document, generated from the declarations its writer renders
        through, for consumers that validate or generate types.
        """
    static let examples = """
        EXAMPLES:
          legible schema > legible.schema.json
          legible schema -o legible.schema.json
          legible schema lint > legible-lint.schema.json

        """

    static let options: [any OptionDeclaration] = [SharedOptions.output]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        if args.positionals.count > 1 {
            throw CLIError("legible schema: unexpected argument '\(args.positionals[1])'; see 'legible schema --help'")
        }
        var text = ConfigSchema.json
        if let name = args.positionals.first {
            guard let kind = JSONOutput(rawValue: name) else {
                let expected = JSONOutput.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError("legible schema: unknown output '\(name)'; expected one of: \(expected)")
            }
            text = kind.schema.rendered()
        }
        if !text.hasSuffix("\n") { text += "\n" }
        if let path = args[SharedOptions.output] {
            try AuditRun.write(text, to: path, command: name)
        } else {
            output.stdout += text
        }
        return .clean
    }
}
