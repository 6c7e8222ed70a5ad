import LegibleCore
import LegiblePalette
import LegibleReport

/// `legible palette PATH…`: every color found, with its variants per appearance and where each was defined.
enum PaletteCommand: Command {
    static let name = "palette"
    static let summary = "List every color of " + PaletteLoader.kinds()
    static let operands = "PATH…"
    static let about = """
        Reads colors from files and folders and prints each named color with its variants (light, dark, light high
        contrast, dark high contrast) and the file and line that defined it. Folders are searched; the reader is picked
        by path and content:
        \(formatList)

        Problems are printed as 'path:line: error: message' on stderr (JSON: in "diagnostics"). Every color found on
        disk is either listed or named in a diagnostic. Exit 0 when everything was read, 2 when any error was reported
        (the colors that could be read are still listed).
        """
    /// `PaletteLoader.formats`, one entry per kind of file, descriptions under one column.
    static var formatList: String {
        let column = 2 + (PaletteLoader.formats.map(\.files.count).max() ?? 0) + 2
        return PaletteLoader.formats.flatMap { format in
            format.reads.enumerated().map { i, line in
                let lead = i == 0 ? "  " + format.files : ""
                return lead + String(repeating: " ", count: column - lead.count) + line
            }
        }.joined(separator: "\n")
    }

    static let examples = """
        EXAMPLES:
          legible palette Fixtures/palettes/xcassets
          legible palette tokens/light.json --theme dark=tokens/dark.json --format json
          legible palette app/src/main/res

        """

    static let format = Options.choice(
        "--format", "FORMAT", SimpleFormat.self,
        help: """
            text or json: every color with its variants and sources, and the diagnostics
            ('legible schema palette' prints its JSON Schema). hex is the sRGB value, gamut-clipped for display; components
            are unclipped.
            """
    ).defaulting(to: .text)
    static let options: [any OptionDeclaration] = PaletteRun.options + [format]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let themes = args[SharedOptions.theme]
        guard !args.positionals.isEmpty || !themes.isEmpty else {
            throw CLIError("legible palette: needs at least one PATH; see 'legible palette --help'")
        }
        let palette = try PaletteRun.load(args, command: name)
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
