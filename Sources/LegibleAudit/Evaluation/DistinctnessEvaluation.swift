import LegibleBatch
import LegibleCore
import LegibleParallel
import LegiblePalette

/// Pairwise color differences: distinguishable groups under simulated deficiencies, and near duplicates.
enum DistinctnessEvaluation {
    /// Every pair of the group, for every deficiency of the rule. Translucent colors are composited over the
    /// appearance's plain background (white in light, black in dark) before simulation.
    static func group(_ rule: DistinguishabilityRule, index: Int, appearance: Appearance, colors: [ColorReference])
        -> [DistinctnessFinding]
    {
        // Per color, once (not once per pair): composited, then simulated and in CIELab per deficiency.
        let seen = seenColors(colors, appearance)
        let simulated: [[(color: Color, lab: CIELab)]] = rule.deficiencies.map { deficiency in
            simulate(seen, deficiency).map { ($0, $0.cieLab) }
        }
        let rows: [[DistinctnessFinding]] = Array(colors.indices).parallelMap { i in
            var out: [DistinctnessFinding] = []
            for j in colors.indices where j > i {
                for (d, deficiency) in rule.deficiencies.enumerated() {
                    let (sa, sb) = (simulated[d][i], simulated[d][j])
                    let dE = CIEDE2000.difference(sa.lab, sb.lab)
                    out.append(
                        finding(
                            rule, index: index, appearance: appearance, deficiency: deficiency, colors[i], colors[j],
                            deltaE: dE, simulated: (sa.color, sb.color)))
                }
            }
            return out
        }
        return rows.flatMap { $0 }
    }

    /// Pairs of different names closer than the threshold for everyone (same alpha to 1/255). Only failures are
    /// reported: a palette of n colors has n(n−1)/2 passing pairs.
    static func nearDuplicates(_ rule: NearDuplicateRule, appearance: Appearance, colors: [ColorReference])
        -> [DistinctnessFinding]
    {
        let (names, alphas) = (colors.map(\.name), colors.map(\.color.alpha))
        let close = ClosePairSearch.pairs(colors.map(\.color.cieLab), below: rule.threshold) { i, j in
            names[i] != names[j] && abs(alphas[i] - alphas[j]) < 1.0 / 255
        }
        return close.map { p in
            DistinctnessFinding(
                ruleID: NearDuplicateRule.ruleID, ruleIndex: 0, severity: rule.severity, ruleLocation: rule.location,
                appearance: appearance, first: colors[p.first], second: colors[p.second], deficiency: nil,
                deltaE: p.deltaE, required: rule.threshold, passed: false)
        }
    }

    /// A group over more pairs than `limits.pairsListedInFull`: per deficiency, every pair counted (most never
    /// measured: `ClosePairSearch` proves them apart) and the first `failuresListedPerBlock` failures listed.
    static func countedGroup(
        _ rule: DistinguishabilityRule, index: Int, appearance: Appearance, colors: [ColorReference],
        limits: AuditLimits
    ) -> (findings: [DistinctnessFinding], blocks: [DistinctnessBlock]) {
        let seen = seenColors(colors, appearance)
        let location = rule.location ?? colors.first?.source ?? SourceLocation(path: "", line: 0)
        var findings: [DistinctnessFinding] = [], blocks: [DistinctnessBlock] = []
        for deficiency in rule.deficiencies {
            let simulated = simulate(seen, deficiency)
            let close = ClosePairSearch.pairs(simulated.map(\.cieLab), below: rule.minimumDeltaE)
            let listed = close.prefix(limits.failuresListedPerBlock)
            findings += listed.map { p in
                finding(
                    rule, index: index, appearance: appearance, deficiency: deficiency, colors[p.first],
                    colors[p.second],
                    deltaE: p.deltaE, simulated: (simulated[p.first], simulated[p.second]))
            }
            blocks.append(
                DistinctnessBlock(
                    ruleID: DistinguishabilityRule.ruleID(deficiency), ruleIndex: index, appearance: appearance,
                    deficiency: deficiency, severity: rule.severity, colors: colors.count,
                    minimumDeltaE: rule.minimumDeltaE,
                    checked: colors.count * (colors.count - 1) / 2, failed: close.count, listed: listed.count,
                    location: location))
        }
        return (findings, blocks)
    }

    /// The colors as the appearance shows them: composited over its plain background (white in light, black in
    /// dark), clipped sRGB.
    static func seenColors(_ colors: [ColorReference], _ appearance: Appearance) -> [SRGB] {
        let backdrop: Color = appearance.isDark ? .black : .white
        return colors.map { Compositing.sourceOver($0.written.shown(on: .sRGB), backdrop).srgb.clipped }
    }

    static func simulate(_ seen: [SRGB], _ deficiency: Deficiency) -> [Color] {
        let simulator = DistinguishabilityRule.simulator(deficiency)
        return seen.map { Color(srgb: simulator.simulate($0)) }
    }

    static func finding(
        _ rule: DistinguishabilityRule, index: Int, appearance: Appearance, deficiency: Deficiency,
        _ first: ColorReference, _ second: ColorReference, deltaE: Double, simulated: (Color, Color)
    ) -> DistinctnessFinding {
        DistinctnessFinding(
            ruleID: DistinguishabilityRule.ruleID(deficiency), ruleIndex: index, severity: rule.severity,
            ruleLocation: rule.location, appearance: appearance, first: first, second: second, deficiency: deficiency,
            deltaE: deltaE, required: rule.minimumDeltaE, passed: deltaE >= rule.minimumDeltaE,
            simulatedFirst: simulated.0, simulatedSecond: simulated.1)
    }
}
