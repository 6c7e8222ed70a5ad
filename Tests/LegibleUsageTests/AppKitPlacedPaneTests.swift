import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Controllers' root views code adds to a view an outlet of its window's xib holds, the controller reaching that code
/// through values: an array passed to an initializer that stores it, an element of that property, a `lazy var`'s
/// closure read into a local and passed to the class's own function, an enum factory's `switch`
/// (`Fixtures/appkit-placed-panes`, own code: a podcast player; `NibPlacement.Pass`, `NibPlacement.Stored`,
/// `NibPlacement.Host.outlet`, `NibRootHosts.inView`).
@Suite("AppKit: controllers' root views placed in an outlet's view")
struct AppKitPlacedPaneTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-placed-panes")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.role != .nonText && $0.site.condition == nil },
            "no pair for \(id): \(scan.pairs.map { $0.site.elementID ?? "" })")
    }

    /// `SettingsWindowController(panes: panes)` stores the array (`self.panes = panes`); `showPane(at:)` adds an
    /// element of it to the paper-colored `paneContainer` box: the panes' text is on that fill, the one appended to
    /// the array too.
    @Test func panesPassedToAnInitializerAreOnTheBoxTheyAreAddedTo() throws {
        for id in ["gp-title-cell", "sp-title-cell"] {
            let pair = try Self.pair(id)
            #expect(pair.review == nil, "\(id): \(pair.review?.message ?? "")")
            #expect(pair.background.lightHex == "#f4efe6", "\(id): \(pair.background.lightHex ?? "")")
            #expect(
                pair.evidence.contains(
                    "SettingsWindowController adds its root view to paneContainer (SettingsWindowController.swift:20)"),
                "\(id): \(pair.evidence)")
        }
    }

    /// The `lazy var queue`'s closure creates `QueueViewController`; `toggleQueue` reads it into a local and passes it
    /// to `showSidebar(content:)`, which adds `(content as? NSViewController)?.view` to the dark `sidebarView` box.
    @Test func aLazyControllerPassedToTheClassesOwnFunctionIsOnItsBox() throws {
        let pair = try Self.pair("qv-title-cell")
        #expect(pair.review == nil, "\(pair.review?.message ?? "")")
        #expect(pair.background.lightHex == "#333333", "\(pair.background.lightHex ?? "")")
        #expect(pair.evidence.contains("PlayerWindowController adds its root view to sidebarView"), "\(pair.evidence)")
    }

    /// `mode.editor()`, an enum's factory whose `switch` creates `TrimViewController`: its view is added to the box.
    @Test func aFactorysControllerIsOnTheBoxItsViewIsAddedTo() throws {
        let pair = try Self.pair("tv-title-cell")
        #expect(pair.review == nil, "\(pair.review?.message ?? "")")
        #expect(pair.background.lightHex == "#333333", "\(pair.background.lightHex ?? "")")
    }

    /// `StationsViewController` is a tab of `LibraryTabsController` (`item.viewController = stations;
    /// addTabViewItem(item)`), an `NSTabViewController` subclass whose view the library window's setter adds to its
    /// `placeholderView` box (`let next = newValue ?? library`): the tab's text is on that box's fill.
    @Test func aTabOfATabViewControllerIsWhereThatControllersViewIs() throws {
        let pair = try Self.pair("st-title-cell")
        #expect(pair.review == nil, "\(pair.review?.message ?? "")")
        #expect(pair.background.lightHex == "#e8eef4", "\(pair.background.lightHex ?? "")")
        #expect(pair.evidence.contains("LibraryTabsController shows its root view in a tab"), "\(pair.evidence)")
        #expect(
            pair.evidence.contains("LibraryWindowController adds its root view to placeholderView"), "\(pair.evidence)")
    }
}
