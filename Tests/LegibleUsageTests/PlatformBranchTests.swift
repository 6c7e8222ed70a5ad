import Foundation
import LegiblePalette
import LegibleSwiftSyntax
import LegibleTestSupport
import Testing
@testable import LegibleUsage

/// `#if` branches the targets building a file never compile (`Fixtures/apple-platform-branches`, own code): the
/// iOS-only target `Reader` (`SDKROOT = iphoneos`, `SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"`,
/// `SUPPORTS_MACCATALYST = NO`) builds `ArticleView.swift`, whose `#if os(macOS)` and
/// `#if targetEnvironment(macCatalyst)` texts are in no build; `SyncStatusView.swift` is built by `Desk` too, whose
/// `SUPPORTED_PLATFORMS` holds `macosx`: both of its branches are built.
@Suite("Code for a platform no target of the file builds is not shown")
struct PlatformBranchTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-platform-branches")], palette: Palette())

    @Test("an iOS-only target's macOS and Mac Catalyst branches leave the pairs; a multiplatform target's stay")
    func branchesForOtherPlatforms() {
        let texts = Set(Self.scan.pairs.compactMap(\.site.text))
        #expect(
            texts == ["Swipe to archive", "Synced from this Mac", "Synced from this phone"], "\(texts)")
        let unshown = Self.scan.unshown.filter { $0.path.hasSuffix("ArticleView.swift") }
        #expect(
            Set(unshown.map(\.name)) == ["#if os(macOS)", "#if targetEnvironment(macCatalyst)"], "\(unshown)")
        #expect(unshown.allSatisfy { $0.why == .otherPlatform }, "\(unshown)")
        let note = Self.scan.diagnostics.first { $0.message.contains("UI nothing shows") }
        #expect(
            note?.message.contains("compiles only for platforms no target building the file builds for") == true,
            "\(String(describing: note))")
    }

    @Test("a branch only another platform compiles is left out when the targets' platforms are given")
    func releaseBuildOnTargetPlatforms() {
        let tokens = SwiftLexer.tokenize(
            "#if os(iOS)\nlet a = 1\n#else\nlet b = 2\n#endif\n#if targetEnvironment(macCatalyst)\nlet c = 3\n#endif\n"
        ).tokens
        #expect(SwiftReleaseBuild(tokens).excludedLines.isEmpty)
        let iOS = SwiftReleaseBuild(tokens, platforms: [.iOS], macCatalyst: false)
        #expect(iOS.excludedLines.map(\.name) == ["#else of #if os(iOS)", "#if targetEnvironment(macCatalyst)"])
        #expect(iOS.excludedLines.map(\.lines) == [4...4, 7...7])
        #expect(iOS.excludedLines.map(\.byTargets) == [true, true])
        // Built for Mac Catalyst too: only the `#else` is left out.
        #expect(SwiftReleaseBuild(tokens, platforms: [.iOS]).excludedLines.map(\.lines) == [4...4])
    }
}
