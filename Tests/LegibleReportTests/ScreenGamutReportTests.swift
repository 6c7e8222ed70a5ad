import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport

/// Reports print what the verdict measured: out-of-sRGB colors as CSS, the Display P3 verdict when it differs,
/// composites that keep the verdict.
@Suite("reports: colors outside sRGB and printed composites")
struct ScreenGamutReportTests {
    @Test("an out-of-sRGB color is written as CSS color(), not as a clipped hex")
    func outOfGamutText() {
        let c = Color(space: .extendedSRGB, components: [1.358, -0.074, -0.012])
        #expect(Display.hex(c) == "color(srgb 1.358 -0.074 -0.012)")
        #expect(Display.hex(Color(SRGB8(r: 1, g: 78, b: 169))) == "#014ea9")
    }

    @Test("the text report notes the Display P3 verdict only when it differs from the sRGB one")
    func displayP3Note() throws {
        // P3 red on every gray: the sRGB-display and P3-display ratios differ, so some grays straddle 3:1.
        let config = Fixture.config(#"{"contrast": [{"foreground": "fg", "background": "bg*", "text": "large"}]}"#)
        var entries: [(String, String, String?)] = [("fg", "color(display-p3 1 0 0)", nil)]
        for (i, gray) in stride(from: 0x10, through: 0xff, by: 1).enumerated() {
            entries.append(("bg\(i)", "#" + String(repeating: String(gray, radix: 16), count: 3), nil))
        }
        let palette = Fixture.palette(entries)
        let result = Auditor(palette: palette, config: config).run()
        let differing = result.contrast.filter { f in f.displayP3.map { $0.passed != f.passed } ?? false }
        let same = result.contrast.filter { f in f.displayP3.map { $0.passed == f.passed } ?? false }
        #expect(result.contrast.allSatisfy { $0.displayP3 != nil })
        #expect(!differing.isEmpty && !same.isEmpty)
        for f in differing { #expect(Display.displayP3Note(f).hasPrefix(" (Display P3 screen: ")) }
        for f in same { #expect(Display.displayP3Note(f).isEmpty) }
    }
}
