import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// AppKit popovers and sheets placed by Objective-C code (`Fixtures/appkit-popovers-sheets`, own code): a popover
/// property a header declares, whose content controller the implementation file sets, shows its xib on the popover
/// material; a window beginning a sheet of another controller's window is not the sheet.
@Suite("AppKit: popover content and sheets of another controller's window")
struct AppKitPopoverSheetTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-popovers-sheets")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.role != .nonText && $0.site.condition == nil },
            "no pair for \(id)")
    }

    /// `self.popover.contentViewController = [[StatusPopoverController alloc] initWithNibName:@"StatusPopover" …]`,
    /// the `popover` property declared in `StatusItem.h`: the popover material, for review.
    @Test func aPopoverPropertyDeclaredInTheHeaderShowsItsContentOnThePopoverMaterial() throws {
        let status = try Self.pair("sp-status-cell")
        let review = try #require(status.review, "\(status.evidence)")
        #expect(review.kind == .blur, "\(review.message)")
        #expect(review.message.contains("NSPopover (StatusItem.m:8)"), "\(review.message)")
    }

    /// `[self.window beginSheet:self.pathsWindowController.window …]`: the paths window is the sheet.
    @Test func theWindowOfTheControllerAPropertyHoldsIsTheSheet() throws {
        let paths = try Self.pair("paths-hint-cell")
        let review = try #require(paths.review, "\(paths.evidence)")
        #expect(review.kind == .blur)
        #expect(
            review.message.contains("PathsWindowController shows this window as a sheet (RulesWindowController.m:8)"),
            "\(review.message)")
    }

    /// The rules window begins the sheet: it is on its own window background, asserted.
    @Test func theWindowBeginningASheetIsNotTheSheet() throws {
        let rules = try Self.pair("rules-hint-cell")
        #expect(rules.review == nil, "\(rules.review?.message ?? "")")
        #expect(rules.background.displayName == "windowBackground", "\(rules.evidence)")
    }
}
