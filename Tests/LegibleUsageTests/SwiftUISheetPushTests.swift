import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A screen pushed inside a sheet's `NavigationStack` is at the sheet's level (`SwiftUIPresentationLevels`,
/// `Fixtures/swiftui-sheet-pushes`, own code): the sheet's content is built by a helper of an extension of the
/// presenting view in another file, and its Form pushes a picker with a `NavigationLink`.
@Suite("SwiftUI screens pushed inside a sheet")
struct SwiftUISheetPushTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("swiftui-sheet-pushes")], palette: Palette())

    @Test func aScreenPushedInsideASheetsNavigationStackIsElevated() throws {
        let searching = try Self.scan.pair(at: "BookDetailsView.swift", 17)
        #expect(searching.review == nil, "\(searching.review?.detail ?? "")")
        #expect(searching.background.displayName == "systemBackground", "\(searching.evidence)")
        #expect(try Self.scan.darkBackground(at: "BookDetailsView.swift", 17) == "#1c1c1e", "\(searching.evidence)")
        #expect(searching.evidence.contains("LibraryView.swift:11"), "\(searching.evidence)")
    }

    @Test func theSheetsRootBuiltByAHelperInAnotherFileIsElevated() throws {
        let match = try Self.scan.pair(at: "BookDetailsView.swift", 7)
        #expect(match.review == nil, "\(match.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: "BookDetailsView.swift", 7) == "#2c2c2e", "\(match.evidence)")
    }
}
