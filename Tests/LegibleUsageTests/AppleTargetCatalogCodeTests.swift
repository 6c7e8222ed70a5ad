import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A catalog name several asset catalogs hold resolves, in Swift code, to the catalog of the targets compiling the file
/// (`Fixtures/apple-target-catalogs-code`, own project: Backup and Shelf each with a `Background`, a `Shared` folder
/// both build).
@Suite("Apple: a named color in Swift code from its own target's catalog")
struct AppleTargetCatalogCodeTests {
    static let folder = TestPaths.fixture("apple-target-catalogs-code")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    static func pairs(_ file: String, _ line: Int) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.path.hasSuffix(file) && $0.site.location.line == line }
    }

    static func pair(_ file: String, _ line: Int) throws -> ObservedPair {
        let sites = scan.pairs.map { "\($0.site.location.path):\($0.site.location.line)" }
        return try #require(
            pairs(file, line).first, "no pair at \(file):\(line): \(sites) \(scan.diagnostics.map(\.message))")
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        switch color {
        case .inline(let c): return c.variant(for: appearance)?.color?.hexRGB
        case .named(let name): return palette.color(named: name)?.variant(for: appearance)?.color?.hexRGB
        }
    }

    @Test func aNameInTheSecondTargetsCodeIsItsOwnCatalogsColor() throws {
        let shelf = try Self.pair("Shelf/ShelfApp.swift", 16)
        #expect(shelf.review == nil, "\(shelf.review.map(\.detail) ?? "")")
        #expect(Self.hex(shelf.background, .light) == "#ffffff")
        #expect(Self.hex(shelf.background, .dark) == "#1c1c1e")
        #expect(shelf.background.displayName == "Background")
    }

    @Test func aGeneratedSymbolIsItsOwnCatalogsColorToo() throws {
        let pinned = try Self.pair("Shelf/ShelfApp.swift", 19)
        #expect(Self.hex(pinned.background, .light) == "#ffffff")
        #expect(Self.hex(pinned.background, .dark) == "#1c1c1e")
    }

    @Test func theFirstCatalogsTargetKeepsItsColor() throws {
        let backup = try Self.pair("Backup/BackupApp.swift", 16)
        #expect(Self.hex(backup.background, .light) == "#018084")
        #expect(Self.hex(backup.background, .dark) == "#025267")
    }

    @Test func aFileBothTargetsCompileWithDifferentColorsNeedsReviewNamingThem() throws {
        let banner = Self.pairs("Shared/SyncBanner.swift", 7)
        let reviewed = try #require(
            banner.first { $0.review != nil },
            "\(banner.map { Self.hex($0.background, .light) ?? "-" }) \(Self.scan.diagnostics.map(\.message))")
        let detail = reviewed.review?.detail ?? ""
        #expect(detail.contains("Backup (Backup/Assets.xcassets)"), "\(detail)")
        #expect(detail.contains("Shelf (Shelf/Assets.xcassets)"), "\(detail)")
        #expect(!banner.contains { $0.review == nil }, "\(banner.map { Self.hex($0.background, .light) ?? "-" })")
    }
}
