import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A background color chosen by a test decided at run time, every outcome of which evaluates, is a layer per outcome
/// labelled with it (`Fixtures/swiftui-background-choices`, own code): a ternary in `.background(…)` paired with the
/// text color the same test picks (two pairs, not four).
@Suite("SwiftUI: a layer per outcome of a run-time background choice")
struct SwiftUIBackgroundChoiceTests {
    static let ledger = TestPaths.fixture("swiftui-background-choices/Ledger")
    static let scan = UsageLoader().load([ledger], palette: PaletteLoader().load([ledger]))

    /// Each pair's condition → its foreground and background `#rrggbb` (light).
    static func byCondition(_ line: Int) -> [String: String] {
        var out: [String: String] = [:]
        for pair in scan.pairs
        where pair.site.location.path.hasSuffix("LedgerView.swift") && pair.site.location.line == line {
            guard case .inline(let f) = pair.foreground, let fg = f.variants.first?.color,
                case .inline(let b) = pair.background, let bg = b.variants.first?.color
            else { continue }
            out[pair.site.condition ?? "-"] = "\(fg.hexRGB) on \(bg.hexRGB)\(pair.review == nil ? "" : " (review)")"
        }
        return out
    }

    @Test func aTernaryBackgroundIsPairedWithTheTextColorOfTheSameOutcome() {
        let title = Self.byCondition(37)
        #expect(
            title == [
                "when isOverdue": "#ffffff on #990000",
                "otherwise (not isOverdue)": "#333333 on #f2f2f2",
            ], "\(title) \(Self.scan.diagnostics.map(\.message))")
    }

    /// A row's `.background(rowBackground)` whose property is `.clear` unless pressed paints nothing at rest: the
    /// text is on the enclosing stack's color (#f5f0e0), not on a clear layer.
    @Test func aBackgroundPropertyThatIsClearIsLookedThrough() throws {
        let folder = TestPaths.fixture("swiftui-background-choices/ClearRow")
        let scan = UsageLoader().load([folder], palette: PaletteLoader().load([folder]))
        let pair = try #require(scan.pairs.first { $0.site.location.path.hasSuffix("SettingsScreen.swift") })
        guard case .inline(let b) = pair.background else {
            Issue.record("background \(pair.background)")
            return
        }
        #expect(b.variants.first?.color?.hexRGB == "#f5f0e0")
        #expect(pair.evidence.contains("enclosing view's background"))
    }
}
