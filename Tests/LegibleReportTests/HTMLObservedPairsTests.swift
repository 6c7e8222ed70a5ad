import Foundation
import LegibleFiles
import LegibleTestSupport
import Testing
@testable import LegibleAudit
@testable import LegibleReport

/// The report a designer reads: each pair the UI files show as real text (body and large) on its background, in
/// every appearance and as each color vision deficiency sees it, each swatch labeled with both hex values, under
/// plain-language headings with the WCAG terms beside them.
@Suite("HTML report: pairs as people see them")
struct HTMLObservedPairsTests {
    static let quickstart = Audit.run([TestPaths.fixture("quickstart/App")])

    @Test func everyObservedPairUnderEveryVisionAndAppearance() throws {
        let page = HTMLReport.render(Self.quickstart)
        let section = try #require(
            page.components(separatedBy: "<section id=\"observed\">").dropFirst().first?.components(
                separatedBy: "</section>"
            ).first)
        #expect(section.contains("<h2>Pairs as people see them</h2>"))
        // Plain language first, the WCAG terms beside it.
        #expect(
            section.contains(
                "<h3 class=\"verdict\">Too faint for any text <span class=\"muted\">WCAG 2 AA: below 3:1, which even large text needs (SC 1.4.3) · 1 pair</span></h3>"
            ))
        #expect(section.contains("<h3 class=\"verdict\">Readable "))
        #expect(section.components(separatedBy: "<article class=\"pair\"").count - 1 == 4)
        // CaptionText on CardBackground: real text from the UI file, body and large, labeled with both colors.
        #expect(
            section.contains(
                "<figure class=\"sim\"><div class=\"sim-sample\" style=\"color:#aaaaaa;background:#ffffff\"><span class=\"body\">Arrives Thursday</span><span class=\"large\">Arrives Thursday</span></div>"
                    + "<figcaption class=\"sim-label\">normal vision · light: <code>#aaaaaa</code> on <code>#ffffff</code> · 2.32:1</figcaption></figure>"
            ))
        for vision in ["normal vision", "protan", "deutan", "tritan", "achromatopsia"] {
            for appearance in ["light", "dark"] {
                #expect(
                    section.components(separatedBy: "<figcaption class=\"sim-label\">\(vision) · \(appearance): ").count
                        - 1 == 4, "\(vision) · \(appearance)")
            }
        }
        // The failing pair comes first, under its heading.
        #expect(section.range(of: "Too faint for any text")!.lowerBound < section.range(of: "Readable")!.lowerBound)
    }

    @Test func noObservedPairsNoSection() {
        let ios13 = Audit.run(
            [TestPaths.fixture("ios13/SystemColors.xcassets")],
            config: SourceFile.readJSON(TestPaths.fixture("ios13/legible.json")))
        #expect(!HTMLReport.render(ios13).contains("id=\"observed\""))
    }

    @Test func needsReviewPairsHaveTheirOwnSectionWithWhy() throws {
        #expect(!HTMLReport.render(Self.quickstart).contains("id=\"needs-review\""))
        // Fixtures/app: "Over a picture" is drawn on an Image in a ZStack.
        let page = HTMLReport.render(Audit.run([TestPaths.fixture("app")]))
        let section = try #require(
            page.components(separatedBy: "<section id=\"needs-review\">").dropFirst().first?.components(
                separatedBy: "</section>"
            ).first)
        #expect(section.contains("<h2>Needs review</h2>"))
        #expect(
            section.contains(
                "<li><strong>white on systemBackground</strong> — image: a ZStack draws an image under it: Image(&quot;poster&quot;) (line 53). Against the layer below: light 1.00:1"
            ))
        #expect(
            section.contains("Fixtures/app/Swift/ProfileView.swift:55:18 (Text PosterView &quot;Over a picture&quot;)"))
        // Not a verdict among the pairs as people see them: a person must look.
        let observed = try #require(
            page.components(separatedBy: "<section id=\"observed\">").dropFirst().first?.components(
                separatedBy: "</section>"
            ).first)
        #expect(!observed.contains("Over a picture"))
    }

    @Test func thePageUsesTheWindowWidth() {
        #expect(!HTMLStyle.css.contains("max-width:60rem"))
    }
}
