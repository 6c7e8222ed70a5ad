import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A design system's method called on a case of its enum (`Tone.Text.secondary.color(colorScheme)`) is the method's
/// body run for that case once per appearance, each appearance drawing the catalog color it picks
/// (`Fixtures/swift-names/enum-case-methods`, own code written the way SwiftUI design systems name colors).
@Suite("Swift names: an app enum's method called on one of its cases")
struct SwiftNamesEnumCaseMethodTests {
    static let folder = TestPaths.fixture("swift-names/enum-case-methods")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pair(_ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first {
                $0.site.location.line == line && $0.site.location.path.hasSuffix("ReceiptView.swift")
            },
            "no pair at line \(line): \(Self.scan.diagnostics.map(\.message))")
    }

    func values(_ color: ObservedColor) -> [String] {
        guard case .inline(let c) = color else { return [] }
        return [.light, .dark].compactMap { c.variant(exactly: $0)?.color?.hexRGB }
    }

    @Test func theCasePicksItsBranchAndTheSchemeItsCatalogColor() throws {
        #expect(values(try pair(16).foreground) == ["#5a5e66", "#b8bcc4"])
        #expect(values(try pair(18).foreground) == ["#1c1c1e", "#f5f1e8"])
    }

    @Test func theBackgroundIsTheSurfaceCaseInEachAppearance() throws {
        #expect(values(try pair(16).background) == ["#f5f1e8", "#121418"])
    }

    @Test func noUseIsLeftUnchecked() {
        let unchecked = Self.scan.diagnostics.filter { $0.message.contains("not checked") }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
    }
}
