import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
import LegibleUsage

/// Pairs guessed from names stay within the origin they were guessed in (`ContrastRule.origin`): N copies of one
/// app's palette give N times the guessed checks of one copy. Before, a guessed rule matched its names in every
/// origin, so two copies gave 2 rules × 2 foregrounds × 2·k backgrounds: four times one copy's checks, not two.
@Suite("Guessed pairs scale with copies")
struct GuessScaleTests {
    static let entries: [(String, String, String?)] = [
        ("label", "#000000", "#ffffff"), ("secondaryLabel", "#3c3c4399", "#ebebf599"),
        ("separator", "#c6c6c8", "#38383a"),
        ("background", "#ffffff", "#000000"), ("groupedBackground", "#f2f2f7", "#1c1c1e"),
    ]

    static func checks(copies: Int) -> (checks: Int, crossed: Int) {
        var palette = Palette()
        for k in 0..<copies { palette.merge(TestPalette.make(Self.entries, origin: "copy\(k)/Assets.xcassets")) }
        let config = ZeroConfig.config(palette: palette, scan: UsageScan(), pairs: .inferred)
        let result = Auditor(palette: palette, config: config, rulesInferred: true, suggestions: false).run()
        return (result.contrast.count, result.contrast.filter { $0.foreground.origin != $0.background.origin }.count)
    }

    @Test("1, 2 and 4 copies: checks grow linearly, no guessed pair crosses origins", arguments: [1, 2, 4])
    func linear(copies: Int) {
        let one = Self.checks(copies: 1)
        // One copy: 3 foregrounds (2 text, 1 separator) × 2 backgrounds × 2 appearances.
        #expect(one.checks == 3 * 2 * 2)
        let many = Self.checks(copies: copies)
        #expect(many.checks == copies * one.checks)
        #expect(many.crossed == 0)
    }
}
