import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A dequeued table cell's standard labels filled by a controller (`Fixtures/uikit-cell-locals`, own files): the
/// labels lie on the cell's content view, on the cell, in its table (`UIKitCellLocals`).
@Suite("UIKit dequeued cells' labels")
struct UIKitCellLocalTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("uikit-cell-locals/ListControllers.swift")], palette: Palette())

    func pair(_ element: String) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first { $0.site.elementID == element }, "\(Self.scan.diagnostics.map(\.message))")
    }

    @Test func aRegisteredPlainCellDrawsThePlatformCellBackgroundForItsTablesStyle() throws {
        let title = try pair("AccountListViewController.cell.textLabel")
        #expect(title.foreground.displayName == "label")
        #expect(title.background.displayName == "secondarySystemGroupedBackground")
        #expect(title.review == nil)
        let detail = try pair("AccountListViewController.cell.detailTextLabel")
        #expect(detail.foreground.displayName == "secondaryLabel")
        #expect(detail.background.displayName == "secondarySystemGroupedBackground")
    }

    @Test func aPaintedCellShowsItsColor() throws {
        let swatch = try pair("PaletteListViewController.cell.textLabel")
        #expect(swatch.foreground.displayName == "white")
        #expect(swatch.background.displayName == "systemIndigo")
        #expect(swatch.review == nil)
    }

    @Test func aClearedCellShowsItsTable() throws {
        let entry = try pair("NightMenuViewController.cell.textLabel")
        #expect(entry.foreground.displayName == "white")
        #expect(entry.background.displayName == "black")
    }

    @Test func aCellWhoseClassIsNotRegisteredHereNeedsReview() throws {
        let history = try pair("HistoryViewController.cell.textLabel")
        #expect(history.background.displayName == "systemBackground")
        let review = try #require(history.review)
        #expect(review.kind == .hostUnknown)
        #expect(review.message.contains("'cell' is dequeued from tableView by its identifier"))
        #expect(review.message.contains("none registered in HistoryViewController"))
    }
}
