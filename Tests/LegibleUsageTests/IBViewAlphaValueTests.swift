import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A view faded in an AppKit document (`alphaValue="0.5"`; `Fixtures/appkit-alpha`, own code): AppKit writes a
/// view's opacity as `alphaValue` where UIKit writes `alpha`, and draws it the same way.
@Suite("AppKit view alphaValue")
struct IBViewAlphaValueTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-alpha")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id + "-cell" }, "no pair for \(id)")
    }

    @Test func aTextFieldFadedOnItsOwnDrawsItsTextAtThatOpacity() throws {
        let hint = try Self.pair("aa-hint")
        #expect(hint.review == nil, "\(hint.review?.detail ?? "")")
        #expect(hint.evidence.contains("drawn at alpha 0.5 on"), "\(hint.evidence)")
        #expect(hint.background.identity.contains("windowBackground"), "\(hint.background)")
    }

    @Test func aBoxFadedWithTheFillUnderTheTextNeedsReview() throws {
        let tag = try Self.pair("aa-tag-text")
        #expect(tag.review?.kind == .overlap)
        #expect(tag.review?.detail.contains("alpha 0.8 on") == true, "\(tag.review?.detail ?? "no review")")
    }
}
