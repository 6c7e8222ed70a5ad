import LegibleBatch
import LegibleCore

/// The per-color half of WCAG 2.x contrast (SC 1.4.3, 1.4.6, 1.4.11), computed once per color of a palette instead of
/// once per pair: the audit's one door to `LegibleBatch`.
///
/// For an **opaque** foreground on an **opaque** background, both inside the sRGB gamut, `PairContrast` reduces to
/// per-color terms: the composited foreground is the foreground as shown (`1·s + 0·d = s`), the composited
/// background is the background as shown, and
/// ```
/// ratio   = (max(Lf, Lb) + 0.05) / (min(Lf, Lb) + 0.05)        Lf, Lb: WCAG relative luminance of each
/// ratio_d = the same on the luminances of each color simulated with CVDSimulator.reported[d]
/// ```
/// so the luminances (as a foreground and as a background: the scalar path converts the two roles differently)
/// and the simulated luminances are tabled once per color, and every pair's ratios come from
/// `ContrastPairs.ratios` (LegibleBatch): bit-identical to the scalar `ContrastEvaluation`, pinned by
/// `BatchAuditExactnessTests`. Translucent or out-of-sRGB colors (compositing, a Display P3 verdict) stay on the
/// scalar path, pair by pair.
struct ContrastTable {
    /// Color → row in every table below.
    private(set) var index: [WrittenColor: Int] = [:]
    /// As an sRGB display shows each color, opaque: the composited foreground / background of `PairContrast`.
    private(set) var shownAsForeground: [Color] = []
    private(set) var shownAsBackground: [Color] = []
    let asForeground: LuminancePalette
    let asBackground: LuminancePalette
    /// Per `CVDSimulator.reported` deficiency: each color's luminance after simulation.
    let simulated: [LuminancePalette]

    /// Whether a color's pairs can come from the table: opaque and inside the sRGB gamut.
    static func isTabled(_ color: WrittenColor) -> Bool {
        color.color.alpha >= 1 && color.color.isInGamut(of: .sRGB)
    }

    init(_ colors: some Sequence<WrittenColor>) {
        var fg: [Double] = [], bg: [Double] = []
        var sims = [[Double]](repeating: [], count: CVDSimulator.reported.count)
        for color in colors where Self.isTabled(color) && index[color] == nil {
            index[color] = shownAsForeground.count
            let shown = color.shown(on: .sRGB)
            let asForeground = Color(srgb: shown.srgb, alpha: 1), asBackground = shown.withAlpha(1)
            shownAsForeground.append(asForeground)
            shownAsBackground.append(asBackground)
            fg.append(WCAG2.relativeLuminance(asForeground))
            bg.append(WCAG2.relativeLuminance(asBackground))
            for (d, simulator) in CVDSimulator.reported.enumerated() {
                sims[d].append(WCAG2.relativeLuminance(simulator.simulate(shown.srgb.clipped)))
            }
        }
        asForeground = LuminancePalette(luminances: fg)
        asBackground = LuminancePalette(luminances: bg)
        simulated = sims.map { LuminancePalette(luminances: $0) }
    }

    /// The measured values of many (foreground row, background row) pairs.
    struct PairValues {
        var ratios: [Double]
        /// Per `CVDSimulator.reported` deficiency, per pair.
        var simulatedRatios: [[Double]]
    }

    func values(_ pairs: [(Int, Int)]) -> PairValues {
        PairValues(
            ratios: ContrastPairs.ratios(foreground: asForeground, background: asBackground, pairs: pairs),
            simulatedRatios: simulated.map { ContrastPairs.ratios(foreground: $0, background: $0, pairs: pairs) })
    }
}
