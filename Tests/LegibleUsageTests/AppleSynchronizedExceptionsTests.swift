import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage

/// Fixtures/apple-synchronized-exceptions: a macOS target (`Theater`) that lists the synchronized folder `App/`; the
/// synchronized folder `Views/` is in no target, but its exception set for `Theater` names `ProgramCard.swift`, which
/// Xcode 16 writes when a file of a folder the target does not list is added to the target. `OldPoster.swift`, beside
/// it, is named by no exception set: no target builds it. Entries written `/Localized/Name.xib` name the file in every
/// `.lproj` folder: `Resources/Base.lproj/AboutPanel.xib` is added (its folder is in no target), `App/Base.lproj/
/// Legacy.xib` is left out (its folder is the target's).
@Suite("Synchronized folders: a folder's exception set for a target that does not list it adds the files it names")
struct AppleSynchronizedExceptionsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apple-synchronized-exceptions").path

    @Test("the file an exception set adds is built by that target; its unnamed neighbour by none")
    func membership() {
        let targets = AppleTargets.read(files: [Self.folder + "/Theater.xcodeproj/project.pbxproj"])
        #expect(targets.platforms(of: Self.folder + "/Views/ProgramCard.swift") == [.macOS])
        #expect(targets.platforms(of: Self.folder + "/App/TheaterApp.swift") == [.macOS])
        #expect(targets.notBuilt(Self.folder + "/Views/ProgramCard.swift") == nil)
        #expect(targets.notBuilt(Self.folder + "/Views/OldPoster.swift") != nil)
        #expect(targets.platforms(of: Self.folder + "/Resources/Base.lproj/AboutPanel.xib") == [.macOS])
        #expect(targets.notBuilt(Self.folder + "/App/Base.lproj/Legacy.xib") != nil)
    }

    @Test("SwiftUI in the added file is macOS code: AppKit's secondary label color on the window background")
    func addedFileIsMacOSCode() throws {
        let scan = UsageLoader().load([Self.folder], palette: Palette())
        let card = try #require(scan.pairs.first { $0.site.location.path.hasSuffix("Views/ProgramCard.swift") })
        #expect(card.background.displayName == "windowBackground", "\(card.background)")
        guard case .inline(let secondary) = card.foreground else {
            Issue.record("expected an inline color, got \(card.foreground)")
            return
        }
        // AppKit's secondaryLabelColor: black at 50 % in light (UIKit's secondaryLabel is #3c3c43 at 60 %).
        #expect(secondary.variant(exactly: .light)?.color?.alpha8 == 127, "\(secondary)")
        #expect(!scan.pairs.contains { $0.site.location.path.hasSuffix("Views/OldPoster.swift") })
    }
}
