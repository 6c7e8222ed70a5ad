import LegibleCore
import LegibleSwiftSyntax

/// The component initializers of UIKit, AppKit, SwiftUI and Core Graphics colors, by argument labels, and how each
/// color space is read:
///
/// | labels | space |
/// |---|---|
/// | `red:green:blue:` (`alpha:`/`opacity:`), `srgbRed:`, `#colorLiteral(red:…)`, `CGColor(red:…)`, `calibratedRed:`, `deviceRed:` | sRGB (extended sRGB outside 0…1) |
/// | `displayP3Red:`, `Color(.displayP3, red:…)` | Display P3 |
/// | `Color(.sRGBLinear, red:…)` | linear sRGB |
/// | `UIColor(white:)`, `NSColor(white:)` (extended gray: "the same colorimetry as genericGrayGamma2_2", Apple's
/// `CGColorSpace.extendedGray`), `calibratedWhite:`, `genericGamma22White:` (AppKit's Generic Gray Gamma 2.2) | gray, gamma 2.2 |
/// | SwiftUI `Color(white:)` (its default `.sRGB` space), `deviceWhite:`, `CGColor(gray:…)` | sRGB gray (r = g = b = white) |
/// | `hue:saturation:brightness:` (`calibratedHue:`, `deviceHue:`) | HSB → sRGB |
///
/// `calibratedRed` (AppKit's Generic RGB) and `deviceRed` (the display's space) are read as sRGB: their primaries
/// are close to sRGB's and the exact device space is unknown statically; the README states it.
enum SwiftColorInitializers {
    /// The first labels of component initializers, with the space they select; `white`-style are gray.
    static let redLabels: [String: ColorSpace] = [
        "red": .sRGB, "srgbRed": .sRGB, "calibratedRed": .sRGB, "deviceRed": .sRGB, "displayP3Red": .displayP3,
    ]
    static let whiteLabels: Set<String> = ["white", "calibratedWhite", "deviceWhite", "genericGamma22White", "gray"]
    /// The white labels read in the Gray Gamma 2.2 space (on any type); the others are sRGB gray, except `white:`
    /// on UIKit and AppKit colors (`gamma22WhiteTypes`).
    static let gamma22WhiteLabels: Set<String> = ["calibratedWhite", "genericGamma22White"]
    /// The color types whose plain `white:` is extended gray (gamma 2.2): UIKit's and AppKit's.
    static let gamma22WhiteTypes: Set<String> = ["UIColor", "NSColor"]
    static let hueLabels: Set<String> = ["hue", "calibratedHue", "deviceHue"]
    /// Labels of the hex helpers apps write for themselves; `rgba`/`argb` also say where an 8-digit alpha sits.
    static let hexLabels: Set<String> = ["hex", "hexString", "hexValue", "hexCode", "rgb", "rgba", "argb", "hexa"]

    /// A color from a component initializer's evaluated arguments, or nil when the labels are not one of the shapes.
    /// `number(label)` evaluates that argument (throws when it has no static value).
    static func components(
        type: String, labels: [String?], space spaceArgument: String?, source: SourceLocation,
        number: (String) throws(SwiftEvaluationFailure) -> Double?
    ) throws(SwiftEvaluationFailure) -> Color? {
        var alpha = 1.0
        if let a = try number("alpha") { alpha = a } else if let a = try number("opacity") { alpha = a }
        guard let first = labels.first(where: { $0 != nil }) ?? nil else { return nil }
        if let space = redLabels[first] {
            guard let r = try number(first), let g = try number("green"), let b = try number("blue") else { return nil }
            let chosen: ColorSpace =
                switch spaceArgument {
                case "displayP3": .displayP3
                case "sRGBLinear": .linearSRGB
                default: space
                }
            return rgb(chosen, [r, g, b], alpha)
        }
        if whiteLabels.contains(first), let w = try number(first) {
            if spaceArgument == "sRGBLinear" { return rgb(.linearSRGB, [w, w, w], alpha) }
            if spaceArgument == "displayP3" { return rgb(.displayP3, [w, w, w], alpha) }
            if gamma22WhiteLabels.contains(first) || (first == "white" && gamma22WhiteTypes.contains(type)) {
                return Color(space: (0...1).contains(w) ? .grayGamma22 : .extendedGray, components: [w], alpha: alpha)
            }
            return rgb(.sRGB, [w, w, w], alpha)
        }
        if hueLabels.contains(first) {
            guard let h = try number(first), let s = try number("saturation"), let b = try number("brightness") else {
                return nil
            }
            return Color(srgb: hsbToSRGB(h, s, b), alpha: alpha)
        }
        return nil
    }

    static func rgb(_ space: ColorSpace, _ c: [Double], _ alpha: Double) -> Color {
        let inRange = c.allSatisfy { (0...1).contains($0) }
        let s: ColorSpace =
            switch space {
            case .sRGB: inRange ? .sRGB : .extendedSRGB
            case .linearSRGB: inRange ? .linearSRGB : .extendedLinearSRGB
            default: space
            }
        return Color(space: s, components: c, alpha: alpha)
    }

    /// HSB (HSV) with hue as a fraction of a turn, as UIKit and SwiftUI take it.
    static func hsbToSRGB(_ h: Double, _ s: Double, _ v: Double) -> SRGB {
        let hue = (h - h.rounded(.down)) * 6
        let sector = Int(hue.rounded(.down)) % 6
        let f = hue - hue.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return SRGB(r: v, g: t, b: p)
        case 1: return SRGB(r: q, g: v, b: p)
        case 2: return SRGB(r: p, g: v, b: t)
        case 3: return SRGB(r: p, g: q, b: v)
        case 4: return SRGB(r: t, g: p, b: v)
        default: return SRGB(r: v, g: p, b: q)
        }
    }

    /// A hex helper's literal, by its shape: an integer literal written in hex (`0x1A2B3C`, `0x1A2B_3CFF`) or a
    /// string (`"#1A2B3C"`, `"1a2b3c"`), 6 digits = RGB, 8 digits = with alpha. Where the alpha sits in 8 digits:
    /// the label decides when it says (`rgba:` → RRGGBBAA, `argb:` → AARRGGBB); otherwise strings are RRGGBBAA (as
    /// CSS) and integers AARRGGBB (as Android's `Color.parseColor` and `0xAARRGGBB` helpers).
    static func hex(_ expression: SwiftExpression, label: String?) -> Result<Color, HexShapeError> {
        var digits: String
        let isString: Bool
        switch expression {
        case .string(let s, let interpolated, _):
            guard !interpolated else { return .failure(HexShapeError("the hex string is built at run time")) }
            digits = s.hasPrefix("#") ? String(s.dropFirst()) : s
            if digits.lowercased().hasPrefix("0x") { digits = String(digits.dropFirst(2)) }
            isString = true
        case .number(_, let token):
            let text = String(token.text.lowercased().filter { $0 != "_" })
            guard text.hasPrefix("0x") else {
                return .failure(HexShapeError("'\(token.text)' is not a hex literal (0x…)"))
            }
            digits = String(text.dropFirst(2))
            isString = false
        default:
            return .failure(HexShapeError("the hex value is not a literal"))
        }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt64(digits, radix: 16)
        else {
            return .failure(HexShapeError("'\(digits)' is not 6 or 8 hex digits"))
        }
        let byte = { (shift: UInt64) in Double((value >> shift) & 0xFF) / 255 }
        if digits.count == 6 { return .success(Color(space: .sRGB, components: [byte(16), byte(8), byte(0)])) }
        let rgba = label == "rgba" || label == "hexa" || (label != "argb" && isString)
        return .success(
            rgba
                ? Color(space: .sRGB, components: [byte(24), byte(16), byte(8)], alpha: byte(0))
                : Color(space: .sRGB, components: [byte(16), byte(8), byte(0)], alpha: byte(24)))
    }
}

/// Why a hex helper's argument is not a hex color literal.
struct HexShapeError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The component initializers of `SwiftColorInitializers` for other front ends, by argument label: Objective-C's
/// `[UIColor colorWithRed:r green:g blue:b alpha:a]` is `UIColor(red:green:blue:alpha:)`,
/// `colorWithCalibratedWhite:alpha:` is `NSColor(calibratedWhite:alpha:)`, with the same color space rules.
public enum ColorComponentInitializer {
    /// The color of `type`'s initializer with these labels and evaluated numbers, or nil when the labels are not a
    /// component initializer's or a number is missing.
    public static func color(type: String, labels: [String], numbers: [String: Double]) -> Color? {
        try? SwiftColorInitializers.components(
            type: type, labels: labels, space: nil, source: SourceLocation(path: "", line: 0),
            number: { label in numbers[label] })
    }
}
