import Testing
@testable import LegiblePalette

/// Two theme families in one folder (`theme-classic/`, `theme-new/`) are two palettes: same-named colors stay apart,
/// each labeled with its family.
@Suite("Token theme families")
struct TokenFamilyTests {
    @Test("sibling folders defining the same names are families")
    func families() throws {
        let palette = TokenFixtures.readFolder(TokenFixtures.palette("families"))
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.families == ["theme-classic", "theme-new"])
        let texts = palette.colors.filter { $0.name == "color.text" }
        #expect(texts.map(\.family) == ["theme-classic", "theme-new"])
        #expect(texts[0].appearances == [.light, .dark] && texts[1].appearances == [.light])
        let new = palette.selectingFamily("theme-new")
        #expect(new.colors.map(\.name) == ["color.canvas", "color.text"])
        #expect(new.hex("color.text") == "#0b2a4aff")
    }

    @Test("a palette without families has none")
    func none() {
        #expect(TokenFixtures.readFolder(TokenFixtures.palette("layers/dotted")).families.isEmpty)
    }
}
