import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A controller's theme method paints its root view with a color Legible cannot read (`update(theme:)` setting
/// `view.backgroundColor = theme.headerBackground`, `Fixtures/apple-code-effects/ThemeRoot`, own code): the xib's white
/// is no longer under the title, for the document's pair and for view code's pair over the same element alike.
@Suite("A layer code paints with an unread color")
struct CodePaintedLayerTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-code-effects/ThemeRoot")], palette: Palette())

    @Test func viewCodeOverAnElementWhoseRootViewCodePaintsNeedsReview() throws {
        let code = Self.scan.pairs.filter {
            $0.site.location.path.hasSuffix("AboutViewController.swift") && $0.role != .nonText
        }
        try #require(!code.isEmpty, "no view code pair for titleLabel")
        for pair in code {
            #expect(pair.foreground.displayName == "secondaryLabel")
            let review = try #require(pair.review, "asserted over \(pair.background.displayName)")
            #expect(review.kind == .setInCode)
            #expect(review.message.contains("AboutViewController sets view.backgroundColor to theme.headerBackground"))
            #expect(review.message.contains("AboutViewController.swift:21"))
        }
        let document = Self.scan.pairs.filter { $0.site.elementID == "about-title" }
        try #require(!document.isEmpty)
        for pair in document {
            #expect(pair.review?.message.contains("AboutViewController.swift:21") == true)
        }
    }
}
