import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A view class a xib instantiates sets its own text color in code (`Fixtures/objc-views-in-documents`): the xib's
/// element is the one text use, in the code's color; a view class only code makes keeps its own use.
@Suite("Objective-C views: a class a document makes is the document's element")
struct ObjCViewsInDocumentsTests {
    static let scan = UsageLoader().load([TestPaths.fixture("objc-views-in-documents")], palette: Palette())

    @Test func theDocumentsElementIsTheOnlyTextUseOfItsClass() throws {
        #expect(Self.scan.pairs.filter { $0.site.location.path.hasSuffix("/NoteTextView.m") }.isEmpty)
        let note = try #require(Self.scan.pairs.first { $0.site.elementID == "nv-note" })
        #expect(note.foreground.displayName == "darkGray")
        #expect(note.background.displayName == "white")
        #expect(Self.scan.elementsWithTextColor == 2)
    }

    @Test func aClassOnlyCodeMakesKeepsItsOwnTextUse() throws {
        let badge = try #require(Self.scan.pairs.first { $0.site.location.path.hasSuffix("/BadgeLabel.m") })
        #expect(badge.site.location.line == 8)
        #expect(badge.foreground.displayName == "white")
        #expect(badge.background.displayName == "black")
    }
}
