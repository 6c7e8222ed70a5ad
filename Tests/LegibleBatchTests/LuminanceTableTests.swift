import LegibleBatch
import LegibleCore
import LegibleTestSupport
import Testing

@Suite("8-bit luminance through the exact tables")
struct LuminanceTableTests {
    @Test("every value of every channel is bit-identical to WCAG2.relativeLuminance(SRGB8)")
    func everyChannelValue() {
        var colors: [SRGB8] = []
        for v in 0...255 {
            let b = UInt8(v)
            colors += [
                SRGB8(r: b, g: 0, b: 0), SRGB8(r: 0, g: b, b: 0), SRGB8(r: 0, g: 0, b: b), SRGB8(r: b, g: b, b: b),
                SRGB8(r: b, g: 255 - b, b: b / 2),
            ]
        }
        for options in BatchTestSupport.optionSets {
            let luminance = BatchLuminance.luminance(SRGB8Palette(colors), options: options)
            var m = Mismatches("luminance \(options)")
            for (i, c) in colors.enumerated() {
                let expected = WCAG2.relativeLuminance(c)
                m.check(
                    luminance[i].bitPattern == expected.bitPattern,
                    "\(c): expected \(expected), observed \(luminance[i])")
            }
            #expect(m.count == 0, "\(m.summary)")
        }
    }

    @Test(
        "reference colors and 1,000,000 random colors (50,000 by default): Double bit-identical, Float correctly rounded, palette fields"
    )
    func randomColors() {
        let colors =
            BatchTestSupport.wcagColors
            + BatchTestSupport.randomColors(TestScale.count(full: 1_000_000, sample: 50_000), seed: 7)
        let palette = SRGB8Palette(colors)
        let expected = colors.map { WCAG2.relativeLuminance($0) }
        for options in BatchTestSupport.optionSets {
            let luminance = BatchLuminance.luminance(palette, options: options)
            #expect(luminance == expected, "\(options)")
            var floats = [Float](repeating: 0, count: colors.count)
            floats.withUnsafeMutableBufferPointer { BatchLuminance.luminance(palette, into: $0, options: options) }
            #expect(floats == expected.map { Float($0) }, "\(options)")
        }
        let luminancePalette = LuminancePalette(palette)
        #expect(luminancePalette.luminance == expected)
        #expect(luminancePalette.shifted == expected.map { $0 + 0.05 })
        #expect(luminancePalette.shifted32 == expected.map { Float($0 + 0.05) })
        #expect(LuminancePalette(colors: colors.map { Color($0) }).luminance == expected)
    }

    @Test("the 0.03928 WCAG 2.0 threshold changes no 8-bit table entry")
    func legacyThreshold() {
        for v in 0...255 {
            let c = Double(v) / 255
            #expect(
                SRGBTransfer.decode(c, threshold: SRGBTransfer.legacyDecodeThreshold) == SRGBTransfer.decode8(UInt8(v)))
        }
    }
}
