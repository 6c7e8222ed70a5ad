import Foundation
import Testing
import LegiblePalette

@Suite("Design tokens: unknown types")
struct DesignTokenUnknownTypeTests {
    @Test("a color value under an unknown $type is a warning, not a silent drop; known non-color types stay silent")
    func typoInType() {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/broken/tokens/unknown-type.tokens.json").path
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.isEmpty)
        #expect(
            palette.diagnostics.map(\.description) == [
                "\(path):4: warning: token typed 'colour' holds a color value; it is not checked (unknown type; did you mean \"color\"?)"
            ])
    }
}
