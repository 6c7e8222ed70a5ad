import Foundation
import LegibleAudit
import LegibleFiles
import LegiblePalette
import LegibleReport
import LegibleUsage

/// `legible lint PATH…`: the pairs the UI files show and every rule of legible.json (pairs guessed from names only
/// when asked or when nothing else is there) in every appearance, as a report for people or CI, with an exit code CI
/// can act on.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Check a palette's pairs in every appearance; reports for terminals and CI (SARIF, JUnit, …)"
    static let operands = "PATH…"
    static let about = """
        Reads the colors at PATH… (\(PaletteLoader.kinds("and"));
        see 'legible palette --help') and checks every rule in every appearance: contrast pairs (WCAG 2 AA/AAA,
        non-text, APCA), groups that must stay apart for color vision deficiencies, and near-duplicate colors. A
        failing contrast pair comes with the nearest passing foreground and background (OKLCH lightness changed, hue
        and chroma kept).

        Legible checks the pairs the UI files under PATH… show (storyboards, xibs, Android layouts, SwiftUI and UIKit
        views; see 'legible pairs --help'), each at its role's WCAG 2 AA level, citing where it is shown, in every
        appearance and theme it is shown in (the header says how many pairs each one checked). The rules of
        legible.json add to them: --config FILE, else legible.json in the working directory, else in each PATH and
        its parents up to the repository root (the folder holding .git). Its "ignore" (color names, globs, written
        colors such as "#00000066", path globs such as "Tests/**", rule ids) and "appearances" narrow what is
        checked. Pairs guessed from names ('label', 'text', 'onPrimary' … on 'background', 'surface', 'fill' …) are
        checked only with --guess (or --pairs), or when no UI file shows a pair and there is no legible.json: rule
        ids guess-…, always warnings (they fail the run only with --strict). A run that finds nothing to check
        exits 2.

        \(colorNames)

        EXIT CODES:
          0  every check passes (warnings pass unless --strict; baselined violations always pass)
          1  violations: a failing check of severity error, or of severity warning with --strict
          2  bad input: the config is invalid (its errors are printed as 'legible.json:LINE: error: …' on stderr),
             a palette file could not be read or has an error (the check would be incomplete, so it does not
             pass), no colors were found, zero checks were evaluated, or bad usage
        """
    static let examples = """
        EXAMPLES:
          legible lint App/                                                           the app folder: catalogs, UI files, Swift views
          legible lint Fixtures/app                                                   observed pairs, no config
          legible lint Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json
          legible lint App/ --format sarif --output legible.sarif                     then upload-sarif
          legible lint App/ --format github                                           annotations in a workflow
          legible lint App/ --format xcode                                            compiler-style diagnostics
          legible lint App/ --format markdown --output "$GITHUB_STEP_SUMMARY"
          legible lint tokens/light.json --theme dark=tokens/dark.json --strict
          legible lint App/ --write-baseline legible-baseline.json                    adopt on a legacy palette,
          legible lint App/ --baseline legible-baseline.json                          then fail only on new ones

        """

    /// How each format names its colors, as config patterns must write them (also in `compare --help`).
    static let colorNames = """
        COLOR NAMES (as legible.json patterns write them; 'legible palette PATH' lists them):
          asset catalogs   the colorset name with its namespace folders   Scene/Compose/indicator.button.background
          design tokens    the dotted token path                          color.text.primary
          Android          the resource name                              colorPrimary
          CSS              the custom property, -- included               --text-primary
        A pattern that matches no palette color is an error naming the closest names (unless the rule has
        "optional": true), and a run that evaluates zero checks exits 2.
        """

    static let format = Options.choice(
        "--format", "FORMAT", ReportFormat.self,
        help: """
            text: tables per appearance, summary last; ANSI color on a terminal
            unless NO_COLOR is set.
            markdown: a GitHub job summary (failures first, all checks in <details>).
            json: every finding with unrounded
            values, sources, CVD ratios and suggestions ('legible schema lint' prints
            its JSON Schema).
            sarif: SARIF 2.1.0 for GitHub code scanning (upload-sarif), stable rule ids
            such as wcag2-aa-text and cvd-deutan-indistinct.
            junit: JUnit XML for Jenkins and GitLab, one test case per rule, pair and
            appearance.
            github: workflow commands (::error file=…,line=…::…) annotating the files.
            xcode: compiler diagnostics, 'path:line:column: error: message [rule-id]',
            shown in place by Xcode and 'swift build' (the build plugin uses it).
            """
    ).defaulting(to: .text)
    static let baseline = Options.string(
        "--baseline", "FILE",
        help: """
            Known violations (from --write-baseline): they are reported as baselined and
            do not fail the run; new ones do. Matched by rule id, names and appearance.
            """)
    static let writeBaseline = Options.string(
        "--write-baseline", "FILE",
        help: """
            Record the current violations in FILE (warnings included) and exit 0.
            """)
    static let pairs = Options.choice(
        "--pairs", "SOURCE", ZeroConfig.PairSource.self,
        help: """
            Which pairs to check beside legible.json's rules (or without one): observed (UI
            files only), inferred (names only, every color), all (observed, then names for
            the colors no UI file uses). Default: observed; all when no UI file shows a pair
            that can be checked and there is no legible.json.
            """)
    static let guess = Options.flag(
        "--guess",
        help: """
            Also guess pairs from color names for the colors no UI file uses (same as
            --pairs all); warnings, which fail the run only with --strict.
            """)
    /// `--only failures`: what the text report leaves in its tables.
    enum Only: String, CaseIterable, Sendable { case failures }
    static let only = Options.choice(
        "--only", "WHAT", Only.self,
        help: """
            failures: the text report lists only failing checks (errors and warnings);
            passing rows and the needs-review section are left out, the summary is the same.
            """)
    static let verbose = Options.flag(
        "--verbose",
        help: """
            List every row, review entry and warning in the text report (long lists otherwise
            end with a count of the rest), and the files skipped as not palette or UI inputs
            (on stderr).
            """)
    static let options: [any OptionDeclaration] =
        [
            SharedOptions.config, format, SharedOptions.output, SharedOptions.strict, baseline, writeBaseline,
            SharedOptions.theme, pairs, guess, SharedOptions.themeFamily, only, verbose,
        ] + SharedOptions.walking

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let strict = args[SharedOptions.strict]
        let baseline = try args[Self.baseline].map { path throws(CLIError) in try loadBaseline(path) }
        if args.given(pairs) && args[guess] {
            throw CLIError("legible lint: --guess is --pairs all; give one of them")
        }
        let pairSource = args[pairs] ?? (args[guess] ? .all : nil)
        var (result, palette) = try AuditRun.auditKeepingPalette(
            args, command: name, pairs: pairSource, snapshots: true)
        AuditRun.printSkipped(palette, verbose: args[verbose], command: name, to: &output)
        if let unread = result.usage?.unreadInterfaces, !unread.isEmpty {
            output.printError(
                "legible lint: " + UnreadInterfaceCount.noPairReason(unread, paths: args.positionals)
                    + "; what is checked is guessed from color names only")
        }
        baseline?.apply(to: &result)
        let incomplete = result.hasErrors

        if let path = args[writeBaseline] {
            if incomplete {
                AuditRun.printDiagnostics(result, to: &output)
                throw CLIError(
                    "legible lint: baseline not written: the palette could not be read completely (errors above)")
            }
            let recorded = Baseline(recording: result)
            try AuditRun.write(recorded.json, to: path, command: name)
            output.printError("legible lint: recorded \(AuditRun.plural(recorded.keys.count, "violation")) in \(path)")
        }
        var options = AuditRun.reportOptions(
            args, format: format, strict: strict, output: output, sourcePaths: AuditRun.sourcePaths(result))
        options.baselineApplied = baseline != nil
        options.onlyFailures = args[only] == .failures
        options.listEverything = args[verbose]
        let report = LegibleReport.render(result, as: format, options: options)
        try AuditRun.emit(
            report, result: result, format: format, args: args, command: name,
            summary: ReportSummary(result, strict: strict).line, output: &output)

        if incomplete { return .usageOrInput }
        if args.given(writeBaseline) { return .clean }
        return result.hasViolations(strict: strict) ? .violations : .clean
    }

    static func loadBaseline(_ path: String) throws(CLIError) -> Baseline {
        switch SourceFile.readJSON(path).flatMap(Baseline.parse) {
        case .success(let b): return b
        case .failure(let d): throw CLIError(d.description)
        }
    }
}
