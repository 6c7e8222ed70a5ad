import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The main storyboard's scenes are the window's (`StoryboardControllers.windowClasses`,
/// `Fixtures/apple-window-scenes`, own code): its initial controller's root and the scenes show segues lead to from it
/// are on the base level, so a xib cell one of them registers is too (dark systemBackground #000000), asserted, even
/// though the app delegate (an `NSObject`) casts the window's root to its class.
@Suite("Apple main storyboard scenes on the window's level")
struct AppleWindowSceneTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("apple-window-scenes")], palette: Palette())

    @Test func aXibCellRegisteredByAControllerAShowSegueOfTheMainStoryboardReachesIsOnTheBaseLevel() throws {
        let title = try Self.scan.pair(at: "Cells/FieldCell.xib", 15)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Cells/FieldCell.xib", 15) == "#000000")
    }
}
