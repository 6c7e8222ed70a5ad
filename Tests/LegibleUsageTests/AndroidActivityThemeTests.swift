import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// `Fixtures/android-activity-themes`: an app whose `CreditsActivity` has a manifest theme of its own (a deep purple
/// window) over the application's paper-colored one, a fragment that activity hosts (its layout's `tools:context`
/// names another activity), a strip both activities inflate, and tags whose background tint meets an outline-only
/// shape, a transparent-filled one and a filled one.
@Suite("Android layouts: an activity's own theme and tinted outlines")
struct AndroidActivityThemeTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-activity-themes")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String) -> ObservedPair? { T.pair(Self.scan, id) }
    func hex(_ color: ObservedColor?) -> String? { T.hex(color, .light, Self.palette) }

    @Test func anActivitysOwnThemeGivesItsWindowAndTextColors() throws {
        let heading = try #require(pair("credits_heading"))
        #expect(hex(heading.foreground) == "#ede7f6") // ?android:attr/textColorPrimary of the activity's theme
        #expect(hex(heading.background) == "#311b92")
        #expect(heading.review == nil)
        #expect(heading.evidence.contains("windowBackground"))
        let title = try #require(pair("logbook_title"))
        #expect(hex(title.background) == "#fffdf7") // the application theme's window
    }

    @Test func aFragmentTheActivityHostsTakesItsThemeWhateverToolsContextSays() throws {
        let name = try #require(pair("contributor_name"))
        #expect(hex(name.background) == "#311b92")
        #expect(name.review == nil)
    }

    @Test func aLayoutTwoDifferentlyThemedActivitiesShowNeedsReview() throws {
        let strip = try #require(pair("share_strip_text"))
        #expect(strip.review?.kind == .hostUnknown)
        #expect(strip.review?.detail.contains("CreditsActivity: Theme.HarborLog.Credits") == true)
    }

    @Test func aTintedOutlineLeavesTheTextOnWhatIsBehind() throws {
        for id in ["storm_tag", "calm_tag"] {
            let tag = try #require(pair(id))
            #expect(hex(tag.background) == "#fffdf7", "\(id)")
            #expect(tag.evidence.contains("@drawable/tag_"), "\(id): \(tag.evidence)")
        }
        let moored = try #require(pair("moored_tag"))
        #expect(hex(moored.background) == "#1b5e20") // a filled shape takes the tint
    }
}
