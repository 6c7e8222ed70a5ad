import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// SwiftUI `.opacity(x)` (`Fixtures/swiftui-opacity`, own code): a view faded on its own draws its text at that
/// opacity over the layer under it; a condition on the opacity gives a pair per value; a view faded together with its
/// background, or by an opacity worked out at run time, needs review.
@Suite("SwiftUI opacity")
struct SwiftUIOpacityTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("swiftui-opacity")], palette: Palette())

    func pairs(_ file: String, _ line: Int) -> [ObservedPair] { Self.scan.pairs(at: file, line) }

    func lightAlpha(_ pair: ObservedPair) -> Double? {
        guard case .inline(let c) = pair.foreground else { return nil }
        return c.variant(for: .light)?.color?.alpha
    }

    @Test func aViewFadedOnItsOwnDrawsItsColorAtThatOpacity() throws {
        let chevron = try #require(pairs("Inbox/ThreadRow.swift", 24).first)
        #expect(chevron.review == nil, "\(chevron.review?.detail ?? "")")
        #expect(lightAlpha(chevron).map { abs($0 - 0.35) < 0.001 } == true, "\(chevron.foreground)")
        #expect(chevron.evidence.contains("drawn at .opacity(0.35) (line 23)"), "\(chevron.evidence)")
    }

    @Test func aConditionOnTheOpacityGivesAPairPerValue() {
        let preview = pairs("Inbox/ThreadRow.swift", 14)
        #expect(preview.count == 2)
        let alphas = preview.compactMap { p in lightAlpha(p).map { (p.site.condition ?? "", $0) } }
            .sorted { $0.1 < $1.1 }
        #expect(alphas.map(\.1) == [0.5, 1.0], "\(alphas)")
        #expect(alphas.first?.0 == "when isRead", "\(alphas)")
    }

    /// `.opacity(0.8).background(Color.black)`: the background is drawn after the fade, so only the text fades.
    @Test func anOpacityBeforeTheBackgroundInTheChainFadesTheTextOnly() throws {
        let draft = try #require(pairs("Inbox/ThreadRow.swift", 17).first)
        #expect(draft.review == nil)
        #expect(lightAlpha(draft).map { abs($0 - 0.8) < 0.001 } == true, "\(draft.foreground)")
    }

    /// `.background(Color.white).compositingGroup().opacity(isNew ? 1 : 0.65)`: when faded, the card fades with its
    /// text over what is behind it (review); at full opacity it is a pair.
    @Test func aViewFadedWithItsBackgroundNeedsReviewInTheFadedCase() throws {
        let reply = pairs("Inbox/ThreadCard.swift", 11)
        #expect(reply.count == 2)
        let faded = try #require(reply.first { $0.site.condition == "otherwise (not isNew)" })
        #expect(faded.review?.kind == .overlap)
        #expect(
            faded.review?.detail.hasPrefix(".opacity(isNew ? 1 : 0.65) (line 16) fades the layer under the text")
                == true,
            "\(faded.review?.detail ?? "no review")")
        let full = try #require(reply.first { $0.site.condition == "when isNew" })
        #expect(full.review == nil)
        #expect(lightAlpha(full) == 1)
    }

    @Test func anOpacityWorkedOutAtRunTimeNeedsReview() throws {
        let syncing = try #require(pairs("Inbox/ThreadCard.swift", 18).first)
        #expect(syncing.review?.kind == .setInCode)
        #expect(syncing.review?.detail.contains("computed at run time") == true)
    }

    /// `.foregroundColor(isNew ? .primary : .secondary).opacity(isNew ? 1 : 0.5)`: one test decides both, so each
    /// color pairs with its own opacity (two pairs, not four).
    @Test func aColorAndAnOpacityOfOneConditionPairBranchByBranch() {
        let archived = pairs("Inbox/ThreadCard.swift", 21)
        let read = archived.compactMap { p in lightAlpha(p).map { (p.site.condition ?? "", $0) } }.sorted {
            $0.1 < $1.1
        }
        #expect(read.count == 2, "\(read)")
        #expect(read.first.map { $0.0 == "otherwise (not isNew)" && abs($0.1 - 0.6 * 0.5) < 0.01 } == true, "\(read)")
        #expect(read.last.map { $0.0 == "when isNew" && $0.1 == 1 } == true, "\(read)")
    }

    /// `Capsule().opacity(0.2).overlay { Text(…) }`: the overlay is drawn after the fade, so its text is not faded.
    @Test func anOverlayAfterTheOpacityIsNotFaded() throws {
        let count = try #require(pairs("Inbox/ThreadCard.swift", 28).first)
        #expect(lightAlpha(count) == 1, "\(count.foreground)")
        #expect(!count.evidence.contains("drawn at"), "\(count.evidence)")
    }
}
