import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import LegibleSwiftSyntax

@testable import LegibleUsage
import Testing

/// What SwiftUI code really draws (`Fixtures/swiftui-drawn`, own code imitating Pocket Casts' and Mlem's shapes):
/// debug-only and preview-only code is not the release app; an app button style colors its label over the caller's
/// color; an app `Form` wrapper's row background is under the rows passed to it; a ZStack's earlier gradient child is
/// under the text; a palette-rendered symbol's glyph is on its own circle.
@Suite("What SwiftUI code really draws")
struct SwiftUIDrawnTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("swiftui-drawn")], palette: Palette())

    func lightHex(_ color: ObservedColor) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: .light)?.color?.hexRGB
    }

    @Test func debugOnlyAndPreviewOnlyCodeIsNotShown() {
        let scan = Self.scan
        let files = Set(scan.pairs.map { ($0.site.location.path as NSString).lastPathComponent })
        #expect(files.isDisjoint(with: ["DeveloperMenu.swift", "WelcomeTourView.swift"]), "\(files)")
        #expect(scan.pairs(at: "Trailhead/FilledButtonStyle.swift", 34).isEmpty)
        #expect(
            Set(scan.unshown.map(\.name)) == ["#if DEBUG", "FilledButtonStyle_Previews", "WelcomeTourView"],
            "\(scan.unshown)")
        let note = scan.diagnostics.first { $0.message.contains("UI nothing shows") }
        #expect(note?.message.hasPrefix("3 sites in UI nothing shows") == true, "\(String(describing: note))")
        #expect(note?.message.contains("preview or debug-only code") == true)
        // The 3 sites leave the text uses: Units, Start hike, Summit at dawn, Ridge loop, 12 km, the label style's.
        #expect(scan.elementsWithTextColor == 8)
    }

    /// A foreground color on a shape is counted as a text use (`SwiftUIColorUses`) though its pair is non-text:
    /// when debug-only code leaves out that pair, the use leaves too (fuzz report, 2026-11-30: one use, no pair).
    @Test func aShapeColoredInDebugOnlyCodeLeavesTheTextUses() {
        let root = TemporaryTree.write(
            [
                "Badge.swift": """
                import SwiftUI
                #if DEBUG
                struct DebugBadge: View {
                    var body: some View { Capsule().foregroundStyle(.secondary) }
                }
                #endif
                struct Title: View {
                    var body: some View { Text("Inbox").foregroundStyle(.primary) }
                }
                """
            ], prefix: "debug-shape")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = UsageLoader().load([root], palette: Palette())
        #expect(scan.pairs.map(\.site.text) == ["Inbox"], "\(scan.pairs)")
        #expect(scan.elementsWithTextColor == 1)
    }

    @Test func aDebugBranchIsNamedByItsCondition() {
        let tokens = SwiftLexer.tokenize(
            "#if DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif\n#if targetEnvironment(simulator)\nlet c = 3\n#endif\n"
        ).tokens
        let build = SwiftReleaseBuild(tokens)
        #expect(build.excludedLines.map(\.name) == ["#if DEBUG", "#if targetEnvironment(simulator)"])
        #expect(build.excludedLines.map(\.lines) == [2...2, 7...7])
    }

    @Test func anAppButtonStyleColoringTheLabelOverridesTheCallersColor() {
        #expect(Self.scan.pairs(at: "Trailhead/HomeView.swift", 11).isEmpty)
        let why = Self.scan.diagnostics.first { $0.location.path.hasSuffix("HomeView.swift") && $0.location.line == 11 }
        #expect(
            why?.message.contains(
                "the button style FilledButtonStyle colors the label in its makeBody (FilledButtonStyle.swift:17)")
                == true, "\(String(describing: why))")
    }

    @Test func rowsInAnAppFormWrapperAreOnItsRowBackground() throws {
        let units = try Self.scan.pair(at: "Trailhead/SettingsView.swift", 7)
        #expect(lightHex(units.background) == "#ffcc00", "\(units.background)")
        #expect(
            units.evidence.contains("inside Form, where it places its content (ThemedForm.swift:9)"),
            "\(units.evidence)")
        #expect(units.review == nil)
    }

    @Test func anEarlierGradientChildOfAZStackMakesTheTextNeedReview() throws {
        let banner = try Self.scan.pair(at: "Trailhead/SummitBanner.swift", 10)
        #expect(banner.review?.kind == .gradient)
        #expect(banner.review?.detail.hasPrefix("a ZStack draws a gradient under it: LinearGradient(") == true)
        #expect(lightHex(banner.background) == "#000000")
        let glow = try Self.scan.pair(at: "Trailhead/RouteCard.swift", 11)
        #expect(glow.review?.kind == .gradient)
        #expect(glow.review?.detail.contains("Circle().fill(RadialGradient(") == true, "\(glow.review?.detail ?? "")")
        let strip = try Self.scan.pair(at: "Trailhead/RouteCard.swift", 18)
        #expect(strip.review == nil)
        #expect(strip.evidence == "ZStack backdrop")
        #expect(lightHex(strip.background) == "#0088ff", "\(strip.background)")
    }

    @Test func aPaletteRenderedSymbolDrawsItsGlyphOnItsSecondLayer() throws {
        let trail = try Self.scan.pair(at: "Trailhead/TrailLabelStyle.swift", 9)
        #expect(lightHex(trail.foreground) == "#ffffff")
        #expect(lightHex(trail.background) == "#34c759", "\(trail.background)")
        #expect(trail.evidence.hasPrefix("palette-rendered symbol: its first layer on its second"), "\(trail.evidence)")
        #expect(trail.review == nil)
        let summit = try Self.scan.pair(at: "Trailhead/TrailLabelStyle.swift", 21)
        #expect(summit.review?.kind == .gradient, "\(String(describing: summit.review))")
    }
}
