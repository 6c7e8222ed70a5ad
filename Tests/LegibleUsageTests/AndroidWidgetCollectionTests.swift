import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// App widgets colored through the app's own `RemoteViews` functions, and the items of a widget's collection
/// (`Fixtures/android-widget-collections`): `ShelfRemoteViews.kt`'s `paint`/`fill` call `setInt(viewId,
/// "setBackgroundColor", …)` on the id they are given, and `ShelfRows` builds the rows `ShelfWidget` hands to
/// `setRemoteAdapter(R.id.shelf_list, …)`.
@Suite("Android: app widget collections and RemoteViews helpers")
struct AndroidWidgetCollectionTests {
    typealias T = AndroidTestSupport

    static let run = T.FixtureRun("android-widget-collections")

    func pairs(_ id: String) -> [ObservedPair] {
        Self.run.scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// `shelf_widget_row.xml` is an item of `@+id/shelf_list`, which `fill(R.id.shelf_list,
    /// ContextCompat.getColor(context, R.color.paper))` paints: its text is a pair on paper, not over the wallpaper.
    @Test func aCollectionItemIsDrawnOnTheBackgroundTheCodeGivesItsList() throws {
        let found = pairs("shelf_book")
        #expect(found.count == 1, "\(found.map { String(describing: $0.review) })")
        let book = try #require(found.first)
        #expect(book.review == nil, "\(String(describing: book.review))")
        #expect(T.hex(book.background, .light, Self.run.palette) == "#f4ecd8")
        #expect(T.hex(book.foreground, .light, Self.run.palette) == "#1b1b1f")
        #expect(book.evidence.contains("ShelfWidget.kt"), "\(book.evidence)")
    }

    /// `paint(viewId = R.id.shelf_header, color = preferences.headerColor, alpha = preferences.headerAlpha)`: the
    /// header's background is the color the user picked, through the app's own function: set in code, naming it.
    @Test func aBackgroundSetThroughAnAppFunctionFromASettingNeedsReviewNamingIt() throws {
        let title = try #require(pairs("shelf_title").first)
        let review = try #require(title.review)
        #expect(review.kind == .setInCode, "\(review)")
        #expect(review.detail.contains("preferences.headerColor"), "\(review.detail)")
        #expect(review.detail.contains("ShelfWidget.kt:14"), "\(review.detail)")
    }

    /// `shelf_empty` is on the widget's root, which draws nothing: over the wallpaper, as before.
    @Test func aWidgetTextOnNoBackgroundStaysOverTheWallpaper() throws {
        let empty = try #require(pairs("shelf_empty").first)
        #expect(empty.review?.kind == .appWidget, "\(String(describing: empty.review))")
    }
}
