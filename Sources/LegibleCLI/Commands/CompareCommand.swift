import LegibleAudit
import LegiblePalette
import LegibleReport

/// `legible compare PATH…`: each contrast pair side by side in light, dark and high contrast.
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "Each contrast pair side by side in every appearance, worst regressions first"
    static let operands = "PATH…"
    static let about = """
        Evaluates the contrast rules like 'legible lint' and shows each pair once, with its value and verdict in
        every appearance (light, dark, light high contrast, dark high contrast: the ones legible.json lists, else
        the ones the palette defines) and the signed change from the first appearance to the other one (the worst
        other one when there are several). Pairs that pass in light but fail elsewhere come first, then the other
        failing pairs, then the largest drops. Values are truncated to two decimals, so a shown 4.49 always fails
        4.5. Distinguishability and near duplicates are 'lint' checks and are not compared.

        Rules come from --config FILE, else legible.json in the working directory, else from color names.

        \(LintCommand.colorNames)

        EXIT CODES:
          0  every pair passes in every appearance (warnings pass unless --strict)
          1  some pair fails in some appearance (severity error, or warning with --strict)
          2  bad input: invalid config ('legible.json:LINE: error: …' on stderr), an unreadable palette file, no
             colors found, or bad usage
        """
    static let examples = """
        EXAMPLES:
          legible compare Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json
          legible compare tokens/light.json --theme dark=tokens/dark.json --theme darkHighContrast=tokens/dark-hc.json
          legible compare App/Assets.xcassets --format markdown --output "$GITHUB_STEP_SUMMARY"

        """

    static let format = Options.choice(
        "--format", "FORMAT", ReportFormat.self,
        help: """
            text, markdown (a job summary table), json (a row per pair with one finding per
            appearance; 'legible schema compare' prints its JSON Schema), or sarif, junit, github, xcode: the failing cells, each message naming the pair's value in
            every appearance, as 'legible lint' reports them.
            """
    ).defaulting(to: .text)
    static let options: [any OptionDeclaration] =
        [
            SharedOptions.config, format, SharedOptions.output, SharedOptions.strict, SharedOptions.theme,
            SharedOptions.themeFamily,
        ] + SharedOptions.walking

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let strict = args[SharedOptions.strict]
        let result = try AuditRun.audit(args, command: name) { config in
            config.distinguishable = []
            config.nearDuplicate = nil
        }
        let comparison = Comparison(result)
        let options = AuditRun.reportOptions(
            args, format: format, strict: strict, output: output, sourcePaths: AuditRun.sourcePaths(result))
        let report = LegibleReport.render(comparison, of: result, as: format, options: options)
        let summary = CompareSummary(comparison, result: result, strict: strict)
        try AuditRun.emit(
            report, result: result, format: format, args: args, command: name, summary: summary.line, output: &output)
        if result.hasErrors { return .usageOrInput }
        return summary.violations > 0 ? .violations : .clean
    }
}
