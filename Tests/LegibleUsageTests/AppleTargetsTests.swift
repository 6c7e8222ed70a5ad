import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage

/// Fixtures/apple-targets: an Xcode project (`Studio.xcodeproj`) with a macOS target building `Desktop/` by file
/// reference, an iOS target building the synchronized folder `Handheld/` minus one exception, and a tvOS target
/// building `Living/`; `Desktop/OldBanner.swift` is in no target though the project builds its folder's other file;
/// `Desktop/English.lproj/OldPreferences.xib` is a stale localized copy no target builds beside the folder's built files;
/// `Generated/` is a folder none of whose files a target builds (it may belong to a package or a generator: unknown).
/// No folder name says a platform: only the project does.
@Suite("Xcode targets decide a file's platform")
struct AppleTargetsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apple-targets").path

    static func pairs(_ file: String, in scan: UsageScan) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.path.hasSuffix(file) }
    }

    @Test("the project's targets: platforms from SDKROOT, files by reference and by synchronized folder")
    func targets() throws {
        let targets = AppleTargets.read(files: [Self.folder + "/Studio.xcodeproj/project.pbxproj"])
        let project = try #require(targets.projects.first)
        #expect(project.targets.map(\.name) == ["Studio", "Pocket", "Couch"])
        #expect(project.targets.map(\.platforms) == [[.macOS], [.iOS], [.tvOS]])
        #expect(targets.platforms(of: Self.folder + "/Desktop/PreferencesPane.swift") == [.macOS])
        #expect(targets.platforms(of: Self.folder + "/Handheld/LibraryRow.swift") == [.iOS])
        #expect(targets.platforms(of: Self.folder + "/Handheld/Scratch.swift") == nil, "a membership exception")
        #expect(targets.notBuilt(Self.folder + "/Handheld/Scratch.swift") != nil)
        #expect(targets.notBuilt(Self.folder + "/Desktop/OldBanner.swift") != nil)
        // A stale localized copy beside the folder's built files (the project builds a `Base.lproj` one, or none).
        #expect(targets.notBuilt(Self.folder + "/Desktop/English.lproj/OldPreferences.xib") != nil)
        #expect(targets.notBuilt(Self.folder + "/Generated/FeedCell.swift") == nil, "no file of its folder is built")
        #expect(targets.notBuilt(Self.folder + "/Living/ShelfScreen.swift") == nil)
    }

    @Test("a file's deployment target is that of the targets building it, not the lowest in the repository")
    func deploymentPerTarget() throws {
        let targets = AppleTargets.read(files: [Self.folder + "/Studio.xcodeproj/project.pbxproj"])
        let repository = AppleDeploymentTarget(minimum: [.iOS: try #require(AppleOSVersion("13.0"))])
        let handheld = targets.deploymentTarget(of: Self.folder + "/Handheld/LibraryRow.swift", fallback: repository)
        #expect(handheld.minimum[.iOS] == AppleOSVersion("17.0"))
        let desktop = targets.deploymentTarget(of: Self.folder + "/Desktop/PreferencesPane.swift", fallback: repository)
        #expect(desktop.minimum[.macOS] == AppleOSVersion("14.0") && desktop.minimum[.iOS] == AppleOSVersion("13.0"))
        let unknown = targets.deploymentTarget(of: Self.folder + "/Generated/FeedCell.swift", fallback: repository)
        #expect(unknown == repository)
    }

    @Test("SwiftUI in a file only a macOS target builds is drawn with AppKit's colors; iOS keeps UIKit's")
    func macOSByTarget() throws {
        let scan = UsageLoader().load([Self.folder], palette: Palette())
        let desktop = try #require(Self.pairs("Desktop/PreferencesPane.swift", in: scan).first)
        // Color.secondary on macOS is secondaryLabelColor (#000000 at 50 %), over the window background #ececec.
        #expect(desktop.background.displayName == "windowBackground", "\(desktop.background)")
        guard case .inline(let secondary) = desktop.foreground else {
            Issue.record("expected an inline color, got \(desktop.foreground)")
            return
        }
        #expect(secondary.variant(exactly: .light)?.color?.alpha8 == 127, "\(secondary)")
        let handheld = try #require(Self.pairs("Handheld/LibraryRow.swift", in: scan).first)
        #expect(handheld.background.displayName == "systemBackground", "\(handheld.background)")
    }

    @Test("a file only tvOS builds is not checked, with a warning; files no target builds are left out, in one note")
    func otherPlatformsAndUnbuiltFiles() {
        let scan = UsageLoader().load([Self.folder], palette: Palette())
        #expect(Self.pairs("Living/ShelfScreen.swift", in: scan).isEmpty)
        #expect(
            scan.diagnostics.contains {
                $0.location.path.hasSuffix("Living/ShelfScreen.swift")
                    && $0.message.contains("built only for tvOS") && $0.location.keyPath != nil
            }, "\(scan.diagnostics)")
        #expect(Self.pairs("Desktop/OldBanner.swift", in: scan).isEmpty)
        #expect(!Self.pairs("Generated/FeedCell.swift", in: scan).isEmpty, "unknown to the projects: kept")
        #expect(Self.pairs("Handheld/Scratch.swift", in: scan).isEmpty)
        let notes = scan.diagnostics.filter { $0.message.contains("no target builds") }
        #expect(Self.pairs("Desktop/English.lproj/OldPreferences.xib", in: scan).isEmpty)
        #expect(notes.count == 1 && notes.first?.message.hasPrefix("3 files (this one first)") == true, "\(notes)")
        #expect(
            notes.first?.location.path.hasSuffix("Desktop/English.lproj/OldPreferences.xib") == true, "\(notes)")
        // Seven files each show one text: the three unbuilt ones leave the count (counted as not shown), the tvOS
        // one is not checked.
        #expect(scan.elementsWithTextColor == 4 && scan.textUsesNotShown == 3)
        #expect(scan.coverage.usesNotChecked == 1 && scan.coverage.reviewSites + scan.coverage.assertedSites == 3)
    }
}
