import LegibleCore
import LegiblePalette

/// Measures one foreground/background pair for one rule.
enum ContrastEvaluation {
    /// The deficiencies reported next to every contrast finding: Machado 2009 (protan, deutan), Brettel 1997
    /// (tritan), severity 1, and achromatopsia.
    static let simulators: [CVDSimulator] = Deficiency.allCases.map { CVDSimulator($0, method: CVDMethod.defaultMethod(for: $0)) }

    static func evaluate(rule: ContrastRule, index: Int, appearance: Appearance, foreground: ColorReference, background: ColorReference, over: Color?) -> ContrastFinding {
        let pair = PairContrast(foreground: foreground.color, background: background.color, over: over)
        let measured = measure(pair, rule)
        let passed = measured >= rule.required
        let cvd = simulators.map { sim in
            SimulatedContrast(deficiency: sim.deficiency, ratio: WCAG2.contrastRatio(sim.simulate(pair.compositedForeground.srgb.clipped), sim.simulate(pair.compositedBackground.srgb.clipped)))
        }
        var finding = ContrastFinding(rule: rule, ruleIndex: index, appearance: appearance, foreground: foreground, background: background,
                                      measured: measured, required: rule.required, passed: passed, ratio: pair.ratio, ratioRange: pair.ratioRange,
                                      apcaLc: pair.apcaLc, compositedForeground: pair.compositedForeground, compositedBackground: pair.compositedBackground,
                                      cvd: cvd, suggestions: [])
        if !passed {
            finding.suggestions = LightnessSuggester.suggestions(rule: rule, foreground: foreground.color, background: background.color, over: over)
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
