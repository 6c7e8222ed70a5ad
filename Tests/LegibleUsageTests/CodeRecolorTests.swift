import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views whose colors code changes after the document: the cells a table's delegate configures
/// (`tableView(_:willDisplay:forRowAt:)`, a dequeued cell in `tableView(_:cellForRowAt:)`), outlets recolored
/// through a collection in a theme hook, and an AppKit view choosing its fill by its appearance
/// (`Fixtures/code-recolors`, own code: a reader app split across files).
@Suite("Code recolors: table cells, outlet collections, appearance branches")
struct CodeRecolorTests {
    static let root = TestPaths.fixture("code-recolors")
    static let palette = PaletteLoader().load([root + "/Assets.xcassets"])
    static let scan = UsageLoader().load([root], palette: palette)

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    /// `cell.backgroundColor = fill` (a local holding a catalog color) in `willDisplay`: every cell of the table
    /// whose delegate is that controller is on the code's color, per appearance.
    @Test func aCellBackgroundSetInWillDisplayReplacesTheDocuments() throws {
        let headline = try Self.pair("fd-headline")
        #expect(headline.background == .named("CardFill"))
        #expect(headline.review == nil)
        #expect(headline.evidence.contains("StoriesViewController sets cell.backgroundColor"))
        #expect(headline.evidence.contains("StoriesViewController+Table.swift:20"))
        #expect(headline.evidence.contains(#"to fill, read as UIColor(named: "CardFill"),"#))
        #expect(Optional(headline.background).hexValues(in: Self.palette)["dark"] == "#1e242c")
    }

    /// `cell.textLabel?.textColor = UIColor(named: "Ink")`: a standard cell's title takes it.
    @Test func aStandardCellTitleRecoloredInWillDisplayTakesTheCodesColor() throws {
        let more = try Self.pair("fd-more-title")
        #expect(more.foreground == .named("Ink"))
        #expect(more.background == .named("CardFill"))
        #expect(more.review == nil)
    }

    /// `(cell as? StoryCell)?.byline.textColor = ReaderDesign.Palette.mutedText`: a module not on disk.
    @Test func aCellOutletRecoloredWithAColorNotReadNeedsReviewNamingTheLine() throws {
        let byline = try Self.pair("fd-byline")
        let review = try #require(byline.review)
        #expect(review.kind == .setInCode)
        #expect(review.message.contains("StoriesViewController sets cell.byline.textColor"))
        #expect(review.message.contains("ReaderDesign.Palette.mutedText"))
        #expect(review.message.contains("StoriesViewController+Table.swift:22"))
    }

    /// Another table's cells: their own controller's code only, here under `if indexPath.row == 0`.
    @Test func aCellRecolorUnderAConditionNeedsReviewAndOtherTablesAreNotTouched() throws {
        let saved = try Self.pair("sv-title")
        #expect(saved.foreground.displayName == "label")
        let review = try #require(saved.review)
        #expect(review.kind == .setInCode)
        #expect(review.message.contains("SavedListController sets cell.backgroundColor to .systemYellow only when"))
        #expect(review.message.contains("indexPath.row == 0"))
        #expect(review.message.contains("SavedListController.swift:10"))
    }

    /// `[nameLabel, roleLabel].forEach { $0?.textColor = UIColor(named: "Ink") }` in `decorate(with:)`.
    @Test func outletsRecoloredThroughAnArrayTakeTheCodesColor() throws {
        for id in ["pc-name", "pc-role"] {
            let label = try Self.pair(id)
            #expect(label.foreground == .named("Ink"), "\(id)")
            #expect(label.review == nil, "\(id)")
            #expect(label.evidence.contains("MemberCardController+Look.swift:10"), "\(id)")
        }
    }

    /// `for label in factLabels { label.textColor = look.facts }`: an outlet collection, a parameter's color.
    @Test func anOutletCollectionRecoloredWithAParameterNeedsReview() throws {
        for id in ["pc-joined", "pc-posts"] {
            let label = try Self.pair(id)
            let review = try #require(label.review, "\(id)")
            #expect(review.kind == .setInCode)
            #expect(review.message.contains("factLabels.textColor to look.facts"), "\(id)")
            #expect(review.message.contains("MemberCardController+Look.swift:12"), "\(id)")
        }
    }

    /// `let darkMode = effectiveAppearance.name == .darkAqua`, `let fill = darkMode ? … : …`, then
    /// `layer?.backgroundColor = fill.cgColor` in `updateLayer()`: the dark branch in dark, the other in light.
    @Test func anAppKitFillChosenByAppearanceIsAPerAppearanceValue() throws {
        let status = try Self.pair("ss-status-cell")
        #expect(status.review == nil, "\(status.review?.message ?? "")")
        #expect(status.evidence.contains("SyncBadgeView sets self.backgroundColor to fill.cgColor, read as ("))
        #expect(status.evidence.contains("SyncBadgeView.swift:9"))
        let values = Optional(status.background).hexValues(in: Self.palette)
        #expect(values["light"] == "#f2e8d1")
        #expect(values["dark"] == "#213040")
        // High-contrast dark is not `.darkAqua`: the code's other branch.
        #expect(values["darkHighContrast"] == "#f2e8d1")
    }

    /// Two catalog colors chosen by appearance in code: not one of them for every appearance (the choice is the
    /// code's), but in each appearance the variant of the one chosen there (`SwiftEvaluator+CatalogAppearances`).
    @Test func catalogColorsChosenByAppearanceAreEachChosenColorInItsAppearance() throws {
        let alert = try Self.pair("ss-alert-cell")
        #expect(alert.background != .named("BadgeDark"))
        #expect(alert.background != .named("BadgeLight"))
        guard case .inline(let c) = alert.background else {
            Issue.record("not an inline color: \(alert.background)")
            return
        }
        #expect(c.variant(exactly: .light)?.color?.hexRGB == "#f2e8d0")
        #expect(c.variant(exactly: .dark)?.color?.hexRGB == "#223040")
        #expect(alert.evidence.contains("AlertBadgeView.swift:8"))
    }
}
