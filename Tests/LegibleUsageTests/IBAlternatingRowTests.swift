import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// An AppKit table that alternates its row backgrounds (`IBAlternatingRows`, `Fixtures/ib-alternating-rows`, own
/// xib): the text of its cell views is checked on each row color of `alternatingContentBackgroundColors`, a pair per
/// row color with its rows as condition, in the appearances the color is known in.
@Suite("Interface Builder: alternating table rows")
struct IBAlternatingRowTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("ib-alternating-rows")], palette: Palette())

    func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(exactly: appearance)?.color?.hexRGB
    }

    @Test func eachRowColorIsAPair() throws {
        let rows = Self.scan.pairs.filter { $0.site.elementID == "tFc-Cl-6Rd" }
        #expect(rows.count == 2, "\(rows.map { "\($0.condition ?? "-"): \($0.review?.detail ?? "")" })")
        let even = try #require(rows.first { $0.condition == "on even rows" })
        let odd = try #require(rows.first { $0.condition == "on odd rows" })
        #expect(even.review == nil && odd.review == nil)
        #expect(hex(even.background, .light) == "#ffffff")
        #expect(hex(even.background, .dark) == "#1d1d1d")
        #expect(hex(odd.background, .light) == "#f4f5f5")
        #expect(
            even.evidence
                == "tableView tBl-Hs-7Rw (line 30) alternates its row backgrounds: alternatingContentBackgroundColors[0] on even rows"
        )
        // The odd rows' dark value is not known: that appearance is left out and named in a note.
        #expect(odd.appearances?.contains(.dark) == false)
        #expect(odd.appearances?.contains(.light) == true)
        #expect(
            Self.scan.diagnostics.contains {
                $0.message.hasPrefix(
                    "textFieldCell tFc-Cl-6Rd: its odd rows are drawn on alternatingContentBackgroundColors[1], whose dark"
                )
            }, "\(Self.scan.diagnostics.map(\.message))")
    }

    /// The grid lines (non-text) are drawn over both row colors, not over the table's `backgroundColor`.
    @Test func gridLinesAreAPairPerRowColor() throws {
        let grid = Self.scan.pairs.filter {
            $0.site.elementID == "tBl-Hs-7Rw" && $0.site.location.keyPath == "gridColor"
        }
        #expect(Set(grid.compactMap(\.condition)) == ["on even rows", "on odd rows"], "\(grid.map(\.evidence))")
        let even = try #require(grid.first { $0.condition == "on even rows" })
        #expect(even.role == .nonText && even.review == nil)
        #expect(hex(even.background, .light) == "#ffffff")
        #expect(hex(even.background, .dark) == "#1d1d1d")
    }
}
