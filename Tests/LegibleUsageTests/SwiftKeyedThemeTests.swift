import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Themes written as tables keyed by an app enum (`[ThemeValue: UIColor]`, one per theme) and applied through the
/// app's own view properties (`label.themeTextColor = .textPrimary`, issues 29 and 31): each key is a palette color
/// with a variant per theme, and an assignment to such a property is the platform property it stands for.
@Suite("Swift views: keyed theme tables through the app's view properties")
struct SwiftKeyedThemeTests {
    static let folder = TestPaths.fixture("swift-keyed-themes")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pairs(_ line: Int) -> [ObservedPair] {
        Self.scan.pairs.filter {
            $0.site.location.line == line && $0.site.location.path.hasSuffix("ProfileHeaderView.swift")
        }
    }

    func themes(_ name: String) -> [String: String] {
        guard let c = Self.palette.colors.first(where: { $0.name == name }) else { return [:] }
        var out: [String: String] = [:]
        for v in c.variants { out[v.appearance.rawValue] = v.value.concrete?.hexRGB }
        return out
    }

    @Test func eachKeyIsAColorWithAVariantPerTable() {
        #expect(
            themes("ThemeValue.textPrimary")
                == ["theme:paper": "#1a1a1a", "theme:midnight": "#f2f2f2", "theme:ocean": "#e0f0ff"],
            "\(themes("ThemeValue.textPrimary"))")
        let background = Self.palette.colors.first { $0.name == "ThemeValue.backgroundPrimary" }
        let midnight = background?.variants.first { $0.appearance.rawValue == "theme:midnight" }
        #expect(midnight?.appearance.isDark == true)
        let paper = background?.variants.first { $0.appearance.rawValue == "theme:paper" }
        #expect(paper?.appearance.isDark == false)
    }

    @Test func anAppPropertyStandingForTextColorIsATextUse() throws {
        let name = try #require(pairs(16).first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(name.foreground.displayName == "ThemeValue.textPrimary", "\(name.foreground)")
        #expect(name.background.displayName == "ThemeValue.backgroundPrimary", "\(name.background)")
        #expect(name.role == .text(large: nil))
    }

    @Test func anAppMethodStandingForSetTitleColorIsATextUse() throws {
        let button = try #require(pairs(19).first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(button.foreground.displayName == "ThemeValue.accent", "\(button.foreground)")
    }

    @Test func aValueThatIsNoKeyIsNotCheckedAndSaysWhy() {
        #expect(pairs(17).isEmpty && pairs(18).isEmpty)
        let bio = Self.scan.diagnostics.filter {
            $0.location.line == 17 && $0.location.path.hasSuffix("ProfileHeaderView.swift")
        }
        #expect(
            bio.count == 1 && bio[0].message.contains("themeTextColor") && bio[0].message.contains(".value(_:alpha:)"),
            "\(bio.map(\.message))")
        let handle = Self.scan.diagnostics.filter {
            $0.location.line == 18 && $0.location.path.hasSuffix("ProfileHeaderView.swift")
        }
        #expect(handle.count == 1, "\(handle.map(\.message))")
    }

    @Test func theSettersOwnAssignmentsAreNotUses() {
        let inSetters = Self.scan.diagnostics.filter { $0.location.path.hasSuffix("UIKit+Theme.swift") }
        #expect(inSetters.isEmpty, "\(inSetters.map(\.message))")
        #expect(!Self.scan.pairs.contains { $0.site.location.path.hasSuffix("UIKit+Theme.swift") })
    }

    @Test func anOverriddenPlatformPropertyIsNoAlias() {
        // `override var isHighlighted` sets a background and a text color in its setter: its own uses, not an alias.
        let diagnosed = Self.scan.diagnostics.filter {
            $0.location.path.hasSuffix("ProfileHeaderView.swift") && $0.location.line == 34
        }
        let facts = Self.scan.pairs.filter {
            $0.site.location.path.hasSuffix("ProfileHeaderView.swift") && $0.site.location.line == 34
        }
        #expect(!facts.isEmpty || !diagnosed.isEmpty, "\(Self.scan.diagnostics.map(\.message))")
    }
}
