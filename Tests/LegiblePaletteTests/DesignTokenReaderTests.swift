import Foundation
import LegibleCore
import Testing
@testable import LegiblePalette
@testable import LegibleFiles

/// Shapes of design token files (LegiblePalette.docc/PaletteFormats.md §2), one fixture each under Fixtures/palettes/tokens/.
/// Expected hex values are the fixtures' own values (8-bit, alpha last), computed by hand where a notation converts.
@Suite struct DesignTokenReaderTests {
    // MARK: DTCG

    /// Hex, rgb(), hsl(), named colors, `$type` inherited, names with spaces, `$root`, aliases, chains, JSON Pointer.
    static let dtcgBasic: [(name: String, hex: String)] = [
        ("color.Beam Blue", "#2d6af0ff"), ("color.short", "#ff00aaff"), ("color.translucent", "#00000080"),
        ("color.rgb", "#3c3c43ff"), ("color.rgba", "#3c3c4399"), ("color.hsl", "#ff00ffff"),
        ("color.hsla", "#ff000080"),
        ("color.named", "#663399ff"), ("color.old", "#123456ff"), ("color.accent.$root", "#ff0000ff"),
        ("color.accent.light", "#ff8080ff"), ("color.alias", "#2d6af0ff"), ("color.chain", "#2d6af0ff"),
        ("color.pointer", "#ff00aaff"), ("color.root-alias", "#ff0000ff"),
        // Untyped: counted as colors only when the notation cannot be anything else.
        ("untyped.hex", "#abcdefff"), ("untyped.alias-to-color", "#ff00aaff"),
    ]

    @Test func dtcgBasicShapes() throws {
        let path = TokenFixtures.palette("dtcg/basic.tokens.json")
        let palette = TokenFixtures.read([path])
        // An untyped '#12' can only have meant a color, so it is an error, not a silent drop; the shadow's color is
        // not a palette color, and a warning says so (every color on disk is in the palette or a diagnostic).
        #expect(
            palette.diagnostics.map(\.description) == [
                "\(path):34: warning: 1 color inside a composite token value is not checked (shadow: not palette colors; name them as color tokens to check them)",
                "\(path):41: error: invalid color '#12': hex color needs 3, 4, 6 or 8 digits, found 2 (column 2)",
            ])
        for row in Self.dtcgBasic {
            #expect(palette.hex(row.name) == row.hex, "\(row.name)")
        }
        #expect(palette.tokenColor("untyped.function")?.variant(exactly: .light) != nil)
        // Non-color tokens and untyped values that could be something else are skipped without a diagnostic.
        for skipped in [
            "spacing.small", "spacing.hex-looking", "font.family", "font.weight", "shadow.card",
            "untyped.word", "untyped.number", "untyped.bad-hex", "untyped.alias-to-dimension",
        ] {
            #expect(palette.tokenColor(skipped) == nil, "\(skipped)")
        }
        #expect(palette.colors.count == Self.dtcgBasic.count + 1)
        // A file without a theme gives the light variant only; origin is the file.
        let beam = try #require(palette.tokenColor("color.Beam Blue"))
        #expect(beam.appearances == [.light])
        #expect(beam.origin == path)
        // The variant's line is the line of its `$value` member; the key path is the token path.
        #expect(beam.variants[0].source == SourceLocation(path: path, line: 5, keyPath: "color.Beam Blue"))
        #expect(palette.tokenColor("color.chain")?.variants[0].source.line == 19)
    }

    /// `$value` and `value` tokens in one file; groups named `value` and `type`.
    @Test func mixedStyles() {
        let palette = TokenFixtures.read([TokenFixtures.palette("dtcg/mixed.json")])
        #expect(palette.diagnostics.isEmpty)
        #expect(palette.colors.map(\.name) == ["dtcg", "legacy", "value.group-named-value"])
        #expect(palette.hex("legacy") == "#000000ff")
    }

    /// The output does not depend on the order files are given in.
    @Test func orderIndependent() {
        var walker = FileWalker()
        let files = walker.files(under: TokenFixtures.palettes).filter {
            $0.hasSuffix(".json") && !$0.contains("/corpus/")
        }
        let forward = DesignTokenReader.read(files: files.map { .init(path: $0, explicit: false, theme: nil) })
        let backward = DesignTokenReader.read(
            files: files.reversed().map { .init(path: $0, explicit: false, theme: nil) })
        #expect(forward == backward)
        #expect(forward.colors.count > 50)
    }

    /// Figma Variables export (2025.10 color objects): modes from `com.figma.modeName`, alpha that `hex` omits,
    /// float32 components kept exactly, and `Mode 1` meaning every appearance.
    @Test func figmaColorObjects() throws {
        let folder = TokenFixtures.palette("figma")
        let palette = TokenFixtures.readFolder(folder)
        let transparent = try #require(palette.tokenColor("Surface.Transparent"))
        #expect(transparent.origin == folder + "/*.tokens.json")
        #expect(transparent.appearances == [.light, .dark])
        // hex says #FFFFFF, alpha says 0: fully transparent.
        #expect(transparent.variant(exactly: .light)?.color?.hexRGBA == "#ffffff00")
        #expect(transparent.variant(exactly: .dark)?.color?.hexRGBA == "#00000000")
        #expect(transparent.variant(exactly: .light)?.source.line == 5)
        let primary = try #require(palette.tokenColor("Surface.Primary")?.variant(exactly: .light)?.color)
        #expect(primary.space == .sRGB)
        #expect(primary.components == [0.1764705926179886, 0.4156862795352936, 0.9411764740943909])
        #expect(palette.hex("Surface.Primary", .dark) == "#80b3ffff")
        #expect(palette.hex("Surface.Beam Blue") == "#4880bfff")
        // Mode 1: every appearance, given as the light variant.
        #expect(palette.tokenColor("Neutral.White")?.appearances == [.light])
        #expect(palette.hex("Neutral.Hue none") == "#808080ff")
        #expect(
            palette.tokenColor("Neutral.Wide")?.variants[0].color == Color(space: .displayP3, components: [1, 0, 0]))
        #expect(
            palette.tokenColor("Neutral.Linear")?.variants[0].color
                == Color(space: .linearSRGB, components: [0.5, 0.5, 0.5]))
        #expect(palette.hex("Neutral.Ok") == "#ff00ffff")
        #expect(palette.tokenColor("Spacing.Small") == nil)
        // The only diagnostic: Dark's Beam Blue has a hex fallback that disagrees with its components.
        #expect(
            palette.diagnostics.map(\.description) == [
                folder
                    + "/Dark.tokens.json:13: warning: hex fallback #FF0000 disagrees with the components (#1a334d); the components are used"
            ])
    }

    // MARK: Legacy formats

    /// Tokens Studio without `$` (compound's layout): one file per theme, semantic aliases resolved per appearance.
    /// Read by the name rules, without the folder's `$themes.json` (see `tokensStudioThemeFilesWithThemes`).
    @Test func tokensStudioThemeFiles() throws {
        let folder = TokenFixtures.palette("legacy")
        var walker = FileWalker()
        let files = walker.files(under: folder).filter { $0.hasSuffix(".json") && !$0.hasSuffix("$themes.json") }
        let palette = DesignTokenReader.read(files: files.map { .init(path: $0, explicit: false, theme: nil) })
        let gray = try #require(palette.tokenColor("color.gray.1400"))
        #expect(gray.origin == folder + "/theme-*.json")
        #expect(gray.variants.map(\.appearance) == [.light, .dark, .lightHighContrast, .darkHighContrast])
        #expect(gray.variants.map { $0.color?.hexRGBA } == ["#1b1d22ff", "#ebeef2ff", "#000000ff", "#ffffffff"])
        #expect(palette.tokenColor("color.alpha.blue.100")?.appearances == [.light, .dark])
        #expect(palette.hex("color.alpha.blue.100", .dark) == "#0064ff1a")
        // A semantic alias without a theme gets every appearance its target has.
        let primary = try #require(palette.tokenColor("color.text.primary"))
        #expect(primary.origin == folder + "/theme-semantics.json")
        #expect(primary.variants.map { $0.color?.hexRGBA } == gray.variants.map { $0.color?.hexRGBA })
        #expect(
            primary.variants.allSatisfy {
                $0.source
                    == SourceLocation(path: folder + "/theme-semantics.json", line: 4, keyPath: "color.text.primary")
            })
        // rgba({alias}, 0.5): the target with another alpha, in every appearance.
        #expect(
            palette.tokenColor("color.text.faint")?.variants.map { $0.color?.hexRGBA } == [
                "#1b1d2280", "#ebeef280", "#00000080", "#ffffff80",
            ])
        #expect(palette.tokenColor("color.fixed")?.appearances == [.light])
        // A themed semantic file: only its own appearance.
        #expect(palette.tokenColor("color.bg.canvas")?.appearances == [.dark])
        #expect(palette.hex("color.bg.canvas", .dark) == "#14171bff")
        #expect(palette.tokenColor("color.bg.canvas")?.origin == folder + "/theme-semantics-*.json")
        // Gradients typed as color: a warning each, no variant. $themes.json / $metadata.json: not read.
        #expect(
            palette.diagnostics.map(\.description).sorted() == [
                folder + "/theme-semantics.json:10: warning: gradient typed as color; not checked",
                folder + "/theme-semantics.json:11: warning: alias resolves to a gradient; not checked",
            ])
        #expect(palette.tokenColor("color.gradient.linear") == nil)
    }

    /// The same folder with its `$themes.json`, which names only Light and Dark: those themes decide the layers
    /// (one origin, `$themes.json`); the high-contrast files no theme uses are not read, with a warning each.
    @Test func tokensStudioThemeFilesWithThemes() throws {
        let folder = TokenFixtures.palette("legacy")
        let palette = TokenFixtures.readFolder(folder)
        let gray = try #require(palette.tokenColor("color.gray.1400"))
        #expect(gray.origin == folder + "/$themes.json")
        #expect(gray.variants.map { $0.color?.hexRGBA } == ["#1b1d22ff", "#ebeef2ff"])
        #expect(
            palette.tokenColor("color.text.primary")?.variants.map { $0.color?.hexRGBA } == ["#1b1d22ff", "#ebeef2ff"])
        #expect(palette.tokenColor("color.bg.canvas")?.appearances == [.dark])
        #expect(
            palette.diagnostics.map(\.description).sorted() == [
                folder
                    + "/theme-dark-hc.json: warning: no theme of \(folder)/$themes.json enables it or uses it as a source, so its colors are not read",
                folder
                    + "/theme-light-hc.json: warning: no theme of \(folder)/$themes.json enables it or uses it as a source, so its colors are not read",
                folder + "/theme-semantics.json:10: warning: gradient typed as color; not checked",
                folder + "/theme-semantics.json:11: warning: alias resolves to a gradient; not checked",
            ])
        #expect(Set(palette.colors.map(\.name)).count == palette.colors.count)
    }

    /// Style Dictionary 3: untyped `value`s, aliases ending in `.value`; group names `light`/`dark` are not themes.
    @Test func styleDictionary() {
        let palette = TokenFixtures.read([TokenFixtures.palette("style-dictionary/tokens.json")])
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(palette.hex("color.font.base") == "#ff0000ff")
        #expect(palette.hex("color.font.secondary") == "#333333ff")
        #expect(palette.hex("color.base.gray.dark") == "#333333ff")
        #expect(palette.colors.count == 5)
        #expect(palette.appearances == [.light])
    }

    /// Spectrum: per-token `sets`, flat aliases, `$schema` types, opacity and shadow tokens skipped, wireframe
    /// counted into one warning per file.
    @Test func spectrumSets() throws {
        let folder = TokenFixtures.palette("spectrum")
        let palette = TokenFixtures.readFolder(folder)
        let blue = try #require(palette.tokenColor("blue-100"))
        #expect(blue.variants.map { $0.color?.hexRGBA } == ["#f5f9ffff", "#0e173fff"])
        #expect(blue.variants[1].source.keyPath == "blue-100.sets.dark")
        #expect(palette.tokenColor("black")?.appearances == [.light])
        // An alias without sets takes its target's appearances.
        #expect(
            palette.tokenColor("accent-color-900")?.variants.map { $0.color?.hexRGBA } == ["#3b63fbff", "#6995feff"])
        #expect(
            palette.tokenColor("accent-background-color-default")?.variants.map { $0.color?.hexRGBA } == [
                "#3b63fbff", "#0e173fff",
            ])
        #expect(palette.hex("shadow-color") == "#00000040")
        #expect(palette.tokenColor("nested")?.variants.map { $0.color?.hexRGBA } == ["#010203ff", "#040506ff"])
        for skipped in ["overlay-opacity", "background-opacity-default", "disabled-opacity", "drop-shadow-emphasized"] {
            #expect(palette.tokenColor(skipped) == nil, "\(skipped)")
        }
        #expect(
            palette.diagnostics.map(\.description) == [
                folder
                    + "/src/color-aliases.json:13: warning: 1 color value in a set that is not an appearance (wireframe) is not checked",
                folder
                    + "/src/color-palette.json:14: warning: 3 color values in sets that are not an appearance (wireframe) are not checked",
            ])
    }

    /// Found by walking, JSON without tokens (a JSON Schema, package.json, $themes.json) is passed over silently;
    /// a token file whose tokens are all non-colors is not "no tokens", even given explicitly.
    @Test func filesWithoutColorTokens() {
        let schema = TokenFixtures.temporaryFile(
            "color.json",
            Array(
                """
                { "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                  "properties": { "value": { "type": "string" }, "sets": { "type": "object" } } }
                """.utf8))
        let folder = (schema as NSString).deletingLastPathComponent
        _ = FileManager.default.createFile(
            atPath: folder + "/package.json", contents: Data(#"{"name": "x", "type": "module"}"#.utf8))
        _ = FileManager.default.createFile(
            atPath: folder + "/$themes.json", contents: Data(#"[{"name": "Light", "selectedTokenSets": {}}]"#.utf8))
        _ = FileManager.default.createFile(
            atPath: folder + "/platform.json",
            contents: Data(
                """
                { "font": { "family": { "value": "Inter", "type": "fontFamilies" } }, "space": { "sm": { "value": "4", "type": "spacing" } } }
                """.utf8))
        let walked = TokenFixtures.readFolder(folder)
        #expect(walked.colors.isEmpty && walked.diagnostics.isEmpty, "\(walked.diagnostics)")
        let explicit = TokenFixtures.read([folder + "/platform.json", folder + "/$themes.json"])
        #expect(explicit.colors.isEmpty && explicit.diagnostics.isEmpty, "\(explicit.diagnostics)")
    }

    /// Found by walking, app data shaped like Style Dictionary tokens ("type"/"value" members holding numbers, a
    /// "value" object with children) is not a token file: passed over and counted, not "a token inside the token"
    /// errors that fail the run. Given explicitly, the same file is read as tokens and its problems said.
    @Test func walkedAppDataWithValueMembersIsNotTokens() {
        let data = TokenFixtures.temporaryFile(
            "content.json",
            Array(
                """
                { "quests": { "dragon": { "type": "boss", "value": 4, "boss": { "hp": 300 } },
                              "owl": { "type": "pet", "value": 100, "drop": { "type": "egg", "value": 2 } } },
                  "gear": { "sword": { "type": "weapon", "value": 90 } } }
                """.utf8))
        let folder = (data as NSString).deletingLastPathComponent
        // An API's JSON Schema, where a property is named "value" (an object) beside others, with "$ref" links.
        let schema = folder + "/Introspect.json"
        _ = FileManager.default.createFile(
            atPath: schema,
            contents: Data(
                """
                { "result": { "types": { "Setting": { "properties": {
                    "value": { "type": "integer", "required": true },
                    "options": { "type": "array", "items": { "$ref": "Setting.Value" } } } } } } }
                """.utf8))
        let walked = TokenFixtures.readFolder(folder)
        #expect(walked.colors.isEmpty && walked.diagnostics.isEmpty, "\(walked.diagnostics)")
        #expect(walked.skipped.sorted() == [schema, data])
        let explicit = TokenFixtures.read([data])
        #expect(explicit.diagnostics.contains { $0.description.contains("a token inside the token") })
    }

    // MARK: Themes

    /// designsystemet's layout: `color-scheme/{light,dark}/` folders, and an alias layer elsewhere pointing into them.
    @Test func themeFoldersAndCrossFolderAliases() throws {
        let folder = TokenFixtures.palette("folders")
        let palette = TokenFixtures.readFolder(folder)
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        let accent = try #require(palette.tokenColor("brand.accent.1"))
        #expect(accent.origin == folder + "/primitives/color-scheme/*/brand.json")
        #expect(accent.variants.map { $0.color?.hexRGBA } == ["#ffffffff", "#0c1927ff"])
        #expect(
            palette.tokenColor("color.accent.background")?.variants.map { $0.color?.hexRGBA } == [
                "#ffffffff", "#0c1927ff",
            ])
        #expect(
            palette.tokenColor("color.accent.text")?.variants.map { $0.color?.hexRGBA } == ["#0062baff", "#5ca2f5ff"])
        #expect(palette.tokenColor("color.accent.fixed")?.appearances == [.light])
    }

    /// `--theme dark=path`: a file without theme words adds its variants to the same-named colors of its folder.
    @Test func forcedTheme() throws {
        let base = TokenFixtures.palette("forced/colors.json"), dark = TokenFixtures.palette("forced/overrides.json")
        let palette = TokenFixtures.read([base, dark], themes: [dark: .dark])
        #expect(palette.diagnostics.isEmpty)
        let background = try #require(palette.tokenColor("color.background"))
        #expect(background.origin == base)
        #expect(background.variants.map { $0.color?.hexRGBA } == ["#ffffffff", "#000000ff"])
        #expect(background.variants[1].source.path == dark)
        #expect(palette.tokenColor("color.link")?.appearances == [.light])
        #expect(palette.colors.count == 3)
    }

    /// A Tokens Studio single-file export: top-level sets, themed by their names.
    @Test func tokensStudioSingleFile() throws {
        let path = TokenFixtures.palette("single-file/tokens.json")
        let palette = TokenFixtures.read([path])
        #expect(palette.diagnostics.isEmpty)
        #expect(palette.tokenColor("bg")?.variants.map { $0.color?.hexRGBA } == ["#ffffffff", "#0c1927ff"])
        #expect(palette.tokenColor("accent")?.variants.map { $0.color?.hexRGBA } == ["#0062baff", "#5ca2f5ff"])
        #expect(palette.tokenColor("blue.500")?.origin == path + "#global")
    }

    /// Tokens Studio color modifiers: `alpha` is applied, others are reported.
    @Test func tokensStudioModifiers() {
        let path = TokenFixtures.palette("studio/modifiers.json")
        let palette = TokenFixtures.read([path])
        #expect(palette.hex("color.brand-half") == "#3366ff80")
        #expect(palette.hex("color.brand-faint") == "#3366ff33")
        #expect(palette.hex("color.faint-of-half") == "#3366ff80")
        #expect(palette.hex("color.brand-light") == "#3366ffff")
        #expect(
            palette.diagnostics.map(\.description) == [
                path + ":12: warning: Tokens Studio modifier 'lighten' is not applied; the unmodified color is checked"
            ])
    }

    /// File, folder and mode names → appearance and origin.
    static let themeNames: [(path: String, appearance: Appearance?, origin: String)] = [
        ("t/theme-dark.json", .dark, "t/theme-*.json"),
        ("t/theme-light-hc.json", .lightHighContrast, "t/theme-*.json"),
        ("t/theme-dark-hc.json", .darkHighContrast, "t/theme-*.json"),
        ("t/colors.light.json", .light, "t/colors.*.json"),
        ("t/colors_dark.json", .dark, "t/colors_*.json"),
        ("t/Dark.tokens.json", .dark, "t/*.tokens.json"),
        ("t/Light.tokens.json", .light, "t/*.tokens.json"),
        ("t/dark-theme.json", .dark, "t/*-theme.json"),
        ("t/colorsDarkHighContrast.json", .darkHighContrast, "t/colors*.json"),
        ("t/high-contrast-light.json", .lightHighContrast, "t/*.json"),
        ("a/color-scheme/dark/x.json", .dark, "a/color-scheme/*/x.json"),
        ("a/light/b/c/d/x.json", nil, "a/light/b/c/d/x.json"),
        ("t/highlight.json", nil, "t/highlight.json"),
        ("t/theme-semantics.json", nil, "t/theme-semantics.json"),
        ("t/twilight.json", nil, "t/twilight.json"),
    ]

    @Test func themeDetection() {
        for row in Self.themeNames {
            let detected = TokenTheme.detect(path: row.path, forced: nil, modeName: nil)
            #expect(detected.appearance == row.appearance, "\(row.path)")
            #expect(detected.origin == row.origin, "\(row.path)")
        }
        #expect(TokenTheme.detect(path: "t/x.json", forced: nil, modeName: "Dark").appearance == .dark)
        #expect(TokenTheme.detect(path: "t/x.json", forced: nil, modeName: "Mode 1").appearance == nil)
        #expect(
            TokenTheme.detect(path: "t/x.json", forced: .darkHighContrast, modeName: "Light") == (
                .darkHighContrast, "t/*"
            ))
        #expect(TokenTheme.appearance(named: "wireframe") == nil)
    }
}
