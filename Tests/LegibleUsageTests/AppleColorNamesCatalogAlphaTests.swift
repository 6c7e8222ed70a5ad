import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A catalog color dimmed in code (`UIColor(named:)!.withAlphaComponent(0.6)`, `Color("…").opacity(0.5)`) is the
/// catalog's values with that alpha in each appearance, not "no color value"
/// (`Fixtures/apple-color-names-catalog-alpha`, own code).
@Suite("Apple color names: catalog colors with an alpha set in code")
struct AppleColorNamesCatalogAlphaTests {
    static let folder = TestPaths.fixture("apple-color-names-catalog-alpha")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func values(_ file: String, _ line: Int) throws -> [String] {
        let pair = try #require(
            Self.scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) },
            "no pair at \(file):\(line): \(Self.scan.diagnostics.map(\.message))")
        guard case .inline(let color) = pair.foreground else { return [] }
        return [.light, .dark].compactMap { color.variant(exactly: $0)?.color?.hexRGBA }
    }

    @Test func withAlphaComponentSetsTheCatalogColorsAlphaInEachAppearance() throws {
        #expect(try values("HintCell.swift", 8) == ["#5c5f6b99", "#a0a3ad99"])
    }

    @Test func opacityMultipliesIt() throws {
        #expect(try values("HintView.swift", 6) == ["#5c5f6b80", "#a0a3ad80"])
    }

    @Test func noUseIsLeftUnchecked() {
        let unchecked = Self.scan.diagnostics.filter { $0.message.contains("not checked") }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
    }
}
