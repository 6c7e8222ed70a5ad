import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A color an app type's method looks up in a table its initializer fills at run time (`Palette.color(for:)` returning
/// `table[role.rawValue]!`, `table` set by `init(text:)` from a bundled text file of the app's own format), called on a
/// parameter (`Fixtures/swift-run-time-color-tables`, own code): not checked, the warning naming the table, the
/// initializer and where the app calls it, not "unknown name".
@Suite("Swift colors looked up in a table filled at run time")
struct SwiftRunTimeColorTableTests {
    static let scan = UsageLoader().load([TestPaths.fixture("swift-run-time-color-tables")], palette: Palette())

    @Test func aLookupInATableFilledAtRunTimeNamesTheTable() throws {
        let message = try #require(
            Self.scan.diagnostics.map(\.message).first { $0.contains("NoteCell.body") },
            "\(Self.scan.diagnostics.map(\.message))")
        #expect(
            message.contains(
                "'palette.color(…)': 'Palette.color(for:)' returns an entry of 'Palette.table', a table "
                    + "Palette.init(text:) fills at run time (Palette.swift:11, called at Launcher.swift:9)"),
            "\(message)")
        #expect(!message.contains("unknown name"))
        #expect(!Self.scan.pairs.contains { $0.site.elementID == "NoteCell.body" })
    }
}
