import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// An inflated view held in a local is that layout's root, in the fixture app `Fixtures/android-inflated-locals`:
/// `val view = inflater.inflate(R.layout.x, parent, false)` (Kotlin) and `View header = View.inflate(this,
/// R.layout.x, null)` (Java): a write on the local is a write on x's root, and `view.findViewById(R.id.y)` (or a local
/// holding it) is y inside x, not a y of another layout the file shows. Each function's locals are its own.
@Suite("Android: inflated views held in locals")
struct AndroidInflatedLocalTests {
    static let scan = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-inflated-locals")]))

    func pair(_ id: String, in layout: String) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first {
                $0.site.elementID == "@+id/\(id)" && $0.site.location.path.hasSuffix("/\(layout).xml")
                    && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
            }, "no pair for \(id) in \(layout)")
    }

    /// The fragment paints its root `chart_paper` and its title `sea`; the empty state's root, inflated into another
    /// function's `view`, is painted `foam` and its title of the same id keeps the layout's ink.
    @Test func aKotlinLocalHoldingAnInflatedLayoutIsItsRoot() throws {
        let title = try pair("chart_title", in: "fragment_chart")
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(title.foreground == .named("sea"))
        #expect(title.background == .named("chart_paper"))
        let value = try pair("chart_value", in: "fragment_chart")
        #expect(value.review == nil, "\(String(describing: value.review))")
        #expect(value.foreground == .named("ink"))
        #expect(value.background == .named("chart_paper"))
        let empty = try pair("chart_title", in: "fragment_chart_empty")
        #expect(empty.review == nil, "\(String(describing: empty.review))")
        #expect(empty.foreground == .named("ink"))
        #expect(empty.background == .named("foam"))
    }

    /// Java: the header inflated with `View.inflate(this, …, null)` is painted `sea` and its texts white; the
    /// activity's own `tally_total` keeps ink on the window's paper.
    @Test func aJavaLocalHoldingAnInflatedHeaderIsItsRoot() throws {
        for id in ["tally_total", "tally_caption"] {
            let header = try pair(id, in: "view_tally_header")
            #expect(header.review == nil, "\(id): \(String(describing: header.review))")
            #expect(header.background == .named("sea"), "\(id): \(String(describing: header.background))")
            #expect(header.foreground != .named("ink"), "\(id)")
        }
        let total = try pair("tally_total", in: "activity_tally")
        #expect(total.review == nil, "\(String(describing: total.review))")
        #expect(total.foreground == .named("ink"))
        #expect(total.background == .named("paper"))
    }
}
