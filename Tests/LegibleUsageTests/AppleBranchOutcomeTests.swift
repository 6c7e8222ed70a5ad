import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A run-time condition whose every branch gives a known color is two pairs, each with its condition (a branch that
/// sets nothing keeps the document's color); a write inside the only code path that dequeues a cell holds for that
/// cell (`Fixtures/apple-branch-outcomes`, own code).
@Suite("Apple: the outcomes of an undecidable branch")
struct AppleBranchOutcomeTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-branch-outcomes")], palette: Palette())

    static func pairs(_ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == id && $0.role != .nonText }
    }

    static func light(_ color: ObservedColor) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: .light)?.color?.hexRGB
    }

    /// Condition → light foreground.
    static func outcomes(_ id: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in pairs(id) { result[pair.condition ?? "-"] = light(pair.foreground) ?? "?" }
        return result
    }

    @Test func anAttributedColorInOneBranchAndTheDocumentsInTheOther() {
        let found = Self.outcomes("fi-path")
        #expect(found.count == 2, "\(found)")
        // The file exists: the document's black; it does not: the attributed string's systemRed (iOS 26, the newest).
        #expect(found.first { $0.key.hasPrefix("when [path hasPrefix:@\"/\"]") }?.value == "#000000")
        #expect(found.first { $0.key.hasPrefix("unless [path hasPrefix:@\"/\"]") }?.value == "#ff383c")
        #expect(Self.pairs("fi-path").allSatisfy { $0.review == nil }, "\(Self.pairs("fi-path").map(\.review))")
    }

    @Test func aWriteInTheOnlyCaseDequeuingTheCellIsUnconditionalForIt() throws {
        let banner = try #require(Self.pairs("fd-BannerCell-label").first)
        #expect(Self.pairs("fd-BannerCell-label").count == 1)
        #expect(banner.review == nil, "\(String(describing: banner.review))")
        #expect(Self.light(banner.background) == "#f2f2f7")
        guard case .inline(let background) = banner.background else { return }
        #expect(background.variant(for: .dark)?.color?.hexRGB == "#1c1c1e")
    }
}
