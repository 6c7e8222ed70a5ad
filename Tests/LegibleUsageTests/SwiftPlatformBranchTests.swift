import Foundation
import LegiblePalette
import Testing

@testable import LegibleUsage

/// Fixtures/platform-helpers: an Xcode project (`Hub.xcodeproj`) whose macOS target builds `Shared/` and `Desk/` and
/// whose iOS target builds `Shared/` and `Pocket/`. `Shared/` declares color helpers with `#if os(macOS)` / `#else`
/// inside a computed property (`Color.captionInk`), a constant declared once per branch (`Ink.muted`) and a
/// helper chosen by a custom flag (`Color.releaseInk`, `#if BETA`); views of each target and a shared view use them.
@Suite("Swift helpers are read for the platform their use is built for")
struct SwiftPlatformBranchTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/platform-helpers").path

    static func load() -> UsageScan {
        let sources = SwiftSourceStore()
        let palette = PaletteLoader(swiftSources: sources).load([folder])
        return UsageLoader(swiftSources: sources).load([folder], palette: palette)
    }

    /// The light value's alpha of a pair's text color written in place.
    static func lightAlpha(_ pair: ObservedPair?) -> Int? {
        guard case .inline(let color)? = pair?.foreground else { return nil }
        return color.variant(exactly: .light)?.color.map { Int($0.alpha8) }
    }

    static func problems(_ file: String, in scan: UsageScan) -> [String] {
        scan.diagnostics.filter { $0.location.path.hasSuffix(file) }.map(\.message)
    }

    @Test("a computed helper's #if os(macOS) / #else: iOS code gets the iOS branch, macOS code the macOS one")
    func computedHelperPerPlatform() throws {
        let scan = Self.load()
        let phone = Self.pairs(in: scan, file: "Pocket/ShelfRow.swift")
        let mac = Self.pairs(in: scan, file: "Desk/ShelfPane.swift")
        // iOS secondaryLabel is #3c3c43 at 60 % (0x99); macOS tertiaryLabelColor is black at 26 % (0x42).
        #expect(phone.compactMap(Self.lightAlpha).contains(0x99), "\(phone.map(\.foreground))")
        #expect(!phone.compactMap(Self.lightAlpha).contains(0x42), "\(phone.map(\.foreground))")
        #expect(mac.compactMap(Self.lightAlpha).contains(0x42), "\(mac.map(\.foreground))")
    }

    @Test("a constant declared under #if os(macOS) and again under #else is the one of the use's platform")
    func repeatedDeclarationPerPlatform() throws {
        let scan = Self.load()
        // iOS tertiaryLabel is #3c3c43 at 30 % (0x4c); macOS secondaryLabelColor is black at 50 % (0x7f).
        let phone = Self.pairs(in: scan, file: "Pocket/ShelfRow.swift").compactMap(Self.lightAlpha)
        let mac = Self.pairs(in: scan, file: "Desk/ShelfPane.swift").compactMap(Self.lightAlpha)
        #expect(phone.contains(0x4c) && !phone.contains(0x7f), "\(phone)")
        #expect(mac.contains(0x7f) && !mac.contains(0x4c), "\(mac)")
    }

    @Test("an implicit member (`.footerInk`) declared once per platform branch is the use's platform's")
    func implicitMemberPerPlatform() {
        let scan = Self.load()
        let footer = Self.pairs(in: scan, file: "Pocket/ShelfFooter.swift").compactMap(Self.lightAlpha)
        // iOS tertiaryLabel (0x4c), not macOS secondaryLabelColor (0x7f).
        #expect(footer == [0x4c], "\(footer)")
    }

    @Test("a helper chosen by a custom flag is not read as its first branch: the use names the flag")
    func customFlagNeedsReview() {
        let scan = Self.load()
        let phone = Self.pairs(in: scan, file: "Pocket/ShelfRow.swift")
        #expect(phone.count == 2, "\(phone.map(\.foreground))")
        #expect(
            Self.problems("Pocket/ShelfRow.swift", in: scan).contains { $0.contains("the custom flag `BETA`") },
            "\(Self.problems("Pocket/ShelfRow.swift", in: scan))")
    }

    @Test("a shared view built for iOS and macOS is checked on each: that platform's helper value and host")
    func sharedViewOnEachPlatform() throws {
        let scan = Self.load()
        let badge = Self.pairs(in: scan, file: "Shared/BadgeView.swift").filter { $0.site.text == "Badge everywhere" }
        let phone = try #require(badge.first { $0.site.condition == "on iOS" }, "\(badge.map(\.site))")
        let mac = try #require(badge.first { $0.site.condition == "on macOS" }, "\(badge.map(\.site))")
        #expect(badge.count == 2)
        #expect(Self.lightAlpha(phone) == 0x99 && phone.background.displayName == "systemBackground", "\(phone)")
        #expect(Self.lightAlpha(mac) == 0x42 && mac.background.displayName == "windowBackground", "\(mac)")
        // The text under `#if os(iOS)` in the same file is iOS code only: one pair, the iOS value.
        let phoneOnly = Self.pairs(in: scan, file: "Shared/BadgeView.swift").filter {
            $0.site.text == "Badge on the phone"
        }
        #expect(phoneOnly.count == 1 && Self.lightAlpha(phoneOnly.first) == 0x99, "\(phoneOnly)")
        // HubTV builds Shared/ too: no pair "on tvOS" (no tables for it), and its own `#if os(tvOS)` text is a
        // warning, not a pair read as iOS.
        #expect(badge.allSatisfy { $0.site.condition != "on tvOS" })
        #expect(
            Self.pairs(in: scan, file: "Shared/BadgeView.swift").allSatisfy {
                $0.site.text != "Badge on the television"
            })
        #expect(
            scan.diagnostics.contains {
                $0.location.path.hasSuffix("Shared/BadgeView.swift") && $0.message.contains("tvOS")
            }, "\(scan.diagnostics.map(\.message))")
    }

    @Test("a screen pushed from a sheet's content is drawn in that sheet: elevated system backgrounds in dark")
    func pushedFromSheetIsElevated() throws {
        let scan = Self.load()
        for file in ["Library/AuthorFilter.swift", "Library/TagFilter.swift"] {
            let pair = try #require(Self.pairs(in: scan, file: file).first, "\(file)")
            guard case .inline(let background) = pair.background else {
                Issue.record("\(file): \(pair.background)")
                continue
            }
            // systemBackground in dark: #000000 at the base level, #1c1c1e at the elevated level.
            #expect(background.variant(exactly: .dark)?.color?.hexRGB.lowercased() == "#1c1c1e", "\(file): \(pair)")
        }
    }

    static func pairs(in scan: UsageScan, file: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.path.hasSuffix(file) }
    }
}
