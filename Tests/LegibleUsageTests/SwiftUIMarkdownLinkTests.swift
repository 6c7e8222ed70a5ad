import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A SwiftUI `Text` made from markdown draws its links in the tint, not in its foreground style
/// (`Fixtures/swiftui-markdown-links`; IceCubesApp `AboutView.swift:85-114`: the library names, markdown links under
/// `.foregroundStyle(.secondary)`, are drawn in the theme's tint, and only the secondary pair was listed).
@Suite("SwiftUI: markdown links in Text are drawn in the tint")
struct SwiftUIMarkdownLinkTests {
    static let accent = UsageLoader().load(
        [TestPaths.fixture("swiftui-markdown-links/Accent")], palette: Palette())
    static let tinted = UsageLoader().load(
        [TestPaths.fixture("swiftui-markdown-links/Tinted")], palette: Palette())

    static func lightHex(_ color: ObservedColor) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: .light)?.color?.hexRGB
    }

    static func pairs(_ scan: UsageScan, _ line: Int) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.line == line }
    }

    @Test func aLiteralWithALinkHasATextPairAndALinkPairInTheAccent() throws {
        let pairs = Self.pairs(Self.accent, 7)
        let text = try #require(pairs.first { $0.site.location.keyPath == "foregroundStyle" }, "\(pairs)")
        #expect(text.foreground.displayName == "secondary")
        #expect(text.background.displayName == "white")
        let link = try #require(pairs.first { $0.site.location.keyPath == "link" }, "\(pairs)")
        // No tint or accent color set: the system accent, systemBlue's value (iOS 16–18, iOS 26).
        #expect(link.foreground.displayName == "accentColor")
        #expect(["#007aff", "#0088ff"].contains(Self.lightHex(link.foreground) ?? ""))
        #expect(link.background.displayName == "white")
        #expect(link.role == .text(large: nil))
        #expect(link.review == nil)
        #expect(
            link.evidence.hasSuffix(
                "a markdown link ([Glyph Studio](…)) is drawn in the tint, not the foreground style"))
    }

    @Test func verbatimTextAndALiteralWithoutALinkHaveNoLinkPair() {
        for line in [9, 11] {
            let pairs = Self.pairs(Self.accent, line)
            #expect(pairs.count == 1, "\(line): \(pairs.map(\.site.location.keyPath))")
            #expect(!pairs.contains { $0.site.location.keyPath == "link" })
        }
    }

    @Test func anAttributedStringFromMarkdownHasALinkPair() throws {
        let link = try #require(Self.pairs(Self.accent, 13).first { $0.site.location.keyPath == "link" })
        #expect(["#007aff", "#0088ff"].contains(Self.lightHex(link.foreground) ?? ""))
        #expect(link.evidence.contains("[changelog](…)"))
    }

    @Test func aTintTheAppSetsInCodeMakesTheLinkPairNeedReview() throws {
        let pairs = Self.pairs(Self.tinted, 6)
        let text = try #require(pairs.first { $0.site.location.keyPath == "foregroundStyle" }, "\(pairs)")
        #expect(text.review == nil)
        let link = try #require(pairs.first { $0.site.location.keyPath == "link" }, "\(pairs)")
        let review = try #require(link.review)
        #expect(review.kind == .setInCode)
        #expect(
            review.detail.hasPrefix(
                "its markdown links are drawn in the tint: Color.accentColor is the tint an ancestor sets"))
        #expect(review.detail.contains("TintedApp.swift:10"))
    }
}
