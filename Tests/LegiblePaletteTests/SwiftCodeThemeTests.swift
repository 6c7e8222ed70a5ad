import Foundation
import Testing
import LegibleTestSupport
@testable import LegiblePalette

/// Themes computed by code (issue 21): roles that take or switch on a theme value (seed 004), and theme protocols
/// with conforming types, each theme an appearance of every role.
@Suite struct SwiftCodeThemeTests {
    static let seed004 = PaletteLoader().load([TestPaths.fixture("code-themes/Seed004")])
    static let protocols = PaletteLoader().load([TestPaths.fixture("code-themes/ProtocolThemes")])
    static let values = PaletteLoader().load([TestPaths.fixture("code-themes/ValueThemes")])

    func hexes(_ name: String, in palette: Palette) -> [String: String] {
        var out: [String: String] = [:]
        for v in palette.color(named: name)?.variants ?? [] { out[v.appearance.rawValue] = v.color?.hexRGBA }
        return out
    }

    /// Reads one Swift source written to a temporary folder.
    func read(_ source: String) -> Palette {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-codethemes-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? source.write(to: dir.appendingPathComponent("Colors.swift"), atomically: true, encoding: .utf8)
        return PaletteLoader().load([dir.path])
    }

    // MARK: Seed 004

    @Test func seed004RolesHaveALightAndADarkVariant() {
        #expect(hexes("UIColor.backgroundContent", in: Self.seed004) == ["light": "#ffffffff", "dark": "#1c1c1eff"])
        #expect(hexes("UIColor.textSecondary", in: Self.seed004) == ["light": "#8e8e93ff", "dark": "#98989fff"])
        #expect(hexes("UIColor.textPrimary", in: Self.seed004) == ["light": "#000000ff", "dark": "#ffffffff"])
        #expect(Self.seed004.diagnostics.isEmpty)
        // Each variant points at its own branch.
        let dark = Self.seed004.color(named: "UIColor.textSecondary")?.variant(exactly: .dark)
        #expect(dark?.source.line == 34)
    }

    @Test func themeTypesOfThePlatformAndComputedPropertiesSwitchingOnATheme() {
        let p = read(
            """
            enum ReaderMode { case day, sepia, night }
            final class Reader { static var mode: ReaderMode = .day }
            extension UIColor {
                static func ink(for style: UIUserInterfaceStyle) -> UIColor {
                    switch style {
                    case .dark: return .white
                    default: return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                    }
                }
                static var paper: UIColor {
                    switch Reader.mode {
                    case .day: return .white
                    case .sepia: return UIColor(red: 0.98, green: 0.94, blue: 0.85, alpha: 1)
                    case .night: return .black
                    }
                }
            }
            extension Color {
                static func accent(for scheme: ColorScheme) -> Color { scheme == .dark ? Color(red: 0.4, green: 0.6, blue: 1) : Color(red: 0, green: 0.2, blue: 0.8) }
            }
            """)
        #expect(hexes("UIColor.ink", in: p) == ["light": "#1a1a1aff", "dark": "#ffffffff"])
        // `day` and `night` are light and dark; `sepia` a theme of its own, light by its background.
        #expect(
            hexes("UIColor.paper", in: p) == ["light": "#ffffffff", "dark": "#000000ff", "theme:sepia": "#faf0d9ff"])
        #expect(p.color(named: "UIColor.paper")?.variant(exactly: .theme("sepia"))?.appearance.isDark == false)
        #expect(hexes("Color.accent", in: p) == ["light": "#0033ccff", "dark": "#6699ffff"])
        #expect(p.diagnostics.isEmpty)
    }

    @Test func aThemeWhoseBranchDoesNotEvaluateIsAWarningNamingIt() {
        let p = read(
            """
            enum Theme { case light, dark }
            extension UIColor {
                class func separator(for theme: Theme) -> UIColor {
                    switch theme {
                    case .light: return UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
                    case .dark: return SeparatorProvider.current
                    }
                }
                class func hairline(for theme: Theme) -> UIColor {
                    switch theme {
                    case .light: return UIColor(patternImage: image)
                    case .dark: return UIColor(patternImage: image)
                    }
                }
            }
            """)
        #expect(hexes("UIColor.separator", in: p) == ["light": "#ccccccff"])
        let messages = p.diagnostics.map(\.message)
        #expect(
            messages.contains("UIColor.separator in theme dark: not read, unknown name 'SeparatorProvider.current'"))
        #expect(
            messages.contains(
                "UIColor.hairline in theme light: not read, initializer UIColor(patternImage:) is not one Legible reads"
            ))
        #expect(
            messages.contains("UIColor.hairline: not read, no theme of 'UIColor.hairline' evaluates (see its warnings)")
        )
        #expect(p.color(named: "UIColor.hairline") == nil)
    }

    @Test func aCaseThatFollowsThePlatformIsNoThemeOfItsOwn() {
        let p = read(
            """
            enum AppColorScheme { case light, dark, system }
            extension Color {
                static func chrome(for scheme: AppColorScheme) -> Color {
                    switch scheme {
                    case .light: return .white
                    case .dark: return .black
                    case .system: return Color(.systemBackground)
                    }
                }
            }
            """)
        #expect(hexes("Color.chrome", in: p) == ["light": "#ffffffff", "dark": "#000000ff"])
    }

    @Test func anAssetCatalogColorInACodeThemeIsAWarning() {
        let p = read(
            """
            protocol Theme { var background: UIColor { get } }
            final class LightTheme: Theme { var background: UIColor { UIColor(named: "Paper")! } }
            final class DarkTheme: Theme { var background: UIColor { .black } }
            """)
        #expect(hexes("Theme.background", in: p) == ["dark": "#000000ff"])
        #expect(
            p.diagnostics.map(\.message).contains {
                $0.hasPrefix("Theme.background in theme light: not read, an asset catalog color")
            })
    }

    @Test func aCaseMayUseAnotherCaseOfItsOwnRole() {
        let p = read(
            """
            enum Theme { case light, dark }
            extension UIColor {
                class func hint(for theme: Theme) -> UIColor {
                    switch theme {
                    case .light: return UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                    case .dark: return hint(for: .light).withAlphaComponent(0.5)
                    }
                }
                class func loop(for theme: Theme) -> UIColor { loop(for: theme) }
            }
            """)
        #expect(hexes("UIColor.hint", in: p) == ["light": "#333333ff", "dark": "#33333380"])
        #expect(
            p.diagnostics.map(\.message).contains(
                "UIColor.loop in theme light: not read, 'UIColor.loop' in theme light refers to itself"))
    }

    @Test func anEnumOfStatesIsNoThemeType() {
        let p = read(
            """
            enum Status { case online, away, busy }
            extension UIColor {
                static func badge(for status: Status) -> UIColor {
                    switch status {
                    case .online: return .green
                    case .away: return .yellow
                    case .busy: return .red
                    }
                }
            }
            """)
        #expect(p.color(named: "UIColor.badge") == nil)
    }

    // MARK: Protocol themes

    @Test func eachConformingTypeIsATheme() throws {
        #expect(
            hexes("Theme.background", in: Self.protocols) == [
                "light": "#ffffffff", "dark": "#1f2129ff", "theme:black": "#000000ff",
            ])
        // BlackTheme inherits its text colors from DarkTheme and overrides the background.
        #expect(
            hexes("Theme.primaryText", in: Self.protocols) == [
                "light": "#1a1a1aff", "dark": "#ededf2ff", "theme:black": "#ededf2ff",
            ])
        let black = try #require(Self.protocols.color(named: "Theme.background")?.variant(exactly: .theme("black")))
        #expect(black.appearance.isDark)
        #expect(black.source.line == 28)
        #expect(Self.protocols.diagnostics.isEmpty)
        // The implementations are variants of the roles, not colors of their own.
        #expect(Self.protocols.color(named: "DarkTheme.background") == nil)
    }

    // MARK: Themes holding a value struct (issue 31)

    @Test func aThemesColorSetBuiltFromValuesGivesARolePerField() throws {
        // `var colors = ColorsUIKit(values: LightColors.values)`: the init copies the memberwise-built values. `colors`
        // is a requirement of the design kit's `ThemeV2`, which the app's `Theme` refines.
        #expect(
            hexes("Theme.colors.primaryContent", in: Self.values) == [
                "light": "#17191cff", "dark": "#ffffffff", "theme:black": "#ffffffff",
            ])
        // `DarkColors.values.alert` is `LightColors.values.alert`: a static value built from another.
        #expect(
            hexes("Theme.colors.alert", in: Self.values) == [
                "light": "#ff4b55ff", "dark": "#ff4b55ff", "theme:black": "#ff4b55ff",
            ])
        // A computed property of the color set, over the fields of each theme's value.
        #expect(
            hexes("Theme.colors.quinaryContent", in: Self.values) == [
                "light": "#737d8c80", "dark": "#a9b2bc80", "theme:black": "#a9b2bc80",
            ])
        #expect(Self.values.diagnostics.isEmpty, "\(Self.values.diagnostics)")
    }

    @Test func aSubclassInitOverridesOneThemeColor() throws {
        // `BlackTheme.init` sets `self.backgroundColor` after `super.init()`; DarkTheme's stored value stays dark's.
        #expect(
            hexes("Theme.backgroundColor", in: Self.values) == [
                "light": "#f4f6faff", "dark": "#21262cff", "theme:black": "#000000ff",
            ])
        let black = try #require(Self.values.color(named: "Theme.backgroundColor")?.variant(exactly: .theme("black")))
        #expect(black.source.path.hasSuffix("App/Theme.swift"))
        #expect(black.source.line == 22)
    }

    @Test func aFieldSetInABranchOfTheInitializerIsNotGuessed() {
        let p = read(
            """
            import UIKit
            struct Values { let text: UIColor }
            final class Colors {
                let text: UIColor
                init(values: Values, inverted: Bool) {
                    if inverted { text = .white } else { text = values.text }
                }
            }
            protocol Theme { var colors: Colors { get } }
            final class LightTheme: Theme { let colors = Colors(values: Values(text: .black), inverted: false) }
            final class DarkTheme: Theme { let colors = Colors(values: Values(text: .white), inverted: false) }
            """)
        #expect(p.color(named: "Theme.colors.text") == nil)
        #expect(
            p.diagnostics.contains {
                $0.message.contains("Theme.colors.text") && $0.message.contains("set in a branch of the initializer")
            }, "\(p.diagnostics)")
    }

    @Test func aDefaultImplementationIsReadInEveryTheme() {
        // `secondaryText.withAlphaComponent(0.4)`: each theme's own secondary text.
        #expect(
            hexes("Theme.separator", in: Self.protocols) == [
                "light": "#66666b66", "dark": "#8c8c9966", "theme:black": "#8c8c9966",
            ])
    }

    /// A protocol refined for dark themes (`protocol DarkTheme: Theme`), each with its own extension of defaults: a
    /// light theme takes `extension Theme`'s, a dark one `extension DarkTheme`'s first (found on an unseen app,
    /// 2026-11-29: every theme took the dark defaults, named as light themes).
    @Test func aRefiningProtocolsDefaultsAreItsConformersOnly() {
        let p = read(
            """
            import UIKit
            public protocol Theme {
                var isDark: Bool { get }
                var windowBackground: UIColor { get }
                var primaryText: UIColor { get }
                var tint: UIColor { get }
            }
            public protocol DarkTheme: Theme {}
            extension Theme {
                public var isDark: Bool { return false }
                public var windowBackground: UIColor { return UIColor(white: 0.98, alpha: 1) }
                public var primaryText: UIColor { return UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1) }
            }
            extension DarkTheme {
                public var isDark: Bool { return true }
                public var windowBackground: UIColor { return UIColor(red: 0.13, green: 0.12, blue: 0.16, alpha: 1) }
                public var primaryText: UIColor { return UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1) }
            }
            public struct PlumTheme: Theme { public var tint: UIColor { return UIColor(red: 0.4, green: 0.2, blue: 0.6, alpha: 1) } }
            public struct MossTheme: Theme { public var tint: UIColor { return UIColor(red: 0.2, green: 0.5, blue: 0.2, alpha: 1) } }
            public struct PlumDarkTheme: DarkTheme { public var tint: UIColor { return UIColor(red: 0.6, green: 0.4, blue: 0.8, alpha: 1) } }
            public struct MossDarkTheme: DarkTheme { public var tint: UIColor { return UIColor(red: 0.4, green: 0.7, blue: 0.4, alpha: 1) } }
            """)
        #expect(
            hexes("Theme.primaryText", in: p) == [
                "theme:plum": "#333340ff", "theme:moss": "#333340ff",
                "theme:plumDark": "#f2f2f2ff", "theme:mossDark": "#f2f2f2ff",
            ])
        let background = p.color(named: "Theme.windowBackground")
        for v in background?.variants ?? [] {
            #expect(
                v.appearance.isDark == (v.color?.hexRGBA == "#211f29ff"),
                "\(v.appearance): \(String(describing: v.color?.hexRGBA))")
        }
        #expect(p.color(named: "DarkTheme.primaryText") == nil)
    }

    @Test func structAndEnumConformersAndTheNamingRule() {
        let p = read(
            """
            protocol Palette { var text: UIColor { get }; var background: UIColor { get } }
            struct NightPalette: Palette {
                let text = UIColor.white
                let background = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
            }
            struct OceanPalette: Palette {
                let text = UIColor.white
                var background: UIColor { UIColor(red: 0, green: 0.2, blue: 0.4, alpha: 1) }
            }
            struct PaperPalette: Palette {
                let text = UIColor.black
                let background = UIColor.white
            }
            protocol Tinted { var tint: UIColor { get } }
            enum Status: Tinted {
                case online, away
                var tint: UIColor { switch self { case .online: return .green; case .away: return .yellow } }
            }
            struct Tag: Tinted { let tint: UIColor }
            """)
        // Night is dark by its name, whatever its background; ocean by its background; paper light.
        let background = p.color(named: "Palette.background")
        #expect(background?.variant(exactly: .dark)?.color?.hexRGBA == "#e6e6e6ff")
        #expect(background?.variant(exactly: .theme("ocean"))?.appearance.isDark == true)
        #expect(background?.variant(exactly: .theme("paper"))?.appearance.isDark == false)
        // An enum of states conforming to a color protocol is no theme set.
        #expect(p.color(named: "Tinted.tint") == nil)
    }
}
