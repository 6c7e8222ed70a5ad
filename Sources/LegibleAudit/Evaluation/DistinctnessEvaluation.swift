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
        let (names, alphas) = (colors.map(\.name), colors.map(\.color.alpha))
        let close = ClosePairSearch.pairs(colors.map(\.color.cieLab), below: rule.threshold) { i, j in
            names[i] != names[j] && abs(alphas[i] - alphas[j]) < 1.0 / 255
        }
        return close.map { p in
            DistinctnessFinding(ruleID: NearDuplicateRule.ruleID, ruleIndex: 0, severity: rule.severity, ruleLocation: rule.location,
                                appearance: appearance, first: colors[p.first], second: colors[p.second], deficiency: nil,
                                deltaE: p.deltaE, required: rule.threshold, passed: false)
        }
    }

    /// A group over more pairs than `limits.pairsListedInFull`: per deficiency, every pair counted (most never
    /// measured: `ClosePairSearch` proves them apart) and the first `failuresListedPerBlock` failures listed.
    static func countedGroup(_ rule: DistinguishabilityRule, index: Int, appearance: Appearance, colors: [ColorReference],
                             limits: AuditLimits) -> (findings: [DistinctnessFinding], blocks: [DistinctnessBlock]) {
        let backdrop: Color = appearance.isDark ? .black : .white
        let seen = colors.map { Compositing.sourceOver($0.written.shown(on: .sRGB), backdrop).srgb.clipped }
        let location = rule.location ?? colors.first?.source ?? SourceLocation(path: "", line: 0)
        var findings: [DistinctnessFinding] = [], blocks: [DistinctnessBlock] = []
        for deficiency in rule.deficiencies {
            let sim = DistinguishabilityRule.simulator(deficiency)
            let simulated = seen.map { Color(srgb: sim.simulate($0)) }
            let close = ClosePairSearch.pairs(simulated.map(\.cieLab), below: rule.minimumDeltaE)
            let listed = close.prefix(limits.failuresListedPerBlock)
            findings += listed.map { p in
                DistinctnessFinding(ruleID: DistinguishabilityRule.ruleID(deficiency), ruleIndex: index, severity: rule.severity,
                                    ruleLocation: rule.location, appearance: appearance, first: colors[p.first], second: colors[p.second],
                                    deficiency: deficiency, deltaE: p.deltaE, required: rule.minimumDeltaE, passed: false,
                                    simulatedFirst: simulated[p.first], simulatedSecond: simulated[p.second])
            }
            blocks.append(DistinctnessBlock(ruleID: DistinguishabilityRule.ruleID(deficiency), ruleIndex: index, appearance: appearance,
                                            deficiency: deficiency, severity: rule.severity, colors: colors.count, minimumDeltaE: rule.minimumDeltaE,
                                            checked: colors.count * (colors.count - 1) / 2, failed: close.count, listed: listed.count,
                                            location: location))
        }
        return (findings, blocks)
    }
}
