import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Controllers made by factories and shown other than by a plain `present` (`ControllerHandOff`,
/// `Fixtures/apple-controller-flows`, own code): a window's root and what it pushes are on the base level (dark
/// secondarySystemGroupedBackground #1C1C1E); a push inside a presented navigation controller, and the app's own
/// presenting helpers (Swift, two levels deep, an Objective-C category method called from Swift) are elevated
/// (#2C2C2E); a value stored in a property for later is not followed: review, never the base level.
@Suite("Apple controllers followed from their factories")
struct AppleControllerFlowTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-controller-flows")], palette: Palette())

    func pair(_ file: String, _ line: Int) throws -> ObservedPair { try Self.scan.pair(at: file, line) }

    func darkBackground(_ file: String, _ line: Int) throws -> String? { try Self.scan.darkBackground(at: file, line) }

    @Test func theWindowsRootFromAFactoryIsOnTheBaseLevel() throws {
        let recent = try pair("Library/LibraryController.swift", 53)
        #expect(recent.review == nil, "\(recent.review?.detail ?? "")")
        #expect(try darkBackground("Library/LibraryController.swift", 53) == "#1c1c1e")
    }

    /// `tabs.viewControllers = [LibraryController.instantiate(), Screens.makeSearch()]`: every tab, not only the first.
    @Test func everyTabOfATabBarThatIsTheWindowsRootIsOnTheBaseLevel() throws {
        let recent = try pair("Screens/Screens.swift", 56)
        #expect(recent.review == nil, "\(recent.review?.detail ?? "")")
        #expect(try darkBackground("Screens/Screens.swift", 56) == "#1c1c1e")
    }

    @Test func aFactoryPushedOntoTheWindowsNavigationControllerIsOnTheBaseLevel() throws {
        let title = try pair("Library/DetailController.swift", 15)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(try darkBackground("Library/DetailController.swift", 15) == "#1c1c1e")
    }

    @Test func aFactoryPushedInsideAPresentedNavigationControllerIsElevated() throws {
        let name = try pair("Library/AccountController.swift", 23)
        #expect(name.review == nil, "\(name.review?.detail ?? "")")
        #expect(try darkBackground("Library/AccountController.swift", 23) == "#2c2c2e")
    }

    @Test func aFactoryHandedToTheAppsSwiftHelperIsShownAsItsBodyShowsIt() throws {
        for line in [16, 24] {
            let row = try pair("Screens/Screens.swift", line)
            #expect(row.review == nil, "line \(line): \(row.review?.detail ?? "")")
            #expect(try darkBackground("Screens/Screens.swift", line) == "#2c2c2e", "line \(line)")
        }
    }

    @Test func aFactoryHandedToAnObjectiveCHelperBySelectorIsAPageSheet() throws {
        let export = try pair("Screens/Screens.swift", 32)
        #expect(export.review == nil, "\(export.review?.detail ?? "")")
        #expect(try darkBackground("Screens/Screens.swift", 32) == "#2c2c2e")
        #expect(export.evidence.contains("as .pageSheet (UIViewController+Sheets.m:"), "\(export.evidence)")
    }

    @Test func aFactorysValueStoredInAPropertyNeedsReviewSayingWhere() throws {
        let yesterday = try pair("Screens/Screens.swift", 40)
        #expect(yesterday.review?.kind == .hostUnknown, "\(yesterday.review?.detail ?? "no review")")
        #expect(
            yesterday.review?.detail.contains("stored in LibraryController.pendingHistory (LibraryController.swift:46)")
                == true, "\(yesterday.review?.detail ?? "")")
    }

    /// `if compact { vc.modalPresentationStyle = .fullScreen }` then `present(vc, animated: true)` outside the branch:
    /// full screen or a page sheet, so the filters have hosts on two known levels: a pair per host (`SeveralHosts`).
    @Test func aHelperThatPresentsFullScreenOnlyInABranchGivesAPairPerHost() throws {
        let pairs = Self.scan.pairs(at: "Screens/Screens.swift", 48)
        #expect(pairs.count == 2, "\(pairs.map { "\($0.condition ?? "-"): \($0.review?.detail ?? "")" })")
        #expect(pairs.allSatisfy { $0.review == nil })
        #expect(pairs.contains { $0.condition?.hasPrefix("when presented in a sheet (") == true })
        let base = "when shown by LibraryController (full screen, UIViewController+Presenting.swift:"
        #expect(pairs.contains { $0.condition?.hasPrefix(base) == true })
    }
}
