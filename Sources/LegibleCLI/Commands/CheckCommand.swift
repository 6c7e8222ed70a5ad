import LegibleCore
import LegibleReport
import LegiblePalette
import LegibleJSON

/// `legible check FOREGROUND BACKGROUND`: the WCAG 2.x ratio with every verdict, APCA Lc, and the ratio as people
/// with each color vision deficiency see the pair.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Contrast of one foreground on one background: WCAG 2.x levels, APCA, color vision"
    static let operands = "FOREGROUND BACKGROUND"
    static let about = """
    Measures FOREGROUND (text or icon) on BACKGROUND. Colors are CSS Color 4/5 notations: #rgb, #rgba,
    #rrggbb, #rrggbbaa (alpha last), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(<space> …),
    color-mix(), relative colors (rgb(from X r g b / 50%)), or a CSS color name. Quote them in the shell.
    With light-dark(LIGHT, DARK) as any argument, the pair is reported in the light and the dark appearance.

    A translucent foreground is composited over the background (source-over, sRGB floats, no 8-bit rounding).
    A translucent background is composited over BACKDROP; without --over, the pair is measured over black and
    over white and the worse ratio decides.

    Verdicts compare the unrounded ratio with >= its threshold: AA 4.5 (SC 1.4.3), AA large 3.0, AAA 7.0
    (SC 1.4.6), AAA large 4.5, non-text 3.0 (SC 1.4.11). Level names are case-insensitive. Ratios are shown
    truncated to two decimals, so 4.4989 shows as 4.49 and fails AA. A composited or out-of-gamut color is
    printed as the 8-bit color next to the measured one that meets the same levels (→ #rrggbb).

    Colors outside sRGB (oklch(0.5 0.4 150), color(display-p3 …)) are judged as an sRGB display shows them,
    after CSS gamut mapping (CSS Color 4 §13); the verdict on a Display P3 screen is added below.

    The color-vision lines simulate protan and deutan (Machado 2009), tritan (Brettel 1997), severity 1, and
    achromatopsia, and give the ratio of the simulated pair: the same list lint and report use.
    """
    static let examples = """
    EXAMPLES:
      legible check '#3c3c4399' '#f2f2f7'                 iOS secondaryLabel on secondarySystemBackground
      legible check white '#0078d7' --require AA          exits 1: 4.49:1 fails AA
      legible check '#ffffff' 'rgba(0,0,0,0.5)' --over '#808080' --format json

    """

    static let over = Options.string("--over", "BACKDROP", help: "The opaque color under a translucent background.")
    static let require = Options.choice("--require", "LEVEL", WCAGLevel.self, help: """
        Exit 1 unless the pair meets LEVEL: AA, AALarge, AAA, AAALarge or nonText
        (any case: aa, aaa, nontext). Without it, check only reports and exits 0.
        """)
    static let format = Options.choice("--format", "FORMAT", SimpleFormat.self, help: """
        text or json. JSON keys: foreground, background, composited,
        compositedBackground (printed 8-bit colors, same levels as the ratio),
        wcag {ratio, AA, AALarge, AAA, AAALarge, nonText}, apca {lc},
        cvd {protan, deutan, tritan, achromatopsia: {ratio}}, and displayP3
        {ratio, AA, …} when a color lies outside sRGB.
        """).defaulting(to: .text)
    static let options: [any OptionDeclaration] = [over, require, format]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let required = args[require] ?? .aa
        guard args.positionals.count == 2 else {
            throw CLIError(args.positionals.count < 2
                ? "legible check: needs FOREGROUND and BACKGROUND colors; see 'legible check --help'"
                : "legible check: takes two colors, got \(args.positionals.count); see 'legible check --help'")
        }
        let foreground = try parseAppearances(args.positionals[0], command: name)
        let background = try parseAppearances(args.positionals[1], command: name)
        let backdrop = try args[over].map { v throws(CLIError) in try parseAppearances(v, command: name) }
        // light-dark() anywhere: report the light and the dark appearance; otherwise the single pair as before.
        let appearances: [(String, Bool)] = [foreground, background, backdrop].contains { $0?.isLightDark == true }
            ? [("Light", false), ("Dark", true)] : [("", false)]
        var reports: [(String, JSONValue)] = []
        var passes = true
        for (label, dark) in appearances {
            func pick(_ a: (light: Color, dark: Color, isLightDark: Bool)) -> Color { dark ? a.dark : a.light }
            let written = (pick(foreground), pick(background), backdrop.map(pick))
            let screen = ScreenContrast(css: written.0, written.1, over: written.2)
            let contrast = screen.sRGBDisplay
            let cvd = CVDSimulator.reported.map { ($0, contrast.simulatedRatio($0)) }
            passes = passes && contrast.passes(required)
            switch format {
            case .json: reports.append((label.lowercased(), json(screen, written: written, cvd: cvd)))
            case .text:
                if !label.isEmpty { output.stdout += "\(label) appearance\n" }
                output.stdout += text(screen, written: written, cvd: cvd)
                if !label.isEmpty && !dark { output.stdout += "\n" }
            }
        }
        if format == .json {
            output.stdout += (reports.count == 1 ? reports[0].1 : .object(reports)).rendered() + "\n"
        }
        if args.given(require) && !passes { return .violations }
        return .clean
    }

    static func levels(_ ratio: Double) -> [(String, JSONValue)] {
        WCAGLevel.allCases.map { ($0.rawValue, .bool($0.isMet(byRatio: ratio))) }
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

    /// An input color for JSON: `#rrggbbaa`, or CSS `color()` with 4 decimals when it lies outside sRGB (a clipped
    /// hex would be neither what was written nor what was measured).
    static func input(_ c: Color) -> String {
        c.isInGamut(of: .sRGB) ? c.hexRGBA : ColorText.css(c)
    }

    static func json(_ screen: ScreenContrast, written: (Color, Color, Color?), cvd: [(CVDSimulator, Double)]) -> JSONValue {
        let c = screen.sRGBDisplay
        let printed = PrintedComposite(c)
        var fields: [(String, JSONValue)] = [
            ("foreground", .string(input(written.0))),
            ("background", .string(input(written.1))),
            ("composited", .string(printed.foregroundHex)),
            ("compositedBackground", .string(printed.backgroundHex)),
            ("wcag", .object([("ratio", .number(c.ratio))] + levels(c.ratio))),
            ("apca", .object([("lc", .number(c.apcaLc))])),
            ("cvd", .object(cvd.map { ($0.0.deficiency.rawValue, .object([("ratio", .number($0.1))])) })),
        ]
        if let p3 = screen.displayP3Display {
            fields.append(("displayP3", .object([("ratio", .number(p3.ratio))] + levels(p3.ratio))))
        }
        return .object(fields)
    }

    /// "#66707d" or "color(srgb 1.0931 -0.2 0.3)"; with "→ #hex …" when the measured color is not the written one.
    static func colorLine(_ written: Color, measured: Color, printed: String, composited: Bool) -> String {
        var line = ColorText.css(written)
        let outside = !written.isInGamut(of: .sRGB)
        guard composited || outside || printed != line else { return line }
        var how: [String] = []
        if composited { how.append("composited") }
        if outside { how.append("as an sRGB display shows it (CSS gamut mapping)") }
        line += "  → \(printed)"
        if !how.isEmpty { line += " " + how.joined(separator: ", ") }
        return line
    }

    static func text(_ screen: ScreenContrast, written: (Color, Color, Color?), cvd: [(CVDSimulator, Double)]) -> String {
        let c = screen.sRGBDisplay
        let printed = PrintedComposite(c)
        var lines: [String] = []
        lines.append("Foreground   " + colorLine(written.0, measured: c.compositedForeground, printed: printed.foregroundHex,
                                                 composited: c.foreground.alpha < 1))
        var bgLine = "Background   " + colorLine(written.1, measured: c.compositedBackground, printed: printed.backgroundHex,
                                                 composited: c.background.alpha < 1)
        if c.background.alpha < 1 {
            bgLine += c.backdrop.map { " over \(ColorText.css($0))" } ?? ""
        }
        lines.append(bgLine)
        if c.foreground.alpha < 1 || c.background.alpha < 1 || !written.0.isInGamut(of: .sRGB) || !written.1.isInGamut(of: .sRGB) {
            lines.append(printed.keepsVerdict
                ? "             (→ 8-bit colors next to the measured ones that meet the same levels; verdicts use the unrounded colors)"
                : "             (→ rounded to 8 bits; verdicts use the unrounded colors)")
        }
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
        if let p3 = screen.displayP3Display {
            lines.append("")
            let mapped = [written.0, written.1] + (written.2.map { [$0] } ?? [])
            let how = mapped.allSatisfy { $0.isInGamut(of: .displayP3) } ? "which shows the color as written" : "after CSS gamut mapping into P3"
            lines.append("Display P3   \(RatioDisplay.withSuffix(p3.ratio)) on a Display P3 screen, \(how)")
            let differing = WCAGLevel.allCases.filter { $0.isMet(byRatio: p3.ratio) != c.passes($0) }
            for level in differing {
                lines.append("  \(level.label.padding(to: 11))\(RatioDisplay.string(level.threshold).padding(to: 6))\(p3.passes(level) ? "PASS" : "FAIL")   on P3 (sRGB: \(c.passes(level) ? "PASS" : "FAIL"))")
            }
            if differing.isEmpty { lines.append("  same verdicts as on sRGB") }
        }
        lines.append("")
        lines.append("APCA         Lc \(formatLc(c.apcaLc))")
        lines.append("")
        lines.append("Color vision (severity 1; the ratio of the simulated pair):")
        for (simulator, ratio) in cvd {
            let verdict = WCAGLevel.aa.isMet(byRatio: ratio) ? "AA" : WCAGLevel.aaLarge.isMet(byRatio: ratio) ? "AA large only" : "fails AA"
            let method = simulator.deficiency == .achromatopsia ? "luminance" : simulator.method.displayName
            lines.append("  \(simulator.deficiency.rawValue.padding(to: 15))\(RatioDisplay.withSuffix(ratio).padding(to: 9))\(verdict.padding(to: 15))\(method)")
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
