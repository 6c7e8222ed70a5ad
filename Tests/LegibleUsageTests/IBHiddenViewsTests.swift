import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views a document hides (`Fixtures/apple-hidden`, own code): one no code read can show is not shown, naming the
/// view; one code shows through its outlet, finds by tag, or fades in is checked as shown.
@Suite("Hidden views no code shows")
struct IBHiddenViewsTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-hidden")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    @Test func aHiddenViewNothingCanReachIsNotShown() throws {
        let review = try #require(try Self.pair("hv-orphan").review)
        #expect(review.kind == .notShown)
        #expect(review.message.contains("label hv-orphan (line 20, hidden=\"YES\")"))
        #expect(review.message.contains("no outlet, tag or binding lets code show it"))
    }

    @Test func aFadedOutletNoCodeShowsIsNotShown() throws {
        let review = try #require(try Self.pair("hv-faded").review)
        #expect(review.kind == .notShown)
        #expect(review.message.contains("alpha=\"0.0\""))
        #expect(review.message.contains("no code read shows it through HintViewController.fadedLabel"))
    }

    @Test func aLabelUnderAnOpaqueViewCodeCannotMoveIsNotShown() throws {
        let review = try #require(try Self.pair("hv-covered").review)
        #expect(review.kind == .notShown)
        #expect(review.message.contains("view hv-cover (line"))
        #expect(review.message.contains("is drawn over it, opaque"))
    }

    /// `Fixtures/apple-code-hidden`: views code creates and hides as it builds them (in the function adding them, in
    /// the property's initializer closure) are checked the same way: one nothing shows is not shown; one faded in
    /// later, revealed by a value Legible cannot evaluate, hidden only inside an animation, or hidden only later
    /// (shown until then) is checked as shown.
    @Test func viewsCodeBuildsHiddenAreShownOnlyIfCodeShowsThem() throws {
        let scan = UsageLoader().load([TestPaths.fixture("apple-code-hidden")], palette: Palette())
        func review(_ view: String) throws -> ReviewReason? {
            try #require(scan.pairs.first { $0.site.elementID == "BannerViewController." + view }, "\(view)").review
        }
        let debug = try #require(try review("debugLabel"))
        #expect(debug.kind == .notShown)
        #expect(
            debug.detail
                == "BannerViewController.debugLabel (BannerViewController.swift:33, isHidden = true) is hidden where "
                + "code builds it and no code read shows it through BannerViewController.debugLabel: never drawn")
        let hint = try #require(try review("hintLabel"))
        #expect(hint.kind == .notShown)
        #expect(hint.detail.hasPrefix("BannerViewController.hintLabel (BannerViewController.swift:9, alpha = 0)"))
        for view in ["undoLabel", "toastLabel", "doneLabel", "statusLabel"] {
            #expect(try review(view) == nil, "\(view)")
        }
    }

    @Test func viewsCodeShowsFindsOrFadesInAreCheckedAsShown() throws {
        for id in ["hv-toggled", "hv-tagged", "hv-panel-text", "hv-loading-text"] {
            let pair = try Self.pair(id)
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
        }
    }
}
