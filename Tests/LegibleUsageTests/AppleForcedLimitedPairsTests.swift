import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A pair already limited to other appearances is not relabeled with the one an app forces
/// (`AppleForcedAppearance.apply`): `Fixtures/uikit-availability`'s fallback for systems before dark mode holds in
/// light only; in an app whose Info.plist forces dark it must not become a dark pair (OpenEmu's test app: light-only
/// field pairs had become dark asserted ones).
@Suite("Apple: forced appearance and pairs limited to other appearances")
struct AppleForcedLimitedPairsTests {
    /// `uikit-availability/ProfileHeaderView.swift` alone in a folder: scanned as it is, then with an Info.plist
    /// that forces dark.
    static func scans() throws -> (unforced: UsageScan, forced: UsageScan) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-forced-\(UUID().uuidString)"
        )
        .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("uikit-availability/ProfileHeaderView.swift"),
            toPath: folder + "/ProfileHeaderView.swift")
        let unforced = UsageLoader().load([folder], palette: Palette())
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>
        """.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        return (unforced, UsageLoader().load([folder], palette: Palette()))
    }

    @Test func aLightOnlyFallbackIsNotRelabeledDarkWhenTheAppForcesDark() throws {
        let scan = try Self.scans().forced
        func pairs(_ line: Int) -> [ObservedPair] { scan.pairs.filter { $0.site.location.line == line } }
        // The color the availability check picks: every appearance, so the forced one.
        let current = try #require(pairs(25).first, "\(scan.pairs.map(\.site.location.line))")
        #expect(current.appearances == [.dark])
        // The fallback (`.darkText`, light only) never becomes a dark pair: no pair of line 27 is labeled dark (it
        // is not shown at all: the next test).
        #expect(!scan.pairs.contains { $0.site.location.line == 27 && ($0.appearances?.contains(.dark) ?? true) })
    }

    /// A site whose every pair is for an appearance the app never shows is itself never shown: no pair is left
    /// labeled light in an app forced dark; the use is counted with what nothing shows, in the one note that names
    /// the forced setting.
    @Test func aLightOnlySiteInAnAppForcedDarkIsNotShown() throws {
        let (unforced, scan) = try Self.scans()
        // Without the plist the fallback (`.darkText`, line 27) is a light pair.
        let fallback = unforced.pairs.filter { $0.site.location.line == 27 }
        #expect(!fallback.isEmpty)
        #expect(fallback.allSatisfy { $0.appearances == [.light] })
        // Forced dark: it is never shown, nor is the light-only `.gray` of the `guard #available … else` (line 33).
        #expect(unforced.pairs.contains { $0.site.location.line == 33 && $0.appearances == [.light] })
        #expect(scan.pairs.filter { $0.site.location.line == 27 || $0.site.location.line == 33 }.isEmpty)
        #expect(scan.elementsWithTextColor == unforced.elementsWithTextColor - 2)
        #expect(scan.textUsesNotShown == unforced.textUsesNotShown + 2)
        let note = try #require(scan.diagnostics.first { $0.message.contains("UI nothing shows") })
        #expect(note.message.contains("UIUserInterfaceStyle = Dark"), "\(note.message)")
        #expect(scan.unshown.contains { $0.lines == [27...27] })
        // The pair the availability check picks stays, in the one appearance the app shows.
        #expect(scan.pairs.filter { $0.site.location.line == 25 }.allSatisfy { $0.appearances == [.dark] })
        #expect(!scan.pairs.filter { $0.site.location.line == 25 }.isEmpty)
    }
}
