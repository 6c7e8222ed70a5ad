import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A navigation controller code makes, styles and presents in one function, handed to a coordinator that fills its
/// stack, shows what that coordinator makes at the presentation's level (`NavigationRouters+Locals`,
/// `Fixtures/apple-coordinator-sheets`; zotero-ios: `MasterCoordinator.showEditView` presents a `.formSheet` navigation
/// controller whose root `CollectionEditingCoordinator` sets, and `showSettings` a page-sheet container around the
/// settings navigation controller; their forms were asserted on the base level's #1c1c1e).
@Suite("Apple: coordinators filling a navigation controller presented as a sheet")
struct AppleCoordinatorSheetTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-coordinator-sheets")], palette: Palette())

    static func pair(_ line: Int) throws -> ObservedPair { try scan.pair(at: "Screens/Forms.swift", line) }

    static func dark(_ line: Int) throws -> String? { try scan.darkBackground(at: "Screens/Forms.swift", line) }

    @Test func aFormSheetNavigationControllerElevatesWhatItsCoordinatorShows() throws {
        let rename = try Self.pair(16)
        #expect(rename.background.displayName == "secondarySystemGroupedBackground")
        #expect(try Self.dark(16) == "#2c2c2e")
        #expect(rename.review == nil)
        #expect(rename.evidence.contains("HomeCoordinator.renameNavigation shows RenameCoordinator as .formSheet"))
        #expect(rename.evidence.contains("HomeCoordinator.swift:24"))
    }

    @Test func aContainerThatMakesItselfAPageSheetElevatesTheNavigationControllerItHolds() throws {
        let list = try Self.pair(25)
        #expect(try Self.dark(25) == "#2c2c2e")
        #expect(list.review == nil)
        #expect(list.evidence.contains("as .pageSheet (HomeCoordinator.swift:34)"))
    }

    @Test func aControllerAppendedToALocalStackIsShownWhereTheStackIs() throws {
        let advanced = try Self.pair(34)
        #expect(advanced.review == nil, "\(String(describing: advanced.review))")
        #expect(try Self.dark(34) == "#2c2c2e")
    }

    @Test func aWindowRootNavigationControllerKeepsItsCoordinatorOnTheBaseLevel() throws {
        let home = try Self.pair(7)
        #expect(try Self.dark(7) == "#1c1c1e")
        #expect(home.review == nil)
    }

    /// `final class ArchiveCoordinator: Coordinator` names the app's protocol, not a superclass: a plain app object,
    /// no proof of where what it makes is shown (it was taken for a framework subclass, like an app delegate).
    @Test func aCoordinatorConformingToAnAppProtocolIsNoProofOfTheBaseLevel() throws {
        let archive = try Self.pair(43)
        let review = try #require(archive.review)
        #expect(review.kind == .hostUnknown)
        #expect(review.detail.hasPrefix("no code read creates or shows ArchiveCoordinator"), "\(review.detail)")
    }
}
