import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What a call site passes decides what a reusable view draws there (`SwiftUICallSiteFlags`,
/// `Fixtures/swiftui-call-site-arguments`, own code): a chevron drawn only `if includeChevron` does not exist where the
/// call passes `includeChevron: false`, so that site's background does not count.
@Suite("SwiftUI call-site arguments")
struct SwiftUICallSiteArgumentTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("swiftui-call-site-arguments")], palette: Palette())

    @Test func aViewALiteralFlagLeavesOutIsNotOnThatSitesBackground() throws {
        let chevron = try Self.scan.pair(at: "ActionRow.swift", 14)
        #expect(chevron.review == nil, "\(chevron.review?.detail ?? "")")
        #expect(chevron.background.displayName == "secondarySystemGroupedBackground", "\(chevron.evidence)")
        #expect(chevron.evidence.contains("AccountView.swift:21"), "\(chevron.evidence)")
        #expect(!chevron.evidence.contains("AccountView.swift:17"), "\(chevron.evidence)")
    }

    @Test func theTitleDrawnAtEverySiteStillHasBothHosts() throws {
        let title = try Self.scan.pair(at: "ActionRow.swift", 11)
        #expect(title.review?.kind == .hostUnknown, "\(title.review?.detail ?? "")")
    }
}
