import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A controller an Objective-C app delegate makes a tab of the window's root (`Fixtures/objc-main-nib-tabs`, own
/// code): UIKit creates the delegate from the main nib (`NSMainNibFile`), and `[self.window setRootViewController:…]`
/// (the message form of `window.rootViewController =`) makes the delegate's tab bar the window's root, so the storyboard
/// controller it puts in a tab is on the base level: its grouped cell's label is asserted on the base
/// `secondarySystemGroupedBackground` (dark #1c1c1e), not left for review as possibly in a sheet.
@Suite("Objective-C app delegates that set the window's root by message")
struct ObjCMainNibTabTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("objc-main-nib-tabs")], palette: Palette())

    @Test func aStoryboardControllerTheDelegatePutsInTheRootTabBarIsOnTheBaseLevel() throws {
        let title = try Self.scan.pair(at: "Preferences.storyboard", 20)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Preferences.storyboard", 20) == "#1c1c1e")
        #expect(title.evidence.contains("grouped table"), "\(title.evidence)")
    }

    /// The same cell's detail label (secondaryLabel) is on that base background too.
    @Test func theDetailLabelIsOnTheBaseLevelToo() throws {
        let detail = try Self.scan.pair(at: "Preferences.storyboard", 25)
        #expect(detail.review == nil, "\(detail.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Preferences.storyboard", 25) == "#1c1c1e")
    }

    /// A static cell's label whose text is a space (`text=" "`, under the row's button) draws no glyph: no pair.
    @Test func aLabelOfSpacesOnlyIsNoPair() {
        #expect(Self.scan.pairs(at: "Preferences.storyboard", 38).isEmpty)
        #expect(Self.scan.unshown.contains { $0.name.contains("pf-spacer") }, "\(Self.scan.unshown.map(\.name))")
    }
}
