import Testing
import LegibleCore

@Suite("Color parsing and formatting")
struct ParserTests {
    @Test(arguments: [
        ("#fff", "#ffffffff"), ("#FFF", "#ffffffff"), ("#0008", "#00000088"), ("#3c3c43", "#3c3c43ff"),
        ("#3c3c4399", "#3c3c4399"), ("rgb(60, 60, 67)", "#3c3c43ff"), ("rgba(60, 60, 67, 0.6)", "#3c3c4399"),
        ("rgb(60 60 67 / 60%)", "#3c3c4399"), ("rgb(100%, 0%, 50%)", "#ff0080ff"), ("RGB( 0 , 0 , 0 )", "#000000ff"),
        ("color(srgb 1 0.5 0)", "#ff8000ff"), ("color(srgb 1 0 0 / 0.5)", "#ff000080"),
        ("color(display-p3 1 1 1)", "#ffffffff"), ("hsl(0, 100%, 50%)", "#ff0000ff"),
        ("hsla(120deg 100% 25% / 0.5)", "#00800080"),
        ("hsl(0.5turn 100% 50%)", "#00ffffff"), ("transparent", "#00000000"), ("white", "#ffffffff"),
        // CSS Color 4 clamps rgb channels and alpha at parse time.
        ("rgb(300, 0, 0)", "#ff0000ff"), ("rgba(0, 0, 0, 1.5)", "#000000ff"), ("rgb(-20 0 0 / -1)", "#00000000"),
    ])
    func parsesToHex(input: String, hex: String) throws {
        #expect(try ColorParser.parse(input).hexRGBA == hex)
    }

    @Test("rgba alpha keeps its float value, no 8-bit rounding")
    func floatAlpha() throws {
        #expect(try ColorParser.parse("rgba(60, 60, 67, 0.6)").alpha == 0.6)
        #expect(try ColorParser.parse("#3c3c4399").alpha == Double(0x99) / 255)
    }

    @Test("display-p3 red is outside sRGB: converted unclipped")
    func p3Red() throws {
        let c = try ColorParser.parse("color(display-p3 1 0 0)")
        #expect(c.space == .displayP3)
        let s = c.srgb
        // Display P3 red in extended sRGB is about (1.0931, −0.2267, −0.1501) (CSS Color 4 sample conversions).
        #expect(abs(s.r - 1.0930908) < 1e-4 && abs(s.g + 0.2267420) < 1e-4 && abs(s.b + 0.1501100) < 1e-4)
        #expect(!s.isInGamut)
        #expect(c.hexRGB == "#ff0000")
    }

    @Test(arguments: [
        ("", 1, "empty color"), ("#12345g", 7, "'g' is not a hex digit"),
        ("#12345", 2, "hex color needs 3, 4, 6 or 8 digits, found 5"),
        ("rgb(1, 2)", 5, "rgb() needs 3 components, found 2"), ("rgb(1, 2, 3", 12, "missing ')'"),
        (
            "color(rec2021 1 0 0)", 7,
            "unknown color space 'rec2021'; expected one of srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65, xyz"
        ),
        ("blurple", 1, "unknown color name 'blurple'"), ("#fff extra", 6, "unexpected 'extra' after the color"),
        ("rgb(a, b, c)", 5, "expected a number, found 'a'"),
        ("42", 1, "expected '#', a color function such as rgb(…), or a color name, found '42'"),
    ])
    func errorsSayWhatAndWhere(input: String, column: Int, reason: String) {
        #expect(throws: ColorParseError(input: input, column: column, reason: reason)) { try ColorParser.parse(input) }
    }

    @Test("hex formatting round-trips every 8-bit gray and alpha")
    func hexRoundTrip() throws {
        for v in 0...255 {
            let b = HexFormat.hex(SRGB8(r: UInt8(v), g: UInt8(v), b: UInt8(v)), alpha: UInt8(v))
            #expect(try ColorParser.parse(b).hexRGBA == b)
        }
    }

    @Test("the same color as floats and as 8-bit integers is the same color")
    func identityAt8Bit() throws {
        let fromFloats = Color(space: .sRGB, components: [0.004, 0.306, 0.663])
        let from8Bit = Color(SRGB8(r: 1, g: 78, b: 169))
        #expect(fromFloats.isSameColor(as: from8Bit))
        #expect(!fromFloats.isSameColor(as: Color(SRGB8(r: 2, g: 78, b: 169))))
    }
}

@Suite("Displayed ratios never contradict verdicts")
struct RatioDisplayTests {
    @Test func whiteOnWindowsBlue() throws {
        let c = PairContrast(foreground: try ColorParser.parse("#ffffff"), background: try ColorParser.parse("#0078d7"))
        #expect(abs(c.ratio - 4.4989) < 1e-4)
        #expect(RatioDisplay.string(c.ratio) == "4.49")
        #expect(!c.passes(.aa))
    }

    @Test(arguments: [
        (21.0, "21.00"), (1.0, "1.00"), (4.5, "4.50"), (4.499999999999999, "4.49"), (3.0999999, "3.09"),
        (7.005, "7.00"),
    ])
    func truncates(ratio: Double, shown: String) {
        #expect(RatioDisplay.string(ratio) == shown)
    }

    @Test("for every threshold, a shown value at or above it implies a pass")
    func shownNeverContradicts() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<100_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let ratio = 1 + 20 * Double(state >> 11) / Double(1 << 53)
            let shown = Double(RatioDisplay.hundredths(ratio)) / 100
            for level in WCAGLevel.allCases where shown >= level.threshold {
                #expect(level.isMet(byRatio: ratio), "ratio \(ratio) shown \(shown)")
            }
        }
    }
}
