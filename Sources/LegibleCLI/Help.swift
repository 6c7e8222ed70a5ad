import LegibleReport

enum Help {
    static var version: String { LegibleReport.defaultToolVersion }

    static func overview(_ commands: [any Command.Type]) -> String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        let list = commands.map { "  " + $0.name.padding(to: width) + $0.summary }.joined(separator: "\n")
        return """
            legible: is this color legible on that one, for everyone?

            USAGE: legible COMMAND [OPTIONS]

            COMMANDS:
            \(list)

            Run 'legible COMMAND --help' for a command's options and examples.
            'legible --version' prints the version (\(version)); 'legible --options json' lists every
            command's options as JSON, for tools that wrap legible.

            EXIT CODES: 0 everything passes, 1 violations found, 2 bad input or usage.

            EXAMPLES:
              legible check '#3c3c4399' '#f2f2f7'
              legible simulate '#ff0000' '#00aa00' --deficiency deutan
              legible lint App/
              legible lint App/ --config legible.json --format sarif --output legible.sarif
              legible compare App/
              legible schema > legible.schema.json

            """
    }
}
