import Testing
import LegiblePalette
@testable import LegibleUsage
import LegibleTestSupport

/// AppKit bezeled text fields in Dark Aqua (`IBBezeledFields`, `Fixtures/ib-bezeled-fields`, own document): a square or
/// rounded bezel that draws its background is filled with AppKit's translucent bezel fill in the dark appearance, so
/// the dark pair needs review and the light pair stays on the cell's `backgroundColor`; a borderless field and a bezel
/// that draws no background keep every appearance.
@Suite("Bezeled text fields in Dark Aqua")
struct IBBezeledFieldsTests {
    static let scan = UsageLoader().load([TestPaths.fixture("ib-bezeled-fields")], palette: Palette())

    static func pairs(_ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == id && $0.role != .nonText && $0.site.location.keyPath == "textColor" }
    }

    @Test(arguments: [("summary-cell", "square", 11), ("prefix-cell", "rounded", 19)])
    func bezeledFieldsDarkPairNeedsReview(id: String, bezel: String, line: Int) throws {
        let pairs = Self.pairs(id)
        let light = try #require(pairs.first { $0.appearances?.contains(.light) == true }, "\(pairs)")
        #expect(light.review == nil)
        #expect(light.appearances == [.light, .lightHighContrast])
        #expect(light.background.displayName == "textBackground")
        let dark = try #require(pairs.first { $0.appearances?.contains(.dark) == true }, "\(pairs)")
        #expect(dark.appearances == [.dark, .darkHighContrast])
        #expect(
            dark.review
                == ReviewReason(
                    .customDrawing,
                    "textField \(id.replacingOccurrences(of: "-cell", with: "-field")) (line \(line)) has a \(bezel) "
                        + "bezel: in the dark appearance AppKit fills it with its own translucent bezel fill, not its "
                        + "backgroundColor, a system fill with no value in the source"))
    }

    @Test func borderlessAndUnfilledFieldsKeepEveryAppearance() throws {
        for id in ["note-cell", "flags-cell"] {
            let pairs = Self.pairs(id)
            #expect(pairs.count == 1, "\(id): \(pairs)")
            #expect(pairs.first?.appearances == nil, "\(id)")
            #expect(pairs.first?.review == nil, "\(id)")
        }
        #expect(Self.pairs("note-cell").first?.background.displayName == "textBackground")
        #expect(Self.pairs("flags-cell").first?.background.displayName == "windowBackground")
    }
}
