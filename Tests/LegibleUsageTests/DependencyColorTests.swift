import Foundation
import Testing
import LegibleFiles
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Colors a project takes from its dependencies (issue 30, "Colors of dependencies"): the checkouts inside the
/// repository are read for the colors they declare, never as the app's UI, and their problems are folded into one
/// warning per checkout.
@Suite("Dependencies: colors of checkouts in the repository")
struct DependencyColorTests {
    static let folder = TestPaths.fixture("dependency-colors")

    static func run(_ folder: String) -> (palette: Palette, scan: UsageScan) {
        let sources = SwiftSourceStore()
        let palette = PaletteLoader(swiftSources: sources).load([folder])
        return (palette, UsageLoader(swiftSources: sources).load([folder], palette: palette))
    }

    /// The hex of a use's color (the fixture's colors have one value): written in place, or the palette color it names.
    static func hex(_ color: ObservedColor?, in palette: Palette) -> String? {
        color.hexValues(in: palette).values.first
    }

    @Test func aCarthageCheckoutsColorsNameTheAppsUses() throws {
        let (palette, scan) = Self.run(Self.folder)
        let headline = try #require(
            scan.pairs.first { $0.site.location.path.hasSuffix("ReceiptView.swift") && $0.site.location.line == 11 },
            "\(scan.diagnostics.map(\.description))")
        #expect(Self.hex(headline.foreground, in: palette) == "#1a1c21", "\(headline.foreground)")
        #expect(Self.hex(headline.background, in: palette) == "#faf7f2")
        // The package's colors are palette colors; the Pods support folder is not a checkout.
        #expect(palette.colors.contains { $0.name.hasSuffix("headline") })
        #expect(
            !palette.colors.contains {
                $0.origin.contains("Target Support Files") || $0.name.contains("PodsStorefront")
            })
    }

    @Test func aCheckoutsOwnViewsAreNotTheAppsUI() {
        let (_, scan) = Self.run(Self.folder)
        #expect(!scan.pairs.contains { $0.site.location.path.contains("/Checkouts/") })
        #expect(!scan.diagnostics.contains { $0.location.path.contains("InkBadge.swift") })
    }

    @Test func aCheckoutsProblemsAreFoldedIntoOneWarning() throws {
        let (palette, _) = Self.run(Self.folder)
        #expect(!palette.diagnostics.contains { $0.location.path.hasSuffix("InkBadge.swift") })
        let folded = try #require(palette.diagnostics.first { $0.location.path.hasSuffix("Carthage/Checkouts/InkKit") })
        #expect(folded.severity == .warning)
        #expect(folded.message.hasPrefix("dependency checkout: read for the colors it declares (2 Swift files)"))
        #expect(folded.message.contains("not listed (`legible palette "), "\(folded.message)")
    }

    @Test func aSwiftPMCheckoutUnderDotBuildIsReadToo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-deps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        let app = root.appendingPathComponent("Storefront/Views")
        let checkout = root.appendingPathComponent(".build/checkouts/InkKit/Sources/InkKit")
        try fm.createDirectory(at: app, withIntermediateDirectories: true)
        try fm.createDirectory(at: checkout, withIntermediateDirectories: true)
        try fm.copyItem(
            atPath: Self.folder + "/Storefront/Views/ReceiptView.swift",
            toPath: app.appendingPathComponent("ReceiptView.swift").path)
        try fm.copyItem(
            atPath: Self.folder + "/Carthage/Checkouts/InkKit/Sources/InkKit/InkPalette.swift",
            toPath: checkout.appendingPathComponent("InkPalette.swift").path)
        let (palette, scan) = Self.run(root.path)
        let muted = scan.pairs.first {
            $0.site.location.path.hasSuffix("ReceiptView.swift") && $0.site.location.line == 13
        }
        #expect(Self.hex(muted?.foreground, in: palette) == "#9e9ea3", "\(scan.diagnostics.map(\.description))")
    }

    @Test func withoutTheCheckoutTheUseSaysHowToReadIt() throws {
        let (_, scan) = Self.run(Self.folder + "/Storefront")
        #expect(
            !scan.pairs.contains { $0.site.location.line == 11 && $0.site.location.path.hasSuffix("ReceiptView.swift") }
        )
        let warning = try #require(
            scan.diagnostics.first { $0.location.path.hasSuffix("ReceiptView.swift") && $0.location.line == 11 })
        #expect(warning.message.contains("it is likely from InkKit"), "\(warning.message)")
        #expect(warning.message.contains("resolve packages into the repository"), "\(warning.message)")
    }

    @Test func theWalkerListsCheckoutsOfEveryLayout() throws {
        var walker = FileWalker()
        _ = walker.files(under: Self.folder)
        #expect(walker.dependencyCheckouts == [Self.folder + "/Carthage/Checkouts/InkKit"])
    }
}
