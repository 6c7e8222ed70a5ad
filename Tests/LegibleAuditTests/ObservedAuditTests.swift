import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import LegibleUsage
@testable import LegibleAudit

@Suite("Audit of observed pairs (zero-config)")
struct ObservedAuditTests {
    static let app = TestPaths.fixture("app/App")
    let palette = PaletteLoader().load([ObservedAuditTests.app])
    var scan: UsageScan { UsageLoader().load([ObservedAuditTests.app], palette: palette) }

    /// WCAG 2.x relative luminance of an 8-bit sRGB gray, written out here as the oracle.
    static func luminance(_ v: Double) -> Double {
        let c = v / 255
        return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }

    @Test func observedFirstThenGuessesForUnusedColorsOnly() {
        let config = ZeroConfig.config(palette: palette, scan: scan)
        #expect(config.observed.count == 8)
        #expect(config.observed.allSatisfy { $0.basis == .observed && !$0.sites.isEmpty })
        #expect(config.contrast.count == 1)
        let guess = config.contrast[0]
        #expect(
            guess.foreground.map(\.pattern) == ["LegacyText"] && guess.background.map(\.pattern) == ["LegacyBackground"]
        )
        #expect(guess.basis == .nameGuess && guess.ruleID == "guess-wcag2-aa-text" && guess.severity == .warning)
    }

    @Test func pairSources() {
        #expect(ZeroConfig.config(palette: palette, scan: scan, pairs: .observed).contrast.isEmpty)
        let inferred = ZeroConfig.config(palette: palette, scan: scan, pairs: .inferred)
        #expect(inferred.observed.isEmpty)
        #expect(inferred.contrast.map { $0.foreground[0].pattern } == ["LegacyText", "SubtleText", "TitleText"])
        #expect(inferred.contrast.allSatisfy { $0.severity == .warning }) // a guess is a warning, even alone
    }

    @Test func observedPairsAreMeasuredPerAppearanceAtTheirRoleLevel() throws {
        let result = Auditor(
            palette: palette, config: ZeroConfig.config(palette: palette, scan: scan), rulesInferred: true
        ).run()
        // The app uses UIKit system colors, which have Increase Contrast values: those appearances are checked too.
        #expect(result.appearances == Appearance.allCases)
        let seen = try #require(result.contrast.first { $0.foreground.name == "SubtleText" && $0.appearance == .light })
        let expected = (1.05) / (Self.luminance(160) + 0.05) // #a0a0a0 on white
        #expect(abs(seen.measured - expected) < 1e-9)
        #expect(!seen.passed && seen.required == 4.5)
        #expect(seen.rule.sites.map(\.location.line) == [21])
        let title = try #require(result.contrast.first { $0.foreground.name == "TitleText" && $0.appearance == .light })
        #expect(title.required == 3 && title.rule.ruleID == "wcag2-aa-large")
        let star = try #require(
            result.contrast.first { $0.foreground.name == "systemGray3" && $0.appearance == .light })
        #expect(star.rule.ruleID == "wcag2-non-text" && star.required == 3)
        // White text on 50 % black over the white card: the composite is sRGB 0.5 gray.
        let badge = try #require(result.contrast.first { $0.foreground.name == "#ffffff" && $0.appearance == .light })
        let gray = Foundation.pow((0.5 + 0.055) / 1.055, 2.4)
        #expect(abs(badge.measured - 1.05 / (gray + 0.05)) < 0.01)
        #expect(badge.compositedBackground.hexRGB == "#808080")
    }

    @Test func aPaletteNameTheRunLacksIsAWarningAtTheSite() {
        var pair = scan.pairs[0]
        pair.foreground = .named("NotInAnyCatalog")
        let config = AuditConfig(observed: AuditConfig.observedRules(ObservedPairGroup.grouping([pair])))
        let result = Auditor(palette: palette, config: config, rulesInferred: true).run()
        #expect(result.contrast.isEmpty)
        #expect(
            result.diagnostics.contains {
                $0.location == pair.site.location && $0.message.contains("'NotInAnyCatalog' is not in the palette read")
            })
    }
}
