import Foundation
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// The `.tint` shape style and `Color.accentColor` are the system accent only where no ancestor sets a tint: an app
/// that sets its tint in code (`.tint(settings.accent)` on its root, a user's choice) makes them needs review; with no
/// tint set anywhere they stay the system accent on iOS.
@Suite("SwiftUI tint set by the app")
struct SwiftUITintTests {
    static func load(_ app: String) -> UsageScan {
        let folder = TestPaths.fixture("swiftui-tint/\(app)")
        let sources = SwiftSourceStore()
        let palette = PaletteLoader(swiftSources: sources).load([folder])
        return UsageLoader(swiftSources: sources).load([folder], palette: palette)
    }

    @Test("a tint the app sets in code makes .tint and .accentColor uses need review, naming where it is set")
    func tintSetInCode() throws {
        let scan = Self.load("Tinted")
        for text in ["Plots in bloom", "Water today"] {
            let pair = try #require(scan.pairs.first { $0.site.text == text }, "\(scan.pairs.map(\.site))")
            #expect(pair.review?.kind == .setInCode, "\(text): \(String(describing: pair.review))")
            #expect(pair.review?.detail.contains("GardenApp.swift:10") == true, "\(String(describing: pair.review))")
        }
        // A color that is not the tint stays asserted.
        let log = try #require(scan.pairs.first { $0.site.text == "Harvest log" })
        #expect(log.review == nil)
        // The accent as a background (`.background(Circle().fill(Color.accentColor))`) is the tint too.
        let badge = try #require(scan.pairs.first { $0.site.text == "3" }, "\(scan.pairs.map(\.site))")
        #expect(badge.review?.kind == .setInCode, "\(String(describing: badge.review))")
        #expect(badge.review?.detail.contains("GardenApp.swift:10") == true, "\(String(describing: badge.review))")
    }

    @Test("with no tint set anywhere, .tint on iOS is the system accent, asserted")
    func noTintSet() throws {
        let scan = Self.load("Plain")
        let pair = try #require(scan.pairs.first { $0.site.text == "Pinned notes" }, "\(scan.pairs.map(\.site))")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
    }
}

@Suite("SwiftUI swipe actions")
struct SwiftUISwipeActionTests {
    @Test("a .tint in .swipeActions is the action's fill, not a color over the row: a warning, no pair")
    func swipeTintIsAFill() throws {
        let scan = SwiftUITintTests.load("Swipe")
        #expect(!scan.pairs.contains { $0.site.location.line == 14 }, "\(scan.pairs.map(\.site))")
        #expect(
            scan.diagnostics.contains { $0.location.line == 14 && $0.message.contains("swipeActions") },
            "\(scan.diagnostics.map(\.message))")
    }
}

@Suite("SwiftUI toolbar items")
struct SwiftUIToolbarTests {
    @Test("a text in a .toolbar is drawn on the bar's material: needs review; the content below stays asserted")
    func toolbarItemsAreOnTheBar() throws {
        let scan = SwiftUITintTests.load("Toolbar")
        let edit = try #require(scan.pairs.first { $0.site.text == "Edit" }, "\(scan.pairs.map(\.site))")
        #expect(edit.review?.kind == .blur, "\(String(describing: edit.review))")
        let empty = try #require(scan.pairs.first { $0.site.text == "Nothing to read" })
        #expect(empty.review == nil, "\(String(describing: empty.review))")
    }
}
