import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A view a table's delegate returns as a section header or footer is drawn on that table
/// (`Fixtures/uikit-section-headers`, own files).
@Suite("UIKit section headers")
struct UIKitSectionHeaderTests {
    static let scan = SwiftViewsReader.read(
        files: ["FormViewController.swift", "ListViewController.swift"].map {
            TestPaths.fixture("uikit-section-headers/\($0)")
        }, palette: Palette())

    func pair(_ line: Int, _ file: String) throws -> ObservedPair {
        let found = Self.scan.pairs.filter { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
        try #require(found.count == 1)
        return found[0]
    }

    @Test func aHeaderOfAGroupedTableIsOnTheTablesColorSetInCode() throws {
        let title = try pair(8, "FormViewController.swift")
        #expect(title.foreground.displayName == "white")
        #expect(title.background.displayName == "systemIndigo")
        #expect(title.review == nil)
        #expect(
            title.evidence.hasPrefix(
                "ActionHeaderView is a section header or footer FormViewController returns for its grouped table"))
    }

    @Test func aFooterOfAPlainTableNeedsReviewItFloatsOverTheRows() throws {
        let note = try pair(10, "ListViewController.swift")
        #expect(note.foreground.displayName == "secondaryLabel")
        #expect(note.background.displayName == "systemBackground")
        #expect(note.review?.kind == .hostUnknown)
        #expect(note.review?.message.contains("float over its rows") == true)
    }
}
