import Testing
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// Colors an app names through its own helpers (issue 31, `Fixtures/code-helpers/StyleThemes`): a theme object's
/// computed colors (`theme.headline`) calling a helper that switches over a style enum
/// (`StyleColors.color(for: .headline, kindOverride:)`), which calls a function per style switching over the app's
/// theme (`InkColors.headline(for:)`: light, dark, sepia). The view holds a `theme` of an app class, not of the
/// app's theme protocol (`ToastTheme`): its declaration, not its name, says what it is.
@Suite("Swift views: style helpers over enums and themes")
struct SwiftStyleHelperTests {
    static let folder = TestPaths.fixture("code-helpers/StyleThemes")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pair(_ line: Int, _ file: String) -> ObservedPair? {
        Self.scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    /// Each appearance's value, `light`/`dark`/`theme:NAME` → hex, of an inline or palette color.
    func values(_ color: ObservedColor?) -> [String: String] { color.hexValues(in: Self.palette) }

    @Test func aThemeObjectsColorIsTheStyleHelpersColorInEveryTheme() throws {
        let title = try #require(pair(10, "NoteEditorHeader.swift"), "\(Self.scan.diagnostics)")
        #expect(values(title.foreground) == ["light": "#1b1b1f", "dark": "#f2f2f7", "theme:sepia": "#3e2f1c"])
        #expect(values(title.background) == ["light": "#ffffff", "dark": "#1c1c1e", "theme:sepia": "#f5ecd9"])
        let hint = try #require(pair(12, "NoteEditorHeader.swift"))
        #expect(values(hint.foreground) == ["light": "#55555c", "dark": "#aeaeb2", "theme:sepia": "#6b5a45"])
    }

    @Test func aValueNamedThemeOfAnAppClassIsNotAThemeProtocolValue() {
        let header = Self.scan.diagnostics.filter { $0.location.path.hasSuffix("NoteEditorHeader.swift") }
        #expect(header.isEmpty, "\(header)")
        #expect(!Self.scan.diagnostics.contains { $0.message.contains("is not a color of theme protocol") })
    }

    @Test func theThemeProtocolsOwnUsesStayRolePairs() throws {
        let toast = try #require(pair(9, "ToastView.swift"), "\(Self.scan.diagnostics)")
        #expect(values(toast.foreground) == ["light": "#ffffff", "dark": "#000000"])
        #expect(values(toast.background) == ["light": "#2c2c2e", "dark": "#e5e5ea"])
    }
}

/// `extension UIColor { static var brandLink: UIColor { UIColor(shade: .blue50) } }` over an app initializer that
/// passes the case's raw value to a hex initializer (`self.init(hexString: shade.rawValue)`, `enum BrandShade: String
/// { case blue50 = "3361CC" }`).
@Suite("Swift palettes: colors named through an enum's raw values")
struct SwiftRawValueColorTests {
    @Test func aCasesRawValueIsTheHexItsInitializerReads() {
        let palette = SwiftStyleHelperTests.palette
        let link = palette.color(named: "UIColor.brandLink")?.variant(for: .light)?.color
        #expect(link?.hexRGBA == "#3361ccff", "\(palette.diagnostics)")
        // The alpha argument passes through the app's initializer.
        let pressed = palette.color(named: "UIColor.brandLinkPressed")?.variant(for: .light)?.color
        #expect(pressed?.hexRGBA == "#1d4fc4cc")
        #expect(!palette.diagnostics.contains { $0.location.path.hasSuffix("UIColor+Brand.swift") })
    }
}
