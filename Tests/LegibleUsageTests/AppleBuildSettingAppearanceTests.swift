import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// An Xcode project that generates its Info.plist forces the app's appearance in its build settings
/// (`INFOPLIST_KEY_UIUserInterfaceStyle = Light`), not in the plist file (`Fixtures/apple-build-settings`, own code):
/// the app's pairs are checked in light only, and a target that forces it in Debug only follows the system.
@Suite("Apple: appearance forced in build settings")
struct AppleBuildSettingAppearanceTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-build-settings")], palette: Palette())

    static func pair(inFile file: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.location.path.hasSuffix(file) && $0.role != .nonText })
    }

    @Test func anAppForcedLightInEveryConfigurationShowsOnlyLight() throws {
        let today = try Self.pair(inFile: "Lightly/LightlyApp.swift")
        #expect(today.appearances == [.light])
        #expect(today.evidence.contains("INFOPLIST_KEY_UIUserInterfaceStyle = Light in"))
        #expect(today.evidence.contains("Lightly.xcodeproj/project.pbxproj"))
    }

    @Test func aTargetForcedInDebugOnlyFollowsTheSystem() throws {
        let clip = try Self.pair(inFile: "LightlyClip/LightlyClipApp.swift")
        #expect(clip.appearances == nil || clip.appearances?.contains(.dark) == true)
        #expect(!clip.evidence.contains("the app shows only"))
    }
}
