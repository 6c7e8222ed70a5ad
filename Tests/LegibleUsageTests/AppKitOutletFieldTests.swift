import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Code recoloring an AppKit text field held by an outlet (`Fixtures/appkit-outlet-fields`, own code): the outlet
/// holds the `textField`, whose `textFieldCell` draws the text; the storyboard's layer under that cell is the one
/// under the code's color (`OutletLayers`).
@Suite("AppKit outlets to text fields: the cell's layer")
struct AppKitOutletFieldTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-outlet-fields")], palette: Palette())

    @Test func codeRecoloringAnOutletTextFieldIsReadOnTheCellsLayer() throws {
        let pair = try #require(
            Self.scan.pairs.first { $0.site.elementID == "NotesViewController.titleField" },
            "\(Self.scan.diagnostics.map(\.message))")
        #expect(pair.foreground.displayName == "secondaryLabelColor")
        #expect(pair.background.displayName == "windowBackground")
        #expect(pair.site.elementClass == "AppKit view")
        #expect(pair.evidence.contains("the outlet's element (textFieldCell notes-title"))
        #expect(
            !Self.scan.diagnostics.contains { $0.message.contains("no backgroundColor on 'titleField'") })
    }
}
