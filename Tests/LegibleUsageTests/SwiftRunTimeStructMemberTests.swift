import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A struct's `var` member read through a computed property of the struct's type
/// (`Fixtures/swift-run-time-struct-members`, own code): the member is looked up in the struct; one the app assigns
/// through a value of that type (`var style = TabStyle.standard; style.titleColor = scheme.foreground`) is set at run
/// time, said with where, never guessed to come from a package; one assigned nowhere keeps its default.
@Suite("Swift struct members set at run time")
struct SwiftRunTimeStructMemberTests {
    static let scan = UsageLoader().load([TestPaths.fixture("swift-run-time-struct-members")], palette: Palette())

    @Test func aMemberAssignedThroughAValueOfItsTypeIsSetAtRunTime() throws {
        let message = try #require(
            Self.scan.diagnostics.map(\.message).first { $0.contains("TabView.caption") },
            "\(Self.scan.diagnostics.map(\.message))")
        #expect(
            message.contains(
                "'TabStyle.titleColor' is set at run time from 'scheme.foreground' (EditorWindow.swift:13)"))
        #expect(!message.contains("unknown name"))
        #expect(!Self.scan.pairs.contains { $0.site.elementID == "TabView.caption" })
    }

    @Test func aMemberAssignedNowhereKeepsItsDefault() throws {
        let badge = try #require(
            Self.scan.pairs.first { $0.site.elementID == "TabView.badge" },
            "\(Self.scan.diagnostics.map(\.message))")
        // `badgeColor = NSColor.systemRed`: AppKit's red in light.
        guard case .inline(let red) = badge.foreground else {
            Issue.record("not an inline color: \(badge.foreground)")
            return
        }
        #expect(red.variant(for: .light)?.color?.hexRGB.lowercased() == "#ff383c")
        #expect(badge.background.displayName == "windowBackgroundColor")
    }
}
