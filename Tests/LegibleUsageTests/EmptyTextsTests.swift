import Testing
import LegiblePalette
@testable import LegibleUsage
import LegibleTestSupport

/// Text that is always empty (`Fixtures/apple-empty-text`, own code): a label or text field the document gives no
/// text, placeholder or binding and whose text no code read sets, a SwiftUI `Text("")`, and view code recoloring such
/// a label through its outlet leave the pairs, counted in the one "UI nothing shows" note; a text code sets (to a
/// value Legible cannot evaluate, by a setter, by key-value coding), a tagged, bound or editable one stays, and so
/// does one whose text the document writes as a `<string key="text">` element (a text with a line break).
@Suite("Always-empty text is not shown")
struct EmptyTextsTests {
    static let phone = UsageLoader().load([TestPaths.fixture("apple-empty-text/Phone")], palette: Palette())
    static let desk = UsageLoader().load([TestPaths.fixture("apple-empty-text/Desk")], palette: Palette())

    static func ids(_ scan: UsageScan) -> Set<String> {
        Set(scan.pairs.filter { $0.role != .nonText }.compactMap(\.site.elementID))
    }

    @Test func uikitLabelsNoCodeGivesTextLeave() throws {
        let ids = Self.ids(Self.phone)
        #expect(ids.isDisjoint(with: ["et-blank", "et-spare"]), "\(ids)")
        #expect(
            ids.isSuperset(of: ["et-status", "et-count", "et-tagged", "et-titled", "et-multiline", "et-promo"]),
            "\(ids)")
        // The view code pair recoloring the empty label through `spareLabel` leaves with it.
        #expect(!Self.phone.pairs.contains { $0.evidence.contains("et-spare") }, "\(Self.phone.pairs.map(\.evidence))")
        let note = try #require(Self.phone.diagnostics.first { $0.message.contains("UI nothing shows") })
        #expect(note.message.hasPrefix("4 sites in UI nothing shows ("), "\(note.message)")
        #expect(note.message.contains("StatusViewController.xib label et-blank (line 24, no text)"), "\(note.message)")
        #expect(note.message.contains("draws nothing, not checked"), "\(note.message)")
        #expect(!note.message.contains("entry point"), "\(note.message)")
        #expect(Self.phone.unshown.allSatisfy { $0.why == .noText }, "\(Self.phone.unshown)")
    }

    @Test func swiftUIEmptyTextLeaves() {
        let texts = Self.phone.pairs.filter { $0.site.elementClass == "Text" }.map(\.site.text)
        #expect(texts == ["New"], "\(texts)")
        #expect(Self.phone.unshown.contains { $0.name == "Text(\"\") in BadgeView (line 32)" }, "\(Self.phone.unshown)")
    }

    @Test func appKitFieldsNoCodeGivesTextLeave() throws {
        let ids = Self.ids(Self.desk)
        #expect(ids.isDisjoint(with: ["dt-blank-cell", "dt-hint-cell"]), "\(ids)")
        #expect(ids.isSuperset(of: ["dt-timer-cell", "dt-bound-cell", "dt-edit-cell", "dt-name-cell"]), "\(ids)")
        let note = try #require(Self.desk.diagnostics.first { $0.message.contains("UI nothing shows") })
        #expect(note.message.hasPrefix("2 sites in UI nothing shows ("), "\(note.message)")
        #expect(note.message.contains("MainMenu.xib textField dt-hint (line"), "\(note.message)")
    }
}
