import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Cell xibs code loads through a local string (`Fixtures/apple-nib-local-names`, own code): Objective-C's
/// `NSString *CellIdentifier = @"NoteCell"; … loadNibNamed:CellIdentifier …` and Swift's `let cellName = "DraftCell";
/// UINib(nibName: cellName, …)` load that document in that class's plain table, where its cells are shown.
@Suite("Documents loaded through a local string")
struct NibLocalNameTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-nib-local-names")], palette: Palette())

    @Test(arguments: [("NoteCell.xib", "NotesViewController"), ("DraftCell.xib", "DraftsViewController")])
    func aCellLoadedThroughALocalStringIsInItsLoadersTable(file: String, loader: String) throws {
        let label = try Self.scan.pair(at: file, 15)
        #expect(label.review == nil, "\(label.review?.detail ?? "")")
        #expect(label.background.displayName == "systemBackground", "\(label.background)")
        #expect(label.evidence.contains("its table is plain: \(loader)"), "\(label.evidence)")
    }
}
