import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A view made by a `UIContentConfiguration`'s `makeContentView()` is the content view of the cells that set that
/// configuration (`Fixtures/uikit-content-configurations`, own files): the table or collection view registering the
/// cell decides what is under it.
@Suite("UIKit content configurations")
struct UIKitContentConfigurationTests {
    static let scan = SwiftViewsReader.read(
        files: ["NoteContent.swift", "LinkContent.swift", "TileContent.swift"].map {
            TestPaths.fixture("uikit-content-configurations/\($0)")
        }, palette: Palette())

    func pair(_ file: String) throws -> ObservedPair {
        let found = Self.scan.pairs.filter { $0.site.location.line == 12 && $0.site.location.path.hasSuffix(file) }
        try #require(found.count == 1)
        return found[0]
    }

    @Test func aContentViewOfACellInAnInsetGroupedTableIsOnTheGroupedCellColor() throws {
        let detail = try pair("NoteContent.swift")
        #expect(detail.site.elementID == "NoteContentView.detailLabel")
        #expect(detail.foreground.displayName == "secondaryLabel")
        #expect(detail.background.displayName == "secondarySystemGroupedBackground")
        #expect(detail.review == nil)
        #expect(
            detail.evidence.hasPrefix(
                "NoteContentView is the content view NoteContentConfiguration.makeContentView() makes for "
                    + "NoteTableViewCell.contentView"))
    }

    @Test func aContentViewOfAListCellInAPlainListIsOnSystemBackground() throws {
        let host = try pair("LinkContent.swift")
        #expect(host.foreground.displayName == "tertiaryLabel")
        #expect(host.background.displayName == "systemBackground")
        #expect(host.review == nil)
        #expect(host.evidence.contains("LinksViewController"))
    }

    @Test func aClearCollectionCellShowsTheCollectionViewsColorSetInCode() throws {
        let caption = try pair("TileContent.swift")
        #expect(caption.foreground.displayName == "label")
        #expect(caption.background.displayName == "systemGray6")
        #expect(caption.review == nil)
        #expect(caption.evidence.contains("TilesViewController"))
    }
}
