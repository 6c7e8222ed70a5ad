import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A configured button that also has a `backgroundColor` of its own (`Fixtures/apple-button-configurations/Onboarding/
/// PlanPickerView.xib`, own code): the configuration's background is drawn over the view's, right under the title.
@Suite("Interface Builder: a button configuration's fill over the button's own background")
struct IBButtonFillOverBackgroundTests {
    static let scan = InterfaceBuilderReader.read(
        files: [TestPaths.fixture("apple-button-configurations/Onboarding/PlanPickerView.xib")], palette: Palette())

    static func title(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.site.location.keyPath?.hasPrefix("titleColor") == true },
            "no title pair for \(id)")
    }

    @Test func aFilledConfigurationsBackgroundIsUnderTheTitle() throws {
        let buy = try Self.title("plan-buy")
        #expect(buy.foreground.lightHex == "#ffffff")
        #expect(buy.background.displayName == "systemBlue", "\(buy.background) \(buy.evidence)")
        #expect(buy.review == nil)
    }

    @Test(arguments: [("plan-trial", "tinted"), ("plan-gift", "gray")])
    func aSystemFillOverTheButtonsBackgroundNeedsReview(id: String, style: String) throws {
        let title = try Self.title(id)
        #expect(title.review?.kind == .customDrawing)
        #expect(
            title.review?.detail.hasPrefix("its \(style) button configuration") == true,
            "\(title.review?.detail ?? "none")")
    }
}
