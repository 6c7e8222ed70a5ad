import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Storyboard scenes code shows in a window whose background its window controller sets
/// (`Fixtures/appkit-window-controller-backgrounds`, own code: a notes app's settings): the scenes' views draw no
/// background, so their text sits on that color, not on the window default.
@Suite("AppKit storyboard scenes in a window controller's painted window")
struct AppKitWindowControllerBackgroundTests {
    static let scan = UsageLoader().load(
        [TestPaths.fixture("appkit-window-controller-backgrounds")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    @Test func aTabOfTheWindowsContentIsOnTheBackgroundCodeSets() throws {
        for id in ["general-title-cell", "sync-title-cell"] {
            let pair = try Self.pair(id)
            #expect(pair.review == nil, "\(pair.review?.message ?? "")")
            #expect(pair.background.displayName == "textBackground", "\(id)")
            #expect(pair.evidence.contains("SettingsWindowController.swift:10"), "\(pair.evidence)")
        }
    }

    @Test func aSceneInAWindowCodeDoesNotPaintKeepsTheWindowDefault() throws {
        let about = try Self.pair("about-title-cell")
        #expect(about.background.displayName == "windowBackground")
    }
}
