import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views built in members of an enum (`Fixtures/swiftui-enum-screens`, own code) are shown where code uses the member
/// (`tab.rootView`, `InfoPanel.about.panelContent`), at that place's level (`SwiftUIPresentationLevels`); an enum is
/// no coordinator whose creations prove no level (`CodePresentations.isPlainAppObject`).
@Suite("SwiftUI views built in an enum's members")
struct SwiftUIEnumScreenTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("swiftui-enum-screens")], palette: Palette())

    @Test func aTabRootBuiltInAnEnumMemberIsOnTheBaseLevel() throws {
        let feeds = try Self.scan.pair(at: "Screens.swift", 6)
        #expect(feeds.review == nil, "\(feeds.review?.detail ?? "")")
        #expect(feeds.background.displayName == "secondarySystemGroupedBackground", "\(feeds.evidence)")
        #expect(try Self.scan.darkBackground(at: "Screens.swift", 6) == "#1c1c1e", "\(feeds.evidence)")
    }

    @Test func aSheetsContentBuiltInAnEnumMemberIsElevated() throws {
        let version = try Self.scan.pair(at: "Screens.swift", 33)
        #expect(version.review == nil, "\(version.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "Screens.swift", 33) == "#2c2c2e", "\(version.evidence)")
    }
}
