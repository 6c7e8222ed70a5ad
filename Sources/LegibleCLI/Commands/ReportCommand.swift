import Foundation
import LegibleAudit
import LegiblePalette
import LegibleReport

/// `legible report PATH… -o report.html`: the audit as one self-contained HTML page.
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "A self-contained HTML report: summary, contrast grid, appearances, color vision, suggestions"
    static let operands = "PATH…"
    static let about = """
        Checks the colors at PATH… like 'legible lint' and writes one HTML file: inline CSS, no JavaScript, no
        network, no web fonts or images, light and dark page styles (prefers-color-scheme). Sections:
          Summary                         pass/fail counts per appearance and per rule, worst pairs first, each
                                          linked to its details; the diagnostics
          Contrast grid                   per appearance, foregrounds × backgrounds of the rules: sample text in the
                                          real (composited) colors, the ratio and its level (AAA, AA, AA large, fail)
          Light vs dark vs high contrast  every rule pair side by side, the change, and where it breaks
          Color vision                    every palette color under normal, protan, deutan, tritan and
                                          achromatopsia vision; pairs that collapse highlighted; contrast after
                                          simulation next to the original
          Suggestions                     before and after samples and ratios for each failing pair
        Sources are shown as path:line. The same input gives the same bytes.

        The rules come from --config FILE, else legible.json in the working directory, else from color names.

        EXIT CODES (like a linter; the file is written in every case but bad usage or an invalid config):
          0  every check passes (warnings pass unless --strict)
          1  violations: the report is written and shows them
          2  bad input or usage: invalid config, an unreadable palette file (the report is still written and
             lists the diagnostics), no colors found, or the file cannot be written
        """
    static let examples = """
        EXAMPLES:
          legible report Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json -o report.html
          legible report App/Assets.xcassets -o legible-report.html            rules inferred from names
          legible report tokens/light.json --theme dark=tokens/dark.json -o report.html

        """

    static let options: [any OptionDeclaration] =
        [
            SharedOptions.config, SharedOptions.output, SharedOptions.strict, SharedOptions.theme,
            SharedOptions.themeFamily,
        ] + SharedOptions.walking

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let file = args[SharedOptions.output]
        let strict = args[SharedOptions.strict]
        let (result, palette) = try AuditRun.auditKeepingPalette(args, command: name, snapshots: true)
        let options = ReportOptions(
            strict: strict, toolVersion: Help.version, workingDirectory: FileManager.default.currentDirectoryPath)
        let page = HTMLReport.render(result, palette: palette, options: options)
        let summary = ReportSummary(result, strict: strict).line
        if let file {
            try AuditRun.write(page, to: file, command: name)
            AuditRun.printDiagnostics(result, to: &output)
            output.printError("legible report: wrote \(file) (\(page.utf8.count) bytes): \(summary)")
        } else {
            output.stdout += page
            AuditRun.printDiagnostics(result, to: &output)
        }
        if result.hasErrors { return .usageOrInput }
        return result.hasViolations(strict: strict) ? .violations : .clean
    }
}
