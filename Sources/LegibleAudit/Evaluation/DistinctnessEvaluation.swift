import LegibleBatch
import LegibleCore
import LegiblePalette

/// Pairwise color differences: distinguishable groups under simulated deficiencies, and near duplicates.
enum DistinctnessEvaluation {
    /// Every pair of the group, for every deficiency of the rule. Translucent colors are composited over the
    /// appearance's plain background (white in light, black in dark) before simulation.
    static func group(_ rule: DistinguishabilityRule, index: Int, appearance: Appearance, colors: [ColorReference]) -> [DistinctnessFinding] {
        let backdrop: Color = appearance.isDark ? .black : .white
        // Per color, once (not once per pair): composited, then simulated and in CIELab per deficiency.
        let seen = colors.map { Compositing.sourceOver($0.written.shown(on: .sRGB), backdrop).srgb.clipped }
        let simulated: [[(color: Color, lab: CIELab)]] = rule.deficiencies.map { deficiency in
            let sim = DistinguishabilityRule.simulator(deficiency)
            return seen.map { let c = Color(srgb: sim.simulate($0)); return (c, c.cieLab) }
        }
        let rows: [[DistinctnessFinding]] = Array(colors.indices).parallelMap { i in
            var out: [DistinctnessFinding] = []
            for j in colors.indices where j > i {
                for (d, deficiency) in rule.deficiencies.enumerated() {
                    let (sa, sb) = (simulated[d][i], simulated[d][j])
                    let dE = CIEDE2000.difference(sa.lab, sb.lab)
                    out.append(DistinctnessFinding(ruleID: DistinguishabilityRule.ruleID(deficiency), ruleIndex: index, severity: rule.severity,
                                                   ruleLocation: rule.location, appearance: appearance, first: colors[i], second: colors[j],
                                                   deficiency: deficiency, deltaE: dE, required: rule.minimumDeltaE,
                                                   passed: dE >= rule.minimumDeltaE, simulatedFirst: sa.color, simulatedSecond: sb.color))
                }
            }
            return out
        }
        return rows.flatMap { $0 }
    }

    /// Pairs of different names closer than the threshold for everyone (same alpha to 1/255). Only failures are
    /// reported: a palette of n colors has n(n−1)/2 passing pairs.
    static func nearDuplicates(_ rule: NearDuplicateRule, appearance: Appearance, colors: [ColorReference]) -> [DistinctnessFinding] {
        let labs = colors.map { $0.color.cieLab }
        // n(n−1)/2 differences, by rows over the cores; rows in order, so the output does not depend on threads.
        let rows: [[DistinctnessFinding]] = Array(colors.indices).parallelMap { i in
            var out: [DistinctnessFinding] = []
            for j in colors.indices where j > i && colors[i].name != colors[j].name {
                guard abs(colors[i].color.alpha - colors[j].color.alpha) < 1.0 / 255 else { continue }
                let dE = CIEDE2000.difference(labs[i], labs[j])
                if dE < rule.threshold {
                    out.append(DistinctnessFinding(ruleID: NearDuplicateRule.ruleID, ruleIndex: 0, severity: rule.severity, ruleLocation: rule.location,
                                                   appearance: appearance, first: colors[i], second: colors[j], deficiency: nil,
                                                   deltaE: dE, required: rule.threshold, passed: false))
                }
            }
            return out
        }
        return rows.flatMap { $0 }
    }
}
