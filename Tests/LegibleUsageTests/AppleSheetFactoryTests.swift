import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Screens made by functions that return a controller (`ControllerFactories`, `Fixtures/apple-sheet-factories`, own
/// code): what a static factory or an `@objc` bridge method creates is shown where code presents the controller the
/// call returns. Presented with the default style (a page sheet), even as the root set on an empty navigation
/// controller or from Objective-C by the method's selector, its SwiftUI rows are drawn at the elevated level (dark
/// secondarySystemGroupedBackground #2C2C2E, not #1C1C1E); presented `.fullScreen`, at the base level; presented from
/// one call and shown otherwise from another, the level is not one fact: review.
@Suite("Apple sheets through controller factories")
struct AppleSheetFactoryTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-sheet-factories")], palette: Palette())

    func pair(_ file: String, _ line: Int) throws -> ObservedPair { try Self.scan.pair(at: file, line) }

    func darkBackground(_ file: String, _ line: Int) throws -> String? { try Self.scan.darkBackground(at: file, line) }

    @Test func theRootAStaticFactoryGivesAPresentedNavigationControllerIsElevated() throws {
        let appearance = try pair("Settings/SettingsView.swift", 6)
        #expect(try darkBackground("Settings/SettingsView.swift", 6) == "#2c2c2e")
        #expect(appearance.review == nil, "\(appearance.review?.detail ?? "")")
        #expect(
            appearance.evidence.contains(
                "code shows SettingsView in SettingsFactory.makeSettings(…) and presents SettingsFactory.makeSettings(…) as a sheet (TerminalViewController.swift:10)"
            ), "\(appearance.evidence)")
    }

    @Test func aViewPushedInsideTheFactorysSheetIsElevated() throws {
        #expect(try darkBackground("Settings/SettingsView.swift", 15) == "#2c2c2e")
        #expect(try pair("Settings/SettingsView.swift", 15).review == nil)
    }

    @Test func aFactorysControllerPresentedFullScreenStaysOnTheBaseLevel() throws {
        #expect(try darkBackground("Settings/WelcomeView.swift", 6) == "#000000")
        #expect(try pair("Settings/WelcomeView.swift", 6).review == nil)
    }

    @Test func aBridgeMethodObjectiveCPresentsBySelectorIsElevated() throws {
        let name = try pair("Settings/SwiftuiInterface.swift", 30)
        #expect(try darkBackground("Settings/SwiftuiInterface.swift", 30) == "#2c2c2e")
        #expect(name.review == nil, "\(name.review?.detail ?? "")")
        #expect(
            name.evidence.contains(
                "presents SwiftuiInterface.makeContactDetails(…) as a sheet (ChatsViewController.m:12)"),
            "\(name.evidence)")
    }

    @Test func aBridgeMethodPresentedFromOneCallAndShownOtherwiseFromAnotherNeedsReview() throws {
        for line in [38, 46] {
            let row = try pair("Settings/SwiftuiInterface.swift", line)
            #expect(row.review?.kind == .hostUnknown, "line \(line): \(row.review?.detail ?? "no review")")
            #expect(row.review?.detail.contains("is also created by ChatsViewController") == true)
        }
    }

    /// `show(modally: HelpViewController.instantiate())`: the factory's value goes to the app's own helper, whose body
    /// presents its parameter (as a popover from a sender, else with the default style): elevated, as the helper shows it.
    @Test func aFactorysValueHandedToTheAppsPresentingHelperIsShownAsTheHelperShowsIt() throws {
        let shortcut = try pair("Terminal/HelpScreens.swift", 27)
        #expect(try darkBackground("Terminal/HelpScreens.swift", 27) == "#2c2c2e")
        #expect(shortcut.review == nil, "\(shortcut.review?.detail ?? "")")
    }
}
