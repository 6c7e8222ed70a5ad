import Testing
import LegibleTestSupport
import LegibleCore

/// A printed composited color never contradicts the verdict printed next to it (`PrintedComposite`).
@Suite("printed composites keep the verdict")
struct PrintedCompositeTests {
    /// The levels a ratio meets, in `WCAGLevel.allCases` order.
    static func levels(_ ratio: Double) -> [Bool] { WCAGLevel.allCases.map { $0.isMet(byRatio: ratio) } }

    static func ratio(_ a: SRGB8, _ b: SRGB8) -> Double {
        WCAG2.contrastRatio(WCAG2.relativeLuminance(a), WCAG2.relativeLuminance(b))
    }

    @Test(
        "the issue's example: #1122339f on #f2f2f7 is 4.49 FAIL; nearest rounding #66707d would pass, the printed color fails"
    )
    func issueExample() {
        let pair = PairContrast(
            foreground: Color(SRGB8(r: 0x11, g: 0x22, b: 0x33), alpha: Double(0x9f) / 255),
            background: Color(SRGB8(r: 0xf2, g: 0xf2, b: 0xf7)))
        #expect(pair.ratio < 4.5 && pair.ratio > 4.49)
        let nearest = pair.compositedForeground.srgb8
        #expect(HexFormat.hex(nearest) == "#66707d")
        #expect(Self.ratio(nearest, SRGB8(r: 0xf2, g: 0xf2, b: 0xf7)) >= 4.5, "the contradiction the issue reports")
        let printed = PrintedComposite(pair)
        #expect(printed.keepsVerdict)
        #expect(printed.foregroundHex != "#66707d")
        #expect(printed.backgroundHex == "#f2f2f7")
        #expect(Self.ratio(printed.foreground, printed.background) < 4.5)
    }

    @Test(
        "1,000,000 seeded random translucent pairs (50,000 by default): the printed 8-bit pair meets exactly the measured levels"
    )
    func oneMillionPairs() {
        var rng = SplitMix64(seed: 0x1E61_B1E)
        func byte() -> UInt8 { UInt8.random(in: 0...255, using: &rng) }
        func color8() -> SRGB8 { SRGB8(r: byte(), g: byte(), b: byte()) }
        let n = TestScale.count(full: 1_000_000, sample: 50_000)
        var contradictions: [String] = []
        var nearestWouldContradict = 0
        var translucentBackgrounds = 0
        for k in 0..<n {
            // Alphas: CSS-style k/255 on most pairs, arbitrary Doubles on every fourth.
            let alpha =
                k % 4 == 0
                ? Double.random(in: 0.01..<1, using: &rng) : Double(UInt8.random(in: 1...254, using: &rng)) / 255
            let foreground = Color(color8(), alpha: alpha)
            var background = Color(color8())
            var backdrop: Color?
            if k % 10 == 0 { // a translucent background over a known backdrop
                background = background.withAlpha(Double(UInt8.random(in: 1...254, using: &rng)) / 255)
                backdrop = Color(color8())
                translucentBackgrounds += 1
            }
            let pair = PairContrast(foreground: foreground, background: background, over: backdrop)
            let printed = PrintedComposite(pair)
            let expected = Self.levels(pair.ratio)
            if !printed.keepsVerdict || Self.levels(Self.ratio(printed.foreground, printed.background)) != expected {
                contradictions.append(
                    "\(foreground) on \(background) over \(String(describing: backdrop)): ratio \(pair.ratio), printed \(printed)"
                )
            }
            // Each printed channel is the measured one rounded down or up.
            let (f, p) = (pair.compositedForeground.srgb, printed.foreground)
            for (x, b) in [(f.r, p.r), (f.g, p.g), (f.b, p.b)] where abs(x * 255 - Double(b)) >= 1 {
                contradictions.append("channel \(x * 255) printed as \(b)")
            }
            if Self.levels(Self.ratio(pair.compositedForeground.srgb8, pair.compositedBackground.srgb8)) != expected {
                nearestWouldContradict += 1
            }
        }
        #expect(contradictions.isEmpty, "\(contradictions.prefix(20).joined(separator: "\n"))")
        // The test exercises the hard cases: plain rounding contradicts the verdict on some of these pairs.
        #expect(nearestWouldContradict > 0)
        #expect(translucentBackgrounds == n / 10)
        print(
            "printed composites: \(n) pairs, \(contradictions.count) contradictions; nearest 8-bit rounding would contradict \(nearestWouldContradict)"
        )
    }

    @Test("exactly 8-bit opaque colors are printed as themselves")
    func opaqueIsItself() {
        let pair = PairContrast(foreground: Color(SRGB8(r: 0x00, g: 0x78, b: 0xd7)), background: .white)
        let printed = PrintedComposite(pair)
        #expect(printed.foregroundHex == "#0078d7" && printed.backgroundHex == "#ffffff" && printed.keepsVerdict)
    }
}
