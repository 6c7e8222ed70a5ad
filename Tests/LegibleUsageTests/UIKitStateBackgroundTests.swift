import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A button that swaps its background per state (`Fixtures/uikit-state-backgrounds`, own files): the title color set
/// for a state sits on the background that state's accessor sets, not on the normal one.
@Suite("UIKit buttons with a background per state")
struct UIKitStateBackgroundTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("uikit-state-backgrounds/PillButton.swift")], palette: Palette())

    func pair(_ line: Int) throws -> ObservedPair {
        try #require(Self.scan.pairs.first { $0.site.location.line == line && $0.role != .nonText })
    }

    @Test func theNormalTitleIsOnTheNormalBackground() throws {
        let normal = try pair(40)
        #expect(normal.foreground.displayName == "white")
        #expect(normal.background.displayName == "systemIndigo")
        #expect(normal.review == nil)
    }

    @Test func aStateBackgroundLegibleCannotReadNeedsReview() throws {
        let highlighted = try pair(41)
        #expect(highlighted.foreground.displayName == "lightText")
        let review = try #require(highlighted.review)
        #expect(review.kind == .setInCode)
        #expect(review.detail.contains("PillButton.swift:18"))
        #expect(review.detail.contains("isHighlighted"))
    }

    @Test func theDisabledTitleIsOnTheBackgroundSetWhenNotEnabled() throws {
        let disabled = try pair(42)
        #expect(disabled.foreground.displayName == "white")
        #expect(disabled.background.displayName == "systemGray")
        #expect(disabled.evidence.contains("PillButton.swift:27"))
        #expect(disabled.review == nil)
    }

    @Test func theSelectedTitleIsOnTheSelectedBranch() throws {
        let selected = try pair(43)
        #expect(selected.foreground.displayName == "systemYellow")
        #expect(selected.background.displayName == "black")
        #expect(selected.review == nil)
    }
}
