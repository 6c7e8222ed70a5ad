import LegibleCore
import LegiblePalette

/// Pairwise color differences: distinguishable groups under simulated deficiencies, and near duplicates.
enum DistinctnessEvaluation {
    /// Every pair of the group, for every deficiency of the rule. Translucent colors are composited over the
    /// appearance's plain background (white in light, black in dark) before simulation.
    static func group(_ rule: DistinguishabilityRule, index: Int, appearance: Appearance, colors: [ColorReference]) -> [DistinctnessFinding] {
        var out: [DistinctnessFinding] = []
        let backdrop: Color = appearance.isDark ? .black : .white
        for i in colors.indices {
            for j in colors.indices where j > i {
                let (a, b) = (colors[i], colors[j])
                let ca = Compositing.sourceOver(a.written.shown(on: .sRGB), backdrop).srgb.clipped
                let cb = Compositing.sourceOver(b.written.shown(on: .sRGB), backdrop).srgb.clipped
                for deficiency in rule.deficiencies {
                    let sim = DistinguishabilityRule.simulator(deficiency)
                    let sa = Color(srgb: sim.simulate(ca)), sb = Color(srgb: sim.simulate(cb))
                    let dE = sa.deltaE2000(to: sb)
                    out.append(DistinctnessFinding(ruleID: DistinguishabilityRule.ruleID(deficiency), ruleIndex: index, severity: rule.severity,
                                                   ruleLocation: rule.location, appearance: appearance, first: a, second: b, deficiency: deficiency,
                                                   deltaE: dE, required: rule.minimumDeltaE, passed: dE >= rule.minimumDeltaE,
                                                   simulatedFirst: sa, simulatedSecond: sb))
                }
            }
        }
        return out
    }

    /// Pairs of different names closer than the threshold for everyone (same alpha to 1/255). Only failures are
    /// reported: a palette of n colors has n(n−1)/2 passing pairs.
    static func nearDuplicates(_ rule: NearDuplicateRule, appearance: Appearance, colors: [ColorReference]) -> [DistinctnessFinding] {
        let labs = colors.map { $0.color.cieLab }
        var out: [DistinctnessFinding] = []
        for i in colors.indices {
            for j in colors.indices where j > i && colors[i].name != colors[j].name {
                guard abs(colors[i].color.alpha - colors[j].color.alpha) < 1.0 / 255 else { continue }
                let dE = CIEDE2000.difference(labs[i], labs[j])
                if dE < rule.threshold {
                    out.append(DistinctnessFinding(ruleID: NearDuplicateRule.ruleID, ruleIndex: 0, severity: rule.severity, ruleLocation: rule.location,
                                                   appearance: appearance, first: colors[i], second: colors[j], deficiency: nil,
                                                   deltaE: dE, required: rule.threshold, passed: false))
                }
            }
        }
        return out
    }
}
