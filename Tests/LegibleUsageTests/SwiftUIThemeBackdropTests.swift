import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// An app view type drawn as a background is read once per theme: an `if` on a computed property of the theme enum
/// (`look.isFrosted`, `self == .frost`) and a `switch look` each draw their own branch in their own themes
/// (`Fixtures/swiftui-theme-backdrops`, own code), so a flat look's pair is on that look's color only and the frosted
/// look's needs review for its gradient or material only.
@Suite("SwiftUI: a background view's branches decided per theme")
struct SwiftUIThemeBackdropTests {
    static let atlas = TestPaths.fixture("swiftui-theme-backdrops/Atlas")
    static let palette = PaletteLoader().load([atlas])
    static let scan = UsageLoader().load([atlas], palette: palette)

    static func pairs(_ line: Int) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.path.hasSuffix("AtlasView.swift") && $0.site.location.line == line }
    }

    /// Each variant of `color` in the pair's themes, by appearance name.
    static func values(_ color: ObservedColor, in pair: ObservedPair) -> [String: String] {
        let held = Set((pair.appearances ?? []).map(\.rawValue))
        return SwiftEnvironmentThemeTests().values(color, palette).filter { held.contains($0.key) }
    }

    static func themes(_ pair: ObservedPair) -> Set<String> {
        Set((pair.appearances ?? []).map(\.rawValue))
    }

    @Test func anIfOnTheThemesComputedPropertyDrawsEachBranchInItsThemes() throws {
        let all = Self.pairs(9)
        let flat = try #require(all.first { $0.review == nil }, "\(all.map { $0.review?.detail ?? "-" })")
        #expect(flat.site.condition == nil, "\(flat.site.condition ?? "")")
        #expect(
            Self.themes(flat) == [
                "theme:paper-light", "theme:paper-dark", "theme:slate-light", "theme:slate-dark",
            ], "\(Self.themes(flat))")
        let page = Self.values(flat.background, in: flat)
        #expect(page["theme:paper-light"] == "#fffaf0" && page["theme:paper-dark"] == "#1a1a1a", "\(page)")
        #expect(page["theme:slate-dark"] == "#000033", "\(page)")
        let glowing = try #require(all.first { $0.review != nil })
        #expect(glowing.review?.kind == .gradient, "\(glowing.review.map(\.detail) ?? "")")
        #expect(Self.themes(glowing) == ["theme:frost-light", "theme:frost-dark"], "\(Self.themes(glowing))")
        #expect(all.count == 2, "\(all.map { $0.site.condition ?? "-" })")
    }

    @Test func aSwitchOverTheThemeDrawsEachCaseInItsThemes() throws {
        let all = Self.pairs(11)
        let flat = try #require(all.first { $0.review == nil }, "\(all.map { $0.review?.detail ?? "-" })")
        #expect(
            Self.themes(flat) == [
                "theme:paper-light", "theme:paper-dark", "theme:slate-light", "theme:slate-dark",
            ], "\(Self.themes(flat))")
        let card = Self.values(flat.background, in: flat)
        #expect(card["theme:paper-light"] == "#e6e0cc" && card["theme:slate-light"] == "#001a4d", "\(card)")
        let text = Self.values(flat.foreground, in: flat)
        #expect(text["theme:paper-light"] == "#33261a" && text["theme:slate-dark"] == "#e6e6ff", "\(text)")
        let frosted = try #require(all.first { $0.review != nil })
        #expect(frosted.review?.kind == .blur, "\(frosted.review.map { "\($0.kind) \($0.detail)" } ?? "")")
        #expect(Self.themes(frosted) == ["theme:frost-light", "theme:frost-dark"], "\(Self.themes(frosted))")
        #expect(all.count == 2, "\(all.map { $0.site.condition ?? "-" })")
    }
}
