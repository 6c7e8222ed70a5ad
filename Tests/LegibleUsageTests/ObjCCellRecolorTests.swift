import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Objective-C table controllers that recolor the cells of standalone xibs they load (`CodeCellRecolor`, shared with
/// Swift): in `willDisplayCell:`, in `cellForRowAtIndexPath:` on views found by tag, and in a helper of the app the
/// cell is handed to (`Fixtures/objc-cell-recolors`, own code: a podcast app).
@Suite("Objective-C cell recolors")
struct ObjCCellRecolorTests {
    static let root = TestPaths.fixture("objc-cell-recolors")
    static let scan = UsageLoader().load([root], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    /// `titleLabel.textColor = [UIColor labelColor]` on `(UILabel *)[cell viewWithTag:EPISODE_CELL_TITLE]` when the
    /// cell is made from the xib (`if (cell == nil)` is no condition on the data), over `cell.backgroundColor =
    /// [UIColor secondarySystemBackgroundColor]` in `willDisplayCell:`, set alike in both branches of an `if` on the
    /// episode: every row has it.
    @Test func aViewFoundByTagAndTheCellBackgroundTakeTheControllersColors() throws {
        let title = try Self.pair("ep-title")
        #expect(title.foreground.displayName == "label")
        #expect(title.background.displayName == "secondarySystemBackground")
        #expect(title.review == nil)
        #expect(title.evidence.contains("EpisodesViewController sets cell.viewWithTag:1.textColor"))
        #expect(title.evidence.contains("EpisodesViewController sets cell.backgroundColor"))
        #expect(title.evidence.contains("EpisodesViewController.m:25, EpisodesViewController.m:29"))
    }

    /// `[EpisodeStyle styleSummaryInCell:cell]`: the helper's `[summary setTextColor:…]` on the cell it is handed.
    @Test func aHelperTheCellIsHandedToRecolorsIt() throws {
        let summary = try Self.pair("ep-summary")
        #expect(summary.foreground.displayName == "secondaryLabel")
        #expect(summary.review == nil)
        #expect(summary.evidence.contains("EpisodeStyle.m:9"))
    }

    /// `if (episode.isNew) { … systemBlueColor } else { … secondaryLabelColor }`: a color per row's data.
    @Test func aColorChosenByTheRowsDataNeedsReview() throws {
        let date = try Self.pair("ep-date")
        let review = try #require(date.review)
        #expect(review.kind == .setInCode)
        #expect(
            review.message.contains("EpisodesViewController sets cell.viewWithTag:2.textColor to 2 different colors"))
        #expect(review.message.contains("EpisodesViewController.m:45, EpisodesViewController.m:48"))
    }

    /// `cell.backgroundColor = UIColor.clearColor` in `willDisplayCell:` of the controller that registers the xib:
    /// the xib's dark cell color is not what the text is on.
    @Test func aCellMadeClearByItsControllerNeedsReview() throws {
        let title = try Self.pair("ps-title")
        let review = try #require(title.review)
        #expect(review.kind == .hostUnknown)
        #expect(review.message.contains("PlayerSettingsViewController sets cell.backgroundColor to UIColor.clearColor"))
        #expect(review.message.contains("PlayerSettingsViewController.m:23"))
    }
}
