import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Cell views of xibs of their own that code registers in a table of another xib
/// (`tableView.register(NSNib(nibNamed: "PostCellView", bundle: .main), forIdentifier: …)`): AppKit makes them in
/// that table's rows, so what nothing in the cell's xib draws under is the table's layer as its document resolves it
/// (`Fixtures/appkit-registered-cells`, own code: a social reader; `NibRootHosts`, `NibTableLayer`).
@Suite("AppKit: cell xibs registered in another xib's table")
struct AppKitRegisteredCellTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-registered-cells")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.role != .nonText && $0.site.condition == nil },
            "no pair for \(id): \(scan.pairs.map { $0.site.elementID ?? "" })")
    }

    /// `Timeline.xib`'s table draws an sRGB paper color of its own: the posts' text is on it.
    @Test func aCellRegisteredInATableIsOnThatTablesBackground() throws {
        for id in ["pc-author-cell", "pc-body-cell"] {
            let pair = try Self.pair(id)
            #expect(pair.review == nil, "\(id): \(pair.review?.message ?? "")")
            #expect(pair.background.lightHex == "#f5f2ed", "\(id): \(pair.background.lightHex ?? "")")
            #expect(
                pair.evidence.contains(
                    "TimelineController registers it as a cell of tableView (TimelineController.swift:15), "
                        + "tableView tl-table in Timeline.xib"), "\(id): \(pair.evidence)")
        }
    }

    /// `Search.xib`'s table keeps AppKit's default background: `controlBackgroundColor`.
    @Test func aTableWithTheDefaultBackgroundGivesControlBackground() throws {
        let result = try Self.pair("rc-title-cell")
        #expect(result.review == nil, "\(result.review?.message ?? "")")
        #expect(result.background.displayName == "controlBackground")
        #expect(result.evidence.contains("SearchWindowController registers it as a cell of resultsTable"))
    }

    /// `FollowersController` makes its rows in `tableView(_:rowViewForRow:)`: their drawing lies under the cell.
    @Test func rowsTheControllerMakesNeedReview() throws {
        let name = try Self.pair("fc-name-cell")
        let review = try #require(name.review)
        #expect(review.kind == .customDrawing, "\(review.message)")
        #expect(
            review.detail.contains("whose rows FollowersController makes in code (FollowersController.swift:18)"),
            "\(review.detail)")
    }
}
