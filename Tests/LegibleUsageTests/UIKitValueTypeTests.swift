import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A struct's or enum's own `textColor` is a stored value, not a UIKit view's text color
/// (`Fixtures/swift-value-settings`, own code: caption settings set in an initializer and a mutating method).
@Suite("UIKit: a value type's textColor is no view")
struct UIKitValueTypeTests {
    static let scan = SwiftViewsReader.read(
        files: [
            TestPaths.fixture("swift-value-settings/CaptionSettings.swift"),
            TestPaths.fixture("swift-value-settings/CaptionOverlayView.swift"),
        ], palette: Palette())

    @Test func onlyTheViewsTextColorIsAUse() throws {
        #expect(Self.scan.elementsWithTextColor == 1)
        #expect(Self.scan.diagnostics.filter { $0.message.contains("CaptionSettings") }.isEmpty)
        let caption = try #require(Self.scan.pairs.first { $0.site.elementID == "CaptionOverlayView.captionLabel" })
        #expect(caption.foreground.displayName == "white")
        #expect(caption.background.displayName == "black")
    }
}
