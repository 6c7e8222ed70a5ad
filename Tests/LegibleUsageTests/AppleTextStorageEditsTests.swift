import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Attributed text appended to a text view's storage carries its own foreground color: the view's `textColor` is not
/// what is drawn, so the view's pair needs review (`CodeTextStorageEdits`, `Fixtures/apple-hosts/console-window`).
struct AppleTextStorageEditsTests {
    static let pairs = UsageLoader().load([TestPaths.fixture("apple-hosts/console-window")], palette: Palette()).pairs

    @Test func textAppendedThroughALocalStorageNeedsReview() throws {
        let log = try #require(Self.pairs.first { $0.site.elementID == "lw-log" && $0.role != .nonText })
        let review = try #require(log.review)
        #expect(review.kind == .setInCode)
        #expect(review.detail.contains("LogWindowController sets logView's attributed text in code"))
        #expect(review.detail.contains("LogWindowController.m:15"))
    }

    @Test func theFieldBesideItKeepsItsPair() throws {
        let status = try #require(Self.pairs.first { $0.site.elementID == "lw-status-cell" && $0.role != .nonText })
        #expect(status.review == nil)
        #expect(status.foreground.displayName == "label")
    }
}
