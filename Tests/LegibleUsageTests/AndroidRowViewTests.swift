import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A row an adapter makes as one of the app's custom views, whose constructor inflates a layout into the view itself
/// (`AndroidRowViewClasses`), is drawn inside the list the adapter is set on, like a row the adapter inflates.
@Suite("Android rows made as custom views")
struct AndroidRowViewTests {
    typealias T = AndroidTestSupport

    static func read() -> UsageScan {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-row-views")])
        let palette = AndroidResourceReader.read(files: files.values)
        return AndroidLayoutReader.read(files, palette: palette)
    }

    /// `TracksAdapter.getView` returns `TrackRow.forTrack(context)`, a factory returning `new TrackRow(context,
    /// R.layout.row_track, true)`, whose constructor hands the layout to `InflatingRow`'s constructor, which inflates
    /// it into the view (`inflater.inflate(contentLayout, this, true)`). `TracksActivity` sets the adapter on
    /// `track_list`: the row's text is on the list's `@color/tracks_panel`, not the window's white.
    @Test func rowMadeByAFactoryOfAViewClassSitsInItsList() throws {
        let pair = try #require(T.pair(Self.read(), "track_name"))
        #expect(pair.background == .named("tracks_panel"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(pair.evidence.contains("whose list TracksAdapter fills with this row"), "\(pair.evidence)")
    }

    /// `CoversAdapter.onCreateViewHolder` wraps `new CoverTile(parent.getContext())` in its view holder; `CoverTile`
    /// passes `R.layout.tile_cover` to `super(context, …)`, which inflates it into the view. The tile's caption is on
    /// the grid's `@color/covers_panel`.
    @Test func rowViewWhoseBaseClassInflatesAFixedLayoutSitsInItsGrid() throws {
        let pair = try #require(T.pair(Self.read(), "cover_caption"))
        #expect(pair.background == .named("covers_panel"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(pair.evidence.contains("whose list CoversAdapter fills with this row"), "\(pair.evidence)")
    }
}
