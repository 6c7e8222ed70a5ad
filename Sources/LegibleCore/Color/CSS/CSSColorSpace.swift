/// The color spaces CSS Color 4 writes colors in (§5–§10) and the units their components are kept in:
///
/// | space | components | notation |
/// |---|---|---|
/// | `srgb` | r, g, b, 0…1 gamma-encoded | `#hex`, `rgb()`, named colors, `color(srgb …)` |
/// | `hsl` | h degrees, s 0…100, l 0…100 | `hsl()` |
/// | `hwb` | h degrees, w 0…100, b 0…100 | `hwb()` |
/// | `lab`, `lch` | CIELAB L 0…100, a, b / C, h, D50 white | `lab()`, `lch()` |
/// | `oklab`, `oklch` | L 0…1, a, b / C, h | `oklab()`, `oklch()` |
/// | `srgb-linear`, `display-p3`, `display-p3-linear`, `a98-rgb`, `prophoto-rgb`, `rec2020` | r, g, b, nominally 0…1 | `color()` |
/// | `xyz-d65`, `xyz-d50` | X, Y, Z with Y = 1 for white | `color(xyz …)` |
///
/// Every space converts to and from CIE XYZ relative to D65 (`CSSColorConversion`), the hub the spec's sample
/// code (§18) uses.
public enum CSSColorSpace: String, CaseIterable, Sendable, Hashable {
    case srgb, hsl, hwb, lab, lch, oklab, oklch
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case displayP3Linear = "display-p3-linear"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The spaces `color()` takes (`xyz` is an alias of `xyz-d65`).
    public static let predefined: [CSSColorSpace] = [
        .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65,
    ]

    /// The `color()` space named `name` (lower case), or nil.
    public static func predefined(named name: String) -> CSSColorSpace? {
        name == "xyz" ? .xyzD65 : predefined.first { $0.rawValue == name }
    }

    /// Index of the hue component, for the cylindrical spaces.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Whether this is one of the RGB or XYZ spaces `color()` writes.
    public var isPredefined: Bool { CSSColorSpace.predefined.contains(self) }

    /// The channel keywords of relative color syntax (CSS Color 5 §4), in component order.
    public var channelNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: ["r", "g", "b"]
        case .hsl: ["h", "s", "l"]
        case .hwb: ["h", "w", "b"]
        case .lab, .oklab: ["l", "a", "b"]
        case .lch, .oklch: ["l", "c", "h"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        }
    }

    /// What each component means, for carrying missing components between spaces (CSS Color 4 §12.2
    /// "analogous components"); nil where a component has no analogue.
    var analogousCategories: [AnalogousCategory?] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            [.red, .green, .blue]
        case .hsl: [.hue, .colorfulness, .lightness]
        case .hwb: [.hue, nil, nil]
        case .lab, .oklab: [.lightness, .opponentA, .opponentB]
        case .lch, .oklch: [.lightness, .colorfulness, .hue]
        }
    }

    enum AnalogousCategory { case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB }
}
