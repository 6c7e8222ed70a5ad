import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// No false constants (`Fixtures/apple-false-constants`, own code): a `static var` or global `var` color that code
/// sets again holds every value it is given. One color → asserted; several, or one Legible cannot read → review
/// naming the assignment's file:line; a `let` or a `var` nothing sets again stays a constant.
@Suite("Code recolors: static and global vars code sets again")
struct AppleFalseConstantsTests {
    static let folder = TestPaths.fixture("apple-false-constants")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    @Test func aStaticVarSetToAnotherColorUnderASettingNeedsReview() throws {
        let review = try #require(try Self.pair("nv-body").review)
        #expect(review.kind == .setInCode)
        #expect(
            review.message.contains(
                "'UIColor.reading.body' is set at run time to '.secondaryLabel' (AppDelegate.swift:14)"),
            "\(review.message)")
    }

    @Test func aStaticVarSetAgainToTheSameColorIsThatColor() throws {
        let caption = try Self.pair("nv-caption")
        #expect(caption.review == nil, "\(caption.review?.message ?? "")")
        #expect(caption.foreground.displayName == "UIColor.reading.caption")
        #expect(caption.evidence.contains("NoteViewController.swift:15"))
    }

    /// The palette holds what is one color; a `static var` with several values is no color of its own.
    @Test func thePaletteKeepsOnlyTheVarsWithOneValue() {
        #expect(Self.palette.color(named: "UIColor.reading.caption") != nil)
        #expect(Self.palette.color(named: "UIColor.reading.title") != nil)
        #expect(Self.palette.color(named: "UIColor.reading.body") == nil)
        #expect(Self.palette.color(named: "footnoteColor") == nil)
    }

    @Test func constantsStayConstants() throws {
        for (id, color) in [("nv-title", "UIColor.reading.title"), ("nv-header", "UIColor.reading.header")] {
            let pair = try Self.pair(id)
            #expect(pair.review == nil, "\(id): \(pair.review?.message ?? "")")
            #expect(pair.foreground.displayName == color, "\(id)")
        }
    }

    @Test func aValueLegibleCannotReadNeedsReviewNamingItsLine() throws {
        let review = try #require(try Self.pair("nv-link").review)
        #expect(review.message.contains("AppDelegate.swift:19"), "\(review.message)")
        #expect(review.message.contains("does not evaluate"), "\(review.message)")
    }

    @Test func aGlobalSetInAClosureOfAnotherTypeNeedsReview() throws {
        let review = try #require(try Self.pair("nv-footnote").review)
        #expect(review.message.contains("'footnoteColor' is set at run time"), "\(review.message)")
        #expect(review.message.contains("SettingsStore.swift:6"), "\(review.message)")
    }

    @Test func anObjCStaticSetOnlyInInitializeIsThatColor() throws {
        let quote = try Self.pair("qv-quote")
        #expect(quote.review == nil, "\(quote.review?.message ?? "")")
        #expect(quote.foreground.displayName == "systemTeal")
    }

    @Test func anObjCStaticASetterAssignsNeedsReviewNamingTheSetter() throws {
        let review = try #require(try Self.pair("qv-meta").review)
        #expect(review.message.contains("'gMetaColor' is set to color at ReaderTheme.m:22"), "\(review.message)")
    }
}
