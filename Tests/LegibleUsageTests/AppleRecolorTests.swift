import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What code does to a document's outlets however it reaches them (`Fixtures/apple-recolor`, own code): through a
/// literal array of outlets (Swift `forEach`, Objective-C `for … in @[…]` and an array local), through another class's
/// instance variable typed in its declarations (a chained assignment), through a chain whose type is not known
/// (review), an instance-variable outlet named with its underscore, and an `NSBox`'s `fillColor` (its background) or a
/// fill a custom drawing view paints (review).
@Suite("Code recolors: collections, chains, fills")
struct AppleRecolorTests {
    static let collections = UsageLoader().load([TestPaths.fixture("apple-recolor/collections")], palette: Palette())
    static let chains = UsageLoader().load([TestPaths.fixture("apple-recolor/chains")], palette: Palette())
    static let fills = UsageLoader().load([TestPaths.fixture("apple-recolor/box-fill")], palette: Palette())
    static let drawing = UsageLoader().load([TestPaths.fixture("apple-recolor/self-drawing")], palette: Palette())

    static func pair(_ id: String, in scan: UsageScan) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    @Test func aSwiftLocalArrayOfOutletsRecolorsEachInForEach() throws {
        for id in ["pf-name", "pf-city"] {
            let label = try Self.pair(id, in: Self.collections)
            #expect(label.foreground.displayName == "systemRed", "\(id)")
            #expect(label.review == nil, "\(id)")
            #expect(label.evidence.contains("ProfileViewController.swift:14"), "\(id)")
        }
    }

    @Test func anObjCLoopOverALiteralArrayRecolorsEachElement() throws {
        for id in ["bd-count", "bd-caption"] {
            let label = try Self.pair(id, in: Self.collections)
            #expect(label.foreground.displayName == "systemTeal", "\(id)")
            #expect(label.review == nil, "\(id)")
            #expect(label.evidence.contains("BadgesViewController.m:8"), "\(id)")
        }
        let header = try Self.pair("bd-header", in: Self.collections)
        #expect(header.foreground.displayName == "systemPink")
        #expect(header.evidence.contains("BadgesViewController.m:12"))
    }

    @Test func aChainThroughATypedInstanceVariableRecolorsTheOtherClassOutlet() throws {
        for id in ["tl-unread", "tl-more"] {
            let label = try Self.pair(id, in: Self.chains)
            #expect(label.foreground.displayName == "systemOrange", "\(id)")
            #expect(label.review == nil, "\(id)")
            #expect(label.evidence.contains("ChatViewController.m:15"), "\(id)")
        }
    }

    @Test func anUnderscoredOutletIsWhatCodeSetsThroughItsInstanceVariable() throws {
        let status = try Self.pair("ch-status", in: Self.chains)
        #expect(status.foreground.displayName == "systemGreen")
        #expect(status.evidence.contains("ChatViewController.m:16"))
    }

    @Test func aChainWhoseTypeIsUnknownMakesAnOutletOfThatNameNeedReview() throws {
        let draft = try Self.pair("tl-draft", in: Self.chains)
        let review = try #require(draft.review)
        #expect(review.kind == .setInCode)
        #expect(review.message.contains("visibleTimeline.draftLabel.textColor"))
        #expect(review.message.contains("ChatViewController.m:17"))
        #expect(review.message.contains("TimelineView._draftLabel"))
    }

    @Test func aViewUnderTheTextWhoseSuperclassDrawsItselfNeedsReview() throws {
        let caption = try Self.pair("gv-caption", in: Self.drawing)
        let review = try #require(caption.review)
        #expect(review.kind == .customDrawing)
        #expect(review.message.contains("GaugeView (view gv-card) under it draws itself (its superclass DialView)"))
        #expect(review.message.contains("GaugeViewController.swift:9"))
        let value = try Self.pair("gv-detail", in: Self.drawing)
        #expect(value.review == nil)
    }

    @Test func aBoxFillSetInCodeIsTheTextsBackground() throws {
        let name = try Self.pair("ab-name-cell", in: Self.fills)
        #expect(name.background.displayName == "systemBlue")
        #expect(name.review == nil)
        #expect(name.evidence.contains("AboutPanelController sets backgroundBox.fillColor"))
        #expect(name.evidence.contains("AboutPanelController.swift:12"))
    }

    @Test func aFillGivenToACustomDrawingViewNeedsReview() throws {
        let credits = try Self.pair("ab-credits-cell", in: Self.fills)
        let review = try #require(credits.review)
        #expect(review.kind == .customDrawing)
        #expect(review.message.contains("backdrop's fillColor to NSColor.systemTeal"))
        #expect(review.message.contains("AboutPanelController.swift:13"))
        #expect(review.message.contains("PanelBackdrop draws"))
    }
}
