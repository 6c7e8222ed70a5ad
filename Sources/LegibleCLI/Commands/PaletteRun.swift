import LegibleAudit
import LegiblePalette

/// How a command that lists or exports colors reads the palette at its PATH…: as `lint` does (`PaletteReading`),
/// with the same `--config` (else ./legible.json; its `"swift"` reader options apply), `--theme` files and
/// `--theme-family`, so `legible palette` lists exactly the colors `legible lint` checks.
enum PaletteRun {
    /// The options every such command declares.
    static let options: [any OptionDeclaration] =
        [
            SharedOptions.config, SharedOptions.theme, SharedOptions.themeFamily,
        ] + SharedOptions.walking

    /// The palette, or the config's errors and an unknown family as input errors (exit 2). `swiftSources`: the run's
    /// store, when a command reads the same Swift files again (`pairs` hands it to the usage loader).
    static func load(_ args: ParsedArguments, command: String, swiftSources: SwiftSourceStore = SwiftSourceStore())
        throws(CLIError) -> Palette
    {
        let config = try AuditRun.inputErrorsToCLI(
            PaletteReading.config(AuditRun.readConfig(args)), command: command)
        let reading = PaletteReading(
            paths: args.positionals, config: config, tokenThemes: args[SharedOptions.theme],
            family: args[SharedOptions.themeFamily], swiftSources: swiftSources)
        return try AuditRun.inputErrorsToCLI(reading.load(), command: command)
    }
}
