import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A recolor code makes on a cell of another class applies to the class its local's type names
/// (`Fixtures/uikit-recolor-receivers`, own code): `if let cell` (SE-0345) keeps `let cell = … as? BaseRowCell`'s type,
/// so `cell.titleLabel.textColor` is `BaseRowCell`'s, not a `PromoBanner`'s outlet of the same name; and code of another
/// class recoloring a `BaseRowCell *cell` it loads from `BaseRowCell.xib` recolors that class's label, not the label of
/// its subclass `DateRowCell`'s own xib.
@Suite("UIKit recolors through a typed local apply to that class")
struct UIKitRecolorReceiverTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("uikit-recolor-receivers")], palette: Palette())

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: appearance)?.color?.hexRGB
    }

    @Test func aShorthandOptionalBindingKeepsTheLocalsTypeSoABannerOfTheSameOutletNameKeepsItsColor() throws {
        let title = try Self.scan.pair(at: "PromoBanner.xib", 12)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(Self.hex(title.foreground, .light) == "#333333")
        #expect(Self.hex(title.background, .dark) == "#ffffff")
    }

    @Test func anotherClassRecoloringALocalOfTheSuperclassLeavesTheSubclassXibAlone() throws {
        // One pair, the xib's color: no branch of `WaypointSheetController`'s orange.
        let titles = Self.scan.pairs(at: "DateRowCell.xib", 14)
        #expect(titles.count == 1, "\(titles.map(\.evidence))")
        for title in titles {
            #expect(title.review == nil, "\(title.review?.detail ?? "")")
            #expect(Self.hex(title.foreground, .light) == "#333333")
        }
    }

    @Test func theSuperclassXibItselfIsRecolored() throws {
        let title = try Self.scan.pair(at: "BaseRowCell.xib", 14)
        #expect(title.review?.kind == .setInCode, "\(title.review?.detail ?? "")")
        #expect(title.review?.detail.contains("BaseRowCell") == true, "\(title.review?.detail ?? "")")
    }
}
