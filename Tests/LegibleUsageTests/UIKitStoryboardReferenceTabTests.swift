import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A storyboard reference the main storyboard's tab bar has as a tab (`StoryboardControllers.classes(onLevelOf:…)`,
/// `Fixtures/uikit-storyboard-reference-tabs`, own code) stands for the referenced storyboard's initial controller, on
/// the window's level: its controller is no longer "created or shown by no code read" (host unknown). And Interface
/// Builder's `systemColor="tableCellGroupedBackgroundColor"` is the dynamic `secondarySystemGroupedBackground`
/// (`IBLegacyColors`), dark #1c1c1e, not the white its resource keeps.
@Suite("UIKit storyboard references as tabs, and the grouped cell background color")
struct UIKitStoryboardReferenceTabTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("uikit-storyboard-reference-tabs")], palette: Palette())

    /// The referenced root pushes a plain table controller that registers a cell xib: that cell is on the base level
    /// too (dark systemBackground #000000), asserted, not "no code read creates or shows OptionsTableViewController".
    @Test func whatTheReferencedRootPushesIsOnTheBaseLevel() throws {
        let hint = try Self.scan.pair(at: "AlertCell.xib", 14)
        #expect(hint.review == nil, "\(hint.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "AlertCell.xib", 14) == "#000000")
    }

    @Test func theTableCellGroupedBackgroundColorIsDynamic() throws {
        #expect(try Self.scan.darkBackground(at: "Options.storyboard", 33) == "#1c1c1e")
    }
}
