import Foundation
import LegibleAudit
import LegiblePalette
import LegibleReport

/// `legible grid PATH…`: the contrast grid alone, foregrounds × backgrounds per appearance.
enum GridCommand: Command {
    static let name = "grid"
    static let summary = "The contrast grid: the rules' foregrounds × backgrounds, ratio and level per cell"
    static let operands = "PATH…"
    static let about = """
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
        """
    static let examples = """
        EXAMPLES:
          legible grid Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json
          legible grid App/Assets.xcassets --appearance dark --format markdown
          legible grid App/Assets.xcassets --format html --output grid.html

        """

    static let appearance = Options.value(
        "--appearance", "NAME",
        help: """
            Only this appearance: light, dark, lightHighContrast, darkHighContrast (colors
            without it fall back as the platform does). Without it: every appearance.
            """
    ) { raw throws(OptionValueError) -> Appearance in
        guard let appearance = Appearance(rawValue: raw) else {
            throw OptionValueError(
                "unknown appearance '\(raw)'; expected one of: \(Appearance.acceptedNames.joined(separator: ", "))")
        }
        return appearance
    }
    static let format = Options.choice(
        "--format", "FORMAT", GridFormat.self,
        help: """
            text, markdown (one table per appearance), or html (a self-contained
            page with the grid section of 'legible report').
            """
    ).defaulting(to: .text)
    static let options: [any OptionDeclaration] =
        [
            SharedOptions.config, appearance, format, SharedOptions.output, SharedOptions.strict, SharedOptions.theme,
            SharedOptions.themeFamily,
        ] + SharedOptions.walking

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let appearance = args[Self.appearance]
        let strict = args[SharedOptions.strict]
        let result = try AuditRun.audit(args, command: name, suggestions: false) { config in
            config.distinguishable = []
            config.nearDuplicate = nil
            if let appearance { config.appearances = [appearance] }
        }
        let options = ReportOptions(
            strict: strict, toolVersion: Help.version, workingDirectory: FileManager.default.currentDirectoryPath)
        let grid = GridReport.render(result, as: format, options: options)
        if let file = args[SharedOptions.output] {
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
