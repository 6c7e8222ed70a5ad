import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage

/// Fixtures/apple-shown: SwiftUI code that is drawn only when something applies it, and the layer it is drawn on.
@Suite("Apple: is this code ever shown, and with which layer")
struct AppleShownTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apple-shown").path

    static func sites(_ scan: UsageScan) -> Set<String> {
        Set(scan.pairs.map { "\(($0.site.location.path as NSString).lastPathComponent):\($0.site.location.line)" })
    }

    @Test("a style, modifier or Text/View extension of the app's own package is shown only where the app applies it")
    func unappliedStyles() {
        let scan = UsageLoader().load([Self.folder + "/unapplied-styles"], palette: Palette())
        // `.buttonStyle(.pill)` and `.priceText()` are applied: white on black, green on the window.
        #expect(Self.sites(scan) == ["PillButtonStyle.swift:6", "ShopTextStyles.swift:15"], "\(Self.sites(scan))")
        // The unshown code holding a pair is listed (`footnoteText()` and `badgeFrame()` hold none themselves).
        #expect(
            Set(scan.unshown.map(\.name)) == [
                "MeterProgressStyle", "SwitchToggleStyle", "FootnoteStyle", "BadgeFrame",
            ],
            "\(scan.unshown.map(\.name))")
        let note = scan.diagnostics.first { $0.message.contains("UI nothing shows") }
        #expect(note?.message.hasPrefix("4 sites in UI nothing shows") == true, "\(String(describing: note))")
    }

    @Test("a screen pushed inside a sheet reached through a helper member or an app popover modifier is elevated")
    func pushedInSheets() throws {
        let scan = UsageLoader().load([Self.folder + "/pushed-in-sheets"], palette: Palette())
        func pair(_ file: String, _ line: Int) throws -> ObservedPair {
            try #require(
                scan.pairs.first {
                    $0.site.location.line == line && $0.site.location.path.hasSuffix(file)
                }, "\(scan.pairs.map(\.site))")
        }
        // `.sheet(item: $openJob, content: jobSheet)` → JobsView → pushed JobDetailView.
        let detail = try pair("JobsView.swift", 26)
        #expect(
            Optional(detail.background).hexValues(in: Palette()).filter { ["light", "dark"].contains($0.key) }
                == ["light": "#ffffff", "dark": "#1c1c1e"], "\(detail.background)")
        #expect(detail.evidence.contains("a .sheet (LibraryView.swift:13)"), "\(detail.evidence)")
        // `.filterPopover { FilterView() }` → pushed RuleEditor's Form row.
        let rule = try pair("FilterView.swift", 21)
        #expect(
            Optional(rule.background).hexValues(in: Palette()).filter { ["light", "dark"].contains($0.key) }
                == ["light": "#ffffff", "dark": "#2c2c2e"], "\(rule.background)")
        #expect(rule.evidence.contains("a .popover (LibraryView.swift:15)"), "\(rule.evidence)")
    }
}
