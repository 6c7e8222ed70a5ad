import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A storyboard reached through a storyboard reference takes the presentation level of the scene that shows the
/// reference (`IBPresentationRoutes`, `Fixtures/ib-storyboard-references`, own storyboards): reached only from a form
/// sheet it is elevated; reached from the sheet and from a base-level screen it has a pair per route.
@Suite("Interface Builder: levels across storyboard references")
struct IBStoryboardReferenceTests {
    static let scan: UsageScan = InterfaceBuilderReader.read(
        files: ["Main", "Help", "Licenses", "Glossary"].map {
            TestPaths.fixture("ib-storyboard-references/\($0).storyboard")
        }, palette: Palette())

    func pairs(_ id: String) -> [ObservedPair] { Self.scan.pairs.filter { $0.site.elementID == id } }

    func dark(_ pair: ObservedPair) -> String? {
        guard case .inline(let c) = pair.background else { return nil }
        return c.variant(for: .dark)?.color?.hexRGB
    }

    @Test func aStoryboardReachedOnlyFromASheetIsElevated() throws {
        let initial = try #require(pairs("mit-label").first)
        #expect(pairs("mit-label").count == 1)
        #expect(dark(initial) == "#2c2c2e")
        #expect(initial.condition == nil)
        #expect(
            initial.evidence.hasSuffix(
                "the scene is presented as formSheet (its own presentation style, line 11), through the reference to "
                    + "Licenses in Help.storyboard line 104, so dark mode uses the elevated system backgrounds"),
            "\(initial.evidence)")
        // A reference naming a scene (`referencedIdentifier`) elevates that scene.
        let credits = try #require(pairs("credits-text").first)
        #expect(pairs("credits-text").count == 1)
        #expect(dark(credits) == "#1c1c1e")
    }

    @Test func aStoryboardReachedFromASheetAndFromTheBaseLevelHasAPairPerRoute() throws {
        let routes = pairs("glossary-text")
        #expect(routes.count == 2, "\(routes.map { $0.condition ?? "-" })")
        let inSheet = try #require(routes.first { dark($0) == "#1c1c1e" })
        let onBase = try #require(routes.first { dark($0) == "#000000" })
        #expect(
            inSheet.condition
                == "when presented as formSheet (its own presentation style, line 11), through the reference to Glossary in Help.storyboard line 114"
        )
        #expect(
            onBase.condition
                == "when shown by its code, not by a segue (scene main-nav), through the reference to Glossary in Main.storyboard line 47, not in a sheet"
        )
    }

    @Test func theWindowsOwnStoryboardStaysAtTheBaseLevel() throws {
        let home = try #require(pairs("home-title").first)
        #expect(pairs("home-title").count == 1)
        #expect(dark(home) == "#000000")
    }
}
