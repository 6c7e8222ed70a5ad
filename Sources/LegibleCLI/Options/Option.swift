import LegibleAudit

/// One command-line option, declared once: how it is spelled, what its value is called and how it is read, its help
/// text, its default, and whether it may or must be given. The parser (`ParsedArguments.parse`), the validation of
/// every value, the USAGE line and the OPTIONS section of `legible COMMAND --help` are all generated from these
/// declarations (swift-argument-parser's idea, written here with the standard library only).
///
/// `Result` is what a command reads back: `args[LintCommand.format]` is a `ReportFormat`, `args[Shared.config]` a
/// `String?`, `args[Shared.strict]` a `Bool`, `args[Shared.theme]` a list. Values are read by the declaration itself,
/// so a misspelled option name cannot compile into a silent `nil`, and reading an option the command does not
/// declare traps (in tests) instead of answering "not given".
struct Option<Result>: OptionDeclaration {
    var spec: OptionSpec
    /// Reads one value as written on the command line, or throws why it is not valid.
    let convert: @Sendable (String) throws(OptionValueError) -> any Sendable
    /// The result from the values given (none, one, or several for a repeatable option), in command-line order.
    let make: @Sendable ([any Sendable]) -> Result

    func read(_ raw: String) throws(OptionValueError) -> any Sendable { try convert(raw) }
}

/// The part of a declaration the parser and the help need, whatever the value type.
struct OptionSpec: Sendable {
    /// `--format`.
    var name: String
    /// `o` for `-o`.
    var short: Character?
    /// `FORMAT`, shown after the name; nil for a flag (an option without a value).
    var valueName: String?
    /// The help text, one or more lines as they should appear in `--help` (the generator indents them).
    var help: String
    /// The accepted values when they are a fixed list (shown in USAGE when short, named in errors).
    var choices: [String]?
    var repeatable = false
    var required = false
    /// The default as `--help` shows it.
    var defaultText: String?

    var isFlag: Bool { valueName == nil }
}

/// The type-erased view of an `Option`, for lists of a command's options.
protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
    func read(_ raw: String) throws(OptionValueError) -> any Sendable
}

/// Why a value is not valid, without the `legible COMMAND:` prefix the parser adds.
struct OptionValueError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The declarations. Each returns an option read as `Value?` (nil when not given); `.defaulting(to:)`,
/// `.required()` and `.repeated()` change what it reads as.
enum Options {
    /// A boolean switch: `--strict`.
    static func flag(_ name: String, help: String) -> Option<Bool> {
        Option(spec: OptionSpec(name: name, valueName: nil, help: help), convert: { _ in true }, make: { !$0.isEmpty })
    }

    /// A value read by `convert`, which throws the reason a value is wrong.
    static func value<Value: Sendable>(
        _ name: String, short: Character? = nil, _ valueName: String, help: String,
        _ convert: @escaping @Sendable (String) throws(OptionValueError) -> Value
    ) -> Option<Value?> {
        Option(
            spec: OptionSpec(name: name, short: short, valueName: valueName, help: help),
            convert: { raw throws(OptionValueError) in try convert(raw) }, make: { $0.last as? Value })
    }

    /// A string kept as written (a path, a name).
    static func string(_ name: String, short: Character? = nil, _ valueName: String, help: String) -> Option<String?> {
        value(name, short: short, valueName, help: help) { $0 }
    }

    /// One of a fixed list of names: the cases of `Value`. Exact name first, then the one name equal ignoring case
    /// (`--require aa`, `AAA`, `nontext`); a typo names the nearest (`--only failure`: did you mean 'failures'?).
    static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ valueName: String, _ type: Value.Type, help: String
    ) -> Option<Value?> where Value.RawValue == String {
        var option = value(name, valueName, help: help) { raw throws(OptionValueError) -> Value in
            let folded = Value.allCases.filter { $0.rawValue.lowercased() == raw.lowercased() }
            guard let v = Value(rawValue: raw) ?? (folded.count == 1 ? folded.first : nil) else {
                let names = Value.allCases.map(\.rawValue)
                let expected = names.joined(separator: ", ")
                if let meant = NearestName.meant(raw, among: names) {
                    throw OptionValueError(
                        "unknown \(name.dropFirst(2)) '\(raw)'; did you mean '\(meant)'? (expected one of: \(expected))"
                    )
                }
                throw OptionValueError("unknown \(name.dropFirst(2)) '\(raw)'; expected one of: \(expected)")
            }
            return v
        }
        option.spec.choices = Value.allCases.map(\.rawValue)
        return option
    }
}

extension Option {
    /// Reads as `value` when not given; `--help` says "Default: `shown`" (the raw value unless given).
    func defaulting<Value: Sendable>(to value: Value, shown: String? = nil) -> Option<Value> where Result == Value? {
        var spec = spec
        spec.defaultText = shown ?? (value as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(value)"
        let make = make
        return Option<Value>(spec: spec, convert: convert, make: { make($0) ?? value })
    }

    /// Must be given: the parser refuses a command line without it, naming its choices.
    func required<Value: Sendable>() -> Option<Value> where Result == Value? {
        var spec = spec
        spec.required = true
        let make = make
        // The parser has checked the option is present, so `make` finds its value.
        return Option<Value>(spec: spec, convert: convert, make: { make($0)! })
    }

    /// May be given several times: reads as every value, in order.
    func repeated<Value: Sendable>() -> Option<[Value]> where Result == Value? {
        var spec = spec
        spec.repeatable = true
        return Option<[Value]>(spec: spec, convert: convert, make: { $0.compactMap { $0 as? Value } })
    }
}

extension Option {
    /// The same option, read as `transform` of what it read as.
    func map<T>(_ transform: @escaping @Sendable (Result) -> T) -> Option<T> {
        let make = make
        return Option<T>(spec: spec, convert: convert, make: { transform(make($0)) })
    }
}
