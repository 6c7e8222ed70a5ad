import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage
import Testing

/// An application target a developer runs to try one view (vimr `Commons/Support/EnvVarTest`, OpenEmu `OEAlertTest`)
/// is not the app users get: its files are not checked when the projects say which app ships
/// (`Fixtures/apple-test-apps`).
@Suite("Apple targets: a developer's test app is not the shipped app")
struct AppleTestAppsTests {
    static let shelf = UsageLoader().load([TestPaths.fixture("apple-test-apps/Shelf")], palette: Palette())

    @Test func aFileOnlyATestAppBuildsIsNotChecked() throws {
        #expect(!Self.shelf.pairs.contains { $0.site.location.path.hasSuffix("BadgeHarness.swift") })
        let note = try #require(Self.shelf.diagnostics.first { $0.location.path.hasSuffix("BadgeHarness.swift") })
        #expect(
            note.message.contains(
                "built only by test targets (BadgeTest, an app target named as a test that no shipped target depends "
                    + "on, embeds or archives)"), "\(note.message)")
        let spine = try #require(Self.shelf.pairs.first { $0.site.location.path.hasSuffix("SpineView.swift") })
        #expect(spine.foreground.displayName == "white")
    }

    /// A second app the shipped app depends on and embeds (a login item, a helper) ships, whatever its name.
    @Test func anAppTheShippedAppEmbedsIsStillChecked() throws {
        let agent = try #require(Self.shelf.pairs.first { $0.site.location.path.hasSuffix("AgentStatusView.swift") })
        #expect(agent.foreground.displayName == "yellow")
        #expect(agent.background.displayName == "white")
    }

    /// A project whose only app is named as a test does not say which app ships: nothing changes.
    @Test func theOnlyAppIsCheckedWhateverItsName() throws {
        let probe = UsageLoader().load([TestPaths.fixture("apple-test-apps/Probe")], palette: Palette())
        let text = try #require(probe.pairs.first { $0.site.location.path.hasSuffix("ProbeView.swift") })
        #expect(text.foreground.displayName == "white")
        #expect(!probe.diagnostics.contains { $0.message.contains("test code") })
    }

    @Test(arguments: [
        ("EnvVarTest", true), ("OEAlertTest", true), ("UI-Tests", true), ("TestHostApp", true),
        ("Latest", false), ("ContestEntry", false), ("Attestation", false), ("MinimalNvimViewDemo", false),
    ])
    func aTestWordIsAWholeWord(name: String, marks: Bool) {
        #expect(AppleTargets.hasTestWord(name) == marks)
    }
}
