import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage
import LegibleTestSupport

/// Which nested Xcode projects the app builds (`AppleTargets.leftOutBy`, `Fixtures/apple-project-references`, own
/// projects): one the app's project references as a subproject, or a workspace lists, is built; one nested in the
/// app's folder that neither does is not, and a xib only it builds is not part of the app.
@Suite("Xcode projects the app builds")
struct AppleProjectReferenceTests {
    static let folder = TestPaths.fixture("apple-project-references")
    static let scan: UsageScan = UsageLoader().load([folder], palette: Palette())

    func pairs(_ id: String) -> [ObservedPair] { Self.scan.pairs.filter { $0.site.elementID == id } }

    @Test func aNestedProjectNothingReferencesIsNotBuilt() {
        #expect(pairs("pane-label-cell").isEmpty)
        #expect(
            Self.scan.diagnostics.contains {
                $0.location.path.hasSuffix("Legacy/PreferencePane/Preferences.xib")
                    && $0.message.hasPrefix("this file is built only by ")
                    && $0.message.contains("PreferencePane.xcodeproj, which ")
                    && $0.message.hasSuffix(
                        "Jukebox.xcodeproj does not reference among its subprojects and no workspace lists: not part of the app, not checked"
                    )
            }, "\(Self.scan.diagnostics.map(\.message))")
    }

    @Test func aProjectIsNamedFromTheFolderTheUserPassed() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(AppleTargets.shown(cwd + "/App/App.xcodeproj", as: "App/Sources/Main.swift") == "App/App.xcodeproj")
        #expect(AppleTargets.shown(cwd + "/App/App.xcodeproj", as: "./App/Main.swift") == "./App/App.xcodeproj")
        #expect(AppleTargets.shown("/elsewhere/App.xcodeproj", as: "App/Main.swift") == "/elsewhere/App.xcodeproj")
        #expect(AppleTargets.shown("/work/App/App.xcodeproj", as: "/work/App/Main.swift") == "/work/App/App.xcodeproj")
    }

    @Test func theAppsProjectASubprojectAndAWorkspaceMemberAreBuilt() {
        #expect(pairs("player-label-cell").count == 1)
        #expect(pairs("visualizer-label-cell").count == 1)
        #expect(pairs("import-label-cell").count == 1)
    }

    @Test func withoutTheAppsProjectNothingIsLeftOut() {
        let targets = AppleTargets.read(files: [
            Self.folder + "/Legacy/PreferencePane/PreferencePane.xcodeproj/project.pbxproj"
        ])
        #expect(targets.notBuilt(Self.folder + "/Legacy/PreferencePane/Preferences.xib") == nil)
    }
}
