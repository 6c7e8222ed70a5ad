import Foundation
import LegiblePalette
import LegibleReport
import LegibleUsage

/// `legible pairs PATH…`: the pairs the app's UI files show (observed, not guessed), with their usage sites.
enum PairsCommand: Command {
    static let name = "pairs"
    static let summary =
        "List the color pairs UI files show (storyboards, xibs, layouts, views), with where each is shown"
    static let operands = "PATH…"
    static let about = """
        Reads the UI files under PATH… and lists the pairs they show: each element's text color (or a control's tint,
        a border, a separator) with its effective background: its own, else the nearest ancestor's (a translucent one
        is composited over the next opaque one), else the scene's default (systemBackground, grouped table
        backgrounds, windowBackgroundColor). Colors named in an asset catalog under PATH… are matched by name.

        Each pair shows foreground, background, text size class (WCAG large text: ≥ 18 pt, or ≥ 14 pt bold), the
        appearances its colors define, and every usage site (file:line, element class and id, its text) with how the
        pair was found. Identical pairs from many sites are listed once. A text color that cannot be paired (an
        unresolved color, an unknown background) is listed under "Not checked" with the element and the reason.

        UI files read: \(UsageLoader.kinds).

        EXIT CODES: 0 pairs listed (or UI files read without pairs), 2 no UI file found or none could be read, no pair
        found where the UI is written in a framework Legible does not read (Jetpack Compose, Flutter, React Native:
        the message counts its files and says what to do), an error reading a file, or bad usage.
        """
    static let examples = """
        EXAMPLES:
          legible pairs Fixtures/app
          legible pairs App/ --format json

        """

    static let format = Options.choice(
        "--format", "FORMAT", PairsReport.Format.self,
        help: """
            text, markdown, or json: every pair with its colors' values, role, appearances
            and sites (each with the state it is shown in and how it was found), and the
            diagnostics ('legible schema pairs' prints its JSON Schema).
            """
    ).defaulting(to: .text)
    static let options: [any OptionDeclaration] = [format] + PaletteRun.options

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        guard !args.positionals.isEmpty else {
            throw CLIError("legible pairs: needs at least one PATH; see 'legible pairs --help'")
        }
        let swiftSources = SwiftSourceStore() // each Swift file read and lexed once, for the palette and the views
        let palette = try PaletteRun.load(args, command: name, swiftSources: swiftSources)
        let scan = UsageLoader(swiftSources: swiftSources).load(args.positionals, palette: palette)
        // The palette's errors (a missing path, a malformed file) make the pairs incomplete: printed, and exit 2.
        let paletteErrors = palette.diagnostics.filter { $0.severity == .error }
        for d in paletteErrors { output.printError(d.description) }
        guard scan.filesRead > 0 else {
            // UI files that could not be read (a FIFO, not UTF-8, …) are named with why, not passed off as "none found";
            // an error the palette reader already printed for the same file is not printed twice.
            let readErrors = scan.diagnostics.filter { $0.severity == .error && !paletteErrors.contains($0) }
            for d in readErrors { output.printError(d.description) }
            let unread = !readErrors.isEmpty || scan.diagnostics.contains { $0.severity == .error }
            let paths = args.positionals.joined(separator: ", ")
            throw CLIError(
                unread
                    ? "legible pairs: no UI file could be read in \(paths)"
                    : "legible pairs: "
                        + UnreadInterfaceCount.noPairReason(scan.unreadInterfaces, paths: args.positionals)
                        + "; " + UnreadInterfaceCount.advice(paths: args.positionals))
        }
        output.stdout += PairsReport.render(
            scan, palette: palette, as: format, workingDirectory: FileManager.default.currentDirectoryPath)
        if format != .text { for d in scan.diagnostics { output.printError(d.description) } }
        let hasErrors = !paletteErrors.isEmpty || scan.diagnostics.contains { $0.severity == .error }
        // UI in a framework Legible does not read, and no pair: the list is not the app's (never a quiet empty list).
        if !scan.unreadInterfaces.isEmpty {
            output.printError(
                "legible pairs: " + UnreadInterfaceCount.noPairReason(scan.unreadInterfaces, paths: args.positionals)
                    + "; " + UnreadInterfaceCount.advice(paths: args.positionals))
            return .usageOrInput
        }
        return hasErrors ? .usageOrInput : .clean
    }
}
