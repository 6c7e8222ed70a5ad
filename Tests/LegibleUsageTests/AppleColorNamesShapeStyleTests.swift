import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Colors declared in `extension ShapeStyle where Self == Color` are `Color`'s members (`Color.panel`, `.accentText`)
/// (`Fixtures/apple-color-names-shapestyle`, own code written the way SwiftUI apps name their colors).
@Suite("Apple color names: ShapeStyle extensions constrained to Color")
struct AppleColorNamesShapeStyleTests {
    static let folder = TestPaths.fixture("apple-color-names-shapestyle")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pair(_ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first {
                $0.site.location.line == line && $0.site.location.path.hasSuffix("InfoCard.swift")
            },
            "no pair at line \(line): \(Self.scan.diagnostics.map(\.message))")
    }

    @Test func theExtensionDeclaresColorMembers() throws {
        let panel = try #require(Self.palette.color(named: "Color.panel"))
        #expect(panel.variant(exactly: .light)?.color?.hexRGB == "#f2f2f7")
        #expect(panel.variant(exactly: .dark)?.color?.hexRGB == "#1c1c1e")
        let accent = try #require(Self.palette.color(named: "Color.accentText"))
        #expect(accent.variant(exactly: .light)?.color?.hexRGB == "#004080")
    }

    @Test func anImplicitMemberInAForegroundStyleIsTheExtensionColor() throws {
        let server = try pair(7)
        #expect(server.foreground == .named("Color.accentText"))
        #expect(server.background == .named("Color.panel"))
        #expect(server.review == nil)
    }

    @Test func noUseIsLeftUnchecked() {
        let unchecked = Self.scan.diagnostics.filter { $0.message.contains("not checked") }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
    }
}
