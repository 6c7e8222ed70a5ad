import Testing
import LegibleCore
import LegiblePalette
import LegibleTestSupport

/// "Is this an Android values file" has one answer (`AndroidResourceFolderName`): a folder named `values` or
/// `values-…`. A walked `valuesOld/` is not a resource folder (aapt rejects the name), so the palette does not
/// read it either; before, the palette loader took any folder whose name began with `values`.
@Suite("Android values folders")
struct AndroidValuesFolderTests {
    @Test(
        "folder names",
        arguments: [
            ("values", true), ("values-night", true), ("values-night-v35", true), ("values-b+sr+Latn", true),
            ("valuesOld", false), ("values_v2", false), ("value", false), ("layout", false),
        ])
    func names(name: String, isValues: Bool) {
        #expect(AndroidResourceFolderName.isValues(name) == isValues)
    }

    @Test("a walked tree: colors in values and values-night, none from valuesOld")
    func walked() {
        let color = { (name: String, hex: String) in "<resources><color name=\"\(name)\">\(hex)</color></resources>" }
        let root = TemporaryTree.write(
            [
                "app/src/main/res/values/colors.xml": color("primary", "#112233"),
                "app/src/main/res/values-night/colors.xml": color("primary", "#445566"),
                "app/src/main/res/valuesOld/colors.xml": color("legacy", "#778899"),
            ], prefix: "values-folders")
        let palette = PaletteLoader().load([root])
        #expect(palette.colors.map(\.name) == ["primary"])
        #expect(palette.colors.first?.variants.count == 2)
    }
    /// `values-notnight` is a configuration of its own (day mode only): with a plain `values` definition of the same
    /// name, day mode shows the `notnight` one and night mode the plain one, unless `values-night` has its own. Not a
    /// duplicate (the gotify Android app keeps its light colors there and its dark ones in `values`).
    @Test("values-notnight is day mode; the plain folder then serves night mode")
    func notNight() {
        let colors = { (pairs: [(String, String)]) in
            "<resources>" + pairs.map { "<color name=\"\($0.0)\">\($0.1)</color>" }.joined() + "</resources>"
        }
        let root = TemporaryTree.write(
            [
                "app/src/main/res/values/colors.xml": colors([("surface", "#111111"), ("accent", "#222222")]),
                "app/src/main/res/values-notnight/colors.xml": colors([("surface", "#FFFFFF"), ("accent", "#333333")]),
                "app/src/main/res/values-night/colors.xml": colors([("accent", "#444444")]),
            ], prefix: "values-notnight")
        let palette = PaletteLoader().load([root])
        #expect(palette.diagnostics.filter { $0.severity == .error }.isEmpty)
        let hex = { (name: String, appearance: Appearance) in
            palette.colors.first { $0.name == name }?.variant(exactly: appearance)?.color?.hexRGBA
        }
        #expect(hex("surface", .light) == "#ffffffff")
        #expect(hex("surface", .dark) == "#111111ff")
        #expect(hex("accent", .light) == "#333333ff")
        #expect(hex("accent", .dark) == "#444444ff")
    }
}
