import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A name several asset catalogs hold resolves, in a document, to the catalog its own target builds
/// (`Fixtures/apple-target-catalogs`, own project: two targets, each with a `Background` color).
@Suite("Apple: a named color from the document's own target's catalog")
struct AppleTargetCatalogTests {
    static let folder = TestPaths.fixture("apple-target-catalogs")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    static func title(_ element: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == element && $0.role != .nonText },
            "no pair for \(element): \(scan.pairs.map(\.site.elementID)) \(scan.diagnostics.map(\.message))")
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        switch color {
        case .inline(let c): return c.variant(for: appearance)?.color?.hexRGB
        case .named(let name): return palette.color(named: name)?.variant(for: appearance)?.color?.hexRGB
        }
    }

    @Test func bothCatalogsAreInThePalette() {
        #expect(Self.palette.colors.filter { $0.name == "Background" }.count == 2)
    }

    @Test func theSecondCatalogsTargetGetsItsOwnColor() throws {
        let shelf = try Self.title("shelf-title")
        #expect(Self.hex(shelf.background, .light) == "#ffffff")
        #expect(Self.hex(shelf.background, .dark) == "#1c1c1e")
        #expect(shelf.background.displayName == "Background")
    }

    @Test func theFirstCatalogsTargetKeepsItsColor() throws {
        let backup = try Self.title("backup-title")
        #expect(Self.hex(backup.background, .light) == "#018084")
        #expect(Self.hex(backup.background, .dark) == "#025267")
    }
}
