import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// UIKit views Objective-C code builds (`Fixtures/objc-views`, own code): labels made with `alloc/init`, `new`,
/// `initWithFrame:`, held by locals, properties, ivars and lazy getters; their parents' backgrounds up to the
/// controller's view or the cell's content view; hosts (a category, a superclass, a plain view class another class
/// makes), reachability, button title colors per state, a text field's placeholder.
@Suite("Objective-C views built in code")
struct ObjCViewCodeTests {
    static let scan = UsageLoader().load([TestPaths.fixture("objc-views")], palette: Palette())

    static func pairs(_ file: String, _ line: Int) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.path.hasSuffix("/" + file) && $0.site.location.line == line }
    }

    static func pair(_ file: String, _ line: Int) throws -> ObservedPair {
        try #require(pairs(file, line).first, "no pair at \(file):\(line)")
    }

    @Test func aLocalLabelOnTheControllersViewTakesTheViewsBackground() throws {
        let title = try Self.pair("StopsViewController.m", 16)
        #expect(title.site.elementID == "StopsViewController.titleLabel (-viewDidLoad)")
        #expect(title.foreground.displayName == "lightGray")
        #expect(title.background.displayName == "black")
        #expect(title.evidence == "backgroundColor of 'view', which it is added to (StopsViewController.m:13)")
        #expect(title.role == .text(large: true))
        #expect(title.review == nil)
    }

    @Test func aPropertyLabelSetBySetterSitsOnThePanelsOwnBackground() throws {
        let status = try Self.pair("StopsViewController.m", 24)
        #expect(status.site.elementID == "StopsViewController.statusLabel")
        #expect(status.foreground.displayName == "white")
        #expect(status.evidence.contains("backgroundColor of 'panel (-viewDidLoad)'"))
        #expect(status.evidence.contains("StopsViewController.m:21"))
        #expect(status.review == nil)
    }

    @Test func aLazyGetterIsTheProperty() throws {
        let footer = try Self.pair("StopsViewController.m", 52)
        #expect(footer.site.elementID == "StopsViewController.footerLabel")
        #expect(footer.foreground.displayName == "systemYellow")
        #expect(footer.background.displayName == "black")
        #expect(footer.review == nil)
    }

    @Test func aButtonsHighlightedTitleColorNeedsReview() throws {
        let normal = try Self.pair("StopsViewController.m", 30)
        #expect(normal.foreground.displayName == "systemBlue")
        #expect(normal.review == nil)
        let highlighted = try Self.pair("StopsViewController.m", 31)
        #expect(highlighted.site.condition == "when state is UIControlStateHighlighted")
        #expect(highlighted.review?.kind == .state)
    }

    @Test func aPlaceholderIsDrawnInThePlatformGray() throws {
        let placeholder = try Self.pair("StopsViewController.m", 36)
        #expect(placeholder.foreground.displayName == "placeholderText")
        #expect(placeholder.background.displayName == "black")
        #expect(placeholder.review == nil)
    }

    @Test func aLabelHiddenAtSetupAndNeverShownDrawsNothing() {
        #expect(Self.pairs("StopsViewController.m", 41).isEmpty)
        #expect(Self.scan.textColorsNotDrawn >= 1)
    }

    @Test func aLabelAddedToAViewPassedInNeedsReviewNamingTheLine() throws {
        let notice = try Self.pair("StopsViewController.m", 59)
        let review = try #require(notice.review)
        #expect(review.kind == .hostUnknown)
        #expect(review.message.contains("'notice (-addNoticeToView:)' is added to 'host' (StopsViewController.m:60)"))
    }

    @Test func aCategoryAddsALabelWithItsOwnBackground() throws {
        let banner = try Self.pair("StopsViewController+Banner.m", 7)
        #expect(banner.foreground.displayName == "yellow")
        #expect(banner.evidence.hasPrefix("its own backgroundColor (StopsViewController+Banner.m:8)"))
        #expect(banner.review == nil)
    }

    @Test func aPlainViewClassShowsWhereItsMakerAddsIt() throws {
        let route = try Self.pair("RouteBadgeView.m", 11)
        #expect(route.site.elementID == "RouteBadgeView.routeLabel")
        #expect(route.background.displayName == "black")
        #expect(route.evidence.hasPrefix("RouteBadgeView is made as StopsViewController.badgeView (-viewDidLoad); "))
        #expect(route.review == nil)
    }

    @Test func aCellRegisteredByAGroupedTableShowsTheGroupedCellDefault() throws {
        // In a stack made with `initWithArrangedSubviews:`, added to `self.contentView`.
        let name = try Self.pair("StopCell.m", 17)
        #expect(name.background.displayName == "secondarySystemGroupedBackground")
        #expect(name.evidence.contains("registered in StopsTableViewController"))
        let detail = try Self.pair("StopCell.m", 22)
        #expect(detail.site.elementID == "StopCell.detailTextLabel")
        #expect(detail.foreground.displayName == "tertiaryLabel")
        #expect(detail.background.displayName == "secondarySystemGroupedBackground")
    }

    @Test func aCellCodeMakesClearShowsWhatHoldsItNeedsReview() throws {
        // `self.contentView.backgroundColor = [UIColor clearColor]` (and its own): the table's background shows, not
        // the cell default.
        let route = try Self.pair("ClearRouteCell.m", 13)
        let review = try #require(route.review)
        #expect(review.kind == .hostUnknown)
        #expect(
            review.message.contains("ClearRouteCell sets its contentView's background to clear (ClearRouteCell.m:11)"))
    }

    @Test func aLocalColorIsTheValueItsBranchGives() throws {
        // `UIColor *muted;` given a value under `if (@available(iOS 13, *))`: the newer branch.
        let time = try #require(Self.pairs("StopCell.m", 19).only)
        #expect(time.site.elementID == "StopCell.timeLabel")
        #expect(time.foreground.displayName == "secondaryLabel")
        #expect(time.review == nil)
    }

    @Test func aSuperclassBuildsTheViewsASubclassShows() throws {
        let base = try Self.pair("BaseCardViewController.m", 9)
        #expect(base.background.displayName == "darkGray")
        let sub = try Self.pair("ArrivalsViewController.m", 7)
        #expect(sub.site.elementID == "ArrivalsViewController.headerLabel")
        #expect(sub.foreground.displayName == "orange")
        #expect(sub.background.displayName == "darkGray")
        #expect(sub.review == nil)
    }

    @Test func aParentThatDrawsItselfNeedsReview() throws {
        // `DashedBoxView` overrides `drawRect:`: what it paints under the label is not a color.
        let legend = try Self.pair("StopsViewController.m", 67)
        let review = try #require(legend.review)
        #expect(review.kind == .customDrawing)
        #expect(review.message.contains("'box (-buildLegend)' (DashedBoxView) draws itself under the text (drawRect:)"))
    }

    @Test func aBackgroundUnderAFalseConstantIsNeverSet() throws {
        // `if (kDebugLayout)` with `#define kDebugLayout NO`: the strip is clear, the controller's view shows.
        let strip = try #require(Self.pairs("StopsViewController.m", 76).only)
        #expect(strip.background.displayName == "black")
        #expect(strip.review == nil)
    }

    @Test func aBackgroundSetOnlyInSomeStateNeedsReviewNamingTheLine() throws {
        let alert = try Self.pair("StopsViewController.m", 85)
        let review = try #require(alert.review)
        #expect(review.kind == .setInCode)
        #expect(review.message.contains("the background of 'alert (-buildLegend)' is set only when self.isDelayed"))
        #expect(review.message.contains("StopsViewController.m:81"))
    }

    @Test func aNilTextColorRestoresTheDefaultAndIsNoUse() {
        #expect(Self.pairs("StopsViewController.m", 90).isEmpty)
        #expect(
            !Self.scan.diagnostics.contains {
                $0.location.line == 90 && $0.location.path.hasSuffix("StopsViewController.m")
            })
    }

    @Test func aControllerNothingCreatesIsNotShown() {
        #expect(Self.pairs("LegacyMapViewController.m", 11).isEmpty)
        #expect(Self.scan.diagnostics.contains { $0.message.contains("LegacyMapViewController") })
    }
}

extension Array {
    fileprivate var only: Element? { count == 1 ? first : nil }
}
