import LegibleCore
import LegiblePalette

/// Measures one foreground/background pair for one rule.
enum ContrastEvaluation {
    /// The pair as screens show it (`ScreenContrast`): every number is for an sRGB screen; `displayP3` is added when
    /// a color lies outside sRGB. CVD ratios: `CVDSimulator.reported`, as every command.
    static func evaluate(
        rule: ContrastRule, index: Int, appearance: Appearance, foreground: ColorReference, background: ColorReference,
        over: WrittenColor?,
        suggest: Bool = true
    ) -> ContrastFinding {
        let screen = ScreenContrast(foreground: foreground.written, background: background.written, over: over)
        let pair = screen.sRGBDisplay
        let measured = measure(pair, rule)
        let passed = measured >= rule.required
        let cvd = CVDSimulator.reported.map {
            SimulatedContrast(deficiency: $0.deficiency, ratio: pair.simulatedRatio($0))
        }
        var finding = ContrastFinding(
            rule: rule, ruleIndex: index, appearance: appearance, foreground: foreground, background: background,
            measured: measured, required: rule.required, passed: passed, ratio: pair.ratio, ratioRange: pair.ratioRange,
            apcaLc: pair.apcaLc, compositedForeground: pair.compositedForeground,
            compositedBackground: pair.compositedBackground,
            cvd: cvd, over: over, backdrop: pair.backdrop, suggestions: [])
        if let p3 = screen.displayP3Display {
            let m = measure(p3, rule)
            finding.displayP3 = DisplayVerdict(
                display: .displayP3, ratio: p3.ratio, measured: m, passed: m >= rule.required)
        }
        if !passed && suggest {
            finding.suggestions = suggestions(finding)
        }
        return finding
    }

    /// A job pair by pair on the scalar path, with the base background it was given.
    static func evaluate(_ job: ContrastPairJob, suggest: Bool) -> ContrastFinding {
        var finding = evaluate(
            rule: job.rule, index: job.index, appearance: job.appearance, foreground: job.foreground,
            background: job.background, over: job.over, suggest: suggest)
        finding.baseBackground = job.baseBackground
        return finding
    }

    /// An opaque pair inside the sRGB gamut from its tabled values (`ContrastTable`): the same finding as
    /// `evaluate`, field for field, with the per-color work done once per color.
    static func evaluate(
        _ job: ContrastPairJob, table: ContrastTable, row: (fg: Int, bg: Int), ratio: Double, simulatedRatios: [Double],
        suggest: Bool = true
    ) -> ContrastFinding {
        let (fg, bg) = (table.shownAsForeground[row.fg], table.shownAsBackground[row.bg])
        let apcaLc = APCA.lightnessContrast(text: fg.srgb, background: bg.srgb)
        let measured =
            switch job.rule.algorithm {
            case .wcag2: ratio
            case .apca: abs(apcaLc)
            }
        let passed = measured >= job.rule.required
        let cvd = zip(CVDSimulator.reported, simulatedRatios).map {
            SimulatedContrast(deficiency: $0.deficiency, ratio: $1)
        }
        var finding = ContrastFinding(
            rule: job.rule, ruleIndex: job.index, appearance: job.appearance, foreground: job.foreground,
            background: job.background, measured: measured, required: job.rule.required, passed: passed,
            ratio: ratio, ratioRange: nil, apcaLc: apcaLc, compositedForeground: fg, compositedBackground: bg,
            cvd: cvd, over: job.over, backdrop: nil, suggestions: [])
        finding.baseBackground = job.baseBackground
        if !passed && suggest { finding.suggestions = suggestions(finding) }
        return finding
    }

    /// Lighter or darker colors that would pass (`LightnessSuggester`), for a failing finding.
    static func suggestions(_ finding: ContrastFinding) -> [Suggestion] {
        LightnessSuggester.suggestions(
            rule: finding.rule, foreground: finding.foreground.color, background: finding.background.color,
            over: finding.over?.shown(on: .sRGB))
    }

    /// The value the rule compares with its requirement: the WCAG ratio, or APCA |Lc|.
    static func measure(_ pair: PairContrast, _ rule: ContrastRule) -> Double {
        switch rule.algorithm {
        case .wcag2: pair.ratio
        case .apca: abs(pair.apcaLc)
        }
    }
}
