import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A button's title color set from the tint its code set just before (`CodeTintWrites`, `CodeRecolor.branchPairs`,
/// `Fixtures/objc-tint-titles`, own code): a pair per branch of the `if` that chose the tint, each with its condition,
/// instead of one pair needing review because `self.tintColor` is not a color.
@Suite("Objective-C: a title colored from the tint just set")
struct ObjCTintTitleTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("objc-tint-titles")], palette: Palette())

    func hex(_ color: ObservedColor) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: .light)?.color?.hexRGB
    }

    @Test func theTitleTakesEachBranchsTint() throws {
        let pairs = Self.scan.pairs.filter { $0.site.elementID == "tab-key" }
        #expect(pairs.count == 2, "\(pairs.map { "\($0.condition ?? "-"): \($0.review?.detail ?? "")" })")
        let dark = try #require(pairs.first { $0.condition == "when self.keyAppearance == UIKeyboardAppearanceDark" })
        let light = try #require(
            pairs.first { $0.condition == "unless self.keyAppearance == UIKeyboardAppearanceDark" })
        #expect(dark.review == nil && light.review == nil, "\(dark.review?.detail ?? "") \(light.review?.detail ?? "")")
        #expect(hex(dark.foreground) == "#ffffff")
        #expect(hex(light.foreground) == "#000000")
        #expect(hex(dark.background) == "#8e8e93")
        #expect(
            light.evidence.hasSuffix(
                "; KeyCapButton sets self.titleColor to UIColor.blackColor unless self.keyAppearance == "
                    + "UIKeyboardAppearanceDark in code (KeyCapButton.m:22), which replaces the document's"),
            "\(light.evidence)")
    }
}
