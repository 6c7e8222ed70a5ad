import Foundation
import LegibleCore
import Testing
import LegibleTestSupport
@testable import LegiblePalette

/// Configuration files that decide how token files layer into appearances: Tokens Studio `$themes.json` (and the
/// `$themes` of a single-file export), DTCG 2025.10 resolver documents, Style Dictionary `config.json`.
/// Fixtures: `Fixtures/palettes/tokens-themes/`.
@Suite struct TokenConfigurationTests {
    static let fixtures = TokenFixtures.repositoryRoot.appendingPathComponent("Fixtures/palettes/tokens-themes").path

    static func hexes(_ palette: Palette, _ name: String, family: String? = nil) -> [String: String] {
        guard let color = palette.colors.first(where: { $0.name == name && $0.family == family }) else { return [:] }
        var result: [String: String] = [:]
        for variant in color.variants { result[variant.appearance.rawValue] = variant.color?.hexRGB }
        return result
    }

    /// Writes files into a fresh folder and returns it.
    static func folder(_ files: [String: String]) -> String { TemporaryTree.write(files, prefix: "config") }

    // MARK: Tokens Studio $themes.json

    /// Light and Dark (group "Mode") are the appearances; `core` is a source set (alias targets only); the enabled
    /// sets layer in listed order, so `color.link` is semantic.json's in Light (listed last) and dark.json's in
    /// Dark; the "Brand" group's themes become families; `legacy` is disabled everywhere, so it is not read (a
    /// warning).
    @Test func studioThemes() throws {
        let folder = Self.fixtures + "/studio"
        let palette = TokenFixtures.readFolder(folder)
        #expect(
            palette.diagnostics.map(\.description) == [
                folder
                    + "/legacy.json: warning: no theme of \(folder)/$themes.json enables it or uses it as a source, so its colors are not read"
            ])
        #expect(Self.hexes(palette, "text.primary") == ["light": "#111111", "dark": "#ffffff"])
        #expect(Self.hexes(palette, "surface.background") == ["light": "#ffffff", "dark": "#111111"])
        #expect(Self.hexes(palette, "color.link") == ["light": "#0055cc", "dark": "#66aaff"])
        let link = try #require(palette.color(named: "color.link"))
        #expect(link.variant(exactly: .light)?.source.path.hasSuffix("studio/semantic.json") == true)
        #expect(link.variant(exactly: .dark)?.source.path.hasSuffix("studio/dark.json") == true)
        // Source sets are not colors of the palette.
        #expect(palette.color(named: "color.gray.0") == nil && palette.color(named: "color.blue.500") == nil)
        #expect(Self.hexes(palette, "brand.accent", family: "ocean") == ["light": "#0055cc", "dark": "#0055cc"])
        #expect(Self.hexes(palette, "brand.accent", family: "forest") == ["light": "#228833", "dark": "#228833"])
        #expect(palette.families == ["forest", "ocean"])
        #expect(palette.color(named: "legacy.red") == nil)
        #expect(palette.color(named: "text.primary")?.origin.hasSuffix("studio/$themes.json") == true)
        // Given explicitly, $themes.json reads its sets even when they are not given.
        let explicit = TokenFixtures.read([Self.fixtures + "/studio/$themes.json"])
        #expect(Self.hexes(explicit, "text.primary") == ["light": "#111111", "dark": "#ffffff"])
        #expect(explicit.color(named: "legacy.red") == nil)
    }

    /// A single-file export whose `$themes` is not empty: the sets are its top-level keys.
    @Test func studioSingleFile() {
        let palette = TokenFixtures.read([Self.fixtures + "/studio-single/tokens.json"])
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.colors.map(\.name) == ["background", "text"])
        #expect(Self.hexes(palette, "text") == ["light": "#1a1a1a", "dark": "#ffffff"])
        #expect(Self.hexes(palette, "background") == ["light": "#ffffff", "dark": "#1a1a1a"])
    }

    /// Theme names: high contrast, `mode` words, other names are themes; two themes of one appearance warn.
    @Test func studioThemeNames() {
        let folder = Self.folder([
            "$themes.json": """
            [
              {"name": "Light mode", "selectedTokenSets": {"a": "enabled"}},
              {"name": "Dark HC", "selectedTokenSets": {"b": "enabled"}},
              {"name": "Sepia", "selectedTokenSets": {"c": "enabled"}},
              {"name": "Day", "selectedTokenSets": {"c": "enabled"}}
            ]
            """,
            "a.json": ##"{"fg": {"$type": "color", "$value": "#010101"}}"##,
            "b.json": ##"{"fg": {"$type": "color", "$value": "#020202"}}"##,
            "c.json": ##"{"fg": {"$type": "color", "$value": "#030303"}}"##,
        ])
        let palette = TokenFixtures.readFolder(folder)
        #expect(
            Self.hexes(palette, "fg") == ["light": "#010101", "darkHighContrast": "#020202", "theme:Sepia": "#030303"])
        #expect(
            palette.diagnostics.map(\.description) == [
                folder
                    + "/$themes.json:5: warning: theme 'Day' is the light appearance, as theme 'Light mode' is; it is not read"
            ])
    }

    /// A missing set, a bad status, a malformed theme and malformed JSON: diagnostics at the line, never a crash. A
    /// status Tokens Studio does not have (`on`, a typo such as `enablet`) is malformed input, an error like the
    /// others (fuzz report, 2026-11-26: three misspelt statuses left a folder of colors unread with exit 0).
    @Test func studioErrors() {
        let folder = Self.folder([
            "$themes.json": """
            [
              {"name": "Light", "selectedTokenSets": {"present": "enabled", "absent": "enabled", "odd": "on"}},
              {"name": "Dark"},
              42
            ]
            """,
            "present.json": ##"{"fg": {"$type": "color", "$value": "#010101"}}"##,
        ])
        let palette = TokenFixtures.readFolder(folder)
        #expect(
            palette.diagnostics.map(\.description) == [
                folder
                    + "/$themes.json:2: error: token set 'absent' not found: there is no absent.json next to $themes.json",
                folder
                    + "/$themes.json:2: error: token set 'odd' of theme 'Light' has status 'on', not enabled, source or disabled; not read",
                folder + "/$themes.json:3: error: theme 'Dark' has no \"selectedTokenSets\" object; not read",
                folder
                    + "/$themes.json:4: error: a theme must be an object with \"name\" and \"selectedTokenSets\", not a number",
            ])
        #expect(Self.hexes(palette, "fg") == ["light": "#010101"])
        let broken = Self.folder(["$themes.json": "[{\"name\": \"Light\",\n \"selectedTokenSets\": {]"])
        let malformed = TokenFixtures.readFolder(broken)
        #expect(malformed.errors.count == 1 && malformed.errors[0].location.line == 2, "\(malformed.diagnostics)")
        let object = TokenFixtures.readFolder(Self.folder(["$themes.json": ##"{"name": "Light"}"##]))
        #expect(object.errors.map(\.message) == ["$themes must be an array of themes, not an object; no theme is read"])
    }

    // MARK: DTCG resolver

    /// The `theme` modifier's contexts are the appearances, each layered over the base set; dark high contrast
    /// lists dark.json then dark-hc.json (later wins). The `density` modifier contributes its default, with a
    /// warning; an inline set after the modifiers gives `color.focus`, located in the resolver itself.
    @Test func resolver() throws {
        let palette = TokenFixtures.readFolder(Self.fixtures + "/resolver")
        let resolverPath = Self.fixtures + "/resolver/tokens.resolver.json"
        #expect(
            palette.diagnostics.map(\.description) == [
                resolverPath
                    + ":25: warning: modifier 'density': only its default 'comfortable' is read; contexts compact are not checked"
            ])
        #expect(
            Self.hexes(palette, "text.default") == [
                "light": "#000000", "dark": "#ffffff", "darkHighContrast": "#ffd400",
            ])
        #expect(
            Self.hexes(palette, "surface.background") == [
                "light": "#ffffff", "dark": "#000000", "darkHighContrast": "#000000",
            ])
        let focus = try #require(palette.color(named: "color.focus"))
        #expect(focus.variants.map { $0.color?.hexRGB } == ["#ff00ff", "#ff00ff", "#ff00ff"])
        #expect(focus.variants.allSatisfy { $0.source.path == resolverPath && $0.source.line == 41 })
        #expect(palette.colors.allSatisfy { $0.origin == resolverPath })
    }

    /// Missing files and sets, bad defaults, unknown shapes: errors and warnings at the resolver's lines.
    @Test func resolverErrors() {
        let folder = Self.folder([
            "app.resolver.json": """
            {
              "version": "2025.10",
              "sets": {"base": {"sources": [{"$ref": "base.json"}, {"$ref": "gone.json"}]}},
              "modifiers": {
                "theme": {"contexts": {"light": [], "dark": [{"$ref": "remote.json#/dark"}]}, "default": "night"}
              },
              "resolutionOrder": [
                {"$ref": "#/sets/base"},
                {"$ref": "#/sets/nope"},
                {"$ref": "#/modifiers/theme"},
                {"something": "else"}
              ]
            }
            """,
            "base.json": ##"{"fg": {"$type": "color", "$value": "#010101"}}"##,
        ])
        let path = folder + "/app.resolver.json"
        let palette = TokenFixtures.readFolder(folder)
        #expect(
            palette.diagnostics.map(\.description) == [
                path + ":3: error: source file not found: gone.json",
                path + ":5: error: default of modifier 'theme' is not one of its contexts (light, dark)",
                path
                    + ":5: warning: source remote.json#/dark: references into a file (file.json#/pointer) are not supported; not read",
                path + ":9: error: resolutionOrder refers to #/sets/nope, which \"sets\" does not define",
                path
                    + ":11: warning: resolutionOrder entry of unknown shape (expected {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or an inline set or modifier with \"type\"); not read",
            ])
        #expect(Self.hexes(palette, "fg") == ["light": "#010101", "dark": "#010101"])
        let malformed = TokenFixtures.readFolder(
            Self.folder(["x.resolver.json": "{\n\"version\": \"2025.10\",\n\"resolutionOrder\": [,]}"]))
        #expect(malformed.errors.count == 1 && malformed.errors[0].location.line == 3, "\(malformed.diagnostics)")
        let noOrder = TokenFixtures.readFolder(Self.folder(["x.resolver.json": ##"{"version": "2025.10"}"##]))
        #expect(noOrder.errors.map(\.message) == ["a resolver needs a \"resolutionOrder\" array; nothing is read"])
    }

    // MARK: Style Dictionary config

    /// `include` (base, `**` glob) under `source` (overrides): brand.json overrides the base brand color; the
    /// themed source file dark.json splits the config into a light and a dark build; a token file below the config
    /// that it does not list is not read, with a warning.
    @Test func styleDictionaryConfig() {
        let folder = Self.fixtures + "/style-dictionary"
        let palette = TokenFixtures.readFolder(folder)
        #expect(
            palette.diagnostics.map(\.description) == [
                folder
                    + "/tokens/unused/old.json: warning: not listed in the include or source of \(folder)/config.json, so its colors are not read"
            ])
        #expect(Self.hexes(palette, "color.brand.primary") == ["light": "#aa0044", "dark": "#aa0044"])
        #expect(Self.hexes(palette, "color.text.primary") == ["light": "#222222", "dark": "#eeeeee"])
        #expect(Self.hexes(palette, "color.background.base") == ["light": "#ffffff", "dark": "#121212"])
        // From tokens/base/nested/ (the ** glob), an alias with Style Dictionary 3's `.value`.
        #expect(Self.hexes(palette, "color.border.default") == ["light": "#222222", "dark": "#eeeeee"])
        #expect(palette.color(named: "color.old") == nil)
    }

    /// A config named for a theme is that appearance; two themed configs in one folder give one color.
    @Test func styleDictionaryThemedConfigs() {
        let folder = Self.folder([
            "light.config.json": ##"{"source": ["tokens/base.json", "tokens/light-values.json"]}"##,
            "dark.config.json": ##"{"source": ["tokens/base.json", "tokens/dark-values.json"]}"##,
            "tokens/base.json": ##"{"text": {"value": "{ink}"}}"##,
            "tokens/light-values.json": ##"{"ink": {"value": "#101010"}}"##,
            "tokens/dark-values.json": ##"{"ink": {"value": "#f0f0f0"}}"##,
        ])
        let palette = TokenFixtures.readFolder(folder)
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(Self.hexes(palette, "text") == ["light": "#101010", "dark": "#f0f0f0"])
        #expect(palette.colors.filter { $0.name == "text" }.count == 1)
    }

    /// Glob syntax beyond `*`/`**`, a missing file, a glob matching nothing, a non-array `source`: diagnostics at
    /// the line. A `config.json` without `source`/`include` is not a Style Dictionary config.
    @Test func styleDictionaryErrors() {
        let folder = Self.folder([
            "config.json": """
            {
              "include": ["tokens/{a,b}.json", "missing.json"],
              "source": ["nothing/**/*.json", "tokens/*.json"]
            }
            """,
            "tokens/a.json": ##"{"fg": {"value": "#010101"}}"##,
        ])
        let palette = TokenFixtures.readFolder(folder)
        let path = folder + "/config.json"
        #expect(
            palette.diagnostics.map(\.description) == [
                path + ":2: error: token file not found: missing.json",
                path
                    + ":2: warning: glob 'tokens/{a,b}.json' uses syntax Legible does not expand (only * and ** are); its files are not read by this config",
                path + ":3: warning: glob 'nothing/**/*.json' matches no files",
            ])
        #expect(Self.hexes(palette, "fg") == ["light": "#010101"])
        let notArray = TokenFixtures.readFolder(
            Self.folder(["config.json": ##"{"source": "tokens/*.json", "include": []}"##]))
        #expect(notArray.errors.map(\.message) == ["\"source\" must be an array of paths, not a string"])
        let other = TokenFixtures.readFolder(
            Self.folder(["config.json": ##"{"port": 8080}"##, "x.json": ##"{"fg": {"value": "#020202"}}"##]))
        #expect(other.diagnostics.isEmpty && Self.hexes(other, "fg") == ["light": "#020202"])
    }

    @Test func globMatching() {
        func m(_ pattern: String, _ path: String) -> Bool {
            StyleDictionaryConfigReader.matches(
                pattern.split(separator: "/", omittingEmptySubsequences: false),
                path.split(separator: "/", omittingEmptySubsequences: false))
        }
        #expect(m("**/*.json", "a.json") && m("**/*.json", "x/y/a.json") && !m("**/*.json", "x/a.json5"))
        #expect(m("*.tokens.json", "color.tokens.json") && !m("*.tokens.json", "x/color.tokens.json"))
        #expect(
            m("a/**/b/*.json", "a/b/c.json") && m("a/**/b/*.json", "a/x/y/b/c.json")
                && !m("a/**/b/*.json", "a/x/c.json"))
    }

    /// A file that two kinds of configuration read is read by the stronger one (resolver, then $themes.json, then
    /// a Style Dictionary config); the other is not read, with a warning.
    @Test func overlappingConfigurations() {
        let folder = Self.folder([
            "$themes.json": ##"[{"name": "Light", "selectedTokenSets": {"light": "enabled"}}]"##,
            "config.json": ##"{"source": ["*.json"]}"##,
            "light.json": ##"{"fg": {"$type": "color", "$value": "#010101"}}"##,
        ])
        let palette = TokenFixtures.readFolder(folder)
        #expect(
            palette.diagnostics.map(\.description) == [
                folder
                    + "/config.json: warning: \(folder)/light.json is also layered by Tokens Studio's $themes \(folder)/$themes.json, which is used; this configuration is not read"
            ])
        #expect(Self.hexes(palette, "fg") == ["light": "#010101"])
    }
}
