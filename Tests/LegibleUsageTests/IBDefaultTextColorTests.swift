import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// An iOS label left at Interface Builder's "Default" color (`<nil key="textColor"/>`) draws UIKit's default,
/// `labelColor` (issues 29 and 31), on the fixture `Fixtures/ib-default-label`.
@Suite("Interface Builder: a label at the default color")
struct IBDefaultTextColorTests {
    static let fill = "#f5f2e6"

    /// `account-name` keeps the default: `labelColor` (black in light, white in dark) on the content view's fill.
    /// Both labels are text uses, and so is the code's recoloring of one.
    @Test func aLabelAtTheDefaultColorDrawsLabelColor() throws {
        let scan = UsageLoader().load([TestPaths.fixture("ib-default-label")], palette: Palette())
        let name = try #require(scan.pairs.first { $0.site.elementID == "account-name" })
        #expect(AndroidTestSupport.hex(name.foreground, .light, Palette()) == "#000000")
        #expect(AndroidTestSupport.hex(name.foreground, .dark, Palette()) == "#ffffff")
        #expect(name.background.lightHex == Self.fill, "\(name.evidence)")
        #expect(name.review == nil, "\(String(describing: name.review))")
        #expect(scan.elementsWithTextColor == 3)
    }

    /// `account-status` is recolored in `awakeFromNib` through its outlet and sets no background: the pair is the
    /// code's color on the document's fill, not a warning that the background is unknown.
    @Test func codeRecoloringADefaultLabelFindsItsLayer() throws {
        let scan = UsageLoader().load([TestPaths.fixture("ib-default-label")], palette: Palette())
        let status = scan.pairs.filter {
            $0.site.elementID == "account-status" || $0.site.location.path.hasSuffix("AccountCell.swift")
        }
        #expect(!status.isEmpty)
        for pair in status {
            #expect(pair.foreground.lightHex == "#555555", "\(pair.site)")
            #expect(pair.background.lightHex == Self.fill, "\(pair.evidence)")
        }
        #expect(
            !scan.diagnostics.contains { $0.message.contains("statusLabel") },
            "\(scan.diagnostics.map(\.message))")
    }
}
