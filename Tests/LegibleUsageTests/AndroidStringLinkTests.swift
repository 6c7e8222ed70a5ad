import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A string resource's `<a href>` runs are drawn in the view's link color (`Fixtures/android-string-links`): text that
/// is all link is checked in `android:textColorLink` (the view's, else the theme's `?attr/colorAccent`), not in its
/// `android:textColor`; partly linked text keeps its text color and has a link pair; escaped markup holds no link.
@Suite("Android: text that is all link is drawn in the link color")
struct AndroidStringLinkTests {
    typealias T = AndroidTestSupport

    static let run = T.FixtureRun("android-string-links")
    static let scan = run.scan

    static func colors(_ id: String, _ attribute: String = "android:textColor") throws -> (String?, String?) {
        try run.lightColors(id, attribute)
    }

    /// `site_link` is one `<a href>`: drawn in the theme's link color (its `colorAccent` #1565C0), not its
    /// `android:textColor` #333333; `mail_link` in the view's own `android:textColorLink` #6A1B9A. One pair each.
    @Test func textThatIsAllLinkIsDrawnInTheLinkColor() throws {
        #expect(try Self.colors("credits_site") == ("#1565c0", "#ffffff"))
        #expect(try Self.colors("credits_mail") == ("#6a1b9a", "#ffffff"))
        let site = try #require(T.pair(Self.scan, "credits_site"))
        #expect(site.evidence.contains("link color"), "\(site.evidence)")
        #expect(T.pair(Self.scan, "credits_site", "android:textColorLink") == nil)
        #expect(T.pair(Self.scan, "credits_mail", "android:textColorLink") == nil)
    }

    /// "The source is on <a>our forge</a>.": the plain runs in #333333, the link run its own pair in #1565C0.
    @Test func partlyLinkedTextKeepsItsTextColorAndHasALinkPair() throws {
        #expect(try Self.colors("credits_source") == ("#333333", "#ffffff"))
        #expect(try Self.colors("credits_source", "android:textColorLink") == ("#1565c0", "#ffffff"))
    }

    /// `&lt;a href…&gt;` is text, not a link: its text color, no link pair.
    @Test func escapedMarkupIsPlainText() throws {
        #expect(try Self.colors("credits_escaped") == ("#333333", "#ffffff"))
        #expect(T.pair(Self.scan, "credits_escaped", "android:textColorLink") == nil)
    }
}
