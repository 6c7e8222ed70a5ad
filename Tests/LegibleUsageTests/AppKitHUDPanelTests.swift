import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What a HUD panel and a clear table show (`Fixtures/appkit-hud-panels`, own code: an audio player's filter
/// inspector): a window controller whose own xib (`windowNibName`) holds a panel with `HUD="YES"` shows the content
/// code gives it on the panel's dark translucent material (`NibRootHosts`, `InterfaceDocument.hudWindows`); a table
/// or outline view the document makes clear draws nothing, so its rows show what is under it, not
/// `controlBackgroundColor` (`IBBackgroundResolver.sceneDefault`).
@Suite("AppKit: HUD panels and clear tables")
struct AppKitHUDPanelTests {
    static let scan = UsageLoader().load([TestPaths.fixture("appkit-hud-panels")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.role != .nonText && $0.site.condition == nil },
            "no pair for \(id): \(scan.pairs.map { $0.site.elementID ?? "" })")
    }

    /// The outline view's rows (clear background, in a clip view that draws none) and the footer on the root view of
    /// `FilterList.xib`, which `InspectorPanelController` makes its HUD panel's content: on the panel's material.
    @Test func textOnAHUDPanelsContentNeedsReviewForItsMaterial() throws {
        for id in ["fl-name-cell", "fl-footer-cell"] {
            let pair = try Self.pair(id)
            let review = try #require(pair.review, "\(id): \(pair.background.displayName) \(pair.evidence)")
            #expect(review.kind == .blur, "\(id)")
            #expect(
                review.message.contains(
                    "InspectorPanelController places it in window (InspectorPanelController.swift:17), a HUD panel "
                        + "(InspectorPanel.xib line 15"), "\(id): \(review.message)")
            #expect(pair.background.displayName != "controlBackground", "\(id)")
        }
    }

    /// A table that keeps AppKit's default background (`controlBackgroundColor` written in the document) draws it
    /// under its rows, panel or not.
    @Test func aTableWithItsOwnBackgroundKeepsIt() throws {
        let preset = try Self.pair("fl-preset-cell")
        #expect(preset.review == nil, "\(preset.review?.message ?? "")")
        #expect(preset.background.displayName == "controlBackground")
        #expect(preset.evidence.contains("nearest ancestor with a background (tableView fl-presets)"))
    }

    /// A clear table in an ordinary window: its rows show the window's background.
    @Test func aClearTablesRowsShowTheWindowBackground() throws {
        let track = try Self.pair("hi-track-cell")
        #expect(track.review == nil, "\(track.review?.message ?? "")")
        #expect(track.background.displayName == "windowBackground", "\(track.evidence)")
        #expect(track.evidence.contains("scene default (windowBackgroundColor)"), "\(track.evidence)")
    }
}
