import Testing
import LegiblePalette
@testable import LegibleUsage
import LegibleTestSupport

/// Views code removes as they load, and toolbar items a toolbar never places (`ViewsRemovedAtLoad`,
/// `IBUnplacedToolbarItems`, `Fixtures/apple-removed-views`, own code): a field `viewDidLoad` removes, the subviews of a
/// stack view a method it calls empties on both branches through an `NSStackView` extension, those of one
/// `arrangedSubviews.forEach { $0.removeFromSuperview() }` empties, the views an
/// Objective-C `windowDidLoad` removes (under `@available`, with `makeObjectsPerformSelector:`, with a `for … in`
/// loop) and an allowed-only item of a toolbar users cannot customize leave the pairs, counted in the one "UI nothing
/// shows" note; a view code adds back, one only an action removes, a default toolbar item stay.
@Suite("Views removed at load are not shown")
struct ViewsRemovedAtLoadTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-removed-views")], palette: Palette())

    static var ids: Set<String> { Set(scan.pairs.filter { $0.role != .nonText }.compactMap(\.site.elementID)) }

    @Test func swiftRemovalsLeave() throws {
        #expect(
            Self.ids.isDisjoint(with: ["legacy-note-cell", "preview-clock-cell", "shortcut-sample-cell"]), "\(Self.ids)"
        )
        #expect(Self.ids.isSuperset(of: ["preview-kept-cell", "step-label-cell"]), "\(Self.ids)")
        let removed = Self.scan.unshown.filter { $0.why == .removedAtLoad }.map(\.name)
        #expect(
            removed.contains(
                "Settings.storyboard (SettingsViewController.viewDidLoad removes the subviews of previewStack, "
                    + "SettingsViewController.swift:13)"), "\(removed)")
        #expect(
            removed.contains(
                "Settings.storyboard (SettingsViewController.viewDidLoad removes the subviews of shortcutStack, "
                    + "SettingsViewController.swift:14)"), "\(removed)")
        #expect(
            removed.contains(
                "Settings.storyboard (SettingsViewController.viewDidLoad removes legacyNote, "
                    + "SettingsViewController.swift:12)"), "\(removed)")
    }

    @Test func objectiveCRemovalsLeave() {
        #expect(
            Self.ids.isDisjoint(with: ["beta-label-cell", "credit-placeholder-cell", "badge-sample-cell"]),
            "\(Self.ids)")
        #expect(Self.ids.contains("version-label-cell"), "\(Self.ids)")
        let removed = Self.scan.unshown.filter { $0.why == .removedAtLoad }.map(\.name)
        #expect(
            removed.contains(
                "AboutWindow.xib (AboutWindowController.windowDidLoad removes the subviews of creditsStack, "
                    + "AboutWindowController.m:14)"), "\(removed)")
        #expect(
            removed.contains(
                "AboutWindow.xib (AboutWindowController.windowDidLoad removes the subviews of badgeBox, "
                    + "AboutWindowController.m:14)"), "\(removed)")
        #expect(
            removed.contains(
                "AboutWindow.xib (AboutWindowController.windowDidLoad removes betaLabel, AboutWindowController.m:12)"),
            "\(removed)")
    }

    @Test func aToolbarItemNeverPlacedLeaves() throws {
        #expect(!Self.ids.contains("toolbar-title-cell"), "\(Self.ids)")
        let tabs = try #require(Self.scan.pairs.first { $0.site.elementID == "toolbar-tabs-cell" })
        #expect(tabs.site.text == "General")
        // Still checked as before: on the title bar material.
        #expect(tabs.review?.kind == .blur, "\(String(describing: tabs.review))")
        #expect(
            Self.scan.unshown.contains {
                $0.name
                    == "Settings.storyboard toolbarItem title-item (line 14), allowed but not a default item of a "
                    + "toolbar users cannot customize"
            }, "\(Self.scan.unshown.map(\.name))")
    }

    @Test func oneNoteCountsThem() throws {
        let note = try #require(Self.scan.diagnostics.first { $0.message.contains("UI nothing shows") })
        #expect(note.message.hasPrefix("7 sites in UI nothing shows ("), "\(note.message)")
        #expect(
            note.message.hasSuffix(
                "code removes the view as it loads, before it is shown, and adds it back nowhere (or a toolbar never "
                    + "places the item), not checked"), "\(note.message)")
        #expect(Self.scan.textUsesNotShown == 7)
    }
}
