import Foundation
import LegibleCore
import Testing
@testable import LegiblePalette

/// Paths of the Android fixtures (found via `#filePath`) and an independent count of color definitions on disk.
enum AndroidFixtures {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let palettes = repository.appendingPathComponent("Fixtures/palettes/android").path
    static let broken = repository.appendingPathComponent("Fixtures/broken/android").path
    /// The shape fixtures (the corpus copies sit beside them in `corpus/`).
    static let shapes = palettes + "/app"
    static let main = palettes + "/app/src/main/res"
    static let alpha = palettes + "/app/src/alpha/res"

    /// Every `*.xml` file in a `values*` folder below `root`, sorted.
    static func valuesFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            let parent = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
            if relative.hasSuffix(".xml"), parent == "values" || parent.hasPrefix("values-") {
                result.append(root + "/" + relative)
            }
        }
        return result.sorted()
    }

    static func read(_ root: String) -> Palette { AndroidResourceReader.read(files: valuesFiles(under: root)) }

    struct Location: Hashable { var path: String; var line: Int }

    /// `<color …>` and `<item … type="color" …>` start tags outside comments, by the line their `<` is on: a plain
    /// text scan, independent of the reader's XML parser.
    static func definitionsOnDisk(_ path: String) -> [Location] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var result: [Location] = []
        var line = 1
        var i = text.startIndex
        while i < text.endIndex {
            let rest = text[i...]
            if rest.hasPrefix("<!--") {
                let end = rest.range(of: "-->")?.upperBound ?? text.endIndex
                line += text[i..<end].filter { $0 == "\n" }.count
                i = end
                continue
            }
            if rest.hasPrefix("<color") || rest.hasPrefix("<item") {
                let tagEnd = rest.firstIndex(of: ">") ?? text.endIndex
                let tag = text[i..<tagEnd]
                let next = tag.dropFirst(rest.hasPrefix("<color") ? 6 : 5).first
                let isColor = rest.hasPrefix("<color") || tag.contains("type=\"color\"")
                if isColor, next.map({ $0.isWhitespace || $0 == ">" || $0 == "/" }) ?? false {
                    result.append(Location(path: path, line: line))
                }
            }
            if text[i] == "\n" { line += 1 }
            i = text.index(after: i)
        }
        return result
    }

    static func rgba(_ hex: String) -> String { "#" + hex.lowercased() }
}

/// Shapes of LegiblePalette.docc/PaletteFormats.md §3 on `Fixtures/palettes/android`.
@Suite struct AndroidResourceReaderTests {
    typealias F = AndroidFixtures

    func mainColor(_ palette: Palette, _ name: String) throws -> NamedColor {
        try #require(palette.colors.first { $0.name == name && $0.origin == F.main })
    }

    // Expected values: Android's #ARGB order (alpha first), short forms doubling each digit.
    static let literals: [(name: String, hexRGBA: String)] = [
        ("rgb", "#ff8800ff"), ("argb", "#ff880088"), ("rrggbb", "#ff8800ff"), ("aarrggbb", "#ff880080"),
        ("mixedCase", "#abcdefff"), ("padded", "#102030ff"), ("multiLine", "#ffffffff"), ("asItem", "#000000ff"),
        ("cdata", "#123456ff"), ("alias", "#ff8800ff"), ("aliasOfAlias", "#ff8800ff"), ("forwardAlias", "#00ff00ff"),
        ("followsNight", "#ffffffff"), ("background", "#ffffffff"), ("definedLater", "#00ff00ff"),
    ]

    @Test(arguments: literals)
    func lightValues(_ row: (name: String, hexRGBA: String)) throws {
        let palette = F.read(F.shapes)
        let color = try mainColor(palette, row.name)
        #expect(color.variant(exactly: .light)?.color?.hexRGBA == row.hexRGBA)
    }

    @Test func sourceLinesAndKeyPaths() throws {
        let palette = F.read(F.shapes)
        let file = F.main + "/values/colors.xml"
        let rgb = try mainColor(palette, "rgb").variant(exactly: .light)
        #expect(rgb?.source == SourceLocation(path: file, line: 4, keyPath: "resources/color[@name='rgb']"))
        #expect(try mainColor(palette, "padded").variant(exactly: .light)?.source.line == 9)
        // The start tag spans lines 12–14: the line is where `<color` is.
        #expect(try mainColor(palette, "multiLine").variant(exactly: .light)?.source.line == 12)
        #expect(
            try mainColor(palette, "asItem").variant(exactly: .light)?.source.keyPath
                == "resources/item[@name='asItem']")
    }

    @Test func nightOverridesAndReferencesFollowNightMode() throws {
        let palette = F.read(F.shapes)
        let background = try mainColor(palette, "background")
        #expect(background.appearances == [.light, .dark])
        #expect(background.variant(exactly: .dark)?.color?.hexRGBA == "#000000ff")
        #expect(background.variant(exactly: .dark)?.source.path == F.main + "/values-night/colors.xml")
        // values-night: rrggbb = @color/definedLater.
        #expect(try mainColor(palette, "rrggbb").variant(exactly: .dark)?.color?.hexRGBA == "#00ff00ff")
        // Light-only colors whose references reach a night override get a dark variant at their own line.
        for name in ["alias", "aliasOfAlias"] {
            let dark = try #require(try mainColor(palette, name).variant(exactly: .dark))
            #expect(dark.color?.hexRGBA == "#00ff00ff")
            #expect(dark.source.path == F.main + "/values/colors.xml")
        }
        #expect(try mainColor(palette, "followsNight").variant(exactly: .dark)?.color?.hexRGBA == "#000000ff")
        // Without a night definition anywhere in the chain: light only, dark falls back to it.
        let forward = try mainColor(palette, "forwardAlias")
        #expect(forward.appearances == [.light])
        #expect(forward.variant(for: .dark)?.color?.hexRGBA == "#00ff00ff")
    }

    /// `Fixtures/palettes/android-design-module`: the app module (resources in `app/res`, `res.srcDirs("res")`) names
    /// colors its design-system module defines (`implementation(projects.core.designsystem)`): resolved as the build
    /// merges them, night overrides of either module included; a module only a test configuration uses is not.
    @Test func referencesReachTheModulesTheAppDependsOn() throws {
        let root = F.palettes + "-design-module"
        let palette = F.read(root)
        let app = root + "/app/res"
        func color(_ name: String) -> NamedColor? { palette.colors.first { $0.name == name && $0.origin == app } }
        let window = try #require(color("window_background"), "\(palette.diagnostics)")
        #expect(window.variant(exactly: .light)?.color?.hexRGBA == "#f9f9f9ff")
        #expect(window.variant(exactly: .dark)?.color?.hexRGBA == "#1c1b20ff")
        // Light-only in the app, but the library's night override of its target gives it a dark variant.
        let text = try #require(color("text_primary"))
        #expect(text.variant(exactly: .light)?.color?.hexRGBA == "#34313aff")
        #expect(text.variant(exactly: .dark)?.color?.hexRGBA == "#edeceeff")
        #expect(color("widget_accent") == nil)
        #expect(
            palette.diagnostics.map(\.description) == [
                app + "/values/colors.xml:6: warning: widget_accent: @color/widget_orange is not defined in the files "
                    + "read; not checked (\(root)/widget/src/main/res defines it; it may come from that module as a "
                    + "library)"
            ])
    }

    @Test func frameworkColorsAreSystemReferences() throws {
        let palette = F.read(F.shapes)
        let transparent = try #require(try mainColor(palette, "frameworkTransparent").variant(exactly: .light))
        #expect(
            transparent.value
                == .system(
                    SystemColorReference(platform: "android", name: "@android:color/transparent"),
                    resolved: Color(SRGB8(r: 0, g: 0, b: 0), alpha: 0)))
        let holo = try #require(try mainColor(palette, "frameworkHolo").variant(exactly: .light))
        #expect(holo.color?.hexRGBA == "#33b5e5ff") // colors_holo.xml: holo_blue_light #ff33b5e5
    }

    @Test func uncheckableValuesAreWarningsWithLines() throws {
        let palette = F.read(F.shapes)
        let file = F.main + "/values/colors.xml"
        let warnings = palette.diagnostics.filter { $0.severity == .warning && $0.location.path == file }
        func warning(_ line: Int, _ fragment: String) -> Bool {
            warnings.contains { $0.location.line == line && $0.message.contains(fragment) }
        }
        // A framework color state list takes its default state's color (AndroidFrameworkStateListTests): no warning.
        #expect(!warnings.contains { $0.location.line == 27 })
        // Each warning names the color that is not checked, not only the value.
        #expect(
            warning(32, "material_blue_grey_800")
                && warnings.allSatisfy {
                    $0.message.range(of: #"^[A-Za-z0-9_.]+: "#, options: .regularExpression) != nil
                })
        #expect(warning(28, "dynamic (Material You)"))
        #expect(warning(29, "not a framework color Legible knows"))
        #expect(warning(30, "theme attribute"))
        #expect(warning(31, "?android:attr/textColorPrimary is a theme attribute"))
        #expect(warning(32, "@color/material_blue_grey_800 is not defined in the files read; not checked"))
        #expect(warnings.count == 5, "\(warnings)")
        #expect(try mainColor(palette, "frameworkStateList").variant(exactly: .light)?.color?.hexRGBA == "#ffffffff")
        for name in ["themeAttribute", "fromLibrary"] {
            #expect(palette.colors.first { $0.name == name } == nil)
        }
        // <attr format="color">, <string>, <item type="dimen"> and <style> items are not color definitions.
        for name in ["brandColor", "not_a_color", "not_a_color_item", "colorPrimary", "commented"] {
            #expect(palette.colors.first { $0.name == name } == nil)
        }
    }

    @Test func qualifierFoldersAndFlavorsAreSeparateOrigins() throws {
        let palette = F.read(F.shapes)
        let land = try #require(palette.colors.first { $0.name == "landOnly" })
        #expect(land.origin == F.main + " [land]")
        #expect(land.variant(exactly: .light)?.color?.hexRGBA == "#ff8800ff") // @color/rgb from values/
        #expect(
            palette.diagnostics.contains {
                $0.location == SourceLocation(path: F.main + "/values-land/colors.xml", line: 0)
                    && $0.message.contains("qualifier 'land' is not a light/dark appearance")
            })
        let landBackground = try #require(
            palette.colors.first { $0.name == "background" && $0.origin == F.main + " [land]" })
        #expect(landBackground.appearances == [.light]) // values-land outranks values-night on Android
        // Flavor: its own light value; in dark mode main's values-night wins (merged per configuration).
        let flavor = try #require(palette.colors.first { $0.name == "background" && $0.origin == F.alpha })
        #expect(flavor.variant(exactly: .light)?.color?.hexRGBA == "#ffeeddff")
        #expect(flavor.variant(exactly: .dark)?.source.path == F.main + "/values-night/colors.xml")
        let flavorAlias = try #require(palette.colors.first { $0.name == "flavorAlias" })
        #expect(flavorAlias.variant(exactly: .light)?.color?.hexRGBA == "#00ff00ff")
    }

    @Test func outputDoesNotDependOnFileOrder() {
        let files = F.valuesFiles(under: F.shapes)
        #expect(AndroidResourceReader.read(files: files) == AndroidResourceReader.read(files: files.reversed()))
    }

    @Test func everyDefinitionIsAVariantOrADiagnostic() {
        let files = F.valuesFiles(under: F.shapes)
        let palette = AndroidResourceReader.read(files: files)
        let onDisk = Set(files.flatMap(F.definitionsOnDisk))
        let accounted = Set(
            palette.colors.flatMap { $0.variants.map { F.Location(path: $0.source.path, line: $0.source.line) } }
                + palette.diagnostics.map { F.Location(path: $0.location.path, line: $0.location.line) })
        #expect(onDisk.subtracting(accounted).isEmpty, "\(onDisk.subtracting(accounted))")
        #expect(onDisk.count == 29)
    }
}
