import Foundation
import LegibleAudit
import LegiblePalette
import LegibleReport
import LegibleUsage

/// `legible init PATH…`: a starter legible.json from the pairs the UI files show (`StarterConfig`).
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starter legible.json from the pairs the UI files show"
    static let operands = "PATH…"
    static let about = """
        Reads the palette and the UI files under PATH… (as 'legible pairs' does) and writes a legible.json with one
        contrast rule per observed foreground, listing the backgrounds it is shown on, grouped by role: normal text,
        large text, non-text (WCAG 2 AA: 4.5:1, 3:1, 3:1). The file is plain JSON (no comments) and valid against
        Sources/LegibleAudit/Schema/legible.schema.json. Then it prints what it could not turn into rules: pairs with a
        color written in the UI file or a system color (a legible.json names palette colors), and text colors that
        could not be paired (see 'legible pairs'). The file goes into the first PATH when it is a folder (App/ →
        App/legible.json, . → ./legible.json), next to it when it is a file, or to --output; the path written is
        printed. 'legible lint' finds it there (see 'legible lint --help'). No rule pairs a color with itself.
        Usage sites in rule descriptions are relative to the file's folder, and 'legible lint' with the file still
        says where each pair is shown.

        EXIT CODES: 0 written, or nothing to write because every pair checked has a system color or a color written in
        the UI file (zero-config 'legible lint' checks them: the message says how many); 2 nothing to write and
        nothing for lint to check (no observed pair, or only pairs that need review), the file exists (without
        --force), an error reading a file (the starter is still written when it has rules), or bad usage.
        """
    static let examples = """
        EXAMPLES:
          legible init Fixtures/app --output /tmp/legible.json
          legible init . && legible lint .                         writes ./legible.json
          legible init App/ && legible lint App/                   writes App/legible.json

        """

    static let output = Options.string(
        "--output", short: "o", "FILE", help: "Where to write (default: legible.json in the first PATH, a folder).")
    static let force = Options.flag("--force", help: "Overwrite FILE if it exists.")
    static let options: [any OptionDeclaration] = [output, force] + SharedOptions.walking

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        guard !args.positionals.isEmpty else {
            throw CLIError("legible init: needs at least one PATH; see 'legible init --help'")
        }
        let path = args[Self.output] ?? ConfigLookup.defaultOutput(for: args.positionals[0])
        if FileManager.default.fileExists(atPath: path) && !args[Self.force] {
            throw CLIError("legible init: \(path) exists; not overwritten (use --force to replace it)")
        }
        let swiftSources = SwiftSourceStore() // each Swift file read and lexed once, for the palette and the views
        let palette = PaletteLoader(swiftSources: swiftSources).load(args.positionals)
        let scan = UsageLoader(swiftSources: swiftSources).load(args.positionals, palette: palette)
        let starter = StarterConfig(
            groups: Self.relative(
                ObservedPairGroup.grouping(scan.pairs), to: ConfigLookup.parent(of: path)))
        // The palette's errors make the starter incomplete: listed first, and exit 2 after writing.
        let paletteErrors = palette.diagnostics.filter { $0.severity == .error }
        var notes: [String] = paletteErrors.map(\.description)
        if !starter.notExpressible.isEmpty {
            notes.append(
                "\(plural(starter.notExpressible.count, "observed pair")) not written as rules: a color written in the UI file, a system color or a translucent background, which a legible.json cannot name ('legible lint' checks them as observed pairs):"
            )
            for g in starter.notExpressible {
                let over = g.over.map { " over \($0.displayName)" } ?? ""
                notes.append(
                    "  \(g.foreground.displayName) on \(g.background.displayName)\(over) (\(g.role.label)) at \(g.sites[0].location)\(g.sites.count > 1 ? " and \(g.sites.count - 1) more" : "")"
                )
            }
        }
        if !starter.onItself.isEmpty {
            notes.append(
                "\(plural(starter.onItself.count, "observed pair")) draw a color on itself (1:1), not written as rules ('legible lint' reports them as observed pairs):"
            )
            notes += starter.onItself.map { "  \($0.foreground.displayName) on itself at \($0.sites[0].location)" }
        }
        let unpaired = scan.diagnostics.filter { $0.location.keyPath != nil }
        if !unpaired.isEmpty { notes.append("\(plural(unpaired.count, "color use")) could not be paired:") }
        notes += unpaired.map { "  " + $0.description }
        notes += scan.diagnostics.filter { $0.location.keyPath == nil }.map(\.description)
        guard starter.ruleCount > 0 else {
            let paths = args.positionals
            let counts = PairCounts(ObservedPairGroup.grouping(scan.pairs))
            let lint = "'legible lint \(paths.joined(separator: " "))'"
            guard counts.pairs > 0 else {
                let why =
                    scan.pairs.isEmpty
                    ? UnreadInterfaceCount.noPairReason(scan.unreadInterfaces, paths: paths)
                    : "every pair the UI files under \(paths.joined(separator: ", ")) show needs review "
                        + "(\(counts.reviewText); 'legible pairs \(paths.joined(separator: " "))' says why), so \(lint) has "
                        + "nothing to check either"
                throw CLIError((notes + ["legible init: nothing to write: " + why]).joined(separator: "\n"))
            }
            // Pairs shown, none nameable (system colors, colors written in the UI files): lint checks them as they
            // are, so there is nothing to configure (exit 0, as lint's own run is the check).
            for note in notes { output.print(note) }
            output.print(
                "legible init: nothing to write: every pair the UI files under \(paths.joined(separator: ", ")) show "
                    + "has a system color or a color written in the UI file, which a legible.json cannot name; \(lint) "
                    + "checks them without one (\(counts.checkedText))")
            return paletteErrors.isEmpty && !scan.diagnostics.contains { $0.severity == .error }
                ? .clean : .usageOrInput
        }
        do {
            try (starter.json.rendered() + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError("legible init: cannot write \(path): \((error as NSError).localizedDescription)")
        }
        output.print(
            "legible init: wrote \(path): \(plural(starter.ruleCount, "contrast rule")) from \(plural(scan.pairs.count, "observed site"))"
        )
        for note in notes { output.print(note) }
        return paletteErrors.isEmpty && !scan.diagnostics.contains { $0.severity == .error } ? .clean : .usageOrInput
    }

    static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// The groups with their sites' paths relative to `folder` (the config's) when they lie under it.
    static func relative(_ groups: [ObservedPairGroup], to folder: String) -> [ObservedPairGroup] {
        let cwd = FileManager.default.currentDirectoryPath
        func absolute(_ p: String) -> String {
            ConfigLookup.normalized(ConfigLookup.absolute(p, workingDirectory: cwd))
        }
        let base = absolute(folder.isEmpty ? "." : folder)
        return groups.map { g in
            var g = g
            for i in g.pairs.indices {
                let p = absolute(g.pairs[i].site.location.path)
                if p.hasPrefix(base + "/") { g.pairs[i].site.location.path = String(p.dropFirst(base.count + 1)) }
            }
            return g
        }
    }
}
