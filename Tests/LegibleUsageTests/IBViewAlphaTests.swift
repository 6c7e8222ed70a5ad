import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A view faded in Interface Builder (`alpha="0.6"`; `Fixtures/uikit-alpha`, own code): a label faded on its own draws
/// its text at that opacity over its layer; a view that is faded with the background under the text needs review.
@Suite("Interface Builder view alpha")
struct IBViewAlphaTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("uikit-alpha")], palette: Palette())

    func pair(_ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first {
                $0.site.location.path.hasSuffix("/ProfileHeaderView.xib") && $0.site.location.line == line
            }, "no pair at line \(line)")
    }

    @Test func aLabelFadedOnItsOwnDrawsItsTextAtThatOpacity() throws {
        let caption = try pair(12)
        #expect(caption.review == nil, "\(caption.review?.detail ?? "")")
        guard case .inline(let c) = caption.foreground else {
            Issue.record("not inline: \(caption.foreground)")
            return
        }
        #expect(c.variants.allSatisfy { abs(($0.color?.alpha ?? 1) - 0.6) < 0.001 }, "\(c)")
        #expect(caption.evidence.contains("drawn at alpha 0.6 on label"), "\(caption.evidence)")
    }

    @Test func aViewFadedWithTheBackgroundUnderTheTextNeedsReview() throws {
        let badge = try pair(20)
        #expect(badge.review?.kind == .overlap)
        #expect(badge.review?.detail.contains("alpha 0.5 on") == true, "\(badge.review?.detail ?? "no review")")
    }
}
