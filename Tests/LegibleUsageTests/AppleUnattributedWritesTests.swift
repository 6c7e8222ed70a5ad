import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Color writes on views the code does not name (`Fixtures/apple-unattributed`, own code): a parameter, a loop over
/// `subviews`, a closure's `$0`, a cast of `viewWithTag:`, a category's method. Every element of the class's documents
/// the receiver may be needs review naming the write; what it cannot be (another kind, another class's document, a
/// view the code creates) stays asserted, and a key-value write on an outlet is followed.
@Suite("Code recolors: writes on views the code does not name")
struct AppleUnattributedWritesTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-unattributed")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    @Test func aLabelParameterMakesEachLabelOfTheDocumentNeedReview() throws {
        for id in ["tv-title", "tv-note"] {
            let review = try #require(try Self.pair(id).review, "\(id)")
            #expect(review.kind == .setInCode, "\(id)")
            #expect(review.message.contains("TintViewController sets label.textColor (TintViewController.swift:19)"))
            #expect(review.message.contains("of class UILabel"), "\(id)")
        }
        // A button is no label; the label the code creates is no element.
        let go = try Self.pair("tv-go")
        #expect(go.review == nil)
        #expect(!go.evidence.contains("TintViewController.swift"))
    }

    @Test func loopsOverTheViewTreeReachTheirKindOnly() throws {
        for id in ["lv-name", "lv-caption"] {
            let review = try #require(try Self.pair(id).review, "\(id)")
            #expect(review.message.contains("ListViewController.swift:11"), "\(id)")
        }
        let done = try #require(try Self.pair("lv-done").review)
        #expect(done.message.contains("$0.titleColor (ListViewController.swift:13)"))
    }

    @Test func aViewPaintingItsSubviewsReachesOnlyItsOwn() throws {
        let caption = try #require(try Self.pair("pf-caption").review)
        #expect(caption.message.contains("CardView sets $0.backgroundColor (ProfileViewController.swift:16)"))
        #expect(caption.message.contains("layer under it is not proven"))
        let detail = try Self.pair("pf-detail")
        #expect(detail.review == nil)
        #expect(detail.foreground.displayName == "systemIndigo")
        #expect(detail.evidence.contains("ProfileViewController.swift:9"))
    }

    @Test func anObjCLocalFirstSetToNilIsOfItsDeclaredClass() throws {
        let message = try Self.pair("sb-message")
        #expect(message.review == nil)
        #expect(message.foreground.displayName == "systemGreen")
        #expect(message.evidence.contains("StatusViewController.m:12"))
    }

    @Test func objectiveCLoopsCastsAndCategoriesNeedReview() throws {
        let header = try #require(try Self.pair("pc-header").review)
        #expect(header.message.contains("PanelViewController sets subview.textColor (PanelViewController.m:12)"))
        let send = try #require(try Self.pair("pc-send").review)
        #expect(send.message.contains("setBackgroundColor") || send.message.contains("viewWithTag"))
        #expect(send.message.contains("PanelViewController.m:9"))
        let count = try #require(try Self.pair("bd-count").review)
        #expect(count.message.contains("BadgeViewController+Colors.m:6"))
        #expect(try Self.pair("bd-clear").review == nil)
    }
}
