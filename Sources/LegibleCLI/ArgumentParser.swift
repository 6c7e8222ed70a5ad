import LegiblePalette
/// A small, hand-written argument parser: `--name value`, `--name=value`, boolean `--flag`, `--` to end options,
/// and positionals. Unknown options and missing values are usage errors (exit 2). `-o` is `--output` for every
/// command that writes a report (one that declares `--output`).
struct OptionSpec {
    let name: String
    let takesValue: Bool
    let repeatable: Bool

    static func value(_ name: String, repeatable: Bool = false) -> OptionSpec { OptionSpec(name: name, takesValue: true, repeatable: repeatable) }
    static func flag(_ name: String) -> OptionSpec { OptionSpec(name: name, takesValue: false, repeatable: false) }
}

struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    static func parse(_ args: [String], options: [OptionSpec], command: String) throws(CLIError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" || Self.looksNumeric(arg) {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { optionsEnded = true; continue }
            var name = arg, inlineValue: String?
            if arg == "-o", options.contains(where: { $0.name == "--output" }), !options.contains(where: { $0.name == "-o" }) {
                name = "--output"
            }
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw CLIError("legible \(command): unknown option '\(name)'; see 'legible \(command) --help'")
            }
            if spec.takesValue {
                let value: String
                if let inlineValue { value = inlineValue }
                else if i < args.count { value = args[i]; i += 1 }
                else { throw CLIError("legible \(command): option '\(name)' needs a value; see 'legible \(command) --help'") }
                if !spec.repeatable && result.values[name] != nil {
                    throw CLIError("legible \(command): option '\(name)' given more than once")
                }
                result.values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw CLIError("legible \(command): option '\(name)' takes no value") }
                result.flags.insert(name)
            }
        }
        return result
    }

    /// Negative numbers are values, not options.
    static func looksNumeric(_ s: String) -> Bool { s.count > 1 && Double(s) != nil }

    /// The value of an option restricted to a fixed set: "unknown format 'x'; expected one of: text, json".
    /// `--appearance` and the like: a platform appearance, `legacy` or `theme:NAME` (`Appearance(rawValue:)`).
    func appearance(_ name: String, command: String) throws(CLIError) -> Appearance? {
        guard let raw = value(name) else { return nil }
        guard let v = Appearance(rawValue: raw) else {
            throw CLIError("legible \(command): unknown \(name.dropFirst(2)) '\(raw)'; expected one of: \(Appearance.acceptedNames.joined(separator: ", "))")
        }
        return v
    }

    func choice<T: RawRepresentable & CaseIterable>(_ name: String, as: T.Type, default fallback: T, command: String) throws(CLIError) -> T where T.RawValue == String {
        guard let raw = value(name) else { return fallback }
        // Exact name first, then the one name equal ignoring case (`--require aa`, `AAA`, `nontext`).
        let folded = T.allCases.filter { $0.rawValue.lowercased() == raw.lowercased() }
        guard let v = T(rawValue: raw) ?? (folded.count == 1 ? folded.first : nil) else {
            let expected = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError("legible \(command): unknown \(name.dropFirst(2)) '\(raw)'; expected one of: \(expected)")
        }
        return v
    }
}
