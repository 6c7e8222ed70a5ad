import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Rows of adapters merged into one (`MergeAdapter`, `ConcatAdapter`, `addAdapter`) are drawn in the list the merged
/// adapter fills (`Fixtures/android-hosts/merged-adapters`, issue 29), not on the window.
@Suite("Android rows of merged adapters")
struct AndroidMergedAdapterTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/merged-adapters")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// Kotlin: `MergeAdapter(summary, entries)` set on `binding!!.boardList`; `PlayerSummaryAdapter` creates its holder
    /// in an expression body. Both rows are on the fragment's `?attr/boardBackground` (#D6DCE0), not the window.
    @Test func kotlinRowsOfAMergeAdapterAreOnTheListsBackground() throws {
        for id in ["player_name", "entry_points"] {
            let pair = try #require(T.pair(Self.scan, id))
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(T.hex(pair.background, .light, Self.palette) == "#d6dce0", "\(id): \(pair.evidence)")
            #expect(pair.evidence.contains("fragment_board.xml"), "\(id): \(pair.evidence)")
        }
    }

    /// Java: `new ConcatAdapter(config, new TeamAdapter(), new GoalAdapter())` in a field set on the list, and
    /// `timeline.addAdapter(new FooterAdapter())` in another method: all three rows are on `@color/pitch` (#E6F2E6).
    @Test func javaRowsOfAConcatAdapterAndOneAddedLaterAreOnTheListsBackground() throws {
        for id in ["match_team", "match_goal", "match_footer"] {
            let pair = try #require(T.pair(Self.scan, id))
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(T.hex(pair.background, .light, Self.palette) == "#e6f2e6", "\(id): \(pair.evidence)")
            #expect(pair.evidence.contains("whose list"), "\(id): \(pair.evidence)")
        }
    }
}
