import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
@testable import LegibleAudit
@testable import LegibleReport

/// A pair that needs review (text over an image) next to an asserted failing pair: every format lists the review
/// pair with its reason and ratio, none fails on it, and the summary counts it apart with the UI-file coverage.
@Suite("Needs-review pairs in every format")
struct ReviewReportTests {
    static let palette = Fixture.palette([
        ("ink", "#777777", nil), ("paper", "#ffffff", nil), ("white", "#ffffff", nil),
    ])

    static func result() -> AuditResult {
        func site(_ line: Int, _ id: String) -> UsageSite {
            UsageSite(
                location: SourceLocation(
                    path: "res/layout/card.xml", line: line, keyPath: "TextView/@android:textColor"),
                elementID: id, elementClass: "TextView")
        }
        let asserted = ObservedPair(
            foreground: .named("ink"), background: .named("paper"), role: .text(large: false),
            site: site(9, "@+id/body"),
            evidence: "own android:background @color/paper")
        let overImage = ObservedPair(
            foreground: .named("white"), background: .named("paper"), role: .text(large: false),
            site: site(14, "@+id/caption"), evidence: "the theme's android:windowBackground",
            review: ReviewReason(.image, "ImageView @+id/thumbnail (line 12) is drawn under TextView @+id/caption"))
        let scan = UsageScan(pairs: [asserted, overImage], diagnostics: [], elementsWithTextColor: 3, filesRead: 1)
        var result = Auditor(
            palette: palette, config: ZeroConfig.config(palette: palette, scan: scan, pairs: .observed),
            rulesInferred: true
        ).run()
        result.usage = UsageCoverage(
            filesRead: 1, textUses: 3, pairs: PairCounts(pairs: 1, sites: 1, reviewPairs: 1, reviewSites: 1),
            usesNotChecked: 1)
        return result
    }

    @Test func theReviewPairNeverFailsAndIsCountedApart() {
        let result = Self.result()
        #expect(result.reviewContrast.count == 1)
        #expect(result.reviewContrast[0].ratio == 1) // white on white: a certain failure, were it asserted
        #expect(result.violations(strict: true).contrast.map(\.foreground.name) == ["ink"])
        let summary = ReportSummary(result, strict: false)
        #expect(summary.checks == 1)
        #expect(summary.needsReview == 1)
        #expect(
            summary.line
                == "1 check, 1 failed (1 error, 0 warnings), 1 needs review; UI files: 1 pair at 1 site checked, 1 pair at 1 site needs review, 1 use not checked (see the warnings)"
        )
    }

    @Test func everyFormatListsItWithItsReason() throws {
        let all = Fixture.renderAll(Self.result())
        let reason = "Needs review (image): ImageView @+id/thumbnail (line 12) is drawn under TextView @+id/caption"
        // text: its own section
        let text = try #require(all[.text])
        #expect(
            text.contains(
                "Needs review (1 pair; a person must look, they never fail the run)\n  REVIEW  white on paper: needs review (image)"
            ))
        // Markdown: a table of its own, counted in the heading
        let markdown = try #require(all[.markdown])
        #expect(markdown.contains("### Needs review"))
        #expect(markdown.hasPrefix("## Legible: 1 failed (1 error, 0 warnings) of 1 check, 1 needs review"))
        // JSON: status review with the reason; counted in the summary
        let json = try Fixture.json(try #require(all[.json]))
        let contrast = try #require(json["contrast"] as? [[String: Any]])
        let review = try #require(contrast.first { ($0["status"] as? String) == "review" })
        #expect((review["review"] as? [String: Any])?["reason"] as? String == "image")
        #expect((json["summary"] as? [String: Any])?["needsReview"] as? Int == 1)
        #expect((json["usage"] as? [String: Any])?["notChecked"] as? Int == 1)
        // SARIF: a result of kind review with level none, at the UI file's line
        let sarif = try Fixture.json(try #require(all[.sarif]))
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let sarifReview = try #require(results.first { ($0["kind"] as? String) == "review" })
        #expect(sarifReview["level"] as? String == "none")
        let message = (sarifReview["message"] as? [String: Any])?["text"] as? String
        #expect(message?.hasPrefix(reason) == true)
        let region =
            ((sarifReview["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        #expect(region?["startLine"] as? Int == 14)
        // the asserted failure stays a plain result
        #expect(results.filter { ($0["kind"] as? String) == nil }.count == 1)
        // JUnit: skipped with the reason
        let junit = try #require(all[.junit])
        #expect(junit.contains("<skipped message=\"\(reason)"))
        // GitHub: a notice, never an error
        let github = try #require(all[.github])
        #expect(
            github.contains(
                "::notice file=res/layout/card.xml,line=14,title=needs review%3A white on paper (light)::\(reason)"))
        #expect(github.components(separatedBy: "::error").count == 2) // the asserted failure only
        // Xcode: a note at the UI file's line
        let xcode = try #require(all[.xcode])
        #expect(xcode.contains("res/layout/card.xml:14:1: note: \(reason)"))
    }

    @Test func eachFormatSaysWhatToDoOncePerReason() throws {
        let all = Fixture.renderAll(Self.result())
        let advice = ReviewReason.Kind.image.advice
        let text = try #require(all[.text])
        #expect(text.components(separatedBy: "What to do (image): ").count == 2)
        #expect(text.replacingOccurrences(of: "\n          ", with: " ").contains("What to do (image): \(advice)"))
        #expect(!text.contains("What to do (blur)"))
        let markdown = try #require(all[.markdown])
        #expect(markdown.contains("| image | \(advice) |"))
        #expect(HTMLReport.render(Self.result()).contains("<dt>What to do (image)</dt><dd>"))
    }
}
