import Testing
@testable import LegiblePalette

/// An untyped token whose value can only have been meant as a color (a hex, a reference) but does not parse is an
/// error naming it, not a silent "not a color".
@Suite("Broken untyped token colors")
struct TokenBrokenUntypedTests {
    @Test(
        "malformed hex and unterminated references are errors at their line",
        arguments: [
            (##"{"fg": {"value": "#222color"}}"##, "'#222color'"),
            (#"{"fg": {"value": "{color.grr"}}"#, "unterminated reference '{color.grr' (no closing '}')"),
        ])
    func brokenUntyped(json: String, expected: String) throws {
        let path = TokenFixtures.temporaryFile("colors.json", Array(json.utf8))
        let palette = TokenFixtures.read([path])
        #expect(palette.colors.isEmpty)
        let e = try #require(palette.errors.first)
        #expect(e.location.line == 1 && e.message.contains(expected), "\(palette.diagnostics)")
    }

    @Test("a bare word stays not a color, silently")
    func bareWord() {
        let path = TokenFixtures.temporaryFile(
            "colors.json", Array(##"{"weight": {"value": "bold"}, "fg": {"value": "#222"}}"##.utf8))
        let palette = TokenFixtures.read([path])
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.colors.map(\.name) == ["fg"])
    }
}
