import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Storyboard controllers Objective-C code instantiates and presents (`StoryboardControllers`,
/// `Fixtures/objc-storyboard-sheets`, own code): an Objective-C singleton a Swift screen calls presents a storyboard's
/// initial navigation controller from the window's root with the default style (a page sheet on iOS 13+), so its root
/// scene and the scene a show segue leads to from it are at the elevated level (dark systemBackground #1C1C1E, not
/// #000000); so is a scene code takes by its storyboard identifier into a `UIViewController *` local and presents. The
/// main storyboard's root stays on the base level.
@Suite("Objective-C presentations of storyboard controllers")
struct ObjCStoryboardSheetTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("objc-storyboard-sheets")], palette: Palette())

    /// The pair at `file`:`line` is asserted at the elevated level (no review, dark #1C1C1E), its evidence naming `how`.
    func expectElevated(_ file: String, _ line: Int, _ how: String) throws {
        let pair = try Self.scan.pair(at: file, line)
        #expect(pair.review == nil, "\(pair.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: file, line) == "#1c1c1e")
        #expect(pair.evidence.contains(how), "\(pair.evidence)")
    }

    @Test func theRootOfAStoryboardsInitialNavigationControllerAnObjectiveCSingletonPresentsIsElevated() throws {
        try expectElevated(
            "Vault/Unlock.storyboard", 28, "code presents UnlockViewController as a sheet (VaultManager.m:23)")
    }

    @Test func aSceneAShowSegueLeadsToFromThePresentedRootIsElevated() throws {
        try expectElevated(
            "Vault/Unlock.storyboard", 49,
            "code shows KeyListViewController in UnlockViewController and presents UnlockViewController as a sheet")
    }

    @Test func aSceneInstantiatedByItsIdentifierAndPresentedIsElevated() throws {
        try expectElevated(
            "Help/Help.storyboard", 14, "code presents KeyHelpViewController as a sheet (UnlockViewController.m:8)")
    }

    @Test func theMainStoryboardsRootStaysOnTheBaseLevel() throws {
        #expect(try Self.scan.darkBackground(at: "App/Main.storyboard", 28) == "#000000")
    }
}
