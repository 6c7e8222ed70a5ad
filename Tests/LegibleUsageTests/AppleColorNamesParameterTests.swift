import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A color named by a parameter of the helper function around the text is what the helper's callers pass, read at
/// each call (`Fixtures/apple-color-names-parameters`, own code written the way SwiftUI apps split views into
/// helpers that take a color).
@Suite("Apple color names: a helper's color parameter is its callers' argument")
struct AppleColorNamesParameterTests {
    static let folder = TestPaths.fixture("apple-color-names-parameters")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pair(_ file: String, _ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) },
            "no pair at \(file):\(line): \(Self.scan.diagnostics.map(\.message))")
    }

    func hex(_ color: ObservedColor) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(exactly: .light)?.color?.hexRGB
    }

    @Test func theParameterIsTheArgumentOfTheOneCallNotAnAppDeclarationOfTheSameName() throws {
        let chip = try pair("ServerChip.swift", 13)
        #expect(hex(chip.foreground) == "#ff8d28") // SwiftUI's orange (light), not Brand.tint's red
        #expect(chip.foreground != .named("Brand.tint"))
    }

    @Test func aParameterLeftOutByEveryCallIsItsDefault() throws {
        #expect(hex(try pair("StatusRow.swift", 16).foreground) == "#0088ff")
    }

    @Test func aNilDefaultFallsToTheRightOfTheNilCoalescingOperator() throws {
        #expect(hex(try pair("DebugStats.swift", 14).foreground) == "#ffcc00")
    }

    @Test func callsPassingDifferentColorsLeaveTheTextNotCheckedSayingWhy() throws {
        #expect(!Self.scan.pairs.contains { $0.site.location.line == 21 })
        let warning = try #require(
            Self.scan.diagnostics.first { $0.location.line == 21 && $0.message.contains("not checked") })
        #expect(
            warning.message.contains(
                "'fill' is a parameter of badge(_:fill:), called with different colors (line 8: green, line 9: gray)"))
    }
}
