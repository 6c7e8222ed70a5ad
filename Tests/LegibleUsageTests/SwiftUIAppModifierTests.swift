import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The app's own modifiers that draw under a view (issue 29), on `Fixtures/swiftui-app-modifiers`.
@Suite("SwiftUI: the app's modifiers that draw under a view")
struct SwiftUIAppModifierTests {
    static let scan = UsageLoader().load([TestPaths.fixture("swiftui-app-modifiers")], palette: Palette())

    static func pair(_ lines: ClosedRange<Int>) throws -> ObservedPair {
        try #require(
            scan.pairs.first {
                $0.site.location.path.hasSuffix("SettingsScreen.swift") && lines.contains($0.site.location.line)
            },
            "no pair at SettingsScreen.swift:\(lines)")
    }

    /// The light and dark values of an inline color.
    static func values(_ color: ObservedColor) -> [String: String] {
        guard case .inline(let c) = color else { return [:] }
        var out: [String: String] = [:]
        for v in c.variants { if let value = v.color { out[v.appearance.rawValue] = value.hexRGB } }
        return out
    }

    /// `.paperRow()` applies `PaperRowModifier`, whose body puts a `.listRowBackground` under the row, read there
    /// (`PaperPalette.rowFill(for: scheme)`): the row's pair is on it, naming the modifier, not on the List row default.
    @Test func aRowUnderAnAppModifierThatDrawsIsOnWhatItDraws() throws {
        let synced = try Self.pair(15...17)
        #expect(synced.review == nil, "\(String(describing: synced.review))")
        #expect(synced.evidence.contains(".paperRow"), "\(synced.evidence)")
        let fill = Self.values(synced.background)
        #expect(fill["light"] == "#f7f7f7" && fill["dark"] == "#292929", "\(fill)")
    }

    /// A container view of the app (`PaperButton`) that applies the modifier around its label: the same.
    @Test func aContainerThatAppliesTheModifierAroundItsContentIsOnWhatItDraws() throws {
        let signOut = try Self.pair(19...20)
        #expect(signOut.review == nil, "\(String(describing: signOut.review))")
        #expect(signOut.evidence.contains(".paperRow"), "\(signOut.evidence)")
    }

    /// A chain of four of the app's modifiers declared outermost first (`withRoutes()` → `RouteHandlerModifier` →
    /// `opaqueBackdrop()` → `OpaqueBackdropModifier` → `.background`): followed at any depth, whatever order the
    /// declarations are read in, to the background the last one applies.
    @Test func aChainOfAppModifiersIsFollowedToTheBackgroundAtAnyDepth() throws {
        let archive = try Self.pair(29...31)
        #expect(archive.review == nil, "\(String(describing: archive.review))")
        #expect(archive.evidence.contains(".withRoutes"), "\(archive.evidence)")
        let backdrop = Self.values(archive.background)
        #expect(backdrop["light"] == "#fafafa" && backdrop["dark"] == "#141414", "\(backdrop)")
    }

    /// An app modifier that draws nothing (`.quietCaption()` sets a font) and a plain row keep the List row default.
    @Test func anAppModifierThatDrawsNothingChangesNothing() throws {
        for lines in [22...24, 25...26] {
            let row = try Self.pair(lines)
            #expect(row.review == nil, "\(lines): \(String(describing: row.review))")
            #expect(row.background.displayName == "secondarySystemGroupedBackground", "\(lines): \(row.evidence)")
        }
    }

    /// `.spotlightBackground()` stacks a gradient under the view in a `ZStack` (`ZStack { LinearGradient(…); self }`):
    /// the card's text needs review naming it; `.unreadDot()` stacks its dot above the view and changes nothing.
    @Test func anAppModifierStackingAViewUnderTheViewNeedsReview() throws {
        for line in [7, 9] {
            let card = try #require(
                Self.scan.pairs.first {
                    $0.site.location.path.hasSuffix("WelcomeCard.swift") && $0.site.location.line == line
                }, "line \(line)")
            #expect(card.review?.kind == .setInCode, "\(line): \(String(describing: card.review))")
            #expect(card.review?.detail.contains(".spotlightBackground") == true)
            #expect(card.review?.detail.contains("a ZStack with a view under it") == true)
        }
        let inbox = try #require(
            Self.scan.pairs.first {
                $0.site.location.path.hasSuffix("WelcomeCard.swift") && $0.site.location.line == 19
            })
        #expect(inbox.review == nil, "\(String(describing: inbox.review))")
        #expect(inbox.background.displayName == "secondarySystemGroupedBackground", "\(inbox.evidence)")
    }
}
