import Testing
import LegibleCore

/// Verdicts on the color the screen shows (`GamutPolicy`, `Color.shown(on:policy:)`, `ScreenContrast`).
@Suite("verdicts on the color the screen shows")
struct ScreenContrastTests {
    static let outOfSRGB: [Color] = [
        Color(space: .extendedSRGB, components: [-0.48, 0.57, -0.29]), // oklch(0.5 0.4 150)
        Color(space: .extendedSRGB, components: [1.2, 0.4, -0.1]), // UIKit extended sRGB
        Color(space: .displayP3, components: [0, 1, 0]), // P3 green
        Color(space: .displayP3, components: [1, 0, 0.2], alpha: 0.7),
    ]

    @Test("an sRGB color in gamut is shown bit-identical under both policies, on both displays' sRGB path")
    func inGamutUnchanged() {
        for c in [Color(SRGB8(r: 0x12, g: 0x34, b: 0x56)), Color(srgb: SRGB(r: 0.123456789, g: 1, b: 0), alpha: 0.3)] {
            for policy in GamutPolicy.allCases {
                #expect(c.shown(on: .sRGB, policy: policy) == c)
            }
            #expect(c.isInGamut(of: .sRGB) && c.isInGamut(of: .displayP3))
        }
    }

    @Test(
        "out-of-gamut colors are shown inside the display's gamut; clip and CSS gamut mapping differ",
        arguments: outOfSRGB)
    func shownInsideGamut(_ c: Color) {
        #expect(!c.isInGamut(of: .sRGB))
        for display in DisplayGamut.allCases {
            for policy in GamutPolicy.allCases {
                let shown = c.shown(on: display, policy: policy)
                #expect(shown.space == display.space)
                #expect(shown.components.allSatisfy { $0 >= 0 && $0 <= 1 }, "\(c) \(display) \(policy) → \(shown)")
                #expect(shown.alpha == c.alpha)
            }
        }
        let clipped = c.shown(on: .sRGB, policy: .perChannelClip)
        // Extended sRGB is relabelled (same encoding), other spaces converted, then each channel clamped.
        let base = c.space == .extendedSRGB ? c.components : c.converted(to: .sRGB).components
        let expected = base.map { min(max($0, 0), 1) }
        #expect(clipped.components == expected)
        let mapped = c.shown(on: .sRGB, policy: .cssGamutMapping)
        #expect(mapped == GamutMapping.map(c, into: .sRGB))
        #expect(mapped != clipped)
        // CSS gamut mapping reduces chroma at constant OKLCH lightness: the result stays within one JND (0.02) of it.
        #expect(abs(mapped.oklch.L - c.oklch.L) <= GamutMapping.jnd, "\(c): L \(c.oklch.L) → \(mapped.oklch.L)")
    }

    @Test("P3 colors inside P3 are shown as written on a P3 screen")
    func p3OnP3() {
        let c = Color(space: .displayP3, components: [0, 1, 0])
        #expect(c.isInGamut(of: .displayP3))
        #expect(c.shown(on: .displayP3, policy: .cssGamutMapping) == c)
        #expect(c.shown(on: .displayP3, policy: .perChannelClip) == c)
    }

    @Test("ScreenContrast judges the shown colors; the P3 verdict appears only for out-of-sRGB input")
    func screenContrast() {
        let inGamut = ScreenContrast(css: Color(SRGB8(r: 0, g: 0x78, b: 0xd7)), .white)
        #expect(inGamut.displayP3Display == nil)
        #expect(
            inGamut.sRGBDisplay == PairContrast(foreground: Color(SRGB8(r: 0, g: 0x78, b: 0xd7)), background: .white))

        let green = Color(space: .extendedSRGB, components: [-0.48, 0.57, -0.29])
        let screen = ScreenContrast(css: green, .white)
        let shown = green.shown(on: .sRGB, policy: .cssGamutMapping)
        #expect(screen.sRGBDisplay.ratio == PairContrast(foreground: shown, background: .white).ratio)
        // Not the unclipped color's own number.
        #expect(screen.sRGBDisplay.ratio != PairContrast(foreground: green, background: .white).ratio)
        let p3 = try! #require(screen.displayP3Display)
        #expect(
            p3.ratio
                == PairContrast(foreground: green.shown(on: .displayP3, policy: .cssGamutMapping), background: .white)
                .ratio)
        #expect(p3.ratio != screen.sRGBDisplay.ratio)

        // The policies give different verdict colors for the same extended-sRGB value.
        let uikit = ScreenContrast(
            foreground: WrittenColor(green, policy: .perChannelClip),
            background: WrittenColor(.white, policy: .perChannelClip))
        #expect(uikit.sRGBDisplay.compositedForeground == green.shown(on: .sRGB, policy: .perChannelClip))
        #expect(uikit.sRGBDisplay.ratio != screen.sRGBDisplay.ratio)
    }

    @Test("readable color text: exact 8-bit as hex, everything else as CSS color() with 4 decimals")
    func colorText() {
        #expect(ColorText.css(Color(SRGB8(r: 0x66, g: 0x70, b: 0x7d))) == "#66707d")
        #expect(ColorText.css(Color(SRGB8(r: 0x11, g: 0x22, b: 0x33), alpha: Double(0x9f) / 255)) == "#1122339f")
        #expect(
            ColorText.css(Color(space: .extendedSRGB, components: [-0.482431234567, 0.5688123, 1.0]))
                == "color(srgb -0.4824 0.5688 1)")
        #expect(
            ColorText.css(Color(space: .displayP3, components: [0, 0.6, 0], alpha: 0.5))
                == "color(display-p3 0 0.6 0 / 0.5)")
        #expect(ColorText.decimal(-0.00001) == "0")
        #expect(ColorText.decimal(1.99996) == "2")
        #expect(ColorText.decimal(0.0005) == "0.0005")
    }
}
