/// Parses the color notations of CSS Color 4 that palettes use:
/// - hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (alpha last);
/// - `rgb()` / `rgba()` with numbers 0…255 or percentages, comma or space separated, alpha as a number 0…1 or a
///   percentage (`rgba(60, 60, 67, 0.6)`, `rgb(60 60 67 / 60%)`);
/// - `hsl()` / `hsla()` (hue in deg, rad, grad or turn; saturation and lightness in percent);
/// - `color(srgb r g b [/ a])`, `color(display-p3 …)`, `color(srgb-linear …)` with numbers 0…1 or percentages;
/// - `oklab(L a b [/ a])` and `oklch(L C h [/ a])` (CSS Color 4 §9): L a number 0…1 or a percentage, a/b/C numbers or
///   percentages of 0.4, h a number (degrees) or an angle; space-separated only; the result is sRGB when it lies
///   in the sRGB gamut, extended sRGB otherwise;
/// - the keywords `transparent` and the CSS named colors (`CSSNamedColors`).
/// Out-of-range components are errors (a linter must not silently clamp what a file says), except in
/// `color()`, where CSS Color 4 allows out-of-gamut values (they are kept, unclipped, as extended sRGB/P3).
public enum ColorParser {
    public static func parse(_ text: String) throws(ColorParseError) -> Color {
        var scanner = Scanner(text)
        scanner.skipSpaces()
        guard let first = scanner.peek else { throw scanner.error("empty color") }
        let color: Color
        if first == "#" {
            color = try parseHex(&scanner)
        } else if first.isLetter {
            let name = scanner.identifier().lowercased()
            scanner.skipSpaces()
            if scanner.peek == "(" {
                scanner.advance()
                color = try parseFunction(name, &scanner)
            } else if let named = CSSNamedColors.color(named: name) {
                color = named
            } else {
                throw ColorParseError(input: text, column: 1, reason: "unknown color name '\(name)'")
            }
        } else {
            throw scanner.error("expected '#', a color function such as rgb(…), or a color name, found '\(first)'")
        }
        scanner.skipSpaces()
        if let extra = scanner.peek { throw scanner.error("unexpected '\(extra)' after the color") }
        return color
    }

    // MARK: hex

    static func parseHex(_ s: inout Scanner) throws(ColorParseError) -> Color {
        s.advance() // '#'
        let start = s.index
        var digits: [UInt8] = []
        while let c = s.peek, c.isLetter || c.isNumber {
            guard let v = c.hexDigitValue, c.isASCII else { throw s.error("'\(c)' is not a hex digit") }
            digits.append(UInt8(v))
            s.advance()
        }
        func byte(_ i: Int) -> UInt8 { digits[i] << 4 | digits[i + 1] }
        switch digits.count {
        case 3, 4:
            let c = SRGB8(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17)
            return Color(c, alpha: digits.count == 4 ? Double(digits[3] * 17) / 255 : 1)
        case 6, 8:
            let c = SRGB8(r: byte(0), g: byte(2), b: byte(4))
            return Color(c, alpha: digits.count == 8 ? Double(byte(6)) / 255 : 1)
        default:
            throw ColorParseError(input: s.text, column: start + 1,
                                  reason: "hex color needs 3, 4, 6 or 8 digits, found \(digits.count)")
        }
    }

    // MARK: functions

    static func parseFunction(_ name: String, _ s: inout Scanner) throws(ColorParseError) -> Color {
        switch name {
        case "rgb", "rgba": return try parseRGB(&s)
        case "hsl", "hsla": return try parseHSL(&s)
        case "color": return try parseColorFunction(&s)
        case "oklab": return try parseOKLab(&s)
        case "oklch": return try parseOKLCH(&s)
        default:
            throw ColorParseError(input: s.text, column: 1, reason: "unknown color function '\(name)()'; expected rgb, rgba, hsl, hsla, color, oklab or oklch")
        }
    }

    static func parseRGB(_ s: inout Scanner) throws(ColorParseError) -> Color {
        let args = try s.arguments()
        guard args.channels.count == 3 else { throw s.error("rgb() needs 3 components, found \(args.channels.count)", at: args.start) }
        var rgb: [Double] = []
        for arg in args.channels {
            let v: Double
            switch arg.unit {
            case "%": v = arg.value / 100
            case "": v = arg.value / 255
            default: throw s.error("unexpected unit '\(arg.unit)' in rgb()", at: arg.column)
            }
            guard v >= 0 && v <= 1 else { throw s.error("component \(arg.text) is out of range (0…255 or 0%…100%)", at: arg.column) }
            rgb.append(v)
        }
        return Color(space: .sRGB, components: rgb, alpha: try alpha(args, &s))
    }

    static func parseHSL(_ s: inout Scanner) throws(ColorParseError) -> Color {
        let args = try s.arguments()
        guard args.channels.count == 3 else { throw s.error("hsl() needs 3 components, found \(args.channels.count)", at: args.start) }
        let degrees = try hueDegrees(args.channels[0], &s)
        var sl: [Double] = []
        for arg in args.channels[1...] {
            guard arg.unit == "%" || arg.unit == "" else { throw s.error("saturation and lightness take percentages", at: arg.column) }
            guard arg.value >= 0 && arg.value <= 100 else { throw s.error("\(arg.text) is out of range (0%…100%)", at: arg.column) }
            sl.append(arg.value / 100)
        }
        let rgb = HSL.toSRGB(hueDegrees: degrees, saturation: sl[0], lightness: sl[1])
        return Color(srgb: rgb, alpha: try alpha(args, &s))
    }

    static func parseColorFunction(_ s: inout Scanner) throws(ColorParseError) -> Color {
        s.skipSpaces()
        let spaceColumn = s.index + 1
        let spaceName = s.identifier().lowercased()
        let space: ColorSpace
        switch spaceName {
        case "srgb": space = .extendedSRGB
        case "display-p3": space = .displayP3
        case "srgb-linear": space = .extendedLinearSRGB
        case "": throw s.error("color() needs a color space", at: spaceColumn)
        default: throw s.error("unknown color space '\(spaceName)'; expected srgb, display-p3 or srgb-linear", at: spaceColumn)
        }
        let args = try s.arguments()
        guard args.channels.count == 3 else { throw s.error("color(\(spaceName)) needs 3 components, found \(args.channels.count)", at: args.start) }
        var comps: [Double] = []
        for arg in args.channels {
            switch arg.unit {
            case "%": comps.append(arg.value / 100)
            case "": comps.append(arg.value)
            default: throw s.error("unexpected unit '\(arg.unit)' in color()", at: arg.column)
            }
        }
        let inRange = comps.allSatisfy { $0 >= 0 && $0 <= 1 }
        let tagged: ColorSpace = switch space {
        case .extendedSRGB: inRange ? .sRGB : .extendedSRGB
        case .extendedLinearSRGB: inRange ? .linearSRGB : .extendedLinearSRGB
        default: space
        }
        if tagged == .displayP3 && !inRange {
            throw s.error("display-p3 components must lie in 0…1", at: args.start)
        }
        return Color(space: tagged, components: comps, alpha: try alpha(args, &s))
    }

    /// A `<hue>`: a number (degrees) or an angle in deg, rad, grad or turn, in degrees.
    static func hueDegrees(_ h: Scanner.Argument, _ s: inout Scanner) throws(ColorParseError) -> Double {
        switch h.unit {
        case "", "deg": return h.value
        case "rad": return h.value * 180 / Double.pi
        case "grad": return h.value * 0.9
        case "turn": return h.value * 360
        default: throw s.error("unexpected hue unit '\(h.unit)'", at: h.column)
        }
    }

    // MARK: oklab(), oklch()

    static func parseOKLab(_ s: inout Scanner) throws(ColorParseError) -> Color {
        let args = try okArguments("oklab", &s)
        let l = try okLightness(args.channels[0], &s)
        let a = try okNumberOrPercent(args.channels[1], "oklab", &s)
        let b = try okNumberOrPercent(args.channels[2], "oklab", &s)
        return okColor(OKLab(L: l, a: a, b: b), alpha: try alpha(args, &s))
    }

    static func parseOKLCH(_ s: inout Scanner) throws(ColorParseError) -> Color {
        let args = try okArguments("oklch", &s)
        let l = try okLightness(args.channels[0], &s)
        let c = try okNumberOrPercent(args.channels[1], "oklch", &s)
        // CSS clamps negative chroma to 0 at parse time; like out-of-range rgb(), this parser reports it instead.
        guard c >= 0 else { throw s.error("chroma \(args.channels[1].text) is negative", at: args.channels[1].column) }
        let h = try hueDegrees(args.channels[2], &s)
        return okColor(OKLCH(L: l, C: c, h: h).oklab, alpha: try alpha(args, &s))
    }

    /// The three space-separated components of oklab()/oklch() (no legacy comma syntax in CSS Color 4).
    static func okArguments(_ name: String, _ s: inout Scanner) throws(ColorParseError) -> Scanner.Arguments {
        var i = s.index
        while i < s.chars.count, s.chars[i] != ")" {
            if s.chars[i] == "," { throw s.error("\(name)() takes space-separated components, found ','", at: i + 1) }
            i += 1
        }
        let args = try s.arguments()
        guard args.channels.count == 3 else { throw s.error("\(name)() needs 3 components, found \(args.channels.count)", at: args.start) }
        return args
    }

    /// OKLab lightness: a number 0…1 or a percentage 0%…100%. CSS clamps outside values; this parser reports them.
    static func okLightness(_ arg: Scanner.Argument, _ s: inout Scanner) throws(ColorParseError) -> Double {
        let l: Double
        switch arg.unit {
        case "%": l = arg.value / 100
        case "": l = arg.value
        default: throw s.error("unexpected unit '\(arg.unit)' in lightness", at: arg.column)
        }
        guard l >= 0 && l <= 1 else { throw s.error("lightness \(arg.text) is out of range (0…1 or 0%…100%)", at: arg.column) }
        return l
    }

    /// a, b or C: a number, or a percentage where 100% = 0.4 (CSS Color 4 reference range).
    static func okNumberOrPercent(_ arg: Scanner.Argument, _ name: String, _ s: inout Scanner) throws(ColorParseError) -> Double {
        switch arg.unit {
        case "%": return arg.value / 100 * 0.4
        case "": return arg.value
        default: throw s.error("unexpected unit '\(arg.unit)' in \(name)()", at: arg.column)
        }
    }

    /// sRGB if the color lies in the sRGB gamut, else extended sRGB (unclipped). Components within 1e-12 outside
    /// 0…1 are conversion round-off (oklab(1 0 0) is white to ~1e-15), not out-of-gamut color: they are snapped.
    static func okColor(_ lab: OKLab, alpha: Double) -> Color {
        let e = SRGB(encoding: lab.linearSRGB)
        let roundOff = 1e-12
        let comps = [e.r, e.g, e.b]
        if comps.allSatisfy({ $0 >= -roundOff && $0 <= 1 + roundOff }) {
            return Color(space: .sRGB, components: comps.map { min(max($0, 0), 1) }, alpha: alpha)
        }
        return Color(space: .extendedSRGB, components: comps, alpha: alpha)
    }

    static func alpha(_ args: Scanner.Arguments, _ s: inout Scanner) throws(ColorParseError) -> Double {
        guard let a = args.alpha else { return 1 }
        let v: Double
        switch a.unit {
        case "%": v = a.value / 100
        case "": v = a.value
        default: throw s.error("unexpected unit '\(a.unit)' in alpha", at: a.column)
        }
        guard v >= 0 && v <= 1 else { throw s.error("alpha \(a.text) is out of range (0…1 or 0%…100%)", at: a.column) }
        return v
    }
}

/// HSL → sRGB, CSS Color 4 §7 (`hslToRgb`).
public enum HSL {
    public static func toSRGB(hueDegrees: Double, saturation s: Double, lightness l: Double) -> SRGB {
        var h = hueDegrees.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SRGB(r: f(0), g: f(8), b: f(4))
    }
}
