import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// SwiftUI lists, Liquid Glass and bitmaps under a foreground style (`Fixtures/swiftui-lists`, own code):
/// - rows and section headers of a `Form` in a sheet, built by helpers in an extension of the view type, are on the
///   Form's cell fill and background at the elevated level;
/// - text on `.glassEffect`, in a `GlassEffectContainer` or in a toolbar item needs review, and an icon-only `Label`
///   is non-text;
/// - a foreground style on a bitmap (`Image(uiImage:)`, `AsyncImage`, an image set without template rendering) draws
///   nothing: no pair;
/// - a view embedded in more places than are followed, where those followed put it on a list, needs review.
@Suite("SwiftUI lists, glass and bitmaps")
struct SwiftUIListsTests {
    static func load(_ name: String) -> UsageScan {
        UsageLoader().load([TestPaths.fixture("swiftui-lists/\(name)")], palette: Palette())
    }

    static let helpers = load("extension-helpers")
    static let glass = load("liquid-glass")
    static let bitmaps = load("bitmap-images")
    static let shared = load("shared-section")
    static let appStyles = load("app-list-styles")
    static let barItems = load("bar-items")

    func values(_ scan: UsageScan, _ file: String, _ line: Int) throws -> (light: String?, dark: String?) {
        let pair = try scan.pair(at: file, line)
        guard case .inline(let c) = pair.background else { return (nil, nil) }
        return (c.variant(for: .light)?.color?.hexRGB, c.variant(for: .dark)?.color?.hexRGB)
    }

    /// `.screenContainer()` → `ScreenContainerModifier` → `content.listStyle(.plain)`: the list is plain.
    @Test func aListStyledByAnAppModifierHasThatStylesRows() throws {
        let pair = try Self.appStyles.pair(at: "FeedView.swift", 7)
        #expect(pair.review == nil, "\(pair.review?.detail ?? "")")
        #expect(pair.background.displayName == "systemBackground", "\(pair.evidence)")
        #expect(pair.evidence.contains(".screenContainer()"), "\(pair.evidence)")
        let v = try values(Self.appStyles, "FeedView.swift", 7)
        #expect(v.light == "#ffffff" && v.dark == "#000000", "\(v)")
    }

    /// `.scrollContentBackground(.hidden)` in an app modifier's body acts where the modifier is applied: a Form it is
    /// never applied to draws its own background under its header.
    @Test func aBackgroundHiddenInAnAppModifierIsHiddenOnlyWhereItIsApplied() throws {
        let deleted = try Self.appStyles.pair(at: "FeedView.swift", 35)
        #expect(deleted.review == nil, "\(deleted.review?.detail ?? "")")
        #expect(deleted.background.displayName == "systemGroupedBackground", "\(deleted.evidence)")
        let v = try values(Self.appStyles, "FeedView.swift", 35)
        #expect(v.light == "#f2f2f7" && v.dark == "#000000", "\(v)")
        let archived = try values(Self.appStyles, "FeedView.swift", 22)
        #expect(archived.light == "#ffff00" || archived.light == "#ffcc00", "\(archived)")
    }

    @Test func aDisclosureGroupRowBuiltInAnExtensionHelperIsOnTheElevatedCellFill() throws {
        let pair = try Self.helpers.pair(at: "ProfileDetailView.swift", 43)
        #expect(pair.review == nil, "\(pair.review?.detail ?? "")")
        #expect(pair.background.displayName == "secondarySystemGroupedBackground", "\(pair.evidence)")
        let v = try values(Self.helpers, "ProfileDetailView.swift", 43)
        #expect(v.light == "#ffffff" && v.dark == "#2c2c2e", "\(v)")
    }

    @Test func aButtonRowBuiltInAnExtensionHelperIsOnTheElevatedCellFill() throws {
        let pair = try Self.helpers.pair(at: "ProfileDetailView.swift", 34)
        #expect(pair.background.displayName == "secondarySystemGroupedBackground", "\(pair.evidence)")
        let v = try values(Self.helpers, "ProfileDetailView.swift", 34)
        #expect(v.light == "#ffffff" && v.dark == "#2c2c2e", "\(v)")
    }

    @Test func aSectionHeaderBuiltInAnExtensionHelperIsOnTheElevatedFormBackground() throws {
        let pair = try Self.helpers.pair(at: "ProfileDetailView.swift", 26)
        #expect(pair.background.displayName == "systemGroupedBackground", "\(pair.evidence)")
        let v = try values(Self.helpers, "ProfileDetailView.swift", 26)
        #expect(v.light == "#f2f2f7" && v.dark == "#1c1c1e", "\(v)")
    }

    @Test func textOnAGlassEffectNeedsReview() throws {
        let pair = try Self.glass.pair(at: "FeedView.swift", 58)
        #expect(pair.review?.kind == .blur)
        #expect(pair.review?.detail.contains(".glassEffect, line 61") == true, "\(pair.review?.detail ?? "")")
    }

    @Test func aSymbolInAGlassButtonNeedsReview() throws {
        let pair = try Self.glass.pair(at: "FeedView.swift", 70)
        #expect(pair.role == .nonText)
        #expect(pair.review?.kind == .blur)
        #expect(pair.review?.detail.contains(".glassEffect, line 74") == true, "\(pair.review?.detail ?? "")")
    }

    @Test func textInAGlassEffectContainerNeedsReview() throws {
        let pair = try Self.glass.pair(at: "FeedView.swift", 83)
        #expect(pair.review?.kind == .blur)
        #expect(pair.review?.detail.contains("GlassEffectContainer (line 80)") == true, "\(pair.review?.detail ?? "")")
    }

    /// `.navigationBarItems(leading: closeButton, trailing: …)` (iOS 13, deprecated) puts both on the bar: review
    /// (blur), as a toolbar item; the list row stays asserted.
    @Test func navigationBarItemsAreOnTheBar() throws {
        for line in [24, 29] {
            let pair = try Self.barItems.pair(at: "SettingsScreen.swift", line)
            #expect(pair.review?.kind == .blur, "line \(line): \(String(describing: pair.review))")
            #expect(pair.review?.detail.hasPrefix("in .navigationBarItems (line 24): drawn on the bar") == true)
        }
        #expect(try Self.barItems.pair(at: "SettingsScreen.swift", 20).review == nil)
    }

    @Test func anIconOnlyLabelBuiltInAToolbarHelperIsANonTextPairOnTheBar() throws {
        let pair = try Self.glass.pair(at: "FeedView.swift", 47)
        #expect(pair.role == .nonText)
        #expect(pair.review?.kind == .blur)
        #expect(pair.review?.detail.contains("in a .toolbar") == true, "\(pair.review?.detail ?? "")")
    }

    @Test func aForegroundStyleOnABitmapDrawsNothing() {
        for line in [17, 19, 21] {
            #expect(Self.bitmaps.pairs(at: "CatalogView.swift", line).isEmpty, "line \(line)")
        }
        #expect(Self.bitmaps.textColorsNotDrawn == 3)
    }

    @Test func aTemplateImageSetAndASymbolAreIconsInTheStyle() throws {
        for line in [23, 25] {
            let pair = try Self.bitmaps.pair(at: "CatalogView.swift", line)
            #expect(pair.role == .nonText, "line \(line)")
            #expect(pair.foreground.displayName == "red", "line \(line)")
            #expect(pair.background.displayName == "white" || pair.evidence == "enclosing view's background")
        }
    }

    @Test func aHeaderComponentInMorePlacesThanFollowedNeedsReview() throws {
        let pair = try Self.shared.pair(at: "SectionTitle.swift", 9)
        #expect(pair.review?.kind == .hostUnknown)
        #expect(
            pair.review?.detail.hasPrefix("SectionTitle is embedded in 9 places; the 8 followed agree") == true,
            "\(pair.review?.detail ?? "")")
        #expect(pair.background.displayName == "systemGroupedBackground")
    }
}
