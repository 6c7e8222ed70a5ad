import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Buttons that color themselves in their own class (`Fixtures/uikit-button-subclass-colors`, own files): a title
/// color set on the button itself replaces the storyboard's; a background drawn by a method Legible does not follow
/// leaves the pair for review.
@Suite("UIKit button subclasses coloring themselves")
struct UIKitButtonSubclassColorTests {
    static let scan = UsageLoader().load([TestPaths.fixture("uikit-button-subclass-colors")], palette: Palette())

    func pair(_ id: String) throws -> ObservedPair {
        try #require(Self.scan.pairs.first { $0.site.elementID == id && $0.role != .nonText })
    }

    @Test func aTitleColorSetOnItselfReplacesTheStoryboards() throws {
        let cancel = try pair("bid-cancel")
        #expect(cancel.foreground.displayName == "systemRed")
        #expect(cancel.background.displayName == "systemBackground")
        #expect(cancel.review == nil)
    }

    @Test func aBackgroundSetByAMethodNotFollowedNeedsReview() throws {
        let place = try pair("bid-place")
        #expect(place.foreground.displayName == "white")
        let review = try #require(place.review)
        #expect(review.detail.contains("setBackgroundColor(_:for:animated:)"))
        #expect(review.detail.contains("Buttons.swift:9"))
    }

    @Test func aDocumentsButtonIsNotASecondTextUseInCode() {
        // The classes' `setTitleColor` on themselves are the storyboard buttons', not views built in code.
        #expect(Self.scan.pairs.compactMap(\.site.elementID).sorted() == ["bid-cancel", "bid-place"])
        #expect(Self.scan.diagnostics.filter { $0.location.path.hasSuffix("Buttons.swift") }.isEmpty)
    }
}
