import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// AppKit draws a table's grid color only along grid lines (`gridStyleMask`) and a column's header cell only in a
/// header view: with neither in the document and no code read turning them on, they are never drawn, "not shown" in
/// the note rather than "needs review" (`Fixtures/appkit-parts-code-turns-on`, own code).
@Suite("AppKit: parts drawn only when code turns them on")
struct IBPartsCodeTurnsOnTests {
    static let filters = UsageLoader().load(
        [TestPaths.fixture("appkit-parts-code-turns-on") + "/Filters"], palette: Palette())
    static let servers = UsageLoader().load(
        [TestPaths.fixture("appkit-parts-code-turns-on") + "/Servers"], palette: Palette())

    @Test func withNoHeaderViewNorGridLinesBothAreNotShown() {
        #expect(!Self.filters.pairs.contains { $0.site.location.keyPath == "gridColor" })
        #expect(!Self.filters.pairs.contains { $0.site.location.line == 38 })
        #expect(Self.filters.pairs.contains { $0.site.location.line == 55 }) // the rows' text stays
        let note = Self.filters.diagnostics.first { $0.message.contains("UI nothing shows") }
        #expect(
            note?.message.contains("only when code turns it on") == true, "\(Self.filters.diagnostics.map(\.message))")
    }

    @Test func aHeaderViewInTheDocumentAndGridLinesCodeTurnsOnAreKept() {
        #expect(Self.servers.pairs.contains { $0.site.location.keyPath == "gridColor" })
        let header = Self.servers.pairs.filter { $0.site.location.line == 38 }
        #expect(!header.isEmpty)
        #expect(header.allSatisfy { $0.review?.kind == .customDrawing })
    }
}
