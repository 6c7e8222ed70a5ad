import Foundation
import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// Suggestions are printed the way the source writes colors, in every format: CSS `color(display-p3 …)` with 4
/// decimals for a P3 source, 8-bit hex for an sRGB one; never 17-digit floats.
@Suite("Suggestion notation")
struct SuggestionNotationTests {
    static let config = #"{"contrast": [{"foreground": "text", "background": "background"}]}"#
    static let p3 = #"color\(display-p3 [01]\.\d{4} [01]\.\d{4} [01]\.\d{4}\)"#

    static func p3Result() -> AuditResult {
        Fixture.result(
            [("text", "color(display-p3 0.6 0.6 0.6)", nil), ("background", "#ffffff", nil)], config: config)
    }

    @Test(
        "a P3 source's suggestion is color(display-p3 …) with 4 decimals in every format",
        arguments: [ReportFormat.text, .markdown, .json, .github, .sarif, .junit])
    func p3Suggestion(format: ReportFormat) throws {
        let result = Self.p3Result()
        let f = try #require(result.contrast.first)
        #expect(!f.passed && f.suggestions.contains { $0.side == .foreground && $0.color.space == .displayP3 })
        let text = LegibleReport.render(result, as: format)
        #expect(text.range(of: Self.p3, options: .regularExpression) != nil, "\(format): \(text)")
        #expect(
            text.range(of: #"display-p3 [0-9.]*\d{6}"#, options: .regularExpression) == nil,
            "\(format) prints long floats")
    }

    @Test("the HTML report too")
    func html() {
        let result = Self.p3Result()
        let page = HTMLReport.render(
            result,
            palette: Fixture.palette([("text", "color(display-p3 0.6 0.6 0.6)", nil), ("background", "#ffffff", nil)]),
            options: ReportOptions())
        #expect(page.range(of: Self.p3, options: .regularExpression) != nil)
    }

    @Test("an sRGB hex source's suggestion is 8-bit hex")
    func srgbSuggestion() throws {
        let result = Fixture.result([("text", "#999999", nil), ("background", "#ffffff", nil)], config: Self.config)
        let text = LegibleReport.render(result, as: .text)
        #expect(
            text.range(of: #"foreground #[0-9a-f]{6} \(4\.\d\d:1\)"#, options: .regularExpression) != nil, "\(text)")
        #expect(!text.contains("color("))
    }

    @Test(
        "fixed4 rounds to 4 decimals",
        arguments: [(0.5, "0.5000"), (0.123456, "0.1235"), (-0.01234, "-0.0123"), (1, "1.0000"), (0.99999, "1.0000")])
    func fixed4(value: Double, expected: String) {
        #expect(Display.fixed4(value) == expected)
    }
}
