import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit

/// `compare`'s change is the signed change from light to the other appearance (or to the worst of the others):
/// an improvement is positive, never 0.
@Suite("Comparison change")
struct ComparisonChangeTests {
    static let config = TestPalette.config(#"{"contrast": [{"foreground": "text", "background": "canvas"}]}"#)

    @Test("an improvement in dark is positive")
    func improvement() throws {
        let palette = TestPalette.make([("text", "#767676", "#ffffff"), ("canvas", "#ffffff", "#000000")])
        let comparison = Comparison(Auditor(palette: palette, config: Self.config).run())
        let row = try #require(comparison.rows.first)
        let light = try #require(row.findings[0]), dark = try #require(row.findings[1])
        #expect(dark.measured == 21 && light.measured < 4.6)
        #expect(row.change == dark.measured - light.measured)
        #expect(row.change > 16)
    }

    @Test("a drop in dark is negative")
    func drop() throws {
        let palette = TestPalette.make([("text", "#000000", "#555555"), ("canvas", "#ffffff", "#000000")])
        let comparison = Comparison(Auditor(palette: palette, config: Self.config).run())
        let row = try #require(comparison.rows.first)
        let light = try #require(row.findings[0]), dark = try #require(row.findings[1])
        #expect(row.change == dark.measured - light.measured && row.change < 0)
    }
}
