import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Attributed text built in Swift (`Fixtures/apple-attributed-text`, own code): the colors its runs are given over their
/// whole range are the text's; a color over part of the text, or a string handed in, leaves it for review.
@Suite("Swift attributed text colors")
struct SwiftAttributedTextTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-attributed-text")], palette: Palette())

    static func pair(_ line: Int) throws -> ObservedPair {
        try scan.pair(at: "NoticeView.xib", line)
    }

    @Test func aForegroundAddedOverTheWholeRangeAfterMarkdownIsTheTextColor() throws {
        let intro = try Self.pair(12)
        #expect(intro.review == nil, "\(intro.review?.detail ?? "")")
        #expect(intro.foreground.displayName == "darkGray", "\(intro.foreground)")
        #expect(
            intro.evidence.contains("makeIntro() (an attributed text, each run's foregroundColor)"), "\(intro.evidence)"
        )
    }

    @Test func theAttributesOfTheInitializerColorTheText() throws {
        let title = try Self.pair(17)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(title.foreground.displayName == "systemRed", "\(title.foreground)")
    }

    @Test func aColorOverPartOfTheTextNeedsReview() throws {
        let partial = try Self.pair(22)
        #expect(
            partial.review?.detail.contains("attributed text in code") == true, "\(partial.review?.detail ?? "none")")
    }

    @Test func runsWithTheirOwnBackgroundDrawTheTextOnIt() throws {
        let tags = try Self.pair(27)
        #expect(tags.review == nil, "\(tags.review?.detail ?? "")")
        #expect(tags.foreground.displayName == "white", "\(tags.foreground)")
        #expect(tags.background.displayName == "systemBlue", "\(tags.background)")
    }

    @Test func anAttributeContainerColorsTheText() throws {
        let container = try Self.pair(32)
        #expect(container.review == nil, "\(container.review?.detail ?? "")")
        #expect(container.foreground.displayName == "brown", "\(container.foreground)")
    }

    @Test func anAttributedStringHandedInNeedsReview() throws {
        let unread = try Self.pair(37)
        #expect(unread.review?.detail.contains("attributed text in code") == true, "\(unread.review?.detail ?? "none")")
    }
}
