import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// `window.appearance = NSAppearance(named: .darkAqua)` on one AppKit window draws that window's views dark and leaves
/// the app's other windows on the system appearance (`AppleWindowAppearance`, `Fixtures/apple-hosts/about-window`).
struct AppleWindowAppearanceTests {
    static let pairs = UsageLoader().load([TestPaths.fixture("apple-hosts/about-window")], palette: Palette()).pairs

    func pair(_ file: String, _ line: Int) throws -> ObservedPair {
        try #require(Self.pairs.first { $0.site.location.path.hasSuffix("/" + file) && $0.site.location.line == line })
    }

    @Test func theAboutWindowsViewsAreDarkOnly() throws {
        let version = try pair("AboutView.swift", 7)
        #expect(version.appearances == [.dark])
        #expect(
            version.evidence.contains(
                "AboutWindowController's window shows only dark (window.appearance = NSAppearance(named: .darkAqua) "
                    + "in "))
        // A view the About view embeds is in that window too.
        #expect(try pair("AboutView.swift", 17).appearances == [.dark])
    }

    @Test func theMainWindowFollowsTheSystem() throws {
        let nowPlaying = try pair("NowPlayingView.swift", 7)
        #expect(nowPlaying.appearances == nil || nowPlaying.appearances?.contains(.light) == true)
        #expect(!nowPlaying.evidence.contains("only dark"))
    }
}
