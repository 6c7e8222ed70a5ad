import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A private helper that recolors its parameter (`Fixtures/apple-known-helpers`, own code): when every call passes a
/// view Legible knows, the write is that view's (a view the code creates is no element); a call with an unknown view
/// keeps the review for the elements that view may be.
@Suite("Code recolors: private helpers called with known views")
struct AppleKnownHelpersTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-known-helpers")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    @Test func eachOutletAHelperIsHandedTakesItsColor() throws {
        for id in ["pv-name", "pv-bio"] {
            let pair = try Self.pair(id)
            #expect(pair.review == nil, "\(id): \(pair.review?.message ?? "")")
            #expect(pair.foreground.displayName == "secondaryLabel", "\(id)")
            #expect(pair.evidence.contains("ProfileViewController.swift:19"), "\(id): \(pair.evidence)")
        }
    }

    @Test func anOutletNoCallPassesKeepsTheDocumentsColor() throws {
        let handle = try Self.pair("pv-handle")
        #expect(handle.review == nil, "\(handle.review?.message ?? "")")
        #expect(!handle.evidence.contains("ProfileViewController.swift"))
    }

    @Test func aCallWithAnUnknownViewKeepsTheReviewForWhatItMayBe() throws {
        let title = try Self.pair("fv-title")
        #expect(title.review == nil, "\(title.review?.message ?? "")")
        #expect(title.foreground.displayName == "systemOrange")
        let count = try #require(try Self.pair("fv-count").review)
        #expect(count.message.contains("FeedViewController sets label.textColor (FeedViewController.swift:20)"))
        #expect(try Self.pair("fv-more").review == nil)
    }
}
