import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// `Color(.member)` is the app's own `NSColor`/`UIColor` static member when the app declares one, and
/// `NSColor(.member)` the app's `Color` member: Swift looks an implicit member up on the parameter's type
/// (`Fixtures/apple-color-names-platform-members`, own code written the way macOS SwiftUI apps name their colors).
@Suite("Apple color names: implicit members wrapped in another color type")
struct AppleColorNamesPlatformMemberTests {
    static let folder = TestPaths.fixture("apple-color-names-platform-members")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pair(_ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first {
                $0.site.location.line == line && $0.site.location.path.hasSuffix("TalkRow.swift")
            },
            "no pair at line \(line): \(Self.scan.diagnostics.map(\.message))")
    }

    @Test func anNSColorMemberWrappedInColorIsThatColor() throws {
        let headline = try pair(7)
        #expect(headline.foreground == .named("NSColor.headlineText"))
        #expect(headline.background == .named("NSColor.rowBackground"))
        #expect(headline.review == nil)
        #expect(AndroidTestSupport.hex(headline.foreground, .light, Self.palette) == "#ebebeb")
        #expect(AndroidTestSupport.hex(headline.background, .light, Self.palette) == "#1e1e1e")
        let detail = try pair(9)
        #expect(detail.foreground == .named("NSColor.detailText"))
        #expect(detail.background == .named("NSColor.rowBackground"))
    }

    @Test func aColorMemberWrappedInNSColorIsThatColor() throws {
        let badge = try #require(Self.palette.color(named: "NSColor.badgeText"))
        #expect(badge.variant(for: .light)?.color?.hexRGB == "#003366")
    }

    @Test func noUseIsLeftUnchecked() {
        let unchecked = Self.scan.diagnostics.filter {
            $0.message.contains("not checked") || $0.message.contains("asset catalog")
        }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
        #expect(Self.scan.usesNotChecked == 0)
    }
}
