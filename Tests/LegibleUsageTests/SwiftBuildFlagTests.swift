import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What is not compiled in is not shown (`SwiftBuildFlags`, `SwiftDisabledCode`, `Fixtures/swiftui-build-flags`, own
/// code): a `#if` flag no build file names is false in every build, and so is a computed flag whose release body
/// returns `false`; a flag a build file defines keeps its screen.
@Suite("Swift build flags decide what is compiled in")
struct SwiftBuildFlagTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("swiftui-build-flags")], palette: Palette())

    @Test func aScreenUnderAFlagNoBuildFileNamesIsNotShown() {
        #expect(Self.scan.pairs(at: "LabsView.swift", 6).isEmpty, "\(Self.scan.pairs(at: "LabsView.swift", 6))")
        #expect(Self.scan.unshown.map(\.name).contains("LabsView"), "\(Self.scan.unshown.map(\.name))")
    }

    @Test func aScreenUnderAComputedFlagThatReturnsFalseIsNotShown() {
        #expect(Self.scan.pairs(at: "ThemesView.swift", 6).isEmpty)
        #expect(Self.scan.unshown.map(\.name).contains("ThemesView"), "\(Self.scan.unshown.map(\.name))")
    }

    @Test func aScreenUnderAFlagABuildFileDefinesIsShown() throws {
        let sync = try Self.scan.pair(at: "SyncView.swift", 6)
        #expect(sync.foreground.displayName == "secondary" || sync.foreground.displayName == "secondaryLabel")
        #expect(sync.review == nil, "\(sync.review?.detail ?? "")")
        #expect(!Self.scan.unshown.map(\.name).contains("SyncView"))
        #expect(!Self.scan.pairs(at: "EntriesView.swift", 6).isEmpty)
    }
}
