import LegibleJSON

/// `legible --options json`: every command's options as tools that wrap `legible` need them (the SwiftPM plugins
/// tell a PATH from an option's value with it), generated from the commands' `Option` declarations, so a wrapper
/// never keeps its own list:
///
///     {"schemaVersion": 1, "kind": "options",
///      "commands": [{"name": "lint", "takesValue": ["--config", "--format", "-o", "--output", …], "flags": ["--strict"]}, …]}
///
/// `takesValue` holds every spelling of an option followed by a value (`-o` and `--output`); `--name=value` is
/// one argument whatever the name.
enum OptionsManifest {
    /// The argument after `legible` that prints it.
    static let flag = "--options"

    static func json(_ commands: [any Command.Type]) -> JSONValue {
        .object([
            ("schemaVersion", .integer(1)),
            ("kind", .string("options")),
            (
                "commands",
                .array(
                    commands.map { command in
                        let specs = command.options.map(\.spec)
                        return .object([
                            ("name", .string(command.name)),
                            (
                                "takesValue",
                                .array(specs.filter { !$0.isFlag }.flatMap(spellings).map(JSONValue.string))
                            ),
                            ("flags", .array(specs.filter(\.isFlag).flatMap(spellings).map(JSONValue.string))),
                        ])
                    })
            ),
        ])
    }

    /// `--output` and `-o`.
    static func spellings(_ spec: OptionSpec) -> [String] {
        [spec.name] + (spec.short.map { ["-\($0)"] } ?? [])
    }
}
