import Foundation
import LegibleAudit
import LegiblePalette
import LegibleReport

/// `legible grid PATH…`: the contrast grid alone, foregrounds × backgrounds per appearance.
enum GridCommand: Command {
    static let name = "grid"
    static let summary = "The contrast grid: the rules' foregrounds × backgrounds, ratio and level per cell"
    static let help = """
    USAGE: legible grid PATH… [--config FILE] [--appearance NAME] [--format text|markdown|html] [--output FILE]
                       [--strict] [--theme APPEARANCE=FILE]…

    Prints the rules' foregrounds (rows) against their backgrounds (columns), per appearance. Each cell is a pair
    some contrast rule checks: its WCAG 2 ratio truncated to two decimals and the level the unrounded ratio
    reaches: AAA (≥ 7), AA (≥ 4.5), AA large (≥ 3) or fail, so a shown 4.49 is never AA. ✗ marks a pair that
    fails one of its rules; α a translucent color (measured and drawn composited); '-' a pair no rule checks.
    Wide grids are split into tables of a few backgrounds each.

    The rules come from --config FILE, else legible.json in the working directory, else from color names.

    EXIT CODES:
      0  every pair passes its rules (warnings pass unless --strict)
      1  some pair fails a rule
      2  bad input or usage

    OPTIONS:
      --config FILE        The rules (see 'legible lint --help').
      --appearance NAME    Only this appearance: light, dark, lightHighContrast, darkHighContrast (colors
                           without it fall back as the platform does). Default: every appearance.
      --format FORMAT      text (default), markdown (one table per appearance), or html (a self-contained
                           page with the grid section of 'legible report').
      -o, --output FILE    Write to FILE instead of stdout.
      --strict             Warnings count as failures.
      --theme A=FILE       Read design-token FILE as appearance A. Repeatable.
      -h, --help           Show this help.

    EXAMPLES:
      legible grid Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json
      legible grid App/Assets.xcassets --appearance dark --format markdown
      legible grid App/Assets.xcassets --format html --output grid.html

    """

    static let options: [OptionSpec] = [
        .value("--config"), .value("--appearance"), .value("--format"), .value("--output"), .flag("--strict"),
        .value("--theme", repeatable: true), .value("--theme-family"),
    ]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try ParsedArguments.parse(arguments, options: options, command: name)
        let format = try args.choice("--format", as: GridFormat.self, default: .text, command: name)
        let appearance = try args.appearance("--appearance", command: name)
        let strict = args.flag("--strict")
        let result = try AuditRun.audit(args, command: name, suggestions: false) { config in
            config.distinguishable = []
            config.nearDuplicate = nil
            if let appearance { config.appearances = [appearance] }
        }
        let options = ReportOptions(strict: strict, toolVersion: Help.version, workingDirectory: FileManager.default.currentDirectoryPath)
        let grid = GridReport.render(result, as: format, options: options)
        if let file = args.value("--output") {
            try AuditRun.write(grid, to: file, command: name)
            output.printError("legible grid: wrote the \(format.rawValue) grid to \(file)")
        } else {
            output.stdout += grid
        }
        AuditRun.printDiagnostics(result, to: &output)
        if result.hasErrors { return .usageOrInput }
        let failing = result.contrast.contains { !$0.passed && !$0.isBaselined && ($0.severity == .error || strict) }
        return failing ? .violations : .clean
    }
}
