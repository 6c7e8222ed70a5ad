import LegibleAudit

/// `legible schema`: the JSON Schema of legible.json (`ConfigSchema.json`), so a user with only the binary can
/// validate a config and get completion in an editor.
enum SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Print the JSON Schema of legible.json (for validation and editor completion)"
    static let operands = ""
    static let about = """
    Prints the JSON Schema (draft-07) of legible.json, the rules file of 'legible lint'. Its $id is a URN, so
    point a config at a local copy: "$schema": "./legible.schema.json".
    """
    static let examples = """
    EXAMPLES:
      legible schema > legible.schema.json
      legible schema -o legible.schema.json

    """

    static let options: [any OptionDeclaration] = [SharedOptions.output]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        if let extra = args.positionals.first {
            throw CLIError("legible schema: unexpected argument '\(extra)'; see 'legible schema --help'")
        }
        let text = ConfigSchema.json.hasSuffix("\n") ? ConfigSchema.json : ConfigSchema.json + "\n"
        if let path = args[SharedOptions.output] {
            try AuditRun.write(text, to: path, command: name)
        } else {
            output.stdout += text
        }
        return .clean
    }
}
