import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A private function or computed property that nothing in its file calls is never drawn (`uncalledPrivateMember`,
/// `Fixtures/apple-hosts/uncalled-member`).
struct SwiftUIUncalledMemberTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("apple-hosts/uncalled-member") + "/UpdateRow.swift"], palette: Palette())

    func pairs(at line: Int) -> [ObservedPair] {
        Self.scan.pairs.filter { $0.site.location.line == line }
    }

    @Test func aPrivateFunctionNothingCallsIsNotDrawn() throws {
        #expect(pairs(at: 29).isEmpty)
        let why = try #require(Self.scan.diagnostics.first { $0.location.line == 29 }?.message)
        #expect(why.contains("never drawn (legacyUpdateButton, line 22, is private and nothing in its file calls it)"))
    }

    @Test func calledPrivateAndInternalMembersAreDrawn() throws {
        #expect(pairs(at: 17).map(\.background.displayName) == ["blue"])
        #expect(pairs(at: 34).map(\.background.displayName) == ["orange"])
        #expect(pairs(at: 9).map(\.foreground.displayName) == ["primary"])
    }
}
