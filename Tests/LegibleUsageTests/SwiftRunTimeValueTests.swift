import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A color that depends on a value known only at run time names that value and what sets it
/// (`Fixtures/swift-run-time-values`, own code): a property wrapper (`@Environment(\.isFocused)`), a theme from the
/// environment whose method is called, a stored property the parent passes.
@Suite("Swift views: colors set at run time name their cause")
struct SwiftRunTimeValueTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("swift-run-time-values/ChannelRow.swift")], palette: Palette())

    func warning(line: Int) throws -> String {
        try #require(Self.scan.diagnostics.first { $0.location.line == line }, "no warning at line \(line)").message
    }

    @Test func aPropertyWrapperIsNamed() throws {
        #expect(
            try warning(line: 20).contains(
                #"'ChannelRow.isFocused' is set at run time (@Environment(\.isFocused), line 4)"#))
    }

    @Test func aMethodOfARunTimeValueNamesTheValue() throws {
        let message = try warning(line: 22)
        #expect(
            message.contains(
                #"'theme.topic.color(…)': 'ChannelRow.theme' is set at run time (@Environment(\.channelTheme), line 5)"#
            ), "\(message)")
    }

    @Test func aValueTheParentPassesIsNamed() throws {
        #expect(
            try warning(line: 24).contains(
                "'ChannelRow.isMuted' has no initial value: whoever makes ChannelRow passes it"))
    }

    @Test func aMemberOfARunTimeValueNamesTheValue() throws {
        let message = try warning(line: 35)
        #expect(
            message.contains(
                #"'badgeTint.contrasting': 'ChannelBadge.badgeTint' is set at run time (@Environment(\.badgeTint), line 31)"#
            ),
            "\(message)")
    }

    /// `styleOverride ?? .plain` where neither side is known: the value tried first is named, not the fallback.
    @Test func aFallbackNamesTheValueTriedFirst() throws {
        let message = try warning(line: 57)
        #expect(
            message.contains("'ChannelTag.styleOverride' has no initial value: whoever makes ChannelTag passes it"),
            "\(message)")
    }

    /// `Color.hex(label.colorHex)`: the helper's parameter stands for an argument that is not known; the warning
    /// names that argument's cause, not `h` as an unknown name.
    @Test func aHelpersParameterNamesTheArgumentItWasGiven() throws {
        let message = try warning(line: 79)
        #expect(
            message.contains(
                "'h.hasPrefix(…)': the argument for 'h' is not known: 'label.colorHex': 'ChannelLabel.label' has no "
                    + "initial value: whoever makes ChannelLabel passes it"), "\(message)")
    }
}
