import Foundation
import LegibleExport
import LegiblePalette

/// `legible export PATH… --format FORMAT [-o OUT]`: the palette read from PATH… written in another format
/// (`LegibleExport`). Reading problems and what the format cannot hold go to stderr as `path:line: warning: …`.
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "Write the palette in another format: Swift, asset catalog, DTCG tokens, CSS, Android"
    static let operands = "PATH…"
    static let about = """
        Reads colors as 'legible palette' does and writes the same palette in another format, every appearance in the
        format's own mechanism. Reading the output back gives the same colors: the same value in every appearance
        (exactly for the float formats, within 1/255 for Android's 8-bit values), under the names listed below.

        FORMATS:
          swift      One file: a type with one static UIColor per color; light/dark and high contrast through a dynamic
                     provider (UIColor { traits in … }, accessibilityContrast). Names become lowerCamelCase
                     identifiers (Scene/Compose/tint → sceneComposeTint); collisions get 2, 3, … with a warning.
          xcassets   An asset catalog: one colorset per color, Any/Dark/High Contrast entries, the color space and
                     system color references as read; '/' in a name becomes a namespace folder.
          tokens     W3C design tokens (2025.10 color objects), one file per appearance: light.tokens.json,
                     dark.tokens.json, light-hc.tokens.json, dark-hc.tokens.json; names are dotted paths ('/' → '.').
          css        One file: custom properties on :root, @media (prefers-color-scheme: dark) and
                     (prefers-contrast: more) blocks; names get '--' and '-' for characters CSS cannot hold.
          android    values/colors.xml and values-night/colors.xml, #AARRGGBB; names become resource names
                     (characters other than letters, digits, '_' become '_').

        What a format cannot hold is never dropped silently: a warning names the color and the appearance (themes and
        legacy outside Swift, high contrast in Android, a second color of the same name from another origin, …).

        EXIT CODES: 0 written (warnings possible); 2 bad usage, nothing to export, a file that cannot be written, or
        errors while reading (the colors that could be read are still written).
        """
    static let examples = """
        EXAMPLES:
          legible export App/Assets.xcassets --format swift > Sources/App/Palette.swift
          legible export tokens/ --format xcassets -o App/Colors.xcassets
          legible export App/Assets.xcassets --format css -o web/palette.css
          legible export design/tokens --format android -o app/src/main/res

        """

    static let format = Options.choice("--format", "FORMAT", ExportFormat.self, help: "What to write (FORMATS above).")
        .required()
    static let output = Options.string(
        "--output", short: "o", "OUT",
        help: """
            Where to write. swift and css: a file, or a folder to write LegiblePalette.swift /
            palette.css into (without -o they print to stdout). xcassets: the catalog folder (a
            folder not named *.xcassets gets Colors.xcassets inside). tokens and android: a folder.
            These three need -o. Existing files of the same name are replaced; others are left alone.
            """)
    static let typeName = Options.value("--type-name", "NAME", help: "swift: the type holding the colors.") {
        raw throws(OptionValueError) in
        guard ExportOptions.isValidTypeName(raw) else {
            throw OptionValueError(
                "--type-name '\(raw)' is not a Swift type name (letters, digits and _, not starting with a digit, not a keyword)"
            )
        }
        return raw
    }.defaulting(to: ExportOptions.defaultTypeName)
    static let ios12Fallback = Options.flag(
        "--ios12-fallback",
        help: """
            swift: wrap each color in 'if #available(iOS 13, *)' and return its legacy value (or its
            light value) before iOS 13.
            """)
    static let options: [any OptionDeclaration] = [format, output, typeName, ios12Fallback] + PaletteRun.options

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let typeName = args[Self.typeName]
        let destination = args[Self.output]
        let themes = args[SharedOptions.theme]
        guard !args.positionals.isEmpty || !themes.isEmpty else {
            throw CLIError("legible export: needs at least one PATH; see 'legible export --help'")
        }
        guard destination != nil || format.isSingleFile else {
            throw CLIError(
                "legible export: --format \(format.rawValue) writes several files; give the folder with -o OUT")
        }
        let palette = try PaletteRun.load(args, command: name)
        for d in palette.diagnostics { output.printError(d.description) }
        guard !palette.colors.isEmpty else {
            output.printError("legible export: no colors to export")
            return .usageOrInput
        }
        let export = format.write(
            palette, options: ExportOptions(typeName: typeName, ios12Fallback: args[Self.ios12Fallback]))
        for w in export.warnings { output.printError(w.description) }
        if let destination {
            do {
                try ExportFiles.write(
                    export, format: format, to: destination, options: ExportOptions(typeName: typeName))
            } catch {
                output.printError("legible export: \(error.message)")
                return .usageOrInput
            }
        } else {
            output.stdout += export.files.values.first ?? ""
        }
        // Errors while reading: what could be read is still written, but the run is not clean.
        return palette.hasErrors ? .usageOrInput : .clean
    }
}
