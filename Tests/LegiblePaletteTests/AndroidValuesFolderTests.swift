import Testing
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
}
