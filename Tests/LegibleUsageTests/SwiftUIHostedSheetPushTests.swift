import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Pages a SwiftUI screen pushes are in the sheet that screen is presented in, when UIKit code presents it in a
/// hosting controller subclass from a library not read (`DismissibleHostingController(rootView:)`,
/// `Fixtures/swiftui-hosted-sheet-pushes`, own code): the presentation's elevated level flows down the
/// `NavigationLink` push edges, two deep.
@Suite("SwiftUI pages pushed inside a UIKit-presented hosting controller")
struct SwiftUIHostedSheetPushTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("swiftui-hosted-sheet-pushes")], palette: Palette())

    @Test func aPagePushedInsideAPresentedHostingControllerIsElevated() throws {
        let logs = try Self.scan.pair(at: "ExportView.swift", 7)
        #expect(logs.review == nil, "\(logs.review?.detail ?? "")")
        #expect(logs.background.displayName == "Color(UIColor.systemBackground)", "\(logs.evidence)")
        #expect(try Self.scan.darkBackground(at: "ExportView.swift", 7) == "#1c1c1e", "\(logs.evidence)")
        #expect(logs.evidence.contains("DashboardViewController.swift:17"), "\(logs.evidence)")
    }

    @Test func aPagePushedTwoDeepIsElevatedToo() throws {
        let row = try Self.scan.pair(at: "LabsView.swift", 7)
        #expect(row.review == nil, "\(row.review?.detail ?? "")")
        #expect(row.background.displayName == "Color(UIColor.secondarySystemBackground)", "\(row.evidence)")
        #expect(try Self.scan.darkBackground(at: "LabsView.swift", 7) == "#2c2c2e", "\(row.evidence)")
    }
}
