import LegibleCore
import LegiblePalette

/// Small palettes written out by hand for the writers' exact-output tests.
enum TestPalettes {
    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> ColorValue {
        .color(Color(space: .sRGB, components: [r, g, b], alpha: a))
    }

    static func color(_ name: String, origin: String = "test", _ variants: [(Appearance, ColorValue)]) -> NamedColor {
        NamedColor(
            name: name, origin: origin,
            variants: variants.enumerated().map { i, v in
                ColorVariant(appearance: v.0, value: v.1, source: SourceLocation(path: origin + ".src", line: i + 1))
            })
    }

    /// Every Swift shape: plain, light/dark, four appearances, gray, Display P3, keyword and digit names, a
    /// collision, a legacy value, a theme.
    static let swiftShapes = Palette(colors: [
        color("1up", [(.light, .color(Color(SRGB8(r: 0x33, g: 0x66, b: 0x99))))]),
        color(
            "Text.Primary",
            [
                (.light, rgb(0.1, 0.1, 0.1)), (.dark, rgb(0.9, 0.9, 0.9)), (.lightHighContrast, rgb(0, 0, 0)),
                (.darkHighContrast, rgb(1, 1, 1)), (.theme("sepia"), rgb(0.3, 0.2, 0.1)),
            ]),
        color("brand.primary", [(.light, rgb(0.5, 0.25, 0))]),
        color("brand/primary", [(.light, rgb(0, 0.478, 1)), (.dark, rgb(0.04, 0.52, 1))]),
        color("default", [(.light, rgb(1, 1, 1, 0.5))]),
        navBar,
        color("separator", [(.light, .color(Color(space: .grayGamma22, components: [0.5], alpha: 0.25)))]),
        wide,
    ])

    static let navBar = color(
        "navBar", [(.light, rgb(1, 1, 1)), (.dark, rgb(0, 0, 0)), (.legacy, rgb(0.97, 0.97, 0.97))])
    static let wide = color("wide", [(.light, .color(Color(space: .displayP3, components: [1, 0, 0])))])

    /// For `--ios12-fallback`: a legacy value, a light value as fallback, a plain color left unwrapped.
    static let legacy = Palette(colors: [
        navBar,
        color("tint", [(.light, rgb(0, 0.478, 1)), (.dark, rgb(0.04, 0.52, 1))]),
        wide,
    ])
}
