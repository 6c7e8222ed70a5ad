import Foundation
import LegibleCore
import LegibleExport
import LegiblePalette
import LegibleTestSupport
import Testing

/// The Swift writer's exact output, against files written by hand in `Expected/`. The Swift *reader* is not merged
/// yet, so Swift has no round trip here; these files are what it must read back.
@Suite("export: Swift")
struct SwiftWriterTests {
    static func expected(_ name: String) throws -> String {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Tests/LegibleExportTests/Expected/" + name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("every shape, as written by hand: dynamic provider, high contrast, gray, P3, identifiers, collision")
    func shapes() throws {
        let export = ExportFormat.swift.write(TestPalettes.swiftShapes, options: ExportOptions(typeName: "AppColors"))
        #expect(Array(export.files.keys) == ["AppColors.swift"])
        let text = try #require(export.files["AppColors.swift"])
        #expect(text == (try Self.expected("AppColors.swift")))
        #expect(
            export.names["brand/primary"] == "brandPrimary2" && export.names["default"] == "`default`"
                && export.names["1up"] == "color1up")
        let messages = export.warnings.map(\.description)
        #expect(
            messages.contains(
                "test.src:1: warning: 'brand/primary' is written as brandPrimary2: brand.primary already maps to brandPrimary"
            ))
        #expect(
            messages.contains(
                "test.src:5: warning: 'Text.Primary' (theme sepia) is not exported: swift has no place for this appearance"
            ))
        #expect(
            messages.contains(
                "test.src:3: warning: 'navBar' (legacy (before iOS 13)) is not exported: swift has no place for this appearance"
            ))
        #expect(export.warnings.count == 3)
    }

    @Test("--ios12-fallback: #available with the legacy value, else the light value; plain colors stay plain")
    func ios12Fallback() throws {
        let export = ExportFormat.swift.write(TestPalettes.legacy, options: ExportOptions(ios12Fallback: true))
        #expect(export.files["LegiblePalette.swift"] == (try Self.expected("LegiblePalette-ios12.swift")))
        #expect(export.warnings.isEmpty)
    }

    @Test(
        "identifiers",
        arguments: [
            ("Scene/Compose/indicator.button.background", "sceneComposeIndicatorButtonBackground"),
            ("--cpd-color-text-primary", "cpdColorTextPrimary"),
            ("color.gray.1400", "colorGray1400"),
            ("URLColor", "urlColor"),
            ("branch/1", "branch1"),
            ("1", "color1"),
            ("class", "`class`"),
            ("self", "selfColor"),
            ("///", "color"),
            ("Grün", "grN"),
        ])
    func identifiers(name: String, identifier: String) {
        let palette = Palette(colors: [TestPalettes.color(name, [(.light, TestPalettes.rgb(0, 0, 0))])])
        #expect(ExportFormat.swift.write(palette).names[name] == identifier)
    }

    @Test("linear sRGB is converted to extended sRGB; values outside 0…1 are kept")
    func linearAndExtended() throws {
        let linear = Color(space: .linearSRGB, components: [0.5, 0.25, 0], alpha: 1)
        let encoded = linear.converted(to: .extendedSRGB).components
        let palette = Palette(colors: [
            TestPalettes.color("linear", [(.light, .color(linear))]),
            TestPalettes.color(
                "wideRed", [(.light, .color(Color(space: .extendedSRGB, components: [1.358, -0.074, -0.012])))]),
        ])
        let text = try #require(ExportFormat.swift.write(palette).files["LegiblePalette.swift"])
        #expect(text.contains("UIColor(red: \(encoded[0]), green: \(encoded[1]), blue: 0, alpha: 1)"))
        #expect(text.contains("UIColor(red: 1.358, green: -0.074, blue: -0.012, alpha: 1)"))
    }

    @Test("--type-name must be a Swift type name")
    func typeNames() {
        #expect(ExportOptions.isValidTypeName("AppColors") && ExportOptions.isValidTypeName("_Palette2"))
        #expect(
            !ExportOptions.isValidTypeName("2Palette") && !ExportOptions.isValidTypeName("App-Colors")
                && !ExportOptions.isValidTypeName("class") && !ExportOptions.isValidTypeName(""))
    }
}
