import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

@Suite("text report")
struct TextReportTests {
    @Test("one table per appearance, failures first, ratio truncated, summary last")
    func layout() {
        let text = LegibleReport.render(Fixture.result(), as: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0] == "Rules: legible.json: 3 contrast rules, 1 distinguishable group, near duplicates (ΔE2000 < 1)")
        #expect(lines.contains("light: contrast") && lines.contains("dark: contrast"))
        #expect(lines.contains("light: distinguishability"))
        // #ffffff on #0078d7 is 4.4989…:1: shown 4.49 next to FAIL, never 4.50
        let button = lines.first { $0.contains("buttonText") && $0.contains("4.49:1") }
        #expect(
            button?.hasPrefix(
                "  FAIL    wcag2-aa-text    buttonText     buttonBackground  4.49:1    4.5:1     background #0078d6 (4.50:1) or foreground #"
            ) == true)
        let lightTable = lines.drop { $0 != "light: contrast" }.dropFirst().prefix { !$0.isEmpty }
        #expect(lightTable.first?.hasPrefix("  Result  Rule") == true)
        let statuses = lightTable.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(statuses == statuses.sorted { rank($0) < rank($1) }, "failing rows first: \(statuses)")
        #expect(lines.last == "")
        #expect(lines[lines.count - 2] == ReportSummary(Fixture.result(), strict: false).line)
    }

    func rank(_ s: String) -> Int { ["FAIL": 0, "WARN": 1, "BASELINED": 2, "PASS": 3][s] ?? 9 }

    @Test("summary line counts: checks, failed by severity, baselined")
    func summaryLine() {
        var result = Fixture.result()
        let s = ReportSummary(result, strict: false)
        #expect(s.checks == result.contrast.count + result.distinctness.count)
        #expect(s.passed + s.failed + s.baselined == s.checks)
        #expect(s.failedWarnings >= 1 && s.failedErrors >= 1)
        #expect(
            s.line
                == "\(s.checks) checks, \(s.failed) failed (\(s.failedErrors) errors, \(s.failedWarnings) warning\(s.failedWarnings == 1 ? "" : "s"))"
        )
        Baseline(recording: result).apply(to: &result)
        let b = ReportSummary(result, strict: false)
        #expect(b.failed == 0 && b.baselined == s.failed && b.violations == 0)
        #expect(b.line.hasSuffix(", \(s.failed) baselined"))
        #expect(LegibleReport.render(result, as: .text).contains("BASELINED"))
    }

    @Test("--strict shows failing warnings as FAIL and counts them as violations")
    func strict() {
        let result = Fixture.result()
        #expect(LegibleReport.render(result, as: .text).contains("  WARN "))
        let strict = LegibleReport.render(result, as: .text, options: ReportOptions(strict: true))
        #expect(!strict.contains("  WARN "))
        #expect(strict.hasSuffix("(strict: warnings fail)\n"))
        #expect(
            ReportSummary(result, strict: true).violations == ReportSummary(result, strict: false).violations
                + ReportSummary(result, strict: false).failedWarnings)
    }

    @Test("ANSI swatches and colored verdicts only when asked")
    func ansi() {
        let result = Fixture.result()
        #expect(!LegibleReport.render(result, as: .text).contains("\u{1B}"))
        let colored = LegibleReport.render(result, as: .text, options: ReportOptions(ansi: true))
        #expect(colored.contains("\u{1B}[48;2;0;120;215m  \u{1B}[0m buttonBackground"))
        #expect(colored.contains("\u{1B}[1;31mFAIL\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[32mPASS\u{1B}[0m"))
        // without the escapes, rows line up with their header: the swatch and its space take three cells
        let plain = colored.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        let table = plain.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "light: contrast" }
            .dropFirst().prefix { !$0.isEmpty }
        let header = table.first!
        let column = header.distance(from: header.startIndex, to: header.range(of: "Measured")!.lowerBound)
        for row in table.dropFirst() {
            let cell = row.dropFirst(column)
            #expect(cell.first?.isNumber == true && cell.contains(":1"), "\(row)")
        }
    }

    @Test("zero config: says the rules were inferred, and which")
    func inferred() {
        let palette = Fixture.palette(Fixture.entries)
        let result = Auditor(palette: palette, config: PairInference.config(for: palette), rulesInferred: true).run()
        let text = LegibleReport.render(result, as: .text)
        let pairs = Set(result.contrast.map { "\($0.foreground.name)|\($0.background.name)" }).count
        #expect(text.hasPrefix("No legible.json: checked \(pairs) pairs inferred from names:\n"))
        #expect(text.contains("  buttonText (text, 4.5:1) on background, buttonBackground\n"))
    }

    @Test("diagnostics print as path:line: error: message, before the summary")
    func diagnostics() {
        var result = Fixture.result()
        result.diagnostics = [.error(SourceLocation(path: "Colors/broken.json", line: 7), "expected a color")]
        let text = LegibleReport.render(result, as: .text)
        #expect(text.contains("\nColors/broken.json:7: error: expected a color\n\n"))
        #expect(text.hasSuffix(", 1 diagnostic (1 error, 0 warnings)\n"))
    }
}
