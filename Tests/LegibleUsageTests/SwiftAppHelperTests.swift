import Testing
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// App color helpers evaluated from their bodies for the arguments at the call (issue 31, the VPN client's shape):
/// `.color(.text, .weak)` and SwiftUI `Color(.text, .danger)` over the app's own enums, switching on each, with a
/// defaulted style (`Fixtures/code-helpers/ContextColors`).
@Suite("Swift views: app color helpers")
struct SwiftAppHelperTests {
    static let folder = TestPaths.fixture("code-helpers/ContextColors")
    static let scan = UsageLoader().load([folder], palette: PaletteLoader().load([folder]))

    func pair(_ line: Int, _ file: String) -> ObservedPair? {
        Self.scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    @Test func aStaticHelperOverTheAppsEnumsIsTheCaseItSwitchesTo() throws {
        // `.color(.text)`: the defaulted style is `.normal`; the background `.color(.background)` likewise.
        let name = try #require(pair(11, "ServerRow.swift"), "\(Self.scan.diagnostics)")
        #expect(name.foreground.lightHex == "#0c0c14")
        #expect(name.background.lightHex == "#ffffff")
        #expect(pair(12, "ServerRow.swift")?.foreground.lightHex == "#706d6b")
        #expect(pair(13, "ServerRow.swift")?.foreground.lightHex == "#6d4aff")
    }

    @Test func aSwiftUIInitializerOverTheAppsEnumsIsFollowed() throws {
        let badge = try #require(pair(8, "PlanBadge.swift"), "\(Self.scan.diagnostics)")
        #expect(badge.foreground.lightHex == "#dc3251")
        // `style == .weak ? … : .white` with the argument given.
        #expect(badge.background.lightHex == "#f5f4f2")
        #expect(Self.scan.diagnostics.isEmpty, "\(Self.scan.diagnostics)")
    }
}
