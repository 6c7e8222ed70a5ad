import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A text color written again from data (`Fixtures/apple-data-text-colors`, own files): the color a label is made
/// with is replaced by one the server sends, which no source holds, so that pair needs review; a label whose color no
/// code writes again keeps its pair.
@Suite("Apple text colors written from data")
struct AppleDataTextColorTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("apple-data-text-colors/BannerViewController.swift")], palette: Palette())

    func pair(_ id: String) throws -> ObservedPair {
        try #require(Self.scan.pairs.first { $0.site.elementID == id })
    }

    @Test func aColorReplacedByDataNeedsReviewNamingTheLineAndValue() throws {
        let title = try pair("BannerViewController.titleLabel")
        #expect(title.site.location.line == 14)
        #expect(title.foreground.displayName == "label")
        let review = try #require(title.review)
        #expect(review.kind == .setInCode)
        #expect(review.detail.contains("BannerViewController.swift:33"))
        #expect(review.detail.contains("banner.titleColor"))
    }

    @Test func aColorNoCodeWritesAgainIsAsserted() throws {
        let caption = try pair("BannerViewController.captionLabel")
        #expect(caption.foreground.displayName == "secondaryLabel")
        #expect(caption.background.displayName == "systemBackground")
        #expect(caption.review == nil)
    }
}
