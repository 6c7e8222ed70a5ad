import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
@testable import LegibleAudit

/// AppKit system colors in a xib are measured as the screen shows them: `labelColor` is translucent (white at alpha
/// 216 in dark), composited over the real background, `windowBackgroundColor`, before the ratio is taken.
@Suite struct AppKitSystemColorCompositeTests {
    static func xib() -> String {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects><window id="w"><view key="contentView" id="cv"><subviews><textField id="tf"><textFieldCell key="cell" title="Name" id="cell">
            <font key="font" metaFont="system"/><color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell></textField></subviews></view></window></objects>
            <resources></resources>
            </document>
            """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-appkit-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? text.write(to: dir.appendingPathComponent("Window.xib"), atomically: true, encoding: .utf8)
        return dir.path
    }

    /// WCAG 2.x relative luminance of gamma-encoded sRGB components (0…1), written out here as the oracle.
    static func luminance(_ c: [Double]) -> Double {
        let l = c.map { $0 <= 0.04045 ? $0 / 12.92 : Foundation.pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
    }

    @Test func labelOnTheWindowBackgroundInDarkIsTheComposite() throws {
        let app = Self.xib()
        let palette = Palette()
        let scan = UsageLoader().load([app], palette: palette)
        let result = Auditor(
            palette: palette, config: ZeroConfig.config(palette: palette, scan: scan), rulesInferred: true
        ).run()
        let finding = try #require(result.contrast.first { $0.appearance == .dark })
        let label = try #require(
            AppleSystemColors.resolve(SystemColorReference(platform: "osx", name: "labelColor"), in: .dark))
        let window = try #require(
            AppleSystemColors.resolve(SystemColorReference(platform: "osx", name: "windowBackgroundColor"), in: .dark))
        #expect(label.alpha < 1)
        let fg = label.srgb, bg = window.srgb, a = label.alpha
        let composite = [a * fg.r + (1 - a) * bg.r, a * fg.g + (1 - a) * bg.g, a * fg.b + (1 - a) * bg.b]
        let (lf, lb) = (Self.luminance(composite), Self.luminance([bg.r, bg.g, bg.b]))
        let expected = (max(lf, lb) + 0.05) / (min(lf, lb) + 0.05)
        #expect(abs(finding.measured - expected) < 1e-9, "\(finding.measured) vs \(expected)")
        // Not the opaque white it would be without compositing.
        let opaque = (1.05) / (lb + 0.05)
        #expect(abs(finding.measured - opaque) > 0.5)
    }
}
