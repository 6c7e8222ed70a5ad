import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage

/// Fixtures/uikit-sibling-sublayers: a caption in a clear container added after a sibling whose layer holds a
/// gradient added in code, over a white banner.
@Suite("A layer code adds to a sibling drawn before the text's view lies under the text")
struct UIKitSiblingSublayerTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/uikit-sibling-sublayers").path

    @Test("text over a sibling's gradient sublayer needs review naming the addSublayer line, not white on white")
    func gradientSibling() throws {
        let scan = UsageLoader().load([Self.folder], palette: Palette())
        let caption = try #require(
            scan.pairs.first { $0.site.location.path.hasSuffix("BannerView.swift") && $0.role != .nonText },
            "\(scan.pairs.map(\.site)) \(scan.diagnostics)")
        #expect(caption.review?.kind == .gradient, "\(String(describing: caption.review)) \(caption.evidence)")
        #expect(caption.review?.detail.contains("'shade'") == true, "\(String(describing: caption.review))")
        #expect(caption.review?.detail.contains("BannerView.swift:16") == true, "\(String(describing: caption.review))")
    }
}
