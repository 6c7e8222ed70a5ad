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

    /// `.paperRow()` applies `PaperRowModifier`, whose body puts a `.listRowBackground` under the row: the row's pair
    /// needs review naming the modifier and where it is declared, not the List row default.
    @Test func aRowUnderAnAppModifierThatDrawsNeedsReview() throws {
        let synced = try Self.pair(15...17)
        #expect(synced.review?.kind == .setInCode)
        #expect(synced.review?.detail.contains(".paperRow") == true, "\(String(describing: synced.review))")
        #expect(synced.review?.detail.contains("PaperRow.swift:19") == true, "\(String(describing: synced.review))")
        #expect(synced.review?.detail.contains("PaperRowModifier → .listRowBackground") == true)
    }

    /// A container view of the app (`PaperButton`) that applies the modifier around its label: the same.
    @Test func aContainerThatAppliesTheModifierAroundItsContentNeedsReview() throws {
        let signOut = try Self.pair(19...20)
        #expect(signOut.review?.kind == .setInCode, "\(String(describing: signOut.review))")
        #expect(signOut.review?.detail.contains(".paperRow") == true)
    }

    /// A chain of four of the app's modifiers declared outermost first (`withRoutes()` → `RouteHandlerModifier` →
    /// `opaqueBackdrop()` → `OpaqueBackdropModifier` → `.background`): found at any depth, whatever order the
    /// declarations are read in (three rounds used to stop one link short, and the order changed between runs).
    @Test func aChainOfAppModifiersIsFollowedToTheBackgroundAtAnyDepth() throws {
        let archive = try Self.pair(29...31)
        #expect(archive.review?.kind == .setInCode, "\(String(describing: archive.review))")
        #expect(archive.review?.detail.contains(".withRoutes") == true, "\(String(describing: archive.review))")
        #expect(
            archive.review?.detail.contains(
                "RouteHandlerModifier → opaqueBackdrop → OpaqueBackdropModifier → .background") == true,
            "\(String(describing: archive.review))")
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
