import LegibleCore
import LegiblePalette

/// Measures one foreground/background pair for one rule.
enum ContrastEvaluation {
    /// The pair as screens show it (`ScreenContrast`): every number is for an sRGB screen; `displayP3` is added when
    /// a color lies outside sRGB. CVD ratios: `CVDSimulator.reported`, as every command.
    static func evaluate(rule: ContrastRule, index: Int, appearance: Appearance, foreground: ColorReference, background: ColorReference, over: WrittenColor?) -> ContrastFinding {
        let screen = ScreenContrast(foreground: foreground.written, background: background.written, over: over)
        let pair = screen.sRGBDisplay
        let measured = measure(pair, rule)
        let passed = measured >= rule.required
        let cvd = CVDSimulator.reported.map { SimulatedContrast(deficiency: $0.deficiency, ratio: pair.simulatedRatio($0)) }
        var finding = ContrastFinding(rule: rule, ruleIndex: index, appearance: appearance, foreground: foreground, background: background,
                                      measured: measured, required: rule.required, passed: passed, ratio: pair.ratio, ratioRange: pair.ratioRange,
                                      apcaLc: pair.apcaLc, compositedForeground: pair.compositedForeground, compositedBackground: pair.compositedBackground,
                                      cvd: cvd, over: over, backdrop: pair.backdrop, suggestions: [])
        if let p3 = screen.displayP3Display {
            let m = measure(p3, rule)
            finding.displayP3 = DisplayVerdict(display: .displayP3, ratio: p3.ratio, measured: m, passed: m >= rule.required)
        }
        if !passed {
            finding.suggestions = LightnessSuggester.suggestions(rule: rule, foreground: foreground.color, background: background.color,
                                                                 over: over?.shown(on: .sRGB))
        }
        return finding
    }

    /// The value the rule compares with its requirement: the WCAG ratio, or APCA |Lc|.
    static func measure(_ pair: PairContrast, _ rule: ContrastRule) -> Double {
        switch rule.algorithm {
        case .wcag2: pair.ratio
        case .apca: abs(pair.apcaLc)
        }
    }
}
