import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// AppKit code that clears or paints the views under a xib's text (`Fixtures/appkit-painted-layers`, own code: a log
/// console whose controller clears its text views and paints its root view's layer), a bar forced dark that keeps
/// Increase Contrast, and SwiftUI text colored in a function of a view extension, drawn where the function is called
/// (`Fixtures/swiftui-modifier-functions`: a caption style used on a page pushed inside a sheet).
@Suite("Painted AppKit layers and view extension functions")
struct PaintedLayersAndModifierCallsTests {
    static let console = UsageLoader().load([TestPaths.fixture("appkit-painted-layers")], palette: Palette())
    static let shelf = UsageLoader().load([TestPaths.fixture("swiftui-modifier-functions")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(console.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    static func pairs(_ scan: UsageScan, _ file: String, _ line: Int) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.path.hasSuffix("/" + file) && $0.site.location.line == line }
    }

    /// `logView.backgroundColor = .clear` over the xib's `textBackgroundColor`, in a clip view that draws nothing,
    /// and `view.layer?.backgroundColor = NSColor(red: 30/255, …)` on the root view: white on #1e2028.
    @Test func aTextViewCodeClearsShowsTheRootLayerCodePaints() throws {
        let log = try Self.pair("lc-log")
        #expect(log.review == nil, "\(log.review?.detail ?? "")")
        let values = Optional(log.background).hexValues(in: Palette())
        #expect(values["light"] == "#1e2028", "\(values)")
        #expect(log.evidence.contains("LogConsoleController makes logView clear (LogConsoleController.swift:17)"))
        #expect(log.evidence.contains("LogConsoleController.swift:16"))
        #expect(Optional(log.foreground).hexValues(in: Palette())["light"] == "#ffffff")
    }

    /// `notesView.drawsBackground = false` and `notesScroll.drawsBackground = false`: neither the text view nor the
    /// scroll view's clip view (which draws the scroll view's background) draws; the root's fill shows.
    @Test func drawsBackgroundOffOnATextViewAndItsScrollViewShowsWhatIsUnder() throws {
        let notes = try Self.pair("lc-notes")
        #expect(notes.review == nil, "\(notes.review?.detail ?? "")")
        #expect(Optional(notes.background).hexValues(in: Palette())["light"] == "#1e2028")
        #expect(notes.evidence.contains("makes notesView clear (LogConsoleController.swift:19)"))
        #expect(notes.evidence.contains("makes notesScroll clear (LogConsoleController.swift:20)"))
    }

    /// `appearanceType="darkAqua"` forces dark, not the contrast: the bar's label is checked in dark and in Increase
    /// Contrast dark (`accessibilityHighContrastDarkAqua`).
    @Test func aViewForcedDarkIsCheckedInDarkAndIncreasedContrastDark() throws {
        let count = try Self.pair("lc-count-cell")
        #expect(count.appearances == [.dark, .darkHighContrast])
        #expect(Optional(count.background).hexValues(in: Palette())["light"] == "#1e2028")
    }

    /// `Text(…).versionCaption()` on a page pushed (through a row's `destination`) inside a sheet: the caption's color
    /// is set in `private extension Text`, and it sits on the sheet's elevated systemBackground (#1c1c1e in dark).
    @Test func aCaptionStyledInATextExtensionOnAPushedPageInASheetIsElevated() throws {
        let caption = try #require(Self.pairs(Self.shelf, "AboutShelfView.swift", 18).first)
        #expect(caption.review == nil, "\(caption.review?.detail ?? "")")
        let values = Optional(caption.background).hexValues(in: Palette())
        #expect(values["light"] == "#ffffff")
        #expect(values["dark"] == "#1c1c1e", "\(values)")
        #expect(caption.evidence.contains("ShelfView.swift:14"), "\(caption.evidence)")
    }

    /// `extension Text { func footnoteCaption() … }` in its own file, called on a stack with a yellow background:
    /// the caption is on yellow, where it is called.
    @Test func aCaptionStyledInAnotherFilesExtensionIsOnTheCallersBackground() throws {
        let caption = try #require(Self.pairs(Self.shelf, "Captions.swift", 7).first)
        #expect(caption.review == nil, "\(caption.review?.detail ?? "")")
        #expect(Optional(caption.background).hexValues(in: Palette())["light"] == "#ffcc00")
        #expect(caption.evidence.contains("footnoteCaption() is called (ShelfView.swift:9)"))
    }
}

extension PaintedLayersAndModifierCallsTests {
    /// `PanelPresenter.shared.openPanel(AboutPanelController())`, whose body makes its parameter a window's root
    /// (`NSWindow(contentViewController: controller)`): the panel's root view is on that window's background.
    @Test func aControllerHandedToTheAppsWindowHelperIsOnItsWindowBackground() throws {
        let version = try Self.pair("ap-version-cell")
        #expect(version.review == nil, "\(version.review?.detail ?? "")")
        #expect(version.background.displayName == "windowBackground", "\(version.background.displayName)")
        #expect(version.evidence.contains("code shows its root view in a window of its own (PanelPresenter.swift:10)"))
    }
}
