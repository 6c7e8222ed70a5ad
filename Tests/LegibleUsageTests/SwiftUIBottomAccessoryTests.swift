import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// iOS 26's `.tabViewBottomAccessory { … }` is drawn on Liquid Glass over the scrolled content
/// (`Fixtures/swiftui-bottom-accessory`, own code): its text needs review naming the modifier.
@Suite("SwiftUI tab view bottom accessory")
struct SwiftUIBottomAccessoryTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("swiftui-bottom-accessory")], palette: Palette())

    @Test func textInABottomAccessoryNeedsReviewNamingIt() throws {
        let playing = try Self.scan.pair(at: "PlayerApp.swift", 14)
        let review = try #require(playing.review, "\(playing.evidence)")
        #expect(review.kind == .blur)
        #expect(review.detail.contains(".tabViewBottomAccessory (line 12)"), "\(review.detail)")
    }

    @Test func theTabsOwnRowsStayAsserted() throws {
        let books = try Self.scan.pair(at: "PlayerApp.swift", 24)
        #expect(books.review == nil, "\(books.review?.detail ?? "")")
    }
}
