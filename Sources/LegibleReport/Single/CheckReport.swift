import LegibleCore
import LegibleJSON

/// `legible check`: one foreground on one background, as text or JSON. The JSON is one measurement after the header
/// (`measurement`), or with light-dark() input one per appearance: `{"schemaVersion": 1, "kind": "check", "light":
/// {…}, "dark": {…}}`. `legible schema check` prints the JSON Schema generated from the declarations below.
public enum CheckReport {
    typealias Measurement = (screen: ScreenContrast, written: (Color, Color, Color?), cvd: [(CVDSimulator, Double)])

    /// The appearances of a light-dark() check, as the JSON keys them.
    static let appearanceKeys = ["light", "dark"]

    /// The whole JSON document: one measurement, or one per labelled appearance (`light`, `dark`).
    public static func document(_ measurements: [(label: String, fields: JSONValue)]) -> JSONValue {
        let header = JSONShape<Void>(LegibleReport.header(kind: "check")).render(())
        guard case .object(let head) = header else { return header }
        if measurements.count == 1, case .object(let fields) = measurements[0].fields { return .object(head + fields) }
        return .object(head + measurements.map { ($0.label, $0.fields) })
    }

    /// Both forms of the document: one measurement, or one per appearance of `appearanceKeys`.
    static var schema: JSONSchema {
        let header = JSONShape<Void>("legible check --format json", LegibleReport.header(kind: "check")).schema
        return .anyOf([
            header.merging(measurement.schema),
            header.merging(.object(appearanceKeys.map { ($0, measurement.schema, true) })),
        ])
    }

    static let measurement = JSONShape<Measurement>([
        // As written: #rrggbbaa, or CSS color() with 4 decimals outside sRGB.
        .string("foreground") { input($0.written.0) }, .string("background") { input($0.written.1) },
        // The printed 8-bit colors, which meet the same levels as the ratio.
        .string("composited") { PrintedComposite($0.screen.sRGBDisplay).foregroundHex },
        .string("compositedBackground") { PrintedComposite($0.screen.sRGBDisplay).backgroundHex },
        .object("wcag", verdicts) { $0.screen.sRGBDisplay.ratio },
        .object("apca", apca) { $0.screen.sRGBDisplay.apcaLc },
        .value("cvd", .object(Deficiency.allCases.map { ($0.rawValue, simulatedRatio.schema, false) })) { m in
            .object(m.cvd.map { ($0.0.deficiency.rawValue, simulatedRatio.render($0.1)) })
        },
        // Only when a color lies outside sRGB: the verdicts on a Display P3 screen.
        .optional("displayP3", verdicts.schema) { $0.screen.displayP3Display.map { verdicts.render($0.ratio) } },
    ])

    /// The ratio and whether it meets each WCAG level.
    static let verdicts = JSONShape<Double>(
        [.number("ratio") { $0 }]
            + WCAGLevel.allCases.map { level in .bool(level.rawValue) { level.isMet(byRatio: $0) } })
    static let apca = JSONShape<Double>([.number("lc") { $0 }])
    static let simulatedRatio = JSONShape<Double>([.number("ratio") { $0 }])

    /// An input color for JSON: `#rrggbbaa`, or CSS `color()` with 4 decimals when it lies outside sRGB (a clipped
    /// hex would be neither what was written nor what was measured).
    static func input(_ c: Color) -> String {
        c.isInGamut(of: .sRGB) ? c.hexRGBA : ColorText.css(c)
    }

    public static func json(_ screen: ScreenContrast, written: (Color, Color, Color?), cvd: [(CVDSimulator, Double)])
        -> JSONValue
    {
        measurement.render((screen, written, cvd))
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

    public static func text(_ screen: ScreenContrast, written: (Color, Color, Color?), cvd: [(CVDSimulator, Double)])
        -> String
    {
        let c = screen.sRGBDisplay
        let printed = PrintedComposite(c)
        var lines: [String] = []
        lines.append(
            "Foreground   "
                + colorLine(
                    written.0, measured: c.compositedForeground, printed: printed.foregroundHex,
                    composited: c.foreground.alpha < 1))
        var bgLine =
            "Background   "
            + colorLine(
                written.1, measured: c.compositedBackground, printed: printed.backgroundHex,
                composited: c.background.alpha < 1)
        if c.background.alpha < 1 {
            bgLine += c.backdrop.map { " over \(ColorText.css($0))" } ?? ""
        }
        lines.append(bgLine)
        if c.foreground.alpha < 1 || c.background.alpha < 1 || !written.0.isInGamut(of: .sRGB)
            || !written.1.isInGamut(of: .sRGB)
        {
            lines.append(
                printed.keepsVerdict
                    ? "             (→ 8-bit colors next to the measured ones that meet the same levels; verdicts use the unrounded colors)"
                    : "             (→ rounded to 8 bits; verdicts use the unrounded colors)")
        }
        lines.append("")
        lines.append("WCAG 2.x     \(RatioDisplay.withSuffix(c.ratio))")
        if let range = c.ratioRange {
            lines.append(
                "             backdrop unknown: \(RatioDisplay.withSuffix(range.lowerBound)) to \(RatioDisplay.withSuffix(range.upperBound)) over black…white; the worse decides"
            )
        }
        for level in WCAGLevel.allCases {
            let name = level.label.padding(to: 11)
            let threshold = RatioDisplay.string(level.threshold).padding(to: 6)
            lines.append("  \(name)\(threshold)\(c.passes(level) ? "PASS" : "FAIL")   \(level.successCriterion)")
        }
        if let p3 = screen.displayP3Display {
            lines.append("")
            let mapped = [written.0, written.1] + (written.2.map { [$0] } ?? [])
            let how =
                mapped.allSatisfy { $0.isInGamut(of: .displayP3) }
                ? "which shows the color as written" : "after CSS gamut mapping into P3"
            lines.append("Display P3   \(RatioDisplay.withSuffix(p3.ratio)) on a Display P3 screen, \(how)")
            let differing = WCAGLevel.allCases.filter { $0.isMet(byRatio: p3.ratio) != c.passes($0) }
            for level in differing {
                lines.append(
                    "  \(level.label.padding(to: 11))\(RatioDisplay.string(level.threshold).padding(to: 6))\(p3.passes(level) ? "PASS" : "FAIL")   on P3 (sRGB: \(c.passes(level) ? "PASS" : "FAIL"))"
                )
            }
            if differing.isEmpty { lines.append("  same verdicts as on sRGB") }
        }
        lines.append("")
        lines.append("APCA         Lc \(formatLc(c.apcaLc))")
        lines.append("")
        lines.append("Color vision (severity 1; the ratio of the simulated pair):")
        for (simulator, ratio) in cvd {
            let verdict =
                WCAGLevel.aa.isMet(byRatio: ratio)
                ? "AA" : WCAGLevel.aaLarge.isMet(byRatio: ratio) ? "AA large only" : "fails AA"
            let method = simulator.deficiency == .achromatopsia ? "luminance" : simulator.method.displayName
            lines.append(
                "  \(simulator.deficiency.rawValue.padding(to: 15))\(RatioDisplay.withSuffix(ratio).padding(to: 9))\(verdict.padding(to: 15))\(method)"
            )
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
