import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What Apple draws under SwiftUI text in grouped lists and forms, sheets, pushed screens and forced appearances
/// (`Fixtures/apple-hosts`, own code): section headers and footers on the list background, rows of an app's own form
/// wrapper on the row fill, a sheet's inline content on the elevated sheet background, a macOS grouped form's rows for
/// review and a macOS sheet on the window background, a macOS TabView's content and a default button's label for
/// review, a view forced light where every place embeds it, UIKit
/// controllers in a navigation controller forced light.
@Suite("Apple hosts: lists, sheets, navigation")
struct AppleHostTests {
    static let scan: UsageScan = {
        let root = TestPaths.fixture("apple-hosts")
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
        return SwiftViewsReader.read(files: files, palette: Palette())
    }()

    func pair(_ file: String, _ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first { $0.site.location.path.hasSuffix("/" + file) && $0.site.location.line == line })
    }

    func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: appearance)?.color?.hexRGB
    }

    @Test func sectionHeadersAndFootersSitOnTheGroupedListBackground() throws {
        for line in [15, 18, 20] {
            let header = try pair("AccountSettingsView.swift", line)
            #expect(header.background.displayName == "systemGroupedBackground", "line \(line)")
            #expect(header.review == nil, "line \(line)")
            #expect(header.evidence.hasPrefix("grouped List background under a section"), "line \(line)")
        }
        // A row of the same list keeps the row fill.
        #expect(try pair("AccountSettingsView.swift", 21).background.displayName == "secondarySystemGroupedBackground")
        #expect(try pair("ProfileRow.swift", 8).background.displayName == "secondarySystemGroupedBackground")
    }

    @Test func contentOfAnAppFormWrapperIsOnItsRowsAndItsBackground() throws {
        let row = try pair("BudgetEditor.swift", 11)
        #expect(row.background.displayName == "secondarySystemGroupedBackground")
        #expect(row.evidence.contains("inside LedgerForm, where it places its content (LedgerForm.swift:9)"))
        // `.scrollContentBackground(.hidden)` + `.background(Color.black)`: the header is on black.
        let header = try pair("BudgetEditor.swift", 16)
        #expect(header.background.displayName == "black")
        #expect(header.review == nil)
    }

    /// `SkinnedForm`'s `body` places its content through its own members (`skinnedBody`, `compactBody`), one of them
    /// on rows the user's skin fills: the rows need review naming that background, never the scene's default.
    @Test func anAppFormWrapperPlacingContentThroughItsMembersIsFollowed() throws {
        let row = try pair("SavingsGoals.swift", 11)
        #expect(row.review?.kind == .setInCode)
        #expect(
            row.review?.detail.contains(".listRowBackground(skin.rowFill)") == true, "\(String(describing: row.review))"
        )
        #expect(row.evidence.contains("inside SkinnedForm"), "\(row.evidence)")
    }

    /// A `NavigationSplitView`'s sidebar column is on the sidebar material (review); its detail column is not.
    @Test func aSplitViewsSidebarColumnIsOnTheSidebarMaterial() throws {
        let sidebar = try pair("CategoryBrowser.swift", 10)
        #expect(sidebar.review?.kind == .blur, "\(String(describing: sidebar.review))")
        #expect(sidebar.review?.detail.hasPrefix("the sidebar column of a NavigationSplitView (line 7)") == true)
        let detail = try pair("CategoryBrowser.swift", 14)
        #expect(detail.review?.kind != .blur, "\(String(describing: detail.review))")
    }

    @Test func aPickerOptionIsInAMenuItsLabelOnTheRow() throws {
        let option = try pair("CurrencyPicker.swift", 10)
        #expect(option.review?.kind == .blur)
        #expect(
            option.review?.detail
                == "an option of the Picker at line 8 (default style), drawn in a pop-up menu on a system material")
        let label = try pair("CurrencyPicker.swift", 13)
        #expect(label.review == nil)
        #expect(label.background.displayName == "secondarySystemGroupedBackground")
    }

    @Test func sheetContentIsOnTheElevatedSheetNotOnThePresenter() throws {
        let sheet = try pair("AccountSettingsView.swift", 31)
        #expect(sheet.background.displayName == "systemBackground")
        #expect(hex(sheet.background, .dark) == "#1c1c1e")
        #expect(sheet.evidence.hasPrefix("presented in a .sheet (AccountSettingsView.swift:28)"))
        // A view whose type is presented only in a sheet elsewhere: its form rows are elevated too.
        let transfer = try pair("TransferForm.swift", 8)
        #expect(hex(transfer.background, .dark) == "#2c2c2e")
        #expect(
            transfer.evidence.hasSuffix(
                "; TransferForm is presented in a .sheet (CategoryList.swift:11), so dark mode uses the elevated system backgrounds"
            ))
        // A full-screen cover is at the base level.
        let cover = try pair("AccountSettingsView.swift", 35)
        #expect(hex(cover.background, .dark) == "#000000")
        #expect(cover.evidence.hasPrefix("presented in a .fullScreenCover"))
    }

    @Test func aViewFourLevelsUnderASheetIsElevated() throws {
        // ArchiveTotals ← ArchiveRow ← ArchiveList ← ArchivePanel ← `.sheet` (ReceiptsScreen.swift:13).
        let totals = try pair("ArchiveTotals.swift", 6)
        #expect(totals.review == nil)
        #expect(hex(totals.background, .dark) == "#2c2c2e")
        #expect(hex(totals.background, .light) == "#f2f2f7")
        #expect(
            totals.evidence.hasSuffix(
                "; ArchiveTotals is presented in a .sheet (ReceiptsScreen.swift:13), so dark mode uses the elevated system backgrounds"
            ))
    }

    @Test func aViewShownBothInASheetAndOnTheScreenNeedsReview() throws {
        let badge = try pair("ReceiptBadge.swift", 9)
        #expect(badge.review?.kind == .hostUnknown)
        #expect(
            badge.review?.detail
                == "ReceiptBadge: shown both in a .sheet (ReceiptsScreen.swift:13) and at the base level (ReceiptsScreen, which no code read embeds), and in dark mode a sheet's system backgrounds differ from the base level's"
        )
    }

    @Test func aPushedScreenIsNotOnTheRowThatLinksToIt() throws {
        let pushed = try pair("CategoryList.swift", 8)
        #expect(pushed.background.displayName == "systemBackground")
        #expect(hex(pushed.background, .dark) == "#000000")
        #expect(pushed.evidence.contains("pushed by a navigation link (AccountSettingsView.swift:22)"))
    }

    @Test func aMacOSGroupedFormRowNeedsReviewItsHeaderIsOnTheWindow() throws {
        let row = try pair("PreferencesView.swift", 10)
        #expect(row.review?.kind == .hostUnknown)
        #expect(row.review?.detail.hasPrefix("a macOS Form (line 7) not in the .columns style") == true)
        #expect(row.background.displayName == "windowBackground")
        let header = try pair("PreferencesView.swift", 12)
        #expect(header.review == nil)
        #expect(header.background.displayName == "windowBackground")
    }

    /// A macOS TabView of the default style draws a bordered box under its content; a default-style Button draws
    /// its label on a push-button bezel: neither fill is a documented color.
    @Test func aMacOSTabViewsContentAndAButtonsLabelNeedReview() throws {
        let text = try pair("FiltersPane.swift", 24)
        #expect(text.review?.kind == .hostUnknown)
        #expect(
            text.review?.detail
                == "a macOS TabView (line 7) draws its content in a bordered tab box, whose fill is not a documented AppKit system color"
        )
        let label = try pair("FiltersPane.swift", 14)
        #expect(label.review?.kind == .customDrawing)
        #expect(
            label.review?.detail
                == "a macOS Button (line 11) of the default style draws its label on a push-button bezel, whose fill is not a documented AppKit system color"
        )
    }

    @Test func aMacOSSheetIsOnTheWindowBackground() throws {
        let sheet = try pair("ExportSheet.swift", 7)
        #expect(sheet.review == nil)
        #expect(sheet.background.displayName == "windowBackground")
        #expect(sheet.evidence.hasPrefix("macOS .sheet background (windowBackgroundColor, PreferencesView.swift:15)"))
    }

    @Test func aViewForcedLightWhereItIsEmbeddedIsCheckedInLightOnly() throws {
        let scanner = try pair("ReceiptScanner.swift", 8)
        #expect(scanner.appearances == [.light])
        #expect(scanner.evidence.hasSuffix("shown only in light (.preferredColorScheme(.light), LedgerApp.swift:13)"))
        // `.environment(\.colorScheme, .dark)` forces its subtree, not the sheet presented from it.
        let tonight = try pair("NightSummary.swift", 9)
        #expect(tonight.appearances == [.dark])
        #expect(tonight.evidence.hasSuffix("shown only in dark (.environment(\\.colorScheme, .dark), line 12)"))
        #expect(try pair("NightSummary.swift", 15).appearances == nil)
        // The other tabs follow the system.
        #expect(try pair("BudgetEditor.swift", 11).appearances == nil)
    }

    /// UIKit: `overrideUserInterfaceStyle` on a navigation controller covers its root and the controllers pushed onto
    /// it (`Fixtures/apple-hosts/Checkout`); a controller also shown elsewhere keeps every appearance.
    @Test func aNavigationControllersForcedAppearanceCoversWhatItShows() throws {
        let cart = try pair("CartViewController.swift", 9)
        #expect(cart.appearances == [.light])
        #expect(
            cart.evidence.hasSuffix(
                "; drawn only in light (its navigation controller forces it: navigation.overrideUserInterfaceStyle = .light, CheckoutCoordinator.swift:6)"
            ))
        let payment = try pair("PaymentViewController.swift", 9)
        #expect(payment.appearances == [.light])
        #expect(payment.evidence.hasSuffix("CheckoutCoordinator.swift:6, pushed from CartViewController)"))
        #expect(try pair("ReceiptViewController.swift", 10).appearances == nil)
    }
}

/// A view a test file embeds (`import Testing` / `XCTest`: a snapshot on other backdrops) is embedded there only
/// for the test: the app's one place decides its layer, and nothing in the test file is a pair
/// (`Fixtures/apple-hosts/tested-badge`).
@Suite("Apple hosts: test files embed nothing")
struct AppleTestFileHostTests {
    @Test func aViewEmbeddedByATestFileKeepsTheAppsOnlyHost() throws {
        let scan = AppleHostTests.scan
        let badge = try #require(
            scan.pairs.first { $0.site.location.path.hasSuffix("tested-badge/Inbox/UnreadBadge.swift") })
        #expect(badge.site.location.line == 8)
        #expect(badge.background.displayName == "white")
        #expect(badge.review == nil)
        let inTests = scan.pairs.filter { $0.site.location.path.contains("/InboxTests/") }
        #expect(inTests.isEmpty, "\(inTests.map(\.site.location))")
    }
}
