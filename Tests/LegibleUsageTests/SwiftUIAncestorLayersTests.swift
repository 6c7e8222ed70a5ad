import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport

@testable import LegibleUsage
import Testing

/// Backgrounds an ancestor paints, and text never drawn (`Fixtures/apple-ancestor-layers`, own code imitating a
/// SwiftUI editor with run-time themes): cleared list rows under a hidden list background, a list nested in a section
/// that sets the row background, a view handed to the app's own registry, an overlay on a filled shape, a clear
/// button kept for its keyboard shortcut; an AppKit table whose delegate builds every cell view in code.
@Suite("SwiftUI layers an ancestor paints")
struct SwiftUIAncestorLayersTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-ancestor-layers/Quill")], palette: Palette())

    func lightHex(_ color: ObservedColor) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: .light)?.color?.hexRGB
    }

    @Test func clearedRowsUnderAnAncestorThatHidesListBackgroundsNeedReview() throws {
        for line in [8, 10] {
            // Not the grouped row fill: the search goes on under the list to the workspace's run-time theme color.
            let row = try Self.scan.pair(at: "Quill/RemoteHostsList.swift", line)
            #expect(!row.evidence.hasPrefix("List row default"), "\(row.evidence)")
            #expect(row.review?.kind == .setInCode, "\(String(describing: row.review))")
            let detail = row.review?.detail ?? ""
            #expect(
                detail.hasPrefix("enclosing view's background is .background(Color(themed: \"sideBar.background\"))"))
        }
    }

    @Test func aListInASectionTakesTheSectionsRowBackground() throws {
        let notSet = try Self.scan.pair(at: "Quill/ShortcutsView.swift", 19)
        #expect(
            notSet.evidence.hasPrefix("row background set on the enclosing Section (line 13)"), "\(notSet.evidence)")
        #expect(lightHex(notSet.background) == "#00c8b3", "\(notSet.background)")
    }

    @Test func aViewHandedToTheAppsRegistryNeedsReview() throws {
        let name = try Self.scan.pair(at: "Quill/ProblemsExtension.swift", 16)
        #expect(name.review?.kind == .hostUnknown)
        #expect(
            name.review?.detail
                == "ProblemsPanel is built at ProblemsExtension.swift:6 and handed to the app's Panel(…), which "
                + "decides where it is drawn: what is under it there is not followed",
            "\(String(describing: name.review))")
    }

    @Test func overlayTextOnAFilledShapeIsOnTheFill() throws {
        let count = try Self.scan.pair(at: "Quill/ProblemsExtension.swift", 22)
        #expect(count.evidence.hasPrefix("the fill of the Circle it is overlaid on (line 18)"), "\(count.evidence)")
        #expect(lightHex(count.background) == "#ff8d28", "\(count.background)")
        #expect(lightHex(count.foreground) == "#000000")
        #expect(count.review == nil)
    }

    @Test func aClearButtonKeptForItsShortcutIsNoTextUse() throws {
        #expect(Self.scan.pairs(at: "Quill/EditorArea.swift", 10).isEmpty)
        #expect(!Self.scan.diagnostics.contains { $0.location.path.hasSuffix("EditorArea.swift") })
        #expect(Self.scan.textColorsNotDrawn == 1)
        let label = try Self.scan.pair(at: "Quill/EditorArea.swift", 13)
        #expect(lightHex(label.background) == "#0088ff")
    }

    @Test func aTablesPrototypeCellViewIsNotDrawnWhenCodeBuildsEveryRow() throws {
        let scan = UsageLoader().load([TestPaths.fixture("apple-ancestor-layers/Mac")], palette: Palette())
        #expect(scan.pairs(at: "Mac/ShortcutsPane.xib", 47).isEmpty)
        #expect(scan.textColorsNotDrawn == 1)
        // The header cell is still drawn, by the table's header view.
        #expect(try scan.pair(at: "Mac/ShortcutsPane.xib", 31).review?.kind == .customDrawing)
    }
}
