import Testing
import LegibleCore
@testable import LegiblePalette

/// Every shape of color definition in Swift code, read from `Fixtures/palettes/swift`.
@Suite struct SwiftColorReaderShapeTests {
    typealias F = SwiftPaletteFixture

    @Test func staticMembersOfANestedTypeInAnExtension() throws {
        let blue = try #require(F.palette.color(named: "UIColor.Palette.ceruleanBlue"))
        #expect(blue.origin == F.file("Palette.swift"))
        #expect(blue.variants.map(\.appearance) == [.light])
        let v = try #require(blue.variant(exactly: .light))
        #expect(v.color?.hexRGBA == "#009edcff")
        #expect(v.color?.components == [0, 158.0 / 255.0, 220.0 / 255.0])
        #expect(v.source == SourceLocation(path: F.file("Palette.swift"), line: 7, column: 42))
        #expect(v.source.description.hasSuffix("Palette.swift:7:42"))
    }

    @Test func constantExpressionsEvaluate() {
        // CGFloat(0x3E) / 255, CGFloat(180) / 255, 137 / 255.0
        #expect(F.hex("UIColor.Palette.mint") == "#3eb489ff")
        // -0.0, (1 - 0.9), 0.1_0
        #expect(
            F.palette.color(named: "UIColor.Palette.ink")?.variant(exactly: .light)?.color?.components.map {
                ($0 * 1000).rounded() / 1000
            } == [0, 0.1, 0.1])
        // 0x7F / 255.0
        #expect(F.hex("Colors.coral") == "#ff7f50ff")
    }

    @Test func enumsComputedPropertiesAndTopLevelConstants() {
        #expect(F.hex("Colors.slate") == "#70808fff")
        #expect(F.hex("Colors.paper") == "#fafafaff")
        #expect(F.hex("brandBlue") == "#0066ccff")
    }

    @Test(arguments: [
        ("UIColor.Palette.charcoal", "#303030ff", ColorSpace.grayGamma22), // UIColor(white:) is gamma 2.2 gray
        ("UIColor.Palette.wideRed", "#ff0000ff", .displayP3),
        ("UIColor.Palette.sunflower", "#ffbf00ff", .sRGB),
        ("Colors.literal", "#8040ffff", .sRGB),
        ("cgBrand", "#ff0080ff", .sRGB),
        ("cgSRGB", "#33669980", .sRGB),
        ("MacColors.srgb", "#1a334dff", .sRGB),
        ("MacColors.calibrated", "#668099ff", .sRGB),
        ("MacColors.device", "#b3cce6ff", .sRGB),
        ("MacColors.calibratedGrey", "#808080ff", .grayGamma22),
        ("MacColors.wide", "#00ff00ff", .displayP3),
        ("Color.accentLeaf", "#33994dff", .sRGB),
        ("Color.accentLeafHalf", "#33994d80", .sRGB),
        ("Color.wideLeaf", "#009c42ff", .displayP3),
        ("Color.linearGrey", "#7c7c7cff", .linearSRGB),
        ("Color.fog", "#e6e6e6ff", .sRGB),
        ("Color.dusk", "#604080ff", .sRGB),
    ])
    func initializers(_ name: String, _ hex: String, _ space: ColorSpace) throws {
        let color = try #require(F.palette.color(named: name)?.variant(exactly: .light)?.color, "\(name) missing")
        #expect(color.hexRGBA == hex)
        #expect(color.space == space)
    }

    @Test func displayP3ComponentsAreKeptInTheirSpace() {
        #expect(F.palette.color(named: "MacColors.wide")?.variant(exactly: .light)?.color?.components == [0, 1, 0])
        #expect(
            F.palette.color(named: "Color.wideLeaf")?.variant(exactly: .light)?.color?.components == [0.2, 0.6, 0.3])
    }

    @Test(arguments: [
        ("HexColors.int6", "#1a2b3cff"), ("HexColors.int6Alpha", "#1a2b3c80"), ("HexColors.string6", "#1a2b3cff"),
        ("HexColors.bare6", "#4285f4ff"),
        // 8 digits: strings are RRGGBBAA (CSS), integers AARRGGBB, unless the label says which.
        ("HexColors.string8", "#11223380"), ("HexColors.int8", "#11223380"),
        ("HexColors.rgba8", "#060606ff"), ("HexColors.argb8", "#0a0b0cff"), ("HexColors.rgb", "#abcdefff"),
    ])
    func hexHelpersByLiteralShape(_ name: String, _ hex: String) {
        #expect(F.hex(name) == hex)
    }

    @Test func hexHelperWithAWrongDigitCountIsAWarningNotAGuess() {
        #expect(F.palette.color(named: "HexColors.tooShort") == nil)
        #expect(
            F.diagnostics("HexColors.swift").contains(
                "22:40 HexColors.tooShort: not read, '12345' is not 6 or 8 hex digits"))
    }

    @Test func projectHexInitializersComeFromOptions() {
        #expect(F.palette.color(named: "HexColors.project") == nil)
        #expect(
            F.diagnostics("HexColors.swift").contains(
                "21:33 HexColors.project: not read, initializer UIColor(brandHex:) is not one Legible reads"))
        let configured = PaletteLoader(swift: SwiftReaderOptions(hexInitializers: ["UIColor(brandHex:)"])).load([
            F.file("HexColors.swift")
        ])
        #expect(F.hex("HexColors.project", in: configured) == "#fedcbaff")
        #expect(!F.diagnostics("HexColors.swift", in: configured).contains { $0.contains("project") })
    }

    @Test func hexInitializerShapesParse() {
        #expect(SwiftReaderOptions.parseShape("UIColor(hexString:)")! == ("UIColor", "hexString"))
        #expect(SwiftReaderOptions.parseShape("Color(_:)")! == ("Color", nil))
        #expect(SwiftReaderOptions.parseShape("UIColor(hex)") == nil)
        #expect(SwiftReaderOptions.parseShape("(hex:)") == nil)
    }
}
