import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Link colors of the fixture app `Fixtures/android-screens/reader` (issue 29): `android:textColorLink` (from the
/// theme, a style or the view) is drawn only by text that holds links.
@Suite("Android link colors: only text that holds links")
struct AndroidLinkColorTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-screens/reader")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func linkColor(_ id: String) -> String? {
        AndroidTestSupport.pair(Self.scan, id, "android:textColorLink").flatMap {
            AndroidTestSupport.hex($0.foreground, .light, Self.palette)
        }
    }

    /// `story_byline` (its style's link color, text set from a plain string) and `story_footer` (its own link color)
    /// hold no link: no link pair, but their text pairs stay. `android:autoLink` (`story_source`), HTML text made
    /// clickable in code (`story_text`), `Linkify.addLinks` on a local found by id (`story_credits`) and an app's own
    /// TextView subclass (`story_comment`, which may render links) keep theirs.
    @Test func aLinkColorIsAPairOnlyOnTextThatHoldsLinks() {
        for id in ["story_byline", "story_footer"] {
            #expect(linkColor(id) == nil, "\(id)")
            #expect(AndroidTestSupport.pair(Self.scan, id) != nil, "\(id)")
        }
        for id in ["story_source", "story_text", "story_credits", "story_comment"] {
            #expect(linkColor(id) == "#1a5fb4", "\(id)")
        }
    }
}
