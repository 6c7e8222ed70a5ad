import Testing
import LegibleTestSupport
@testable import LegiblePalette

/// A local passed in-out to a call is not known after it (`Fixtures/swift-inout-locals`): feditext's pressed-button
/// color, made from `getHue(&hue, …)`, was read as #00000000 from the locals' initial zeros.
@Suite struct SwiftInOutLocalsTests {
    static let path = TestPaths.fixture("swift-inout-locals/Shades.swift")
    static let palette = SwiftColorReader.read(files: [path]).palette

    @Test func aColorMadeFromLocalsACallFillsInOutIsNotRead() throws {
        #expect(Self.palette.color(named: "UIColor.pressedAccent") == nil)
        let warning = try #require(
            Self.palette.diagnostics.first { $0.message.hasPrefix("UIColor.pressedAccent") },
            "\(Self.palette.diagnostics.map(\.message))")
        #expect(
            warning.message.contains("passed in-out (&alpha, line 11) to a call that may change it"),
            "\(warning.message)")
    }

    @Test func localsNoCallChangesAreReadAsWritten() {
        #expect(
            Self.palette.color(named: "UIColor.steadyAccent")?.variant(exactly: .light)?.color?.hexRGBA == "#336699ff")
    }
}
