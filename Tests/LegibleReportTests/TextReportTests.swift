import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

@Suite("text report")
struct TextReportTests {
    @Test("one row per pair across appearances, worst first, summary last")
    func layout() {
        let result = Fixture.result()
        let text = LegibleReport.render(result, as: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0] == "Rules: legible.json: 3 contrast rules, 1 distinguishable group, near duplicates (ΔE2000 < 1)")
        #expect(lines.contains("contrast (light, dark)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("distinguishability (") }, "\(lines)")
        #expect(!lines.contains("light: contrast"), "one table, not one per appearance")
        // buttonText fails in light (4.49:1) and dark (3.64:1): one row at the worse, naming both; the worse
        // appearance's suggestion on the next line.
        let button = lines.firstIndex { $0.contains("buttonText") && $0.contains("buttonBackground") }
        #expect(
            button.map { lines[$0] }
                == "  FAIL    wcag2-aa-text    buttonText     buttonBackground  3.64:1   4.5:1     light, dark",
            "\(lines)")
        #expect(button.map { lines[$0 + 1].hasPrefix("          fix (dark): background #0073ec (4.50:1)") } == true)
        // One row per pair: as many rows as distinct (rule, foreground, background), each pair once.
        let table = lines.drop { $0 != "contrast (light, dark)" }.dropFirst().prefix { !$0.isEmpty }
        #expect(table.first?.hasPrefix("  Result  Rule") == true)
        let rows = table.dropFirst().filter { !$0.hasPrefix("          ") }
        let pairs = Set(result.contrast.map { "\($0.ruleIndex)|\($0.foreground.name)|\($0.background.name)" })
        #expect(rows.count == pairs.count, "\(rows)")
        let statuses = rows.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(statuses == statuses.sorted { rank($0) < rank($1) }, "failing rows first: \(statuses)")
        #expect(lines.last == "")
        #expect(lines[lines.count - 2] == ReportSummary(Fixture.result(), strict: false).line)
    }

    @Test("a pair failing in two appearances is one row naming both, at its worst ratio")
    func failsInBothAppearances() {
        let result = Fixture.result(
            [("ink", "#777777", "#8a8a8a"), ("paper", "#ffffff", "#ffffff")],
            config: #"{"contrast": [{"foreground": "ink", "background": "paper"}]}"#)
        #expect(result.contrast.count == 2 && result.contrast.allSatisfy { !$0.passed })
        let text = LegibleReport.render(result, as: .text)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  FAIL") }
        #expect(rows.count == 1, "\(text)")
        // dark #8a8a8a on white is the worse of the two (3.45:1 against 4.47:1)
        #expect(rows.first?.contains("3.45:1") == true && rows.first?.contains("light, dark") == true, "\(text)")
    }

    @Test("no line is wider than 160 characters: names cut with …, prose wrapped, nothing lost")
    func lineWidth() {
        let long = String(repeating: "veryLongSemanticColorName", count: 8)
        var result = Fixture.result(
            [(long, "#777777", nil), ("paper", "#ffffff", nil)],
            config: #"{"contrast": [{"foreground": "\#(long)", "background": "paper"}]}"#)
        let message = (0..<40).map { "word\($0)" }.joined(separator: " ")
        result.diagnostics = [.warning(SourceLocation(path: "Colors/a.json", line: 3), message)]
        let text = LegibleReport.render(result, as: .text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= TextFit.width }, "\(lines.filter { $0.count > TextFit.width })")
        #expect(lines.contains { $0.contains("veryLongSemanticColorName") && $0.contains("…") })
        // the wrapped warning keeps every word
        let joined = text.replacingOccurrences(of: "\n    ", with: " ")
        #expect(joined.contains("Colors/a.json:3: warning: " + message), "\(text)")
    }

    @Test("long lists end with a count of the rest, and --verbose lists everything")
    func limits() {
        let names = (0..<60).map { "text\($0)" }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        var result = Fixture.result(
            names.map { ($0, "#000000", nil) } + [("paper", "#ffffff", nil)],
            config: #"{"contrast": [{"foreground": [\#(list)], "background": "paper"}]}"#)
        result.diagnostics = (1...45).map { .warning(SourceLocation(path: "Colors/a.json", line: $0), "odd \($0)") }
        let text = LegibleReport.render(result, as: .text)
        #expect(!text.contains("  PASS "), "60 passing pairs are counted, not listed")
        #expect(text.contains("… and 60 passing pairs (--verbose lists them)"), "\(text)")
        #expect(text.contains("… and 15 more warnings (--verbose lists them)"), "\(text)")
        #expect(!text.contains("Colors/a.json:31: warning"))
        var everything = ReportOptions()
        everything.listEverything = true
        let verbose = LegibleReport.render(result, as: .text, options: everything)
        #expect(verbose.components(separatedBy: "  PASS ").count - 1 == 60)
        #expect(verbose.contains("Colors/a.json:45: warning: odd 45") && !verbose.contains("more warnings"))
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
        // the worst check's colors: buttonBackground in dark, #0a84ff
        #expect(colored.contains("\u{1B}[48;2;10;132;255m  \u{1B}[0m buttonBackground"))
        #expect(colored.contains("\u{1B}[1;31mFAIL\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[32mPASS\u{1B}[0m"))
        // without the escapes, rows line up with their header: the swatch and its space take three cells
        let plain = colored.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        let table = plain.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "contrast (light, dark)" }.dropFirst().prefix { !$0.isEmpty }
        let header = table.first!
        let column = header.distance(from: header.startIndex, to: header.range(of: "Worst")!.lowerBound)
        for row in table.dropFirst() where !row.hasPrefix("          ") {
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

@Suite("Markdown job summary of a whole repository")
struct MarkdownLimitsTests {
    @Test("failing checks past the limit are counted, worst first, and the summary stays small")
    func failuresCapped() {
        let names = (0..<450).map { "faint\($0)" }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        // faint0 is the faintest (#f0f0f0 on white): it comes first.
        let entries = names.enumerated().map { ($0.element, $0.offset == 0 ? "#f0f0f0" : "#cccccc", nil as String?) }
        let result = Fixture.result(
            entries + [("paper", "#ffffff", nil)],
            config: #"{"contrast": [{"foreground": [\#(list)], "background": "paper"}]}"#)
        #expect(result.failedContrast.count == 450)
        let markdown = LegibleReport.render(result, as: .markdown)
        #expect(
            markdown.contains("_… and 50 more failing checks (`--format json` lists them)._"), "\(markdown.suffix(400))"
        )
        let failures = markdown.components(separatedBy: "### Contrast failures")[1]
        #expect(failures.firstRange(of: "faint0 ")!.lowerBound < failures.firstRange(of: "faint1 ")!.lowerBound)
        #expect(markdown.utf8.count < 1_048_576)
    }
}
