import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views in a Swift package's `Tests` folder are test code (`Fixtures/swift-test-targets`): a fake status bar drawn
/// around snapshots is never shown to the app's users, so it is not checked; the library's own view is.
@Suite("Apple targets: test code is not the app")
struct SwiftPackageTestCodeTests {
    static let scan = UsageLoader().load([TestPaths.fixture("swift-test-targets")], palette: Palette())

    @Test func aViewInThePackagesTestsFolderIsNotChecked() throws {
        #expect(!Self.scan.pairs.contains { $0.site.location.path.contains("/Tests/FeatureTests/") })
        let note = try #require(Self.scan.diagnostics.first { $0.message.contains("test code") })
        #expect(note.location.path.hasSuffix("Tests/FeatureTests/StatusBarStub.swift"))
        #expect(note.message.contains("in the Tests folder of the Swift package"), "\(note.message)")
        #expect(Self.scan.elementsWithTextColor == 1)
    }

    @Test func theLibrarysOwnViewIsStillChecked() throws {
        let banner = try #require(Self.scan.pairs.first { $0.site.location.path.hasSuffix("BannerView.swift") })
        #expect(banner.foreground.displayName == "white")
        #expect(banner.background.displayName == "black")
    }

    /// A file only an Xcode test bundle builds (`Fixtures/apple-test-targets`, a UI-testing target) is test code too.
    @Test func aFileOnlyATestBundleBuildsIsNotChecked() throws {
        let scan = UsageLoader().load([TestPaths.fixture("apple-test-targets")], palette: Palette())
        #expect(!scan.pairs.contains { $0.site.location.path.hasSuffix("LaunchMarker.swift") })
        let note = try #require(scan.diagnostics.first { $0.location.path.hasSuffix("LaunchMarker.swift") })
        #expect(note.message.contains("built only by test targets (AlbumUITests)"), "\(note.message)")
        let cover = try #require(scan.pairs.first { $0.site.location.path.hasSuffix("CoverView.swift") })
        #expect(cover.foreground.displayName == "white")
    }
}
