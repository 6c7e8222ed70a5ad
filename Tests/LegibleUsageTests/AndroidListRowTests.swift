import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// Adapter → list → item layout (issue 29): a row an adapter inflates is drawn inside the list code attaches the
/// adapter to, so its background continues with that list's ancestors and the host of the layout declaring it; a row
/// whose list is not known needs review instead of sitting on the window.
@Suite("Android rows drawn inside their lists")
struct AndroidListRowTests {
    typealias T = AndroidTestSupport

    static func read(_ fixture: String) -> UsageScan {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-lists/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return AndroidLayoutReader.read(files, palette: palette)
    }

    /// Kotlin: `LibraryFragment` gives `binding.bookList` (a RecyclerView inside a `MaterialCardView`) a
    /// `ConcatAdapter(header, books)` inside `apply { }`; `BookAdapter` extends the app's `BaseListAdapter`
    /// (→ `ListAdapter`) in another file and binds `item_book` in a nested holder; `ShelfHeaderAdapter` creates a
    /// view holder declared in its own file, which inflates `item_shelf_header`. Both rows sit on the card's
    /// `?attr/colorSurface` (with its elevation overlay at night), not on the window's `@color/paper`.
    @Test func kotlinRowsSitOnTheCardHoldingTheirList() throws {
        let scan = Self.read("kotlin")
        for id in ["book_title", "book_author", "shelf_header"] {
            let pair = try #require(T.pair(scan, id))
            // The card's colorSurface; at night Material Components' elevation overlay tints it (white at 5.1 % for
            // the card's 1dp).
            #expect(T.hex(pair.background, .light, Palette()) == "#e8eef7", "\(id)")
            #expect(T.hex(pair.background, .dark, Palette()) == "#e9eef7", "\(id)")
            #expect(pair.review == nil, "\(id)")
            #expect(pair.evidence.contains("MaterialCardView"), "\(id): \(pair.evidence)")
            #expect(pair.evidence.contains("fragment_library.xml"), "\(id): \(pair.evidence)")
        }
        #expect(T.pair(scan, "book_title")?.evidence.contains("whose list BookAdapter fills with this row") == true)
        #expect(
            T.pair(scan, "shelf_header")?.evidence.contains("whose list ShelfHeaderAdapter fills with this row") == true
        )
    }

    /// Kotlin: `SortSheet` (a bottom sheet) attaches a `by lazy { SortOptionAdapter(…) }` property to
    /// `view.findViewById<RecyclerView>(R.id.sort_options)`: the adapter's rows are on the sheet's surface. The theme
    /// is `Theme.MaterialComponents.DayNight`, whose sheet at night is `colorSurface` lightened by the 16dp
    /// elevation overlay (white at 14.8 %): #E8EEF7 by day, #EBF0F8 at night.
    @Test func kotlinRowsOfAListInABottomSheetSitOnTheSheet() throws {
        let pair = try #require(T.pair(Self.read("kotlin"), "sort_option_label"))
        #expect(T.hex(pair.background, .light, Palette()) == "#e8eef7")
        #expect(T.hex(pair.background, .dark, Palette()) == "#ebf0f8")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(pair.evidence.contains("the surface of the bottom sheet that shows this layout (SortSheet.kt:"))
    }

    /// Kotlin: `ArchiveAdapter` inflates `item_archived_book`, but no code attaches it to a list: needs review
    /// (host unknown), not a verdict on the window background.
    @Test func kotlinRowOfAnAdapterAttachedNowhereNeedsReview() throws {
        let pair = try #require(T.pair(Self.read("kotlin"), "archived_title"))
        #expect(pair.review?.kind == .hostUnknown)
        #expect(pair.review?.detail.contains("ArchiveAdapter (ArchiveAdapter.kt:") == true)
        #expect(pair.review?.detail.contains("no code read attaches to a list") == true)
    }

    /// Kotlin: `StatsFragment` and `ArchiveFragment` each nest a private `RowAdapter`. Only the stats one is attached
    /// (to `statList`), so only its row sits in that list; the archive's row, whose adapter nothing attaches, needs
    /// review naming `ArchiveFragment.RowAdapter`.
    @Test func kotlinNestedAdaptersOfOneNameAreToldApartByTheirClass() throws {
        let scan = Self.read("kotlin")
        let stat = try #require(T.pair(scan, "stat_label"))
        #expect(stat.background == .named("shelf_surface"))
        #expect(stat.review == nil)
        #expect(stat.evidence.contains("whose list StatsFragment.RowAdapter fills with this row"))
        let archived = try #require(T.pair(scan, "archive_row_label"))
        #expect(archived.review?.kind == .hostUnknown)
        #expect(archived.review?.detail.contains("is a row of ArchiveFragment.RowAdapter (ArchiveFragment.kt:") == true)
    }

    /// Java: `SearchActivity` assigns `mResults = new ResultAdapter(this)` (a field) and calls
    /// `results.setAdapter(mResults)` on a local found with a cast `findViewById(R.id.result_list)`; `ResultAdapter`
    /// extends the app's `BaseRecyclerAdapter` (→ `RecyclerView.Adapter`). The row sits on the dark panel holding the
    /// list, not on the window.
    @Test func javaRowSitsOnThePanelHoldingItsList() throws {
        let pair = try #require(T.pair(Self.read("java"), "result_title"))
        #expect(pair.background == .named("results_panel"))
        #expect(pair.review == nil)
        #expect(pair.evidence.contains("activity_search.xml"))
    }

    /// Java: `RecentQueryAdapter` is attached to `R.id.recent_queries`, which no layout read declares: its row needs
    /// review, saying which list was not found.
    @Test func javaRowOfAListNoLayoutDeclaresNeedsReview() throws {
        let pair = try #require(T.pair(Self.read("java"), "recent_query"))
        #expect(pair.review?.kind == .hostUnknown)
        #expect(
            pair.review?.detail.contains("RecentQueryAdapter is attached to list recent_queries (SearchActivity.java:")
                == true)
        #expect(pair.review?.detail.contains("which no layout read declares") == true)
    }
}
