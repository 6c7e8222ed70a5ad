import Foundation
import LegibleCore
import LegibleTestSupport
import Testing
@testable import LegiblePalette

/// Broken token files (Fixtures/broken/tokens/, one per error kind) and generated hostile input: each gives
/// diagnostics with a line, never a crash or a hang.
@Suite struct DesignTokenBrokenTests {
    static func read(_ name: String) -> (palette: Palette, path: String) {
        let path = TokenFixtures.palette(name, in: TokenFixtures.broken)
        return (TokenFixtures.read([path]), path)
    }

    /// `file: [(line, severity, message)]`, the exact diagnostics of each broken fixture.
    static let expected: [(file: String, diagnostics: [(Int, Diagnostic.Severity, String)])] = [
        (
            "cycle.json",
            [
                (4, .error, "alias cycle: {color.a} → {color.b} → {color.c} → {color.a}"),
                (5, .error, "alias cycle: {color.b} → {color.c} → {color.a} → {color.b}"),
                (6, .error, "alias cycle: {color.c} → {color.a} → {color.b} → {color.c}"),
                (7, .error, "alias cycle: {color.self} → {color.self}"),
                (8, .error, "alias cycle: {color.into-cycle} → {color.a} → {color.b} → {color.c} → {color.a}"),
            ]
        ),
        (
            "missing-alias.json",
            [
                (4, .error, "reference {color.nope} not found"),
                (5, .error, "reference {color.nope} not found (via {color.b} → {color.a})"),
                (6, .error, "empty reference '{}'"),
                (7, .error, "reference {color.missing} not found"),
                (
                    8, .error,
                    "only JSON Pointer references to a token (\"#/group/token\") are supported, found 'other.json#/color/a'"
                ),
            ]
        ),
        (
            "unknown-color-space.json",
            [
                (
                    4, .error,
                    "unknown color space 'cmyk'; expected one of: srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"
                ),
                (5, .error, "color object has no \"colorSpace\""),
            ]
        ),
        (
            "bad-components.json",
            [
                (4, .error, "srgb red 1.5 is out of range 0…1"),
                (5, .error, "component 1 must be a number or \"none\", found a string"),
                (6, .error, "srgb takes 3 components, found 2"),
                (7, .error, "\"components\" must be an array, found a string"),
                (8, .error, "alpha 2 is out of range 0…1"),
                (9, .error, "hsl saturation 140 is out of range 0…100"),
                (10, .error, "oklch chroma -0.1 is out of range ≥ 0"),
                (11, .warning, "hex fallback '#00000000' is not a 6-digit #rrggbb; ignored (the components are used)"),
            ]
        ),
        (
            "huge-number.json",
            [
                (4, .error, "component 1 (1e999) is not a finite number"),
                (5, .error, "alpha -1e999 is out of range 0…1"),
            ]
        ),
        (
            "invalid-color-string.json",
            [
                (4, .error, "invalid color '#12345g': 'g' is not a hex digit (column 7)"),
                (
                    5, .warning,
                    "color 'rgb(300, 0, 0)': component 300 is outside 0…255; CSS clamps it to 255 (column 5)"
                ),
                (6, .error, "invalid color 'not-a-color': unknown color name 'not-a-color' (column 1)"),
                (7, .error, "references inside an expression are not supported: 'darken({color.base}, 10%)'"),
            ]
        ),
        (
            "wrong-value-type.json",
            [
                (4, .error, "expected a color, found a number"),
                (5, .error, "expected a color, found null"),
                (6, .error, "expected a color, found an array"),
                (
                    7, .error,
                    "expected a color (a string such as \"#rrggbb\", or an object with colorSpace and components), found an object"
                ),
            ]
        ),
        (
            "gradient.json",
            [
                (4, .warning, "gradient typed as color; not checked"),
                (5, .warning, "gradient typed as color; not checked"),
            ]
        ),
        (
            "alias-to-non-color.json",
            [
                (3, .error, "{color.bad} → {size.small} reaches a dimension token, not a color")
            ]
        ),
        (
            "duplicate.json",
            [
                (3, .warning, "color.a is defined again at <path>:4, which is used")
            ]
        ),
        (
            "extends.json",
            [
                (3, .warning, "$extends is not supported; the inherited tokens are not read")
            ]
        ),
        (
            "reserved-key.json",
            [
                (3, .warning, "'$colors' starts with '$', which token names must not; the tokens inside are not read")
            ]
        ),
        (
            "value-key-typo.json",
            [
                (
                    2, .warning,
                    "1 color is written outside any token, first 'brand.$valeu' (did you mean \"$value\"?): a token is an object with \"$value\" (or \"value\"), so it is not read"
                )
            ]
        ),
        (
            "colors-outside-tokens.json",
            [
                (
                    3, .warning,
                    "2 colors are written outside any token, first 'color.primary': a token is an object with \"$value\" (or \"value\"), so they are not read"
                )
            ]
        ),
        ("not-tokens.json", [(0, .warning, "no design tokens found")]),
        ("schema.json", [(0, .warning, "no design tokens found (this is a JSON Schema)")]),
        ("top-level-array.json", [(0, .warning, "no design tokens found (the top level is an array, not an object)")]),
    ]

    @Test(arguments: expected.map(\.file))
    func brokenFixture(_ file: String) {
        let (palette, path) = Self.read(file)
        let want = Self.expected.first { $0.file == file }!.diagnostics.map {
            Diagnostic(
                $0.1, SourceLocation(path: path, line: $0.0), $0.2.replacingOccurrences(of: "<path>", with: path)
            ).description
        }
        #expect(palette.diagnostics.map(\.description) == want)
    }

    @Test func brokenFixturesKeepTheGoodParts() {
        #expect(Self.read("invalid-color-string.json").palette.hex("color.base") == "#808080ff")
        #expect(Self.read("gradient.json").palette.hex("color.stop") == "#ffffffff")
        #expect(Self.read("duplicate.json").palette.hex("color.a") == "#222222ff")
        #expect(Self.read("bad-components.json").palette.hex("color.bad-hex") == "#000000ff")
        #expect(Self.read("extends.json").palette.colors.map(\.name) == ["base.a", "derived.b"])
        #expect(Self.read("cycle.json").palette.colors.isEmpty)
    }

    /// Malformed JSON: an error at the line of the problem.
    static let syntax: [(file: String, line: Int, message: String)] = [
        ("malformed.json", 4, "invalid JSON: expected ',' or '}', found '\"' (line 4, column 29)"),
        ("truncated.json", 3, "invalid JSON: unterminated string (line 3, column 45)"),
        ("empty.json", 1, "invalid JSON: unexpected end of file, expected a value (line 1, column 1)"),
        ("deep-nesting.json", 1, "invalid JSON: nesting deeper than 512 levels (line 1, column 513)"),
        ("garbage.json", 1, "invalid JSON: unexpected byte 0x89, expected a value (line 1, column 1)"),
    ]

    @Test(arguments: syntax.map(\.file))
    func malformedJSON(_ file: String) {
        let row = Self.syntax.first { $0.file == file }!
        let (palette, path) = Self.read(file)
        #expect(palette.diagnostics.map(\.description) == ["\(path):\(row.line): error: \(row.message)"])
    }

    /// Found by walking, files that hold no tokens are passed over; broken token files are still reported.
    @Test func walkingBrokenFolder() {
        let palette = TokenFixtures.readFolder(TokenFixtures.broken)
        let files = Set(palette.diagnostics.map { ($0.location.path as NSString).lastPathComponent })
        #expect(
            !files.contains("not-tokens.json") && !files.contains("schema.json")
                && !files.contains("top-level-array.json"))
        #expect(!files.contains("empty.json") && !files.contains("deep-nesting.json"))
        #expect(files.isSuperset(of: ["malformed.json", "truncated.json", "garbage.json", "cycle.json"]))
    }

    // MARK: generated hostile input

    @Test func hostileInput() {
        let cases: [(String, String)] = [
            ("objects.json", String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)),
            ("nul.json", "{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\u{0}\"}}"),
            ("rgb-huge.json", "{\"a\": {\"$type\": \"color\", \"$value\": \"rgb(1e999, 0, 0)\"}}"),
            ("oklch-huge.json", "{\"a\": {\"$type\": \"color\", \"$value\": \"oklch(0.5 1e300 20)\"}}"),
            ("bom.json", "\u{FEFF}{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\"}}"),
            ("invalid-utf8.json", "{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\"}}"),
        ]
        for (name, text) in cases {
            var bytes = Array(text.utf8)
            if name == "invalid-utf8.json" { bytes.insert(0xFF, at: 8) }
            let path = TokenFixtures.temporaryFile(name, bytes)
            let palette = TokenFixtures.read([path])
            if name == "bom.json" {
                #expect(palette.hex("a") == "#ffffffff" && palette.diagnostics.isEmpty)
            } else {
                #expect(palette.errors.count == 1, "\(name): \(palette.diagnostics)")
                #expect(palette.errors.allSatisfy { $0.location.line >= 1 }, "\(name)")
            }
        }
    }

    /// A 2,000-link alias chain resolves; a chain one link over the limit is an error for its first token; 2,000
    /// tokens in one cycle (200 by default) are each reported. No stack overflow (resolution is iterative).
    @Test func longChainsAndCycles() {
        func chain(_ links: Int) -> Palette {
            var text = "{\"c\": {\"$type\": \"color\", \"t0\": {\"$value\": \"#102030\"}"
            for i in 1...links { text += ", \"t\(i)\": {\"$value\": \"{c.t\(i - 1)}\"}" }
            return TokenFixtures.read([TokenFixtures.temporaryFile("chain.json", Array((text + "}}").utf8))])
        }
        let palette = chain(1_999)
        #expect(palette.hex("c.t1999") == "#102030ff")
        #expect(palette.errors.count == 0)
        let limit = TokenAliasResolver.maximumChain
        let over = chain(limit + 1)
        #expect(over.hex("c.t\(limit)") == "#102030ff")
        #expect(over.tokenColor("c.t\(limit + 1)") == nil)
        #expect(over.errors.map(\.message) == ["alias chain longer than \(limit) links (from {c.t\(limit + 1)})"])

        // The cycle costs about 20 s at 2,000 tokens in a debug build (superlinear: every token reports the whole
        // cycle), so a plain `swift test` closes a cycle of 200.
        let length = TestScale.count(full: 2_000, sample: 200)
        var cycle = "{\"c\": {\"$type\": \"color\""
        for i in 0..<length { cycle += ", \"t\(i)\": {\"$value\": \"{c.t\((i + 1) % length)}\"}" }
        cycle += "}}"
        let cyclic = TokenFixtures.read([TokenFixtures.temporaryFile("cycle.json", Array(cycle.utf8))])
        #expect(cyclic.colors.isEmpty)
        #expect(cyclic.errors.count == length)
    }

    @Test func missingFile() {
        let palette = TokenFixtures.read(["/nonexistent/tokens.json"])
        #expect(
            palette.diagnostics.map(\.description) == ["/nonexistent/tokens.json: error: no such file or directory"])
    }
}
