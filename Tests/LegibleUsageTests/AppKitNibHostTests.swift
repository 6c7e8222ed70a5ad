import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What AppKit code does to a xib's root view and its controls (`Fixtures/appkit-hosts`, own code: a notes app):
/// panes a window controller adds to its window's content view over the window background its code sets, a view in
/// an `NSPopover`, a pane no code places, text field classes that color themselves (in `awakeFromNib`, by overriding
/// `textColor`), a cell-based table whose delegate
/// recolors the column's cell (`NibRootHosts`, `NibPlacement`, `CodeCellRecolor`).
@Suite("AppKit: nib roots placed by code, popovers, self-coloring controls")
struct AppKitNibHostTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-hosts")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.role != .nonText && $0.site.condition == nil },
            "no pair for \(id)")
    }

    /// `panes[index].view` added to `window?.contentView`, whose `windowDidLoad` sets `window?.backgroundColor =
    /// NSColor(white: 0.98, alpha: 1)`: the text is on that color, for a File's Owner of no class (an
    /// `NSViewController(nibName:bundle:)`) and for the pane controller's own class alike.
    @Test func aPaneAddedToAWindowIsOnTheColorItsCodeGivesTheWindow() throws {
        for id in ["gp-heading-cell", "sp-title-cell"] {
            let heading = try Self.pair(id)
            #expect(heading.review == nil, "\(id): \(heading.review?.message ?? "")")
            #expect(heading.background.lightHex == "#fafafa", "\(id)")
            #expect(
                heading.evidence.contains(
                    "PreferencesWindowController places its root view in window's content view "
                        + "(PreferencesWindowController.swift:28)"), "\(id): \(heading.evidence)")
            #expect(heading.evidence.contains("PreferencesWindowController sets window.backgroundColor"), "\(id)")
        }
        // A field that draws its own background keeps it.
        #expect(try Self.pair("sp-account-cell").background.displayName == "textBackground")
    }

    /// `[self.attachmentsWindow setContentView:self.attachments.view]` with `self.attachments =
    /// [[AttachmentsViewController alloc] init]`, whose `init` loads `AttachmentsView`: the window's own background.
    @Test func aControllerItsInitializerNamesIsPlacedInTheWindowCodeSays() throws {
        let title = try Self.pair("at-title-cell")
        #expect(title.review == nil)
        #expect(title.background.displayName == "windowBackground")
        #expect(
            title.evidence.contains(
                "NotesAppDelegate places its root view in attachmentsWindow's content view (NotesAppDelegate.m:8)"))
    }

    /// `popover.contentViewController = welcome`: the popover's vibrant material, for review.
    @Test func aViewShownInAPopoverNeedsReview() throws {
        let intro = try Self.pair("tw-intro-cell")
        let review = try #require(intro.review)
        #expect(review.kind == .blur)
        #expect(review.message.contains("code shows its root view in an NSPopover (TemplateBrowserController.m:21)"))
    }

    /// A pane whose controller no code creates or places: not assumed to be on a window.
    @Test func aPaneNoCodePlacesNeedsReview() throws {
        let summary = try Self.pair("ar-summary-cell")
        let review = try #require(summary.review)
        #expect(review.kind == .hostUnknown)
        #expect(
            review.message.contains(
                "no code read places the root view of ArchivePane (File's Owner ArchivePaneController)"))
    }

    /// `TemplateLinkField`'s `awakeFromNib` sets `self.textColor = NSColor.linkColor`: every text field of that class
    /// draws its cell's text in the link color, whatever the xib says.
    @Test func aControlClassThatColorsItselfRecolorsItsCellsText() throws {
        let help = try Self.pair("at-help-cell")
        #expect(help.foreground.displayName == "link")
        #expect(help.review == nil)
        #expect(help.evidence.contains("TemplateLinkField sets self.textColor to NSColor.linkColor"))
        let link = try Self.pair("tw-link-cell")
        #expect(link.foreground.displayName == "link")
        #expect(link.review?.kind == .blur)
    }

    /// `override var textColor: NSColor? { get { NSColor.secondaryLabelColor } … }` in Swift: the class's getter is the
    /// color every field of the class draws.
    @Test func aControlClassWhoseTextColorGetterIsFixedDrawsThatColor() throws {
        let caption = try Self.pair("gp-caption-cell")
        #expect(caption.foreground.displayName == "secondaryLabel")
        #expect(caption.evidence.contains("CaptionField sets self.textColor to NSColor.secondaryLabelColor"))
        #expect(caption.evidence.contains("CaptionField.swift:6"))
    }

    /// `tableView:willDisplayCell:forTableColumn:row:` sets every row's cell text to `secondaryLabelColor`: the
    /// column's data cell is drawn in it.
    @Test func theDelegateRecolorsACellBasedTablesColumnCell() throws {
        let name = try Self.pair("at-name-cell")
        #expect(name.foreground.displayName == "secondaryLabel")
        #expect(name.background.displayName == "controlBackground")
        #expect(name.evidence.contains("AttachmentsViewController sets cell.textColor"))
    }
}
