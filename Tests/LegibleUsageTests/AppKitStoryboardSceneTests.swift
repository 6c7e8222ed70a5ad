import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What a Mac storyboard scene is shown on, read from the storyboard's segues and relationships
/// (`Fixtures/appkit-storyboard-scenes`, own code: a book shelf app): the window's content on the window background, a
/// sidebar split item, a sheet's tabs and a popover on their materials (`IBMacSceneSurfaces`); and what a label class's
/// code does to the storyboard's labels: `awakeFromNib` recolors them (an implicit `.secondaryLabelColor` in AppKit code
/// is `NSColor`'s), an initializer a storyboard never runs does not.
@Suite("AppKit storyboards: scenes on materials, label classes")
struct AppKitStoryboardSceneTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-storyboard-scenes")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.role != .nonText && $0.site.condition == nil },
            "no pair for \(id)")
    }

    /// The split view controller is the window controller's content; its second item is a plain pane: the window
    /// background shows through.
    @Test func theWindowsContentIsOnTheWindowBackground() throws {
        let title = try Self.pair("books-title-cell")
        #expect(title.review == nil, "\(title.review?.message ?? "")")
        #expect(title.background.displayName == "windowBackground")
    }

    /// `splitViewItem behavior="sidebar"` is the first item; the first `splitItems` relationship fills it.
    @Test func theSidebarItemIsOnTheSidebarMaterial() throws {
        let review = try #require(try Self.pair("shelves-title-cell").review)
        #expect(review.kind == .blur)
        #expect(review.message.contains("sidebar of a split view (splitViewItem behavior=\"sidebar\", line 25)"))
    }

    /// A `sheet` segue to a tab view controller: its tab's scene is on the sheet material; a `popover` segue's scene
    /// on the popover's.
    @Test func sheetsAndPopoversShowTheirMaterial() throws {
        let general = try #require(try Self.pair("general-title-cell").review)
        #expect(general.kind == .blur)
        #expect(general.message.contains("shown as a sheet (segue line"))
        let info = try #require(try Self.pair("info-title-cell").review)
        #expect(info.kind == .blur)
        #expect(info.message.contains("shown in a popover (segue line"))
    }

    /// `HintField.awakeFromNib` sets `textColor = .secondaryLabelColor`: AppKit's values (black at 50 %, white at
    /// 55 %), not UIKit's `secondaryLabel` (#3c3c4399); its convenience initializer's `.systemRed` never runs for a
    /// storyboard label.
    @Test func aLabelClassRecolorsInAwakeFromNibWithAppKitValues() throws {
        let hint = try Self.pair("books-hint-cell")
        #expect(hint.review == nil, "\(hint.review?.message ?? "")")
        #expect(hint.foreground.displayName == "secondaryLabel")
        #expect(hint.foreground.lightHex == "#0000007f")
        #expect(hint.foreground.darkHex == "#ffffff8c")
        #expect(hint.evidence.contains("HintField sets self.textColor to .secondaryLabelColor"))
    }

    /// `BadgeField` sets its color only in `init(frame:)`: the storyboard's badge keeps `labelColor`.
    @Test func anInitializerAStoryboardNeverRunsDoesNotRecolor() throws {
        let badge = try Self.pair("books-badge-cell")
        #expect(badge.foreground.displayName == "label")
        #expect(!badge.evidence.contains("BadgeField sets"))
    }
}
