import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// AppKit window chrome (`Fixtures/apple-window-chrome`, own code): a text in a window's bottom or top bar
/// (`contentBorderThickness`) or in a textured window needs review, naming the window and the chrome; a text above
/// the bars is on the window background.
@Suite("Text on AppKit window chrome needs review")
struct IBWindowChromeTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-window-chrome")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id + "-cell" }, "no pair for \(id)")
    }

    @Test func textInABarNeedsReviewNamingTheWindowAndTheBar() throws {
        for (id, edge) in [("wc-status", "bottom"), ("wc-nested", "bottom"), ("wc-header", "top")] {
            let review = try #require(try Self.pair(id).review, "\(id)")
            #expect(review.kind == .gradient, "\(id)")
            #expect(
                review.detail.hasPrefix(
                    "it is in the \(edge) bar of window wc-timer (\"Timer Window\") (contentBorderThickness "
                        + (edge == "bottom" ? "minY=32" : "maxY=24")),
                "\(id): \(review.detail)")
        }
    }

    @Test func textInATexturedWindowNeedsReview() throws {
        let review = try #require(try Self.pair("wc-textured").review)
        #expect(review.kind == .gradient)
        #expect(review.detail.contains("textured window (window wc-inspector (\"Inspector\"), line"))
    }

    @Test func textAboveTheBarsIsOnTheWindowBackground() throws {
        let pair = try Self.pair("wc-clock")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(pair.background.identity.contains("windowBackground"), "\(pair.background)")
    }
}
