import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Static table sections a controller's `tableView(_:numberOfRowsInSection:)` shows without rows
/// (`EmptiedStaticSections`, `Fixtures/ib-emptied-sections`, own code): emptied on a current OS (through a helper's
/// `@available` / `#available` check), the cells are not shown and their text colors are no text uses; emptied under
/// a user preference, they need review; other sections stay asserted.
@Suite("Static table sections code empties")
struct EmptiedStaticSectionTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("ib-emptied-sections")], palette: Palette())

    func pairs(_ id: String) -> [ObservedPair] { Self.scan.pairs.filter { $0.site.elementID == id } }

    @Test func aSectionObjectiveCEmptiesOnACurrentOSIsNotShown() {
        #expect(pairs("caps-none-label").isEmpty)
        #expect(pairs("caps-escape-label").isEmpty)
        let notes = Self.scan.diagnostics.filter { $0.message.contains("shows without rows on a current OS") }
        #expect(notes.count == 3, "\(notes.map(\.message))")
        #expect(
            notes.contains {
                $0.message
                    == "label caps-none-label is in section 0 of a static table that KeyboardSettingsViewController "
                    + "shows without rows on a current OS (tableView:numberOfRowsInSection: returns 0, "
                    + "KeyboardSettingsViewController.m:13): not shown, so its text color is not a text use "
                    + "(textColorsNotDrawn)"
            })
        #expect(Self.scan.textColorsNotDrawn == 3)
        // Six labels, three not drawn.
        #expect(Self.scan.elementsWithTextColor == 3)
    }

    @Test func aSectionEmptiedUnderAUserPreferenceNeedsReview() throws {
        let option = try #require(pairs("option-meta-label").first)
        #expect(
            option.review
                == ReviewReason(
                    .notShown,
                    "KeyboardSettingsViewController shows section 1 of this static table without rows when "
                        + "!TerminalPreferences.shared.showsAdvancedKeys (tableView:numberOfRowsInSection: returns 0, "
                        + "KeyboardSettingsViewController.m:15): the cell may never be shown"))
    }

    @Test func otherSectionsStayAsserted() throws {
        #expect(try #require(pairs("bell-sound-label").first).review == nil)
        #expect(try #require(pairs("font-size-label").first).review == nil)
    }

    @Test func aSectionSwiftEmptiesOnACurrentOSIsNotShown() {
        #expect(pairs("legacy-icons-label").isEmpty)
        #expect(
            Self.scan.diagnostics.contains {
                $0.message.hasPrefix(
                    "label legacy-icons-label is in section 1 of a static table that "
                        + "DisplaySettingsViewController shows without rows on a current OS (tableView:numberOfRowsInSection: "
                        + "returns 0, DisplaySettingsViewController.swift:12)")
            })
    }
}
