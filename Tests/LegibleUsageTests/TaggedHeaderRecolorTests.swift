import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A collection's section header from a xib, recolored by tag where the data source hands it out
/// (`dequeueReusableSupplementaryView`, `Fixtures/apple-code-hosts/Gallery`, own code).
@Suite("Section headers recolored by tag")
struct TaggedHeaderRecolorTests {
    static let scan = UsageLoader().load(
        [TestPaths.fixture("apple-code-hosts") + "/Gallery"], palette: Palette())

    @Test func theCountLabelTakesTheTextAndPillColorsSetByTag() throws {
        let count = try #require(Self.scan.pairs.first { $0.site.elementID == "gh-count" && $0.role != .nonText })
        #expect(count.review == nil)
        #expect(count.foreground.displayName == "secondaryLabel")
        #expect(count.background.displayName == "systemGray5")
        guard case .inline(let pill) = count.background else {
            Issue.record("background \(count.background)")
            return
        }
        #expect(pill.variant(for: .light)?.color?.hexRGB == "#e5e5ea")
        #expect(count.evidence.contains("GalleryViewController sets cell.viewWithTag:2.textColor"))
        #expect(count.evidence.contains("GalleryViewController sets cell.viewWithTag:3.backgroundColor"))
    }

    @Test func theTitleNoCodeRecolorsKeepsTheDocumentColors() throws {
        let title = try #require(Self.scan.pairs.first { $0.site.elementID == "gh-title" && $0.role != .nonText })
        #expect(title.foreground.displayName == "label")
        #expect(title.background.displayName == "systemBackground")
    }
}

/// View code's text color over an outlet's element takes the layer code paints under that element
/// (`Fixtures/apple-code-hosts/Rewards`, own code).
@Suite("Outlet layers after code")
struct OutletLayersAfterCodeTests {
    static let scan = UsageLoader().load(
        [TestPaths.fixture("apple-code-hosts") + "/Rewards"], palette: Palette())

    @Test func theCodeTextColorIsOnTheWrapperCodePaints() throws {
        let title = try #require(
            Self.scan.pairs.first { $0.site.elementID == "RewardCell.titleLabel" && $0.role != .nonText })
        #expect(title.foreground.displayName == "secondaryLabel")
        #expect(title.background.displayName == "systemGray6")
        #expect(title.evidence.contains("under the element once code runs"))
        #expect(title.evidence.contains("RewardCell sets wrapper.backgroundColor"))
    }
}
