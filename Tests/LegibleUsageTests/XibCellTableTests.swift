import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A table cell's xib with nothing drawn under its text is on `UITableViewCell`'s default background, which the
/// style of the table code shows it in decides (`Fixtures/apple-code-hosts`, own code).
@Suite("Xib cells: the table style set in code")
struct XibCellTableTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-code-hosts")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let named) = color else { return nil }
        return named.variant(for: appearance)?.color?.hexRGB
    }

    /// `super.init(style: .insetGrouped)` and `register(UINib(nibName: constant, …), …)`.
    @Test func aCellRegisteredByAnInsetGroupedControllerIsOnTheGroupedCellBackground() throws {
        let title = try Self.pair("bm-title")
        #expect(title.review == nil)
        #expect(title.background.displayName == "secondarySystemGroupedBackground")
        #expect(Self.hex(title.background, .light) == "#ffffff")
        #expect(Self.hex(title.background, .dark) == "#1c1c1e")
        #expect(
            title.evidence.contains("BannedMembersViewController (.insetGrouped, BannedMembersViewController.swift:10)")
        )
    }

    /// `[super initWithStyle:UITableViewStyleGrouped]` and `registerNib:[UINib nibWithNibName:@"ArchiveCell" …]`.
    @Test func anObjectiveCGroupedControllerGivesItsCellTheGroupedBackground() throws {
        let title = try Self.pair("ac-title")
        #expect(title.review == nil)
        #expect(title.background.displayName == "secondarySystemGroupedBackground")
        #expect(title.evidence.contains("ArchiveViewController (.grouped, ArchiveViewController.m:9)"))
    }

    /// `UITableView(frame: .zero)` and `UINib(nibName: String(describing: InboxCell.self), …)`.
    @Test func aCellOfAPlainTableStaysOnSystemBackgroundSayingSo() throws {
        let title = try Self.pair("ic-title")
        #expect(title.review == nil)
        #expect(title.background.displayName == "systemBackground")
        #expect(Self.hex(title.background, .dark) == "#000000")
        #expect(
            title.evidence.contains("its table is plain: InboxViewController (.plain, InboxViewController.swift:5)"))
    }

    @Test func aCellShownInTablesOfBothStylesNeedsReviewNamingEach() throws {
        let review = try #require(try Self.pair("pc-title").review)
        #expect(review.kind == .hostUnknown)
        #expect(review.message.contains("PersonCell.xib is shown in tables of different styles"))
        #expect(review.message.contains("BannedMembersViewController (.insetGrouped"))
        #expect(review.message.contains("SearchViewController (.plain, SearchViewController.swift:5)"))
    }

    /// A data source registers the cell in a table it is handed: whose style is not known.
    @Test func aCellRegisteredInATableOfUnknownStyleNeedsReview() throws {
        let review = try #require(try Self.pair("dc-title").review)
        #expect(review.kind == .hostUnknown)
        #expect(
            review.message.contains("DraftsDataSource loads DraftCell.xib, but the style of its table is not known"))
        #expect(review.message.hasSuffix("table style unknown"))
    }
}
