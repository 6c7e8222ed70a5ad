import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Of two reasons a pair needs review, the more specific wins: a color write on a view Legible cannot name between the
/// text and its xib's root ("set in code", naming the line) says more than a root view no code read places ("host
/// unknown"), and still holds once that host is known (`Fixtures/appkit-review-order`, own code: a notes inspector;
/// `UnattributedRecolor`).
@Suite("AppKit: the more specific review reason wins")
struct AppKitReviewOrderTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-review-order")], palette: Palette())

    @Test func aWriteOnAnUnnamedViewWinsOverAnUnknownHost() throws {
        let pair = try #require(Self.scan.pairs.first { $0.site.elementID == "nv-title-cell" && $0.role != .nonText })
        let review = try #require(pair.review)
        #expect(review.kind == .setInCode, "\(review.message)")
        #expect(review.detail.contains("NotesViewController.swift:10"), "\(review.detail)")
    }

    /// `TagsViewController`'s view is added to a sidebar material (review, "blur", from that host); the write on its
    /// tables lies between the text and that material, so it is the reason.
    @Test func aWriteOnAnUnnamedViewWinsOverTheHostsMaterial() throws {
        let pair = try #require(Self.scan.pairs.first { $0.site.elementID == "tg-title-cell" && $0.role != .nonText })
        let review = try #require(pair.review)
        #expect(review.kind == .setInCode, "\(review.message)")
        #expect(review.detail.contains("TagsViewController.swift:9"), "\(review.detail)")
    }
}
