import LegiblePalette

/// The options several commands accept, each declared once (name, value, help); a command lists the ones it takes.
enum SharedOptions {
    static let config = Options.string(
        "--config", "FILE",
        help: """
            The rules: a legible.json ('legible lint --help' explains it, 'legible schema' prints
            its JSON Schema). Without it: ./legible.json when present, else zero-config.
            """)

    static let output = Options.string("--output", short: "o", "FILE", help: "Write to FILE instead of stdout.")

    static let strict = Options.flag(
        "--strict",
        help: """
            Failing checks of severity warning fail the run too (exit 1): pairs guessed from
            names (guess-…), rules with "severity": "warning", dynamic-color snapshots.
            Diagnostics about files (warning: lines) never fail the run.
            """)

    /// `--theme dark=tokens/dark.json`: token files by path, with the appearance each is read as.
    static let theme = Options.value(
        "--theme", "APPEARANCE=FILE",
        help: """
            Read design-token FILE as appearance APPEARANCE: light, dark, lightHighContrast or
            darkHighContrast. Files named *.dark.json, *-dark.json, theme-dark-hc.json,
            Dark.tokens.json … are recognized without it.
            """
    ) { raw throws(OptionValueError) in try TokenThemeArgument(raw) }
    .repeated()
    .map { Dictionary($0.map { ($0.file, $0.appearance) }, uniquingKeysWith: { _, last in last }) }

    /// A line on stderr saying what a long run is doing (`ProgressDisplay`): every command that walks a repository
    /// takes both (`walking`).
    static let progress = Options.flag(
        "--progress",
        help: """
            Show what the run is doing on stderr (phase, files read) even when stderr is
            not a terminal (a CI log: one line per phase). On a terminal it is shown
            for runs over 2 s without asking, and erased at the end.
            """)
    static let noProgress = Options.flag("--no-progress", help: "Never show the progress line on stderr.")
    /// The options of every command that walks a repository.
    static let walking: [any OptionDeclaration] = [progress, noProgress]

    static let themeFamily = Options.string(
        "--theme-family", "NAME",
        help: """
            Check one theme family only. Sibling token folders that define the same names
            (theme-classic/, theme-new/) are families: each is checked on its own, findings
            are labeled [NAME], and this picks one.
            """)
}

/// One `--theme APPEARANCE=FILE` value.
struct TokenThemeArgument: Sendable {
    let appearance: Appearance
    let file: String

    init(_ raw: String) throws(OptionValueError) {
        guard let eq = raw.firstIndex(of: "="), let appearance = Appearance(rawValue: String(raw[..<eq])),
            !raw[raw.index(after: eq)...].isEmpty
        else {
            let expected = Appearance.acceptedNames.joined(separator: ", ")
            throw OptionValueError("--theme takes APPEARANCE=FILE with APPEARANCE one of: \(expected); got '\(raw)'")
        }
        self.appearance = appearance
        self.file = String(raw[raw.index(after: eq)...])
    }
}
