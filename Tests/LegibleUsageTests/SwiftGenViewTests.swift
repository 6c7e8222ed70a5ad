import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// View code reaching the catalog through SwiftGen's generated `Asset` enum when the generated file is in the
/// repository (`Fixtures/swiftgen-views`, own code): each use is the palette color of the generated declaration,
/// linked to its catalog color, not "not in the palette read".
@Suite("Swift views: SwiftGen accessors with the generated file read")
struct SwiftGenViewTests {
    static let folder = TestPaths.fixture("swiftgen-views")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pair(_ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first {
                [line, line + 1].contains($0.site.location.line)
                    && $0.site.location.path.hasSuffix("ProfileHeader.swift")
            }, "no pair at line \(line): \(Self.scan.diagnostics.map(\.message))")
    }

    @Test func theGeneratedDeclarationIsAPaletteColorLinkedToTheCatalog() throws {
        let primary = try #require(Self.palette.color(named: "Asset.Colors.Label.primary"))
        #expect(primary.aliasOf == "Colors/Label/primary")
        #expect(primary.variant(exactly: .light)?.color?.hexRGB == "#1a1b1f")
        #expect(primary.variant(exactly: .dark)?.color?.hexRGB == "#f4f4f6")
    }

    @Test func aSwiftUIUseIsTheGeneratedColor() throws {
        #expect(try pair(7).foreground == .named("Asset.Colors.Label.primary"))
        #expect(try pair(9).foreground == .named("Asset.Colors.Label.secondary"))
    }

    @Test func aUIKitLabelIsTheGeneratedColor() throws {
        #expect(try pair(21).foreground == .named("Asset.Colors.Label.secondary"))
    }

    @Test func noUseIsLeftUnchecked() {
        let unchecked = Self.scan.diagnostics.filter { $0.message.contains("not checked") }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
    }
}
