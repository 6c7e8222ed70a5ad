import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The level each host shows a screen at (`SeveralHosts`, `Fixtures/apple-presentation-levels`, own code): a screen a
/// factory makes, presented in a page sheet from one controller (elevated: dark secondarySystemGroupedBackground
/// #2C2C2E) and pushed from another on the base level (#1C1C1E), gives one pair per host, each naming it; the app's own
/// `UINavigationController` subclass made with `init(rootViewController:)` holds its root like UIKit's; a SwiftUI
/// preview's wrapper is no host in the app. A class is in a sheet only under the presentation that shows it so: one
/// that presents itself (a reply thread), or one also presented full screen elsewhere, has a pair per host.
@Suite("Apple presentation levels per host")
struct ApplePresentationLevelTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-presentation-levels")], palette: Palette())

    func dark(_ pair: ObservedPair) -> String? {
        guard case .inline(let c) = pair.background else { return nil }
        return c.variant(for: .dark)?.color?.hexRGB
    }

    @Test func aScreenPresentedInASheetFromOneHostAndPushedFromAnotherHasAPairPerHost() throws {
        let rows = Self.scan.pairs(at: "Settings/ConversationSettingsView.swift", 11)
        #expect(rows.count == 2, "\(rows.map { "\($0.condition ?? "-"): \($0.review?.detail ?? "")" })")
        let inSheet = try #require(rows.first { $0.condition?.contains("presented in a sheet") == true })
        let pushed = try #require(rows.first { $0.condition?.contains("not in a sheet") == true })
        #expect(inSheet.review == nil, "\(inSheet.review?.detail ?? "")")
        #expect(pushed.review == nil, "\(pushed.review?.detail ?? "")")
        #expect(dark(inSheet) == "#2c2c2e")
        #expect(dark(pushed) == "#1c1c1e")
        // Pushed by the conversation, itself in a sheet (a reply thread) or pushed by the list: the host outside a sheet
        // is the list.
        #expect(pushed.condition == "when shown by ConversationListViewController, not in a sheet")
        #expect(
            inSheet.condition == "when presented in a sheet (ConversationListViewController.swift:14)"
                || inSheet.condition == "when presented in a sheet (ConversationViewController.swift:41)",
            "\(inSheet.condition ?? "")")
    }

    @Test func aScreenThatPresentsItselfInASheetIsElevatedOnlyUnderThatPresentation() throws {
        let rows = Self.scan.pairs(at: "Conversations/ConversationViewController.swift", 21)
        #expect(rows.count == 2, "\(rows.map { "\($0.condition ?? "-"): \($0.review?.detail ?? "")" })")
        let inSheet = try #require(rows.first { $0.condition?.contains("presented in a sheet") == true })
        let pushed = try #require(rows.first { $0.condition?.contains("not in a sheet") == true })
        #expect(inSheet.review == nil && pushed.review == nil)
        #expect(inSheet.condition == "when presented in a sheet (ConversationViewController.swift:29)")
        #expect(pushed.condition == "when shown by ConversationListViewController, not in a sheet")
        #expect(dark(inSheet) == "#1c1c1e")
        #expect(dark(pushed) == "#000000")
    }

    @Test func aControllerPresentedFullScreenFromOneHostAndInASheetFromAnotherHasAPairPerHost() throws {
        let rows = Self.scan.pairs(at: "Upgrade/UpgradeViewController.swift", 11)
        #expect(rows.count == 2, "\(rows.map { "\($0.condition ?? "-"): \($0.review?.detail ?? "")" })")
        let inSheet = try #require(rows.first { $0.condition?.contains("presented in a sheet") == true })
        let fullScreen = try #require(rows.first { $0.condition?.contains("not in a sheet") == true })
        #expect(inSheet.review == nil && fullScreen.review == nil)
        #expect(inSheet.condition == "when presented in a sheet (ConversationViewController.swift:34)")
        #expect(fullScreen.condition == "when shown by ConversationListViewController, not in a sheet")
        #expect(dark(inSheet) == "#1c1c1e")
        #expect(dark(fullScreen) == "#000000")
    }

    /// What's new casts its `presentingViewController` to the list: the list is not taken as created (and shown) by a
    /// screen in a form sheet, so the conversation it pushes names the list, not the scene delegate, as its host.
    @Test func aCastOfThePresentingControllerShowsNothing() throws {
        let conditions = Self.scan.pairs(at: "Conversations/ConversationViewController.swift", 21).compactMap(
            \.condition)
        #expect(conditions.contains("when shown by ConversationListViewController, not in a sheet"), "\(conditions)")
        #expect(
            !conditions.contains { $0.contains("SceneDelegate") || $0.contains("ConversationListViewController.swift") }
        )
    }

    @Test func aControllerOnlyAPreviewAlsoCreatesIsOnlyInItsSheet() throws {
        let title = try Self.scan.pair(at: "WhatsNew/WhatsNewViewController.swift", 10)
        #expect(Self.scan.pairs(at: "WhatsNew/WhatsNewViewController.swift", 10).count == 1)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(dark(title) == "#1c1c1e")
        #expect(title.evidence.contains("as .formSheet (ConversationListViewController.swift:29)"), "\(title.evidence)")
    }

    /// The settings (in a sheet) cast the app delegate to ask it to show the help center: the delegate is the object the
    /// system made, not a screen the settings create, so the help center it pushes on the window's stack is on the base
    /// level only, never "presented in a sheet" through a chain of casts.
    @Test func aCastOfTheAppDelegateShowsNothing() throws {
        let rows = Self.scan.pairs(at: "Help/HelpViewController.swift", 10)
        #expect(rows.count == 1, "\(rows.map { "\($0.condition ?? "-"): \($0.evidence)" })")
        let hint = try #require(rows.first)
        #expect(hint.review == nil, "\(hint.review?.detail ?? "")")
        #expect(dark(hint) == "#000000")
        #expect(!(hint.condition ?? "").contains("sheet"), "\(hint.condition ?? "")")
    }
}
