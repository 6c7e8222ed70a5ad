import LegibleCore
import LegiblePalette

/// `legible palette PATH…`: every color found, with its variants per appearance and where each was defined.
enum PaletteCommand: Command {
    static let name = "palette"
    static let summary = "List every color of asset catalogs, design tokens, Android resources or CSS"
    static let help = """
    USAGE: legible palette PATH… [--theme APPEARANCE=FILE]… [--format text|json]

    Reads colors from files and folders and prints each named color with its variants (light, dark, light high
    contrast, dark high contrast) and the file and line that defined it. Folders are searched; the reader is picked
    by path and content:
      *.xcassets folders     Xcode asset catalogs (colorsets, namespaces, system color references)
      *.json                 design tokens: W3C DTCG ($value/$type, 2025.10 color objects), Tokens Studio,
                             Style Dictionary, Spectrum sets, Figma variable exports
      res/values*/*.xml      Android <color> resources; values-night is dark
      *.css                  CSS custom properties, prefers-color-scheme / prefers-contrast, light-dark()

    Problems are printed as 'path:line: error: message' on stderr (JSON: in "diagnostics"). Every color found on
    disk is either listed or named in a diagnostic. Exit 0 when everything was read, 2 when any error was reported
    (the colors that could be read are still listed).

    OPTIONS:
      --theme A=FILE     Read design-token FILE as appearance A: light, dark, lightHighContrast or
                         darkHighContrast. Repeatable. Files named *.dark.json, *-dark.json, theme-dark-hc.json,
                         Dark.tokens.json … are recognized without it.
      --format FORMAT    text (default) or json:
                         {"colors":[{"name","origin","variants":[{"appearance","hex":"#rrggbbaa","colorSpace",
                         "components":[…],"alpha","source":{"path","line"}}]}],
                          "diagnostics":[{"severity","path","line","message"}]}
                         hex is the sRGB value, gamut-clipped for display; components are unclipped.
      -h, --help         Show this help.

    EXAMPLES:
      legible palette Fixtures/palettes/xcassets
      legible palette tokens/light.json --theme dark=tokens/dark.json --format json
      legible palette app/src/main/res

    """

    static let options: [OptionSpec] = [.value("--format"), .value("--theme", repeatable: true)]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try ParsedArguments.parse(arguments, options: options, command: name)
        let format = try args.choice("--format", as: SimpleFormat.self, default: .text, command: name)
        let themes = try parseThemes(args.allValues("--theme"), command: name)
        guard !args.positionals.isEmpty || !themes.isEmpty else {
            throw CLIError("legible palette: needs at least one PATH; see 'legible palette --help'")
        }
        let palette = PaletteLoader(tokenThemes: themes).load(args.positionals)
        switch format {
        case .json:
            output.stdout += PaletteJSON.render(palette).rendered() + "\n"
        case .text:
            output.stdout += PaletteText.render(palette)
            for d in palette.diagnostics { output.printError(d.description) }
        }
        return palette.hasErrors ? .usageOrInput : .clean
    }
}

/// `--theme dark=path` values.
func parseThemes(_ values: [String], command: String) throws(CLIError) -> [String: Appearance] {
    var themes: [String: Appearance] = [:]
    for value in values {
        guard let eq = value.firstIndex(of: "="), case let name = String(value[..<eq]), let appearance = Appearance(rawValue: name),
              !value[value.index(after: eq)...].isEmpty else {
            let expected = Appearance.acceptedNames.joined(separator: ", ")
            throw CLIError("legible \(command): --theme takes APPEARANCE=FILE with APPEARANCE one of: \(expected); got '\(value)'")
        }
        themes[String(value[value.index(after: eq)...])] = appearance
    }
    return themes
}
