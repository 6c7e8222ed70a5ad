import Foundation
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Fixtures/apple-layers: which layer is under Apple text (a ZStack cover, a UIKit class's background every creator
/// replaces, a bezeled NSTabView, a hierarchical style in a tinted button label).
@Suite("Apple: which layer is under the text")
struct AppleLayerTests {
    /// The fixture read as `legible pairs` reads it: its own palette (the app's color constants), then its views.
    static func scan(_ folder: String) -> (UsageScan, Palette) {
        let path = TestPaths.fixture("apple-layers/" + folder)
        let palette = PaletteLoader().load([path])
        return (UsageLoader().load([path], palette: palette), palette)
    }

    static func pairs(_ scan: UsageScan, _ file: String, _ line: Int) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    /// The light value of a color, resolving the app's named colors in `palette`.
    static func light(_ color: ObservedColor, in palette: Palette = Palette()) -> String? {
        Optional(color).hexValues(in: palette)["light"]
    }

    @Test("a ZStack child filling the stack with a background color is the layer under the later children")
    func zStackCover() throws {
        let (scan, palette) = Self.scan("zstack-cover")
        func background(_ line: Int) throws -> String? {
            let pair = try #require(Self.pairs(scan, "LockScreen.swift", line).first, "\(scan.pairs.map(\.site))")
            #expect(pair.review == nil, "\(String(describing: pair.review))")
            #expect(pair.evidence.hasPrefix("ZStack backdrop"), "\(pair.evidence)")
            return Self.light(pair.background, in: palette)
        }
        // GeometryReader { … }.background(Color(red: 0.14, green: 0.12, blue: 0.13)).mask { … }.ignoresSafeArea()
        #expect(try background(21) == "#241f21")
        // VStack { … }.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.black)
        #expect(try background(39) == "#000000")
        // An HStack sized by its content, and a yellow Text, cover nothing: the black of the view embedding BadgeRow.
        #expect(try background(54) == "#000000")
    }

    @Test("a view class's own background that every creator replaces is never shown: the creators' colors are")
    func creatorBackgrounds() {
        let (scan, palette) = Self.scan("creator-backgrounds")
        let count = Self.pairs(scan, "CountBadge.swift", 7)
        // The count: on the creators' blue (InboxCell, CallViewController) or muted gray (InboxCell), not systemRed.
        #expect(
            Set(count.compactMap { Self.light($0.background, in: palette) }) == ["#3792fc", "#b6b6bb"],
            "\(scan.pairs.map(\.site))")
        #expect(
            count.allSatisfy {
                $0.review == nil && $0.evidence.contains("every creator replaces CountBadge's own, CountBadge.swift:15")
            }, "\(count.map(\.evidence))")
        // StatusPill's one creator keeps its green.
        #expect(
            Set(Self.pairs(scan, "CountBadge.swift", 32).compactMap { Self.light($0.background, in: palette) }) == [
                "#34c759"
            ])
    }

    @Test("a bezeled NSTabView draws its own fill under its items' views; a borderless one draws nothing")
    func tabViewFill() throws {
        let (scan, palette) = Self.scan("tab-view")
        func pair(_ line: Int) throws -> ObservedPair {
            try #require(Self.pairs(scan, "SettingsWindow.xib", line).first, "\(scan.pairs.map(\.site))")
        }
        // "Library name:" in the General tab of the default (top tabs, bezeled) tab view.
        let name = try pair(33)
        #expect(name.review?.kind == .customDrawing)
        #expect(
            name.review?.detail.contains("topTabsBezelBorder NSTabView") == true, "\(String(describing: name.review))")
        // On the custom box's own red fill inside the bezeled tab: asserted.
        let warning = try pair(47)
        #expect(warning.review == nil, "\(String(describing: warning.review))")
        #expect(Self.light(warning.background, in: palette) == "#b31a1a")
        // In a borderless page switcher inside the bezeled tab: still on the bezel's fill.
        #expect(try pair(76).review?.kind == .customDrawing)
        // Only in a borderless tab view in the window: the window background.
        let saved = try pair(103)
        #expect(saved.review == nil, "\(String(describing: saved.review))")
        #expect(Self.light(saved.background, in: palette) == "#ececec")
    }

    @Test("a hierarchical style in the label of a tinting Button is a level of the tint, not a label color")
    func buttonLabelHierarchy() throws {
        let (scan, palette) = Self.scan("button-hierarchy")
        func pair(_ line: Int) throws -> ObservedPair {
            try #require(Self.pairs(scan, "SearchBar.swift", line).first, "\(scan.pairs.map(\.site))")
        }
        // Default-style button: review, naming the level and the button.
        let clear = try pair(15)
        #expect(clear.review?.kind == .customDrawing)
        #expect(
            clear.review?.detail.contains(".secondary is in the label of a Button (line 11, style .automatic)") == true)
        // `.borderless`: review too.
        #expect(try pair(26).review?.detail.contains("style .borderless") == true)
        // `.plain` keeps the label colors; and outside any button: secondaryLabel on #e6e6e6.
        for line in [19, 30] {
            let plain = try pair(line)
            #expect(plain.review == nil, "\(line): \(String(describing: plain.review))")
            #expect(Self.light(plain.foreground, in: palette) == "#3c3c43", "secondaryLabel, at 60% alpha")
            #expect(Self.light(plain.background, in: palette) == "#e6e6e6")
        }
    }
}
