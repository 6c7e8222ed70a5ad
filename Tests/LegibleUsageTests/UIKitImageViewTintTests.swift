import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// An image view's tint recolors template images only: a non-template image set draws its own colors, asserted when
/// its SVG has one plain fill, review otherwise; a template set or `.alwaysTemplate` image takes the tint
/// (`Fixtures/apple-image-tint`, own code).
@Suite("UIKit: an image view's tint and its image's rendering")
struct UIKitImageViewTintTests {
    static let folder = TestPaths.fixture("apple-image-tint")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    static func tint(_ element: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == element && $0.site.location.keyPath == "tintColor" },
            "no tint pair for \(element): \(scan.pairs.map(\.site.elementID)) \(scan.diagnostics.map(\.message))")
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: appearance)?.color?.hexRGB
    }

    @Test func aNonTemplateSVGInOnePlainFillDrawsThatFillNotTheTint() throws {
        let icon = try Self.tint("SearchPill.icon")
        #expect(Self.hex(icon.foreground, .light) == "#6b6b6b")
        #expect(Self.hex(icon.foreground, .dark) == "#6b6b6b")
        #expect(Self.hex(icon.background, .light) == "#ffffff")
        #expect(icon.review == nil)
        #expect(icon.evidence.contains("not the tint"))
    }

    @Test func aNonTemplateImageWhoseColorsAreNotReadNeedsReview() throws {
        let badge = try Self.tint("AccountRow.badge")
        #expect(badge.review?.kind == .image)
        #expect(badge.review?.detail.contains("the image draws its own colors") == true)
    }

    @Test func aTemplateSetOrATemplateImageTakesTheTint() throws {
        let chevron = try Self.tint("AccountRow.chevron")
        #expect(Self.hex(chevron.foreground, .light) == "#555555")
        #expect(chevron.review == nil)
        let status = try Self.tint("AccountRow.status")
        #expect(Self.hex(status.foreground, .light) == "#000000")
        #expect(status.review == nil)
    }
}
