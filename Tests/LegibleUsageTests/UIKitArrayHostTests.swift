import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Views kept in an array property and laid out by a stack (`UIStackView(arrangedSubviews: buttons)`) are on what the
/// stack is on: the host search follows the array to the type holding the stack (`Fixtures/apple-array-hosts`, own
/// code).
@Suite("UIKit: views held in an array and laid out by a stack")
struct UIKitArrayHostTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-array-hosts")], palette: Palette())

    @Test func aButtonMadeIntoAnArrayIsOnWhatItsStackIsOn() throws {
        let title = try #require(
            Self.scan.pairs.first { $0.site.elementID == "TabButton.titleLabel" },
            "\(Self.scan.diagnostics.map(\.message))")
        #expect(title.review == nil, "\(String(describing: title.review))")
        guard case .inline(let background) = title.background else { return }
        #expect(background.variant(for: .light)?.color?.hexRGB == "#ffffff")
        guard case .inline(let text) = title.foreground else { return }
        #expect(text.variant(for: .light)?.color?.hexRGB == "#555555")
    }
}
