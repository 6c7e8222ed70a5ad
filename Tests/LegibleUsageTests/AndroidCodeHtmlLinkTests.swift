import Testing
import LegiblePalette
@testable import LegibleUsage
import LegibleTestSupport

/// HTML code sets as a view's text keeps its `<a href>` runs as links, drawn in the link color
/// (`Fixtures/android-code-html-links`, `AndroidHtmlLinks`): text that is all link is checked in the link color (the
/// theme's `?attr/colorAccent` #00695C), not its `android:textColor` #444444; text partly linked draws both; HTML with
/// no link draws the text color only.
@Suite("Android: HTML set in code draws its links in the link color")
struct AndroidCodeHtmlLinkTests {
    typealias T = AndroidTestSupport

    static let run = T.FixtureRun("android-code-html-links")
    static let scan = run.scan

    static func colors(_ id: String, _ attribute: String = "android:textColor") throws -> (String?, String?) {
        try run.lightColors(id, attribute)
    }

    /// `"<a href='" + address + "'>" + address + "</a>"` (Java) and `" <a href=\"${repository}\">$repository</a> "`
    /// (Kotlin templates): one pair each, in the link color.
    @Test func htmlThatIsAllLinkIsDrawnInTheLinkColor() throws {
        #expect(try Self.colors("note_url") == ("#00695c", "#ffffff"))
        #expect(try Self.colors("source_link") == ("#00695c", "#ffffff"))
        let url = try #require(T.pair(Self.scan, "note_url"))
        #expect(url.evidence.contains("NoteActivity.java"), "\(url.evidence)")
        #expect(T.pair(Self.scan, "note_url", "android:textColorLink") == nil)
        #expect(T.pair(Self.scan, "source_link", "android:textColorLink") == nil)
    }

    /// "Read the <a>guide</a> first.": the words in #444444, the link its own pair in #00695C.
    @Test func partlyLinkedHtmlDrawsBothColors() throws {
        #expect(try Self.colors("note_help") == ("#444444", "#ffffff"))
        #expect(try Self.colors("note_help", "android:textColorLink") == ("#00695c", "#ffffff"))
    }

    /// `<b>…</b>`: no link, so the text color, and no link pair.
    @Test func htmlWithNoLinkKeepsTheTextColor() throws {
        #expect(try Self.colors("note_body") == ("#444444", "#ffffff"))
        #expect(T.pair(Self.scan, "note_body", "android:textColorLink") == nil)
    }

    /// Values stand for text; tags are read case-insensitively; an `<a>` with no `href` is no link.
    @Test func htmlIsReadOnItsLiteralParts() {
        let value = String(AndroidHtmlLinks.unknownText)
        #expect(AndroidHtmlLinks.links(inHTML: "<a href='\(value)'>\(value)</a>") == .whole)
        #expect(AndroidHtmlLinks.links(inHTML: " <A HREF=\"x\">Site</A> ") == .whole)
        #expect(AndroidHtmlLinks.links(inHTML: "See <a href=\"x\">site</a>") == .part)
        #expect(AndroidHtmlLinks.links(inHTML: "\(value)<a href=\"x\">site</a>") == .part)
        #expect(AndroidHtmlLinks.links(inHTML: "<a name=\"top\">Top</a>") == nil)
        let template = AndroidHtmlLinks.templatesReplaced("<a href=\"${r.url}\">$name</a>")
        #expect(template == "<a href=\"\(value)\">\(value)</a>")
    }
}
