import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A static property holding a type (`static var brand = BrandColors.self`) is a namespace: `UIColor.brand.title` is
/// `BrandColors.title` (`Fixtures/swift-metatype-namespaces`, own code).
@Suite("Swift: colors reached through a property holding their type")
struct SwiftMetatypeNamespaceTests {
    static let folder = TestPaths.fixture("swift-metatype-namespaces")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    static func text(_ element: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == element && $0.role != .nonText },
            "no text pair for \(element): \(scan.pairs.map(\.site.elementID)) \(scan.diagnostics.map(\.message))")
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        switch color {
        case .inline(let c): return c.variant(for: appearance)?.color?.hexRGB
        case .named(let name): return palette.color(named: name)?.variant(for: appearance)?.color?.hexRGB
        }
    }

    @Test func aPathThroughAPropertyHoldingTheTypeNamesTheTypesMember() throws {
        let title = try Self.text("ReceiptCard.titleLabel")
        #expect(Self.hex(title.foreground, .light) == "#202020")
        #expect(Self.hex(title.foreground, .dark) == "#f5f5f5")
        #expect(Self.hex(title.background, .light) == "#ffffff")
        #expect(Self.hex(title.background, .dark) == "#1c1c1e")
        #expect(title.review == nil)
    }

    @Test func anImplicitMemberThroughATypedMetatypePropertyToo() throws {
        let caption = try Self.text("ReceiptCard.captionLabel")
        #expect(Self.hex(caption.foreground, .light) == "#6a6a6e")
        #expect(Self.hex(caption.foreground, .dark) == "#9a9a9e")
        #expect(caption.review == nil)
    }

    @Test func nothingIsLeftUnchecked() {
        #expect(Self.scan.usesNotChecked == 0, "\(Self.scan.diagnostics.map(\.message))")
    }
}
