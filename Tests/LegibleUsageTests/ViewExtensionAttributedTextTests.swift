import LegiblePalette
import LegibleTestSupport
import LegibleUsage
import Testing

/// Attributed text set by the app's own extension of a view class, called on an outlet
/// (`Fixtures/apple-extension-attributed-text`, own code): the colors the extension's string gives every run are the
/// view's text color; a color handed in leaves it for review at the extension's line.
@Suite("Swift: attributed text set by an extension of the view class")
struct ViewExtensionAttributedTextTests {
    static let scan = UsageLoader().load(
        [TestPaths.fixture("apple-extension-attributed-text")], palette: Palette())

    @Test func anExtensionsAttributedTextColorsTheOutletItIsCalledOn() throws {
        let licenses = try Self.scan.pair(at: "AboutPanel.xib", 12)
        #expect(licenses.review == nil, "\(licenses.review?.detail ?? "")")
        #expect(licenses.foreground.displayName == "secondaryLabel", "\(licenses.foreground)")
        #expect(licenses.evidence.contains("an attributed text"), "\(licenses.evidence)")
    }

    @Test func aColorHandedToTheExtensionNeedsReviewAtItsLine() throws {
        let status = try Self.scan.pair(at: "AboutPanel.xib", 17)
        let detail = status.review?.detail ?? "none"
        #expect(detail.contains("attributed text in code"), "\(detail)")
        #expect(detail.contains("AboutPanel.swift:30"), "\(detail)")
    }
}
