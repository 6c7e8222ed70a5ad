import Testing
@testable import LegiblePalette
@testable import LegibleJSON

/// JSON5 (spec 1.0.0: comments, unquoted keys, single-quoted strings, trailing commas, `+`/hex/leading-dot
/// numbers) behind an option of the line-tracking parser, used for `.json5` token files (GitHub Primer).
@Suite("JSON5")
struct JSON5Tests {
    @Test("comments, unquoted keys, single quotes and trailing commas parse with their lines")
    func syntax() throws {
        let text = """
            // a comment
            {
              key: 'value', /* block
              comment */ "quoted": [1, +2, 0x10, .5,],
              $dollar_1: 'it\\'s',
            }
            """
        let root = try JSONParser.parse(Array(text.utf8), dialect: .json5)
        #expect(root["key"]?.string == "value")
        #expect(root.member("key")?.line == 3)
        #expect(root.member("quoted")?.line == 4)
        #expect(root["quoted"]?.elements?.compactMap(\.number) == [1, 2, 16, 0.5])
        #expect(root["$dollar_1"]?.string == "it's")
    }

    @Test("plain JSON stays strict", arguments: ["{a: 1}", "{\"a\": 1,}", "// c\n{}", "{\"a\": 'x'}"])
    func strictJSON(text: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test("a JSON5 syntax error names its line")
    func json5Error() {
        #expect(throws: JSONParser.SyntaxError(line: 2, column: 8, message: "unterminated block comment")) {
            try JSONParser.parse(Array("{\n  a: 1 /* never closed\n}".utf8), dialect: .json5)
        }
    }

    @Test(".json5 token files are read, each color at its $value line")
    func tokenFile() throws {
        let path = TokenFixtures.palette("json5/colors.json5")
        let palette = PaletteLoader().load([TokenFixtures.palette("json5")])
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.colors.map(\.name) == ["bgColor.default", "fgColor.default", "fgColor.muted"])
        #expect(palette.hex("fgColor.default") == "#1f2328ff")
        #expect(
            palette.tokenColor("fgColor.default")?.variants.first?.source
                == SourceLocation(path: path, line: 6, keyPath: "fgColor.default"))
    }
}
