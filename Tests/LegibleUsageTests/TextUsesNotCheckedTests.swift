import Testing
import LegibleUsage
import LegibleTestSupport

/// The count of text uses not checked (`UsageScan.textUsesNotChecked`, issue 31's measure) on
/// `Fixtures/text-not-checked/ledger`: an element is one text use however many of its text colors end in a warning; a
/// tint is no text use; a use with a pair is not "not checked".
@Suite("Usage: text uses not checked")
struct TextUsesNotCheckedTests {
    static let scan = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("text-not-checked/ledger")]))

    static func warned(_ id: String) -> Int {
        scan.diagnostics.filter { $0.location.keyPath != nil && $0.message.contains("@+id/\(id)") }.count
    }

    /// The field's text and hint colors are two warnings and one text use; the tint's warning is a non-text use; the
    /// link color's warning is on a use that has its text pair. Of four uses not checked, one is text.
    @Test func anElementIsOneTextUseAndTintsAndUsesWithPairsAreLeftOut() {
        #expect(Self.warned("amount") == 2, "\(Self.scan.diagnostics.map(\.message))")
        #expect(Self.warned("badge") == 1, "\(Self.scan.diagnostics.map(\.message))")
        #expect(Self.warned("note") == 1, "\(Self.scan.diagnostics.map(\.message))")
        #expect(Self.scan.usesNotChecked == 4)
        #expect(Self.scan.textUsesNotChecked == 1)
        #expect(Self.scan.coverage.textUsesNotChecked == 1)
        #expect(Self.scan.pairs.contains { $0.site.elementID == "@+id/note" && $0.review == nil })
    }
}
