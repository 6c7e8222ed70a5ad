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

        The color-vision lines give the ratio of the simulated pair, with the simulations lint and report use:
          \(CVDSimulator.reportedSummary).
        """
    static let examples = """
        EXAMPLES:
          legible check '#3c3c4399' '#f2f2f7'                 iOS secondaryLabel on secondarySystemBackground
          legible check white '#0078d7' --require AA          exits 1: 4.49:1 fails AA
          legible check '#ffffff' 'rgba(0,0,0,0.5)' --over '#808080' --format json

        """

    static let over = Options.string("--over", "BACKDROP", help: "The opaque color under a translucent background.")
    static let require = Options.choice(
        "--require", "LEVEL", WCAGLevel.self,
        help: """
            Exit 1 unless the pair meets LEVEL: AA, AALarge, AAA, AAALarge or nonText
            (any case: aa, aaa, nontext). Without it, check only reports and exits 0.
            """)
    static let format = Options.choice(
        "--format", "FORMAT", SimpleFormat.self,
        help: """
            text or json. JSON keys: schemaVersion, kind ("check"), foreground, background,
            composited, compositedBackground (printed 8-bit colors, same levels as the ratio),
            wcag {ratio, AA, AALarge, AAA, AAALarge, nonText}, apca {lc},
            cvd {protan, deutan, tritan, achromatopsia: {ratio}}, and displayP3
            {ratio, AA, …} when a color lies outside sRGB.
            """
    ).defaulting(to: .text)
    static let options: [any OptionDeclaration] = [over, require, format]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let required = args[require] ?? .aa
        guard args.positionals.count == 2 else {
            throw CLIError(
                args.positionals.count < 2
                    ? "legible check: needs FOREGROUND and BACKGROUND colors; see 'legible check --help'"
                    : "legible check: takes two colors, got \(args.positionals.count); see 'legible check --help'")
        }
        let foreground = try parseAppearances(args.positionals[0], command: name)
        let background = try parseAppearances(args.positionals[1], command: name)
        let backdrop = try args[over].map { v throws(CLIError) in try parseAppearances(v, command: name) }
        // light-dark() anywhere: report the light and the dark appearance; otherwise the single pair as before.
        let appearances: [(String, Bool)] =
            [foreground, background, backdrop].contains { $0?.isLightDark == true }
            ? [("Light", false), ("Dark", true)] : [("", false)]
        var reports: [(label: String, fields: JSONValue)] = []
        var passes = true
        for (label, dark) in appearances {
            func pick(_ a: (light: Color, dark: Color, isLightDark: Bool)) -> Color { dark ? a.dark : a.light }
            let written = (pick(foreground), pick(background), backdrop.map(pick))
            let screen = ScreenContrast(css: written.0, written.1, over: written.2)
            let contrast = screen.sRGBDisplay
            let cvd = CVDSimulator.reported.map { ($0, contrast.simulatedRatio($0)) }
            passes = passes && contrast.passes(required)
            switch format {
            case .json: reports.append((label.lowercased(), CheckReport.json(screen, written: written, cvd: cvd)))
            case .text:
                if !label.isEmpty { output.stdout += "\(label) appearance\n" }
                output.stdout += CheckReport.text(screen, written: written, cvd: cvd)
                if !label.isEmpty && !dark { output.stdout += "\n" }
            }
        }
        if format == .json {
            output.stdout += CheckReport.document(reports).rendered() + "\n"
        }
        if args.given(require) && !passes { return .violations }
        return .clean
    }

    /// A color argument; `light-dark(a, b)` gives its two values, any other color the same value twice.
    static func parseAppearances(_ text: String, command: String) throws(CLIError) -> (
        light: Color, dark: Color, isLightDark: Bool
    ) {
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
}

func parseColor(_ text: String, command: String) throws(CLIError) -> Color {
    do {
        return try ColorParser.parse(text)
    } catch {
        switch error.kind {
        case .invalid:
            throw CLIError("legible \(command): \(error)")
        case .currentColor, .systemColor, .needsLayout:
            throw CLIError(
                "legible \(command): cannot measure '\(text)': \(error.reason); give the color it stands for")
        }
    }
}
