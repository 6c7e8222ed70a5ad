import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage

/// Fixtures/apple-unbuilt-owners: `Bookshelf`'s project builds its folder minus `ShelfListController.swift`, the only
/// file that declares `ShelfList.xib`'s File's Owner, creates it and names the nib; `ShelfGrid.xib` is loaded by
/// default through `ShelfGridController`, which the built app delegate creates.
@Suite("Code no target builds shows nothing")
struct AppleUnbuiltCodeReachTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apple-unbuilt-owners").path

    @Test("a nib whose owner is created and whose name is written only in a file no target builds leaves the pairs")
    func unbuiltOwner() {
        let scan = UsageLoader().load([Self.folder], palette: Palette())
        let files = Set(scan.pairs.map { ($0.site.location.path as NSString).lastPathComponent })
        #expect(files == ["ShelfGrid.xib"], "\(files)")
        #expect(scan.unshown.map(\.name) == ["ShelfList.xib"], "\(scan.unshown)")
        let grid = scan.pairs.first { $0.site.location.path.hasSuffix("ShelfGrid.xib") }
        #expect(grid?.foreground.displayName == "secondaryLabel", "\(String(describing: grid?.foreground))")
        #expect(
            scan.diagnostics.contains { $0.message.hasPrefix("1 site in UI nothing shows") }, "\(scan.diagnostics)")
    }
}
