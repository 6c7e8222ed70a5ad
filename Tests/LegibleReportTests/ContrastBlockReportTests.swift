import Foundation
import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// A rule counted rather than listed (`ContrastBlock`) is stated in every format, its pairs are in every count, and
/// its unlisted failures fail the run: never a green run, never a silent cap.
@Suite("Counted contrast blocks in every format")
struct ContrastBlockReportTests {
    /// 30 grays, every one on every other: 870 pairs per appearance, counted beyond 100 pairs, 10 failures listed.
    static let palette = Fixture.palette(
        (0..<30).map { i in
            let v = String(format: "%02x", i * 8)
            return ("gray\(i)", "#\(v)\(v)\(v)", nil)
        })
    static let config = Fixture.config(#"{"contrast": [{"foreground": "gray*", "background": "gray*"}]}"#)

    static func results() -> (full: AuditResult, counted: AuditResult) {
        var counted = Auditor(palette: palette, config: config)
        counted.limits = AuditLimits(pairsListedInFull: 100, failuresListedPerBlock: 10)
        return (Auditor(palette: palette, config: config).run(), counted.run())
    }

    @Test("the summary counts every pair of a block, as if each were listed")
    func summaryCounts() {
        let (full, counted) = Self.results()
        let block = try! #require(counted.contrastBlocks.first)
        #expect(counted.contrastBlocks.count == 1 && block.checked == 870 && block.listed == 10 && block.unlisted > 0)
        let (a, b) = (ReportSummary(full, strict: false), ReportSummary(counted, strict: false))
        #expect(
            a.checks == b.checks && a.passed == b.passed && a.failedErrors == b.failedErrors
                && a.violations == b.violations)
        #expect(counted.hasViolations(strict: false))
    }

    @Test("every format states the block and its unlisted failures")
    func everyFormat() throws {
        let (_, counted) = Self.results()
        let block = counted.contrastBlocks[0]
        let sentence = CountedBlockText.line(block)
        #expect(
            sentence.contains("870 pairs checked (30 foregrounds × 30 backgrounds)")
                && sentence.contains("the first 10 failures are listed"))
        let all = Fixture.renderAll(counted)
        for format in [ReportFormat.text, .markdown, .github, .xcode] {
            #expect(all[format]!.contains("\(CountedBlockText.grouped(block.unlisted))"), "\(format)")
        }
        // The text report wraps the sentence at 160 characters: unwrapped, it is whole.
        let text = all[.text]!.replacingOccurrences(of: "\n      ", with: " ")
        #expect(text.contains(sentence) && all[.xcode]!.contains(sentence + " [wcag2-aa-text]"))
        let json = try Fixture.json(all[.json]!)
        let blocks = try #require(json["contrastBlocks"] as? [[String: Any]])
        #expect(blocks.count == 1 && blocks[0]["checked"] as? Int == 870 && blocks[0]["listed"] as? Int == 10)
        let sarif = try Fixture.json(all[.sarif]!)
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == 11, "10 listed failures and one for the block")
        #expect(
            results.contains { ($0["properties"] as? [String: Any])?["unlistedFailures"] as? Int == block.unlisted })
        #expect(
            all[.junit]!.contains("pairs counted, not listed (light)")
                && all[.junit]!.contains("more pairs below 4.5:1"))
        let html = HTMLReport.render(counted, palette: Self.palette)
        #expect(html.contains(HTML.text(sentence)))
        let grid = GridReport.render(counted, as: .text)
        #expect(grid.contains(sentence) && grid.contains("870 pairs in 1 appearance"))
    }

    @Test("a block without unlisted failures does not fail the run by itself")
    func everyFailureListed() {
        let palette = Fixture.palette([("black", "#000000", nil), ("white", "#ffffff", nil), ("ink", "#111111", nil)])
        var auditor = Auditor(
            palette: palette,
            config: Fixture.config(#"{"contrast": [{"foreground": ["black", "ink"], "background": "white"}]}"#))
        auditor.limits = AuditLimits(pairsListedInFull: 1, failuresListedPerBlock: 10)
        let result = auditor.run()
        #expect(
            result.countedBlocks.count == 1 && result.countedBlocks[0].checked == 2
                && result.countedBlocks[0].failed == 0)
        #expect(!result.hasViolations(strict: false) && !result.evaluatedNothing)
        #expect(CountedBlockText.line(result.countedBlocks[0]).contains("2 pairs checked"))
    }
}
