import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A row or fragment layout whose own root paints an opaque color has that layer whoever shows it
/// (`Fixtures/android-hosts/opaque-roots`, issue 29): its pair is asserted though its list or container is not known;
/// a layout that paints nothing, or only a translucent color, still needs review ("host unknown").
@Suite("Android layouts with an opaque root of their own")
struct AndroidOpaqueRootTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/opaque-roots")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// Kotlin: `ChannelAdapter`, attached to no list the code read says, inflates `card_channel.xml` (root
    /// `@color/card` #F4F1EA): asserted on the card; its translucent sibling `card_channel_frosted.xml` stays review.
    @Test func kotlinRowOnItsOwnOpaqueRootIsAsserted() throws {
        let pair = try #require(T.pair(Self.scan, "channel_name"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .light, Self.palette) == "#f4f1ea", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .light, Self.palette) == "#37352f")
        #expect(pair.evidence.contains("which list or container shows the layout is not known"), "\(pair.evidence)")
        let frosted = try #require(T.pair(Self.scan, "frosted_name"))
        #expect(frosted.review?.kind == .hostUnknown, "\(String(describing: frosted.review))")
        #expect(frosted.review?.detail.contains("ChannelAdapter") == true)
    }

    /// Java: `ScheduleFragment` is placed in no container the code read says; `fragment_schedule.xml`'s root paints
    /// `?attr/panelBackground` (`@color/panel` #E3ECF5): asserted. `LineupFragment`'s layout paints nothing: review.
    @Test func javaFragmentOnItsOwnOpaqueRootIsAsserted() throws {
        let pair = try #require(T.pair(Self.scan, "schedule_title"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .light, Self.palette) == "#e3ecf5", "\(pair.evidence)")
        let lineup = try #require(T.pair(Self.scan, "lineup_title"))
        #expect(lineup.review?.kind == .hostUnknown, "\(String(describing: lineup.review))")
        #expect(lineup.review?.detail.contains("LineupFragment") == true)
    }
}
