import Testing
import LegibleCore

/// CSS Color 4/5 syntax rules beyond the web-platform-tests data: column-precise rejections, the error kinds of
/// colors without a fixed value, parse-time clamping warnings, `light-dark()`, and the D50 ↔ D65 adaptation.
@Suite("CSS Color 4/5 parsing rules")
struct CSSColor4ParserTests {
    @Test(
        "what CSS rejects is an error naming the column",
        arguments: [
            ("hsl(0, 1, 0.5)", 8, "takes percentages for saturation and lightness, found '1'"),
            ("rgb(1, 2 3)", 10, "mixed ',' and space separators"),
            ("rgb(1 2, 3)", 7, "mixed ',' and space separators"),
            ("rgb(255 0 0 0.5)", 13, "write the alpha after '/'"),
            ("color(srgb 1 0 0 0.5)", 18, "write the alpha after '/'"),
            ("rgb(10%, 20, 30%)", 10, "all numbers or all percentages"),
            ("rgb(1, 2, 3 / 0.5)", 13, "'/' cannot be used with comma-separated components"),
            ("rgb(none, 0, 0)", 5, "'none' is not allowed in the legacy comma syntax"),
            ("hwb(120, 30%, 50%)", 8, "hwb() takes space-separated components"),
            ("lab(50, 0, 0)", 7, "lab() takes space-separated components"),
            ("rgba(from red r g b)", 6, "takes rgb(from …), not rgba(from …)"),
            ("lch(50 10 10%)", 11, "a hue takes a number or an angle"),
            ("color-mix(in srgb, red 120%, blue)", 24, "outside 0%…100%"),
            ("color-mix(in srgb longer hue, red, blue)", 19, "needs a polar space"),
            ("rgb(1 2 3 / 0.5 / 1)", 17, "unexpected second '/'"),
            ("rgb(calc(1px) 0 0)", 10, "needs a page"),
        ])
    func rejects(input: String, column: Int, fragment: String) {
        do {
            let c = try ColorParser.parseCSS(input)
            Issue.record("\(input): parsed \(c)")
        } catch {
            #expect(error.column == column && error.reason.contains(fragment), "\(input): \(error)")
        }
    }

    @Test("currentcolor, system colors and page-dependent calc() are errors of their own kind")
    func kinds() {
        func kind(_ s: String) -> ColorParseError.Kind? {
            do { _ = try ColorParser.parse(s); return nil } catch { return error.kind }
        }
        #expect(kind("currentColor") == .currentColor)
        #expect(kind("Canvas") == .systemColor && kind("canvastext") == .systemColor)
        #expect(kind("color-mix(in srgb, currentcolor, red)") == .currentColor)
        #expect(kind("rgb(calc(10em) 0 0)") == .needsLayout)
        #expect(kind("blurple") == .invalid)
    }

    @Test("parse-time clamping keeps the color a browser shows and warns about it")
    func clampWarnings() throws {
        var warnings: [ColorParseWarning] = []
        let c = try ColorParser.parseCSS("rgb(300 -5 0 / 150%)", warnings: &warnings)
        #expect(c.components == [1, 0, 0] && c.alpha == 1)
        #expect(
            warnings.map(\.reason) == [
                "component 300 is outside 0…255; CSS clamps it to 255",
                "component -5 is outside 0…255; CSS clamps it to 0",
                "alpha 150% is outside 0…1; CSS clamps it to 1",
            ])
        #expect(warnings.map(\.column) == [5, 9, 16])
        warnings = []
        _ = try ColorParser.parseCSS("lch(120 -3 30)", warnings: &warnings)
        #expect(
            warnings.map(\.reason) == [
                "lightness 120 is outside 0…100; CSS clamps it to 100", "chroma -3 is below 0; CSS clamps it to 0",
            ])
        warnings = []
        _ = try ColorParser.parseCSS("color(srgb 2 -1 0)", warnings: &warnings)
        #expect(warnings.isEmpty, "color() is not clamped")
    }

    @Test("light-dark() gives both values; a plain color is the same in both")
    func lightDark() throws {
        let pair = try ColorParser.parseLightDark("light-dark(#fafafa, rgb(from #0a0a0a r g b / 50%))")
        #expect(pair.light.hexRGBA == "#fafafaff" && pair.dark.hexRGBA == "#0a0a0a80")
        let same = try ColorParser.parseLightDark("oklch(0.5 0.1 200)")
        #expect(same.light == same.dark)
        #expect(ColorParser.isLightDark("  light-dark(red, blue)") && !ColorParser.isLightDark("red"))
        #expect(ColorParser.isLightDark("LIGHT-DARK(red, blue)"))
        #expect(throws: ColorParseError.self) { try ColorParser.parse("light-dark(red, blue)") }
        #expect(throws: ColorParseError.self) { try ColorParser.parseLightDark("light-dark(red)") }
    }

    @Test("Bradford D50 → D65 equals the matrix CSS Color 4 §18 prints, and round-trips")
    func bradford() {
        let spec: [Double] = [
            0.955473421488075, -0.02309845494876471, 0.06325924320057072,
            -0.0283697093338637, 1.0099953980813041, 0.021041441191917323,
            0.012314014864481998, -0.020507649298898964, 1.330365926242124,
        ]
        for (a, b) in zip(ChromaticAdaptation.d65FromD50.entries, spec) { #expect(abs(a - b) < 1e-12, "\(a) vs \(b)") }
        let product = ChromaticAdaptation.d65FromD50 * ChromaticAdaptation.d50FromD65
        for (a, b) in zip(product.entries, Matrix3x3.identity.entries) { #expect(abs(a - b) < 1e-15) }
    }

    @Test("every space round-trips through XYZ, white is white, out-of-sRGB colors stay exact")
    func roundTrips() throws {
        let xyz = SIMD3(0.3, 0.25, 0.4)
        for space in CSSColorSpace.allCases {
            let back = CSSColorConversion.xyzD65(
                from: CSSColorConversion.components(fromXYZD65: xyz, in: space), in: space)
            #expect(abs(back.x - xyz.x) + abs(back.y - xyz.y) + abs(back.z - xyz.z) < 1e-12, "\(space)")
        }
        for text in [
            "lab(100 0 0)", "lch(100 0 0)", "color(xyz-d50 0.9642956764295677 1 0.8251046025104602)",
            "color(prophoto-rgb 1 1 1)",
            "color(a98-rgb 1 1 1)", "color(rec2020 1 1 1)", "hwb(0 100% 0%)", "color(display-p3-linear 1 1 1)",
        ] {
            let s = try ColorParser.parse(text).srgb
            #expect(abs(s.r - 1) < 1e-9 && abs(s.g - 1) < 1e-9 && abs(s.b - 1) < 1e-9, "\(text) → \(s)")
        }
        let wide = try ColorParser.parse("color(rec2020 0 1 0)")
        #expect(wide.space == .extendedSRGB && wide.components[1] > 1)
    }

    @Test("the hex fast path of parse() gives exactly what the general CSS path gives")
    func hexFastPath() throws {
        var state: UInt64 = 0x2545F4914F6CDD1D
        let digits = Array("0123456789abcdefABCDEF")
        for _ in 0..<5_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = [3, 4, 6, 8][Int(state >> 62)]
            var text = "#"
            for k in 0..<length { text.append(digits[Int((state >> UInt64(2 * k + 8)) % UInt64(digits.count))]) }
            #expect(try ColorParser.parse(text) == ColorParser.parseCSS(text).color, "\(text)")
        }
        #expect(throws: ColorParseError.self) { try ColorParser.parse("#12345") }
        #expect(throws: ColorParseError.self) { try ColorParser.parse("#ff00zz") }
    }

    @Test("relative colors read the origin's channels in the function's space")
    func relative() throws {
        #expect(try ColorParser.parse("rgb(from #336699 b g r)").hexRGBA == "#996633ff")
        #expect(try ColorParser.parse("hsl(from red calc(h + 120) s l)").hexRGBA == "#00ff00ff")
        let lighter = try ColorParser.parseCSS("oklch(from #336699 calc(l + 0.1) c h)")
        let base = try ColorParser.parseCSS("#336699").converted(to: .oklch)
        #expect(abs(lighter.components[0]! - base.components[0]! - 0.1) < 1e-12)
        #expect(try ColorParser.parseCSS("color(from red display-p3 r g b / 0.5)").alpha == 0.5)
        // A missing origin component stays missing under its own keyword and is 0 inside calc().
        #expect(try ColorParser.parseCSS("rgb(from rgb(20% none 60%) r g b)").components == [0.2, nil, 0.6])
        #expect(try ColorParser.parseCSS("rgb(from rgb(20% none 60%) r calc(g + 51) b)").components == [0.2, 0.2, 0.6])
        // Relative rgb() is not clamped: an out-of-sRGB origin survives the round trip.
        let wide = try ColorParser.parseCSS("rgb(from color(display-p3 1 0 0) r g b)")
        #expect(wide.components[0]! > 1 && wide.components[1]! < 0)
    }
}
