import LegibleCore
import LegibleReport
import LegiblePalette

/// `legible check FOREGROUND BACKGROUND`: the WCAG 2.x ratio with every verdict, APCA Lc, and the ratio as people
/// with each color vision deficiency see the pair.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Contrast of one foreground on one background: WCAG 2.x levels, APCA, color vision"
    static let help = """
    USAGE: legible check FOREGROUND BACKGROUND [--over BACKDROP] [--require LEVEL] [--format text|json]

    Measures FOREGROUND (text or icon) on BACKGROUND. Colors are CSS Color 4/5 notations: #rgb, #rgba,
    #rrggbb, #rrggbbaa (alpha last), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(<space> …),
    color-mix(), relative colors (rgb(from X r g b / 50%)), or a CSS color name. Quote them in the shell.
    With light-dark(LIGHT, DARK) as any argument, the pair is reported in the light and the dark appearance.

    A translucent foreground is composited over the background (source-over, sRGB floats, no 8-bit rounding).
    A translucent background is composited over BACKDROP; without --over, the pair is measured over black and
    over white and the worse ratio decides.

    Verdicts compare the unrounded ratio with >= its threshold: AA 4.5 (SC 1.4.3), AA large 3.0, AAA 7.0
    (SC 1.4.6), AAA large 4.5, non-text 3.0 (SC 1.4.11). Ratios are shown truncated to two decimals, so 4.4989
    shows as 4.49 and fails AA. The color-vision lines simulate protan, deutan and tritan (Machado 2009,
    severity 1) and achromatopsia, and give the ratio of the simulated pair.

    OPTIONS:
      --over BACKDROP     The opaque color under a translucent background.
      --require LEVEL     Exit 1 unless the pair meets LEVEL: AA, AALarge, AAA, AAALarge or nonText.
                          Without it, check only reports and exits 0.
      --format FORMAT     text (default) or json. JSON keys: foreground, background, composited,
                          wcag {ratio, AA, AALarge, AAA, AAALarge, nonText}, apca {lc},
                          cvd {protan, deutan, tritan, achromatopsia: {ratio}}.
      -h, --help          Show this help.

    EXAMPLES:
      legible check '#3c3c4399' '#f2f2f7'                 iOS secondaryLabel on secondarySystemBackground
      legible check white '#0078d7' --require AA          exits 1: 4.49:1 fails AA
      legible check '#ffffff' 'rgba(0,0,0,0.5)' --over '#808080' --format json

    """

    static let options: [OptionSpec] = [.value("--over"), .value("--require"), .value("--format")]

    /// The simulations `check` reports, in order.
    static let simulations: [(String, CVDSimulator)] = [
        ("protan", CVDSimulator(.protan, method: .machado2009)),
        ("deutan", CVDSimulator(.deutan, method: .machado2009)),
        ("tritan", CVDSimulator(.tritan, method: .machado2009)),
        ("achromatopsia", CVDSimulator(.achromatopsia)),
    ]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try ParsedArguments.parse(arguments, options: options, command: name)
        let format = try args.choice("--format", as: SimpleFormat.self, default: .text, command: name)
        let required = try args.choice("--require", as: WCAGLevel.self, default: .aa, command: name)
        guard args.positionals.count == 2 else {
            throw CLIError(args.positionals.count < 2
                ? "legible check: needs FOREGROUND and BACKGROUND colors; see 'legible check --help'"
                : "legible check: takes two colors, got \(args.positionals.count); see 'legible check --help'")
        }
        let foreground = try parseAppearances(args.positionals[0], command: name)
        let background = try parseAppearances(args.positionals[1], command: name)
        let backdrop = try args.value("--over").map { v throws(CLIError) in try parseAppearances(v, command: name) }
        // light-dark() anywhere: report the light and the dark appearance; otherwise the single pair as before.
        let appearances: [(String, Bool)] = [foreground, background, backdrop].contains { $0?.isLightDark == true }
            ? [("Light", false), ("Dark", true)] : [("", false)]
        var reports: [(String, JSONValue)] = []
        var passes = true
        for (label, dark) in appearances {
            func pick(_ a: (light: Color, dark: Color, isLightDark: Bool)) -> Color { dark ? a.dark : a.light }
            let contrast = PairContrast(foreground: pick(foreground), background: pick(background), over: backdrop.map(pick))
            let cvd = simulations.map { ($0.0, simulatedRatio(contrast, $0.1)) }
            passes = passes && contrast.passes(required)
            switch format {
            case .json: reports.append((label.lowercased(), json(contrast, cvd: cvd)))
            case .text:
                if !label.isEmpty { output.stdout += "\(label) appearance\n" }
                output.stdout += text(contrast, cvd: cvd)
                if !label.isEmpty && !dark { output.stdout += "\n" }
            }
        }
        if format == .json {
            output.stdout += (reports.count == 1 ? reports[0].1 : .object(reports)).rendered() + "\n"
        }
        if args.value("--require") != nil && !passes { return .violations }
        return .clean
    }

    /// A color argument; `light-dark(a, b)` gives its two values, any other color the same value twice.
    static func parseAppearances(_ text: String, command: String) throws(CLIError) -> (light: Color, dark: Color, isLightDark: Bool) {
        guard ColorParser.isLightDark(text) else {
            let c = try parseColor(text, command: command)
            return (c, c, false)
        }
        do {
            let pair = try ColorParser.parseLightDark(text)
            return (pair.light, pair.dark, true)
        } catch {
            throw CLIError("legible \(command): \(error)")
        }
    }

    /// WCAG ratio of the composited pair after simulating a deficiency on both colors.
    static func simulatedRatio(_ contrast: PairContrast, _ simulator: CVDSimulator) -> Double {
        let fg = simulator.simulate(contrast.compositedForeground.srgb)
        let bg = simulator.simulate(contrast.compositedBackground.srgb)
        return WCAG2.contrastRatio(fg, bg)
    }

    static func json(_ c: PairContrast, cvd: [(String, Double)]) -> JSONValue {
        .object([
            ("foreground", .string(c.foreground.hexRGBA)),
            ("background", .string(c.background.hexRGBA)),
            ("composited", .string(c.compositedForeground.hexRGB)),
            ("wcag", .object([("ratio", .number(c.ratio))] + WCAGLevel.allCases.map { ($0.rawValue, .bool(c.passes($0))) })),
            ("apca", .object([("lc", .number(c.apcaLc))])),
            ("cvd", .object(cvd.map { ($0.0, .object([("ratio", .number($0.1))])) })),
        ])
    }

    static func text(_ c: PairContrast, cvd: [(String, Double)]) -> String {
        var lines: [String] = []
        var fgLine = "Foreground   \(c.foreground)"
        if c.foreground.alpha < 1 { fgLine += "  → \(c.compositedForeground.hexRGB) composited" }
        lines.append(fgLine)
        var bgLine = "Background   \(c.background)"
        if c.background.alpha < 1 {
            let over = c.backdrop.map { "over \($0.hexRGB)" } ?? ""
            bgLine += "  → \(c.compositedBackground.hexRGB) \(over)"
        }
        lines.append(bgLine)
        lines.append("")
        lines.append("WCAG 2.x     \(RatioDisplay.withSuffix(c.ratio))")
        if let range = c.ratioRange {
            lines.append("             backdrop unknown: \(RatioDisplay.withSuffix(range.lowerBound)) to \(RatioDisplay.withSuffix(range.upperBound)) over black…white; the worse decides")
        }
        for level in WCAGLevel.allCases {
            let name = level.label.padding(to: 11)
            let threshold = RatioDisplay.string(level.threshold).padding(to: 6)
            lines.append("  \(name)\(threshold)\(c.passes(level) ? "PASS" : "FAIL")   \(level.successCriterion)")
        }
        lines.append("")
        lines.append("APCA         Lc \(formatLc(c.apcaLc))")
        lines.append("")
        lines.append("Color vision (Machado 2009, severity 1; achromatopsia):")
        for (name, ratio) in cvd {
            let verdict = WCAGLevel.aa.isMet(byRatio: ratio) ? "AA" : WCAGLevel.aaLarge.isMet(byRatio: ratio) ? "AA large only" : "fails AA"
            lines.append("  \(name.padding(to: 15))\(RatioDisplay.withSuffix(ratio).padding(to: 9))\(verdict)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// APCA Lc to one decimal, truncated toward zero like the ratio.
    static func formatLc(_ lc: Double) -> String {
        let tenths = Int((lc * 10).rounded(.towardZero))
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}

func parseColor(_ text: String, command: String) throws(CLIError) -> Color {
    do {
        return try ColorParser.parse(text)
    } catch {
        switch error.kind {
        case .invalid:
            throw CLIError("legible \(command): \(error)")
        case .currentColor, .systemColor, .needsLayout:
            throw CLIError("legible \(command): cannot measure '\(text)': \(error.reason); give the color it stands for")
        }
    }
}
