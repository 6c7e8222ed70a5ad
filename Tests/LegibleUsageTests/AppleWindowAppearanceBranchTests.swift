import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Objective-C code that sets one window's appearance in each branch of a user setting splits that window's pairs:
/// dark under the condition, light otherwise (`AppleWindowAppearance.branches`, `Fixtures/apple-hosts/console-window`).
struct AppleWindowAppearanceBranchTests {
    static let pairs = UsageLoader().load([TestPaths.fixture("apple-hosts/console-window")], palette: Palette()).pairs

    @Test func theStatusFieldHasOnePairPerBranch() throws {
        let status = Self.pairs.filter { $0.site.elementID == "lw-status-cell" && $0.role != .nonText }
        #expect(status.count == 2)
        let dark = try #require(status.first { $0.appearances == [.dark] })
        let light = try #require(status.first { $0.appearances == [.light] })
        #expect(dark.site.condition?.hasPrefix("when [[NSUserDefaults standardUserDefaults] boolForKey:") == true)
        #expect(light.site.condition?.hasPrefix("unless [[NSUserDefaults standardUserDefaults] boolForKey:") == true)
        #expect(dark.evidence.contains("LogWindowController's window is dark when"))
        #expect(dark.evidence.contains("LogWindowController.m:26"))
    }
}
