import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage

/// Fixtures/apple-available-appearance: `Nightly` forces the dark appearance under `if #available(macOS 10.14, *)`,
/// the release dark mode came with; `Evening` under `if #available(macOS 13, *)`, a later one.
@Suite("An appearance set under an availability check no later than dark mode is forced")
struct AppleAvailableAppearanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apple-available-appearance").path

    static func status(in app: String) throws -> ObservedPair {
        let scan = UsageLoader().load([Self.folder + "/" + app], palette: Palette())
        return try #require(scan.pairs.first { $0.site.elementID == "status-cell" || $0.site.elementID == "status" })
    }

    @Test("if #available(macOS 10.14, *) runs on every system with a dark appearance: the app shows only dark")
    func checkAsOldAsDarkMode() throws {
        let pair = try Self.status(in: "Nightly")
        #expect(pair.appearances == [.dark], "\(String(describing: pair.appearances))")
        #expect(pair.evidence.contains("the app shows only dark"), "\(pair.evidence)")
    }

    @Test("if #available(macOS 13, *) is skipped on older supported systems: every appearance stays")
    func laterCheck() throws {
        let pair = try Self.status(in: "Evening")
        #expect(pair.appearances == nil, "\(String(describing: pair.appearances))")
    }
}
