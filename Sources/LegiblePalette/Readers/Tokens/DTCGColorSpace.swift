import LegibleCore

/// The `colorSpace` values of the DTCG Color Module 2025.10 §"Supported color spaces", with the component
/// ranges of its table, and how each becomes a LegibleCore `Color`.
///
/// | colorSpace | components | becomes |
/// |---|---|---|
/// | `srgb` | r, g, b ∈ [0, 1] | `srgb`, as written |
/// | `srgb-linear` | r, g, b ∈ [0, 1] | `linear-srgb`, as written |
/// | `display-p3` | r, g, b ∈ [0, 1] | `display-p3`, as written |
/// | `hsl` | h (degrees, any), s, l ∈ [0, 100] | `srgb` (CSS Color 4 `hslToRgb`) |
/// | `hwb` | h (degrees, any), w, b ∈ [0, 100] | `srgb` (CSS Color 4 `hwbToRgb`) |
/// | `lab` / `lch` | L ∈ [0, 100], a, b any / C ≥ 0, h any; CIE Lab relative to D50, as in CSS | converted |
/// | `oklab` / `oklch` | L ∈ [0, 1], a, b any / C ≥ 0, h any | converted |
/// | `a98-rgb`, `prophoto-rgb`, `rec2020` | r, g, b ∈ [0, 1] | converted |
/// | `xyz-d65`, `xyz-d50` | X, Y, Z, any finite value (the spec's [0, 1] cannot hold: white's Z is 1.089) | converted |
///
/// "Converted" spaces have no LegibleCore `ColorSpace`; they go through linear sRGB and are tagged `srgb` when in
/// the sRGB gamut, `extended-srgb` (unclipped) otherwise. Components outside a range by less than `noise`
/// (float32 round-off from design tools) are snapped to it; further out is an error.
enum DTCGColorSpace: String, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Float32 carries ~7 significant digits; 1e-6 of a 0…1 range is below any 8-bit or 10-bit step.
    static let noise = 1e-6

    /// Per component: (name, lower bound, upper bound); nil = unbounded.
    var ranges: [(String, Double?, Double?)] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [("red", 0, 1), ("green", 0, 1), ("blue", 0, 1)]
        case .hsl: [("hue", nil, nil), ("saturation", 0, 100), ("lightness", 0, 100)]
        case .hwb: [("hue", nil, nil), ("whiteness", 0, 100), ("blackness", 0, 100)]
        case .lab: [("L", 0, 100), ("a", nil, nil), ("b", nil, nil)]
        case .lch: [("L", 0, 100), ("chroma", 0, nil), ("hue", nil, nil)]
        case .oklab: [("L", 0, 1), ("a", nil, nil), ("b", nil, nil)]
        case .oklch: [("L", 0, 1), ("chroma", 0, nil), ("hue", nil, nil)]
        case .xyzD65, .xyzD50: [("X", nil, nil), ("Y", nil, nil), ("Z", nil, nil)]
        }
    }

    /// The color, or an error message naming the component out of range.
    func color(_ written: [Double], alpha: Double) -> Result<Color, Message> {
        var c = written
        for (i, (name, low, high)) in ranges.enumerated() {
            let span = (high ?? 1) - (low ?? 0)
            let slack = Self.noise * Swift.max(span, 1)
            if let low, c[i] < low {
                guard c[i] >= low - slack else { return .failure(Message(outOfRange: name, c[i], low, high, self)) }
                c[i] = low
            }
            if let high, c[i] > high {
                guard c[i] <= high + slack else { return .failure(Message(outOfRange: name, c[i], low, high, self)) }
                c[i] = high
            }
        }
        switch self {
        case .srgb: return .success(Color(space: .sRGB, components: c, alpha: alpha))
        case .srgbLinear: return .success(Color(space: .linearSRGB, components: c, alpha: alpha))
        case .displayP3: return .success(Color(space: .displayP3, components: c, alpha: alpha))
        case .hsl:
            let rgb = HSL.toSRGB(hueDegrees: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
            return .success(Color(srgb: rgb, alpha: alpha))
        case .hwb:
            return .success(
                Color(
                    srgb: TokenColorConversions.hwbToSRGB(
                        hueDegrees: c[0], whiteness: c[1] / 100, blackness: c[2] / 100), alpha: alpha))
        case .lab, .lch, .oklab, .oklch, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            let color = TokenColorConversions.color(
                linear: convertedToLinearSRGB(SIMD3(c[0], c[1], c[2])), alpha: alpha)
            guard TokenValue.isFinite(color) else {
                return .failure(Message(text: "\(rawValue) \(written) does not convert to a finite color"))
            }
            return .success(color)
        }
    }

    /// Linear-light sRGB (D65) for the converted spaces (CSS Color 4 §18 sample code, in LegibleCore's matrices).
    private func convertedToLinearSRGB(_ v: SIMD3<Double>) -> LinearRGB {
        typealias K = TokenColorConversions
        switch self {
        case .lab: return K.linearSRGB(xyzD50: K.xyzD50(labD50: v))
        case .lch: return K.linearSRGB(xyzD50: K.xyzD50(labD50: K.lab(fromPolar: v)))
        case .oklab: return OKLab(L: v.x, a: v.y, b: v.z).linearSRGB
        case .oklch: return OKLCH(L: v.x, C: v.y, h: v.z).oklab.linearSRGB
        case .a98RGB: return K.linearSRGB(xyzD65: K.xyzFromLinearA98RGB * K.decode(v, K.a98Decode))
        case .prophotoRGB: return K.linearSRGB(xyzD50: K.xyzD50FromLinearProPhoto * K.decode(v, K.proPhotoDecode))
        case .rec2020: return K.linearSRGB(xyzD65: K.xyzFromLinearRec2020 * K.decode(v, K.rec2020Decode))
        case .xyzD65: return K.linearSRGB(xyzD65: v)
        // only xyz-d50 reaches here
        case .xyzD50, .srgb, .srgbLinear, .displayP3, .hsl, .hwb: return K.linearSRGB(xyzD50: v)
        }
    }

    struct Message: Error {
        var text: String
        init(text: String) { self.text = text }
        init(outOfRange name: String, _ value: Double, _ low: Double?, _ high: Double?, _ space: DTCGColorSpace) {
            let range = high.map { "\(Self.format(low ?? 0))…\(Self.format($0))" } ?? "≥ \(Self.format(low ?? 0))"
            text = "\(space.rawValue) \(name) \(Self.format(value)) is out of range \(range)"
        }
        static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
    }
}
