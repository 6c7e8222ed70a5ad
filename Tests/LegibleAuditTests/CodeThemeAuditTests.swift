import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import LegibleUsage
@testable import LegibleAudit

/// A pair of roles of a theme computed by code is checked in every theme (issue 21).
@Suite("Audit of pairs of code themes")
struct CodeThemeAuditTests {
    /// WCAG 2.x contrast of two 8-bit sRGB colors, written out here as the oracle.
    static func contrast(_ a: [Double], _ b: [Double]) -> Double {
        func luminance(_ rgb: [Double]) -> Double {
            let lin = rgb.map { v -> Double in
                let c = v / 255; return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    func audit(_ fixture: String) -> AuditResult {
        let folder = TestPaths.fixture(fixture)
        let palette = PaletteLoader().load([folder])
        let scan = UsageLoader().load([folder], palette: palette)
        return Auditor(palette: palette, config: ZeroConfig.config(palette: palette, scan: scan), rulesInferred: true)
            .run()
    }

    @Test func seed004CaptionIsCheckedInLightAndDark() throws {
        let result = audit("code-themes/Seed004")
        let caption = result.contrast.filter { $0.foreground.name == "UIColor.textSecondary" }
        #expect(Set(caption.map(\.appearance)) == [.light, .dark])
        let light = try #require(caption.first { $0.appearance == .light })
        #expect(abs(light.measured - Self.contrast([142, 142, 147], [255, 255, 255])) < 1e-6)
        #expect(!light.passed)
        let dark = try #require(caption.first { $0.appearance == .dark })
        #expect(abs(dark.measured - Self.contrast([152, 152, 159], [28, 28, 30])) < 1e-6)
        #expect(dark.passed)
    }

    @Test func protocolThemePairIsCheckedInAllThreeThemes() throws {
        let result = audit("code-themes/ProtocolThemes")
        let name = result.contrast.filter { $0.foreground.name == "Theme.primaryText" }
        #expect(Set(name.map(\.appearance)) == [.light, .dark, .theme("black")])
        let black = try #require(name.first { $0.appearance == .theme("black") })
        #expect(abs(black.measured - Self.contrast([0.93 * 255, 0.93 * 255, 0.95 * 255], [0, 0, 0])) < 1e-6)
    }
}
