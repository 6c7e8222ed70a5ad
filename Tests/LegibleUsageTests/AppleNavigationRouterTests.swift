import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Controllers pushed through the app's navigation routers (`Fixtures/apple-navigation-routers`, own code): a router
/// type whose factory makes a navigation controller with a presentation style, followed through the coordinators that
/// hold it (`FlowCoordinator(router:)`, handed on as `ThemesFlow(router: router)`) and through a local pushed into
/// straight away. A scene shown only through form, page sheet or popover routers is on the elevated level; one given
/// a full-screen router and a sheet router has a pair per level; a router made around a navigation controller shown
/// elsewhere leaves the scene to review.
@Suite("Apple navigation routers")
struct AppleNavigationRouterTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-navigation-routers")], palette: Palette())

    func pair(_ line: Int) throws -> ObservedPair { try Self.scan.pair(at: "Screens/Screens.storyboard", line) }

    @Test func aSceneACoordinatorPushesOntoItsFormSheetRouterIsElevated() throws {
        let picker = try pair(10)
        #expect(picker.review == nil, "\(picker.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Screens/Screens.storyboard", 10) == "#1c1c1e")
        #expect(
            picker.evidence.contains(
                "code shows ThemePickerViewController in ThemesFlow and the route StackRouter.modal(style: .formSheet) shows ThemesFlow as .formSheet (HomeViewController.swift:8)"
            ), "\(picker.evidence)")
        // A controller the coordinator makes in code: the same level.
        let settings = try Self.scan.pair(at: "Screens/SettingsViewController.swift", 10)
        #expect(settings.review == nil, "\(settings.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Screens/SettingsViewController.swift", 10) == "#1c1c1e")
    }

    @Test func aScenePushedStraightIntoAPageSheetOrPopoverRouterIsElevated() throws {
        let editor = try pair(26)
        #expect(editor.review == nil, "\(editor.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Screens/Screens.storyboard", 26) == "#1c1c1e")
        #expect(
            editor.evidence.contains("ExpiryEditorViewController as .pageSheet (HomeViewController.swift:18)"),
            "\(editor.evidence)")
    }

    @Test func aCoordinatorGivenAFullScreenAndASheetRouterHasAPairPerLevel() throws {
        let reader = Self.scan.pairs(at: "Screens/Screens.storyboard", 42)
        #expect(reader.count == 2, "\(reader.map { ($0.evidence, $0.review?.detail ?? "") })")
        let darks = Set(
            reader.compactMap { p -> String? in
                guard case .inline(let c) = p.background else { return nil }
                return c.variant(for: .dark)?.color?.hexRGB
            })
        #expect(darks == ["#000000", "#1c1c1e"], "\(reader.map(\.background))")
    }

    @Test func aRouterMadeAroundANavigationControllerShownElsewhereNeedsReview() throws {
        let archive = try pair(58)
        #expect(archive.review?.kind == .hostUnknown, "\(archive.evidence)")
        #expect(
            archive.review?.detail.hasPrefix(
                "ArchiveFlow (which shows ArchiveViewController): its router is made around a navigation controller shown elsewhere, StackRouter(…) (HomeViewController.swift:45)"
            ) == true, "\(archive.review?.detail ?? "")")
    }
}
