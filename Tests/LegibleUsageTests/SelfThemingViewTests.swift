import Testing
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// View classes that theme themselves (issue 31): a label class whose initializers and `awakeFromNib` set its
/// `textColor` from its style through the app's helpers (`InkLabel`: `StyleColors.color(for: style, kindOverride:)`,
/// a switch over the style, then a function per theme), a subclass inheriting it (`TitleLabel`), and a cell painting
/// its own background. Every such element of a xib shows the class's color in each app theme, not the document's;
/// a style code sets per view (`tagLabel.tone = .body`) is not followed, so that pair needs review, naming the line.
@Suite("UIKit: view classes that theme themselves")
struct SelfThemingViewTests {
    static let folder = TestPaths.fixture("code-helpers/StyleThemes")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pair(_ id: String) -> ObservedPair? {
        Self.scan.pairs.first { $0.site.elementID == id && $0.site.location.path.hasSuffix("NoteCell.xib") }
    }

    /// Each appearance's value, `light`/`dark`/`theme:NAME` → hex, of an inline or palette color.
    func values(_ color: ObservedColor?) -> [String: String] { color.hexValues(in: Self.palette) }

    @Test func aLabelClassThatColorsItselfShowsItsStylesColorInEveryTheme() throws {
        let snippet = try #require(pair("nc-snippet"), "\(Self.scan.pairs.map(\.site))")
        #expect(values(snippet.foreground) == ["light": "#1b1b1f", "dark": "#f2f2f7", "theme:sepia": "#3e2f1c"])
        #expect(values(snippet.background) == ["light": "#ffffff", "dark": "#1c1c1e", "theme:sepia": "#f5ecd9"])
        #expect(snippet.review == nil, "\(String(describing: snippet.review))")
        #expect(snippet.evidence.contains("InkLabel.swift:29"), "\(snippet.evidence)")
    }

    @Test func aSubclassInheritsTheColorItsSuperclassGivesItself() throws {
        let title = try #require(pair("nc-title"))
        #expect(values(title.foreground)["theme:sepia"] == "#3e2f1c")
        #expect(title.evidence.contains("InkLabel (superclass of TitleLabel)"), "\(title.evidence)")
    }

    @Test func aStyleSetPerViewNeedsReviewNamingTheLine() throws {
        let tag = try #require(pair("nc-tag"))
        let review = try #require(tag.review)
        #expect(review.detail.contains("TagLabel.tone is set per instance (NoteCell.swift:7)"), "\(review.detail)")
    }
}
