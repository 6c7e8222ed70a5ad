import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Attributed text built in Objective-C (`Fixtures/objc-attributed-text`, own code): the colors its runs are given over
/// their whole range are the text's; a color over part of it leaves the text for review.
@Suite("Objective-C attributed text colors")
struct ObjCAttributedTextTests {
    static let scan = UsageLoader().load([TestPaths.fixture("objc-attributed-text")], palette: Palette())

    static func pair(_ line: Int) throws -> ObservedPair {
        try scan.pair(at: "BannerViewController.xib", line)
    }

    @Test func aForegroundAddedOverTheWholeRangeInAMethodIsTheTextColor() throws {
        let intro = try Self.pair(20)
        #expect(intro.review == nil, "\(intro.review?.detail ?? "")")
        #expect(intro.foreground.displayName == "secondaryLabel", "\(intro.foreground)")
        #expect(intro.evidence.contains("each run's NSForegroundColorAttributeName"), "\(intro.evidence)")
    }

    @Test func theAttributesOfTheInitializerColorTheText() throws {
        let title = try Self.pair(25)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(title.foreground.displayName == "systemRed", "\(title.foreground)")
    }

    @Test func aColorOverPartOfTheTextNeedsReview() throws {
        let partial = try Self.pair(30)
        #expect(
            partial.review?.detail.contains("attributed text in code") == true, "\(partial.review?.detail ?? "none")")
    }

    @Test func runsWithTheirOwnBackgroundDrawTheTextOnIt() throws {
        let tags = try Self.pair(35)
        #expect(tags.review == nil, "\(tags.review?.detail ?? "")")
        #expect(tags.foreground.displayName == "white", "\(tags.foreground)")
        #expect(tags.background.displayName == "systemBlue", "\(tags.background)")
    }
}
