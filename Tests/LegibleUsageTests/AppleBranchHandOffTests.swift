import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A local assigned a controller in each branch of an `if` / `else` and then shown holds any of them
/// (`ControllerHandOff.assigned`, `Fixtures/apple-branch-handoffs`, own code): every branch's value is followed, not
/// only the last one the walk read.
@Suite("Apple controllers assigned in branches")
struct AppleBranchHandOffTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-branch-handoffs")], palette: Palette())

    /// The middle branch's screen is the window's root: the base level, asserted.
    @Test func aScreenAssignedInAMiddleBranchIsTheWindowsRoot() throws {
        let row = try Self.scan.pair(at: "Screens/Screens.swift", 29)
        #expect(row.review == nil, "\(row.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Screens/Screens.swift", 29) == "#1c1c1e")
    }

    /// The first branch's screen is the window's root there and a form sheet elsewhere: a pair per level.
    @Test func aScreenAssignedInTheFirstBranchAndPresentedElsewhereHasAPairPerLevel() throws {
        let pairs = Self.scan.pairs(at: "Screens/Screens.swift", 21)
        #expect(pairs.count == 2, "\(pairs.map { "\($0.condition ?? "-"): \($0.review?.detail ?? "")" })")
        #expect(pairs.allSatisfy { $0.review == nil }, "\(pairs.map { $0.review?.detail ?? "" })")
        let backgrounds = Set(
            pairs.map { pair -> String? in
                guard case .inline(let c) = pair.background else { return nil }
                return c.variant(for: .dark)?.color?.hexRGB
            })
        #expect(backgrounds == ["#1c1c1e", "#2c2c2e"], "\(backgrounds)")
    }
}
