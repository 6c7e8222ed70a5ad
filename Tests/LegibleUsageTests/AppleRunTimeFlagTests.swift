import Foundation
import LegibleObjCSyntax
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A color chosen by a file-level switch the app sets at run time from a parameter or the user's defaults
/// (`static BOOL GLUsePaperColors;` set only in `+usePaperColors:(BOOL)usePaper`): both values can be on screen, so a
/// color reading it has one value per state, as a theme named after the variable and the value, and a text and its
/// background reading the same switch are checked in the same state (`Fixtures/apple-run-time-flags`, own code).
@Suite("Apple colors chosen by a run-time switch")
struct AppleRunTimeFlagTests {
    static let root = TestPaths.fixture("apple-run-time-flags")
    static let scan = UsageLoader().load([root + "/ObjC"], palette: Palette())
    static let swiftRoot = root + "/Swift"
    static let swiftPalette = PaletteLoader().load([swiftRoot])
    static let swiftScan = UsageLoader().load([swiftRoot], palette: swiftPalette)
    static let paper = Appearance.theme("GLUsePaperColors=YES")
    static let dark = Appearance.theme("GLUsePaperColors=NO")

    /// The value `color` has in exactly `appearance` (a theme), from the pair's color or the palette.
    static func hex(_ color: ObservedColor, _ appearance: Appearance, _ palette: Palette = Palette()) -> String? {
        let named: NamedColor? =
            switch color {
            case .inline(let c): c
            case .named(let name): palette.color(named: name)
            }
        return named?.variant(exactly: appearance)?.color?.hexRGB
    }

    @Test func aColorReadingTheSwitchHasOneValuePerState() throws {
        let files = try ["UIColor+Paper.m", "UIColor+Paper.h"].map { name in
            let path = Self.root + "/ObjC/" + name
            return ObjCSourceFile(
                path: path, syntax: ObjCParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path))
        }
        let evaluator = ObjCColorEvaluator(files: files, palette: Palette())
        let text = try evaluator.resolve("[UIColor pageTextColor]", at: SourceLocation(path: "View.m", line: 3)).get()
        #expect(Self.hex(text, Self.paper) == "#333333")
        #expect(Self.hex(text, Self.dark) == "#cccccc")
        let background = try evaluator.resolve(
            "[UIColor pageBackgroundColor]", at: SourceLocation(path: "View.m", line: 4)
        ).get()
        #expect(Self.hex(background, Self.paper) == "#faf5e0")
        #expect(Self.hex(background, Self.dark) == "#000000")
    }

    /// The label and the view under it read the same switch: one pair checked in each state, never crossed.
    @Test func aTextAndItsBackgroundReadingTheSwitchAreCheckedInTheSameState() throws {
        let title = try #require(
            Self.scan.pairs.first {
                $0.site.location.path.hasSuffix("PageViewController.m") && $0.site.location.line == 11
            }, "\(Self.scan.pairs.map(\.site.location)) \(Self.scan.diagnostics.map(\.message))")
        #expect(title.review == nil, "\(title.review?.message ?? "")")
        #expect(Self.hex(title.foreground, Self.paper) == "#333333")
        #expect(Self.hex(title.background, Self.paper) == "#faf5e0")
        #expect(Self.hex(title.foreground, Self.dark) == "#cccccc")
        #expect(Self.hex(title.background, Self.dark) == "#000000")
        let themes = Set(
            SwiftThemedPairs.appearances(of: title.foreground, Palette())
                + SwiftThemedPairs.appearances(of: title.background, Palette()))
        #expect(themes == [Self.paper, Self.dark])
    }

    /// The Swift form: `static var usesPaper = false` set only in `update(usingPaper:)` from a parameter; its two
    /// values are themes with light and dark bases (`theme:Folio.usesPaper=true-light`, …).
    @Test func aSwiftTextAndItsBackgroundReadingTheSwitchAreCheckedInTheSameState() throws {
        let chapter = try #require(
            Self.swiftScan.pairs.first {
                $0.site.location.path.hasSuffix("ReaderApp.swift") && $0.site.location.line == 6
            }, "\(Self.swiftScan.pairs.map(\.site.location)) \(Self.swiftScan.diagnostics.map(\.message))")
        #expect(chapter.review == nil, "\(chapter.review?.message ?? "")")
        let paper = Appearance.theme("Folio.usesPaper=true-light")
        let night = Appearance.theme("Folio.usesPaper=false-light")
        #expect(Self.hex(chapter.foreground, paper, Self.swiftPalette) == "#333333")
        #expect(Self.hex(chapter.background, paper, Self.swiftPalette) == "#faf5e0")
        #expect(Self.hex(chapter.foreground, night, Self.swiftPalette) == "#cccccc")
        #expect(Self.hex(chapter.background, night, Self.swiftPalette) == "#000000")
        let themes = Set(
            SwiftThemedPairs.appearances(of: chapter.foreground, Self.swiftPalette)
                + SwiftThemedPairs.appearances(of: chapter.background, Self.swiftPalette))
        #expect(themes.contains(paper) && themes.contains(night), "\(themes)")
        #expect(!themes.contains(.light), "\(themes)")
    }
}
