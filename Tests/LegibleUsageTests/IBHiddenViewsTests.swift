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

    @Test func viewsCodeShowsFindsOrFadesInAreCheckedAsShown() throws {
        for id in ["hv-toggled", "hv-tagged", "hv-panel-text", "hv-loading-text"] {
            let pair = try Self.pair(id)
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
        }
    }
}
