import LegibleBatch
import LegibleCore
import LegibleTestSupport
import Testing

/// Counts and worst pairs against the brute-force scalar double loop over every pair.
@Suite("Threshold counts and worst pairs")
struct ThresholdCountsTests {
    static let levels = WCAGLevel.allCases

    static func bruteForce(_ fg: [Double], _ bg: [Double]) -> (counts: [Int], ratios: [ContrastPair]) {
        var counts = [Int](repeating: 0, count: levels.count)
        var ratios: [ContrastPair] = []
        for (i, l1) in fg.enumerated() {
            for (j, l2) in bg.enumerated() {
                let r = WCAG2.contrastRatio(l1, l2)
                for (k, level) in levels.enumerated() where level.isMet(byRatio: r) { counts[k] += 1 }
                ratios.append(ContrastPair(foreground: i, background: j, ratio: r))
            }
        }
        return (counts, ratios)
    }

    static func check(_ name: String, fg: LuminancePalette, bg: LuminancePalette, worst k: Int = 50) {
        let (expectedCounts, allPairs) = bruteForce(fg.luminance, bg.luminance)
        for options in BatchTestSupport.optionSets {
            let counts = ContrastCounts.count(foreground: fg, background: bg, levels: levels, options: options)
            #expect(counts.passing == expectedCounts, "\(name) \(options)")
            #expect(counts.pairCount == fg.count * bg.count)
        }
        let sorted = allPairs.sorted {
            ($0.ratio, $0.foreground, $0.background) < ($1.ratio, $1.foreground, $1.background)
        }
        for kk in [0, 1, k, min(k * 7, sorted.count + 3)] {
            let worst = WorstPairs.find(foreground: fg, background: bg, count: kk)
            #expect(worst.pairs == Array(sorted.prefix(kk)), "\(name) worst \(kk)")
            for level in levels {
                #expect(
                    Array(worst.failing(level)) == sorted.prefix(kk).filter { !level.isMet(byRatio: $0.ratio) },
                    "\(name) \(level)")
            }
        }
        let summary = WorstPairs.summary(foreground: fg, background: bg, levels: levels, worst: k)
        #expect(summary.counts.passing == expectedCounts)
        #expect(summary.worst.pairs == Array(sorted.prefix(k)))
    }

    @Test("the 372 wcag.json colors against themselves (138,384 pairs, with exact duplicates and ties)")
    func referenceColors() {
        let palette = LuminancePalette(SRGB8Palette(BatchTestSupport.wcagColors))
        Self.check("wcag.json colors", fg: palette, bg: palette, worst: 400)
    }

    @Test("the 600 wcag.json pairs' foregrounds × backgrounds, including the 72 near-threshold pairs")
    func referencePairs() {
        let pairs = BatchTestSupport.wcagPairs
        Self.check(
            "wcag.json pairs", fg: LuminancePalette(SRGB8Palette(pairs.map(\.fg))),
            bg: LuminancePalette(SRGB8Palette(pairs.map(\.bg))))
    }

    @Test("all 256×256 gray pairs")
    func grays() {
        let palette = LuminancePalette(SRGB8Palette(BatchTestSupport.grays))
        Self.check("gray", fg: palette, bg: palette, worst: 300)
    }

    @Test("1,048,576 seeded random pairs (256 × 256 by default), and ragged sizes")
    func random() {
        let side = TestScale.count(full: 1024, sample: 256)
        Self.check(
            "random \(side)²", fg: LuminancePalette(SRGB8Palette(BatchTestSupport.randomColors(side, seed: 31))),
            bg: LuminancePalette(SRGB8Palette(BatchTestSupport.randomColors(side, seed: 32))))
        for (n, m) in [(1, 1), (1, 9), (13, 2), (100, 37)] {
            Self.check(
                "random \(n)×\(m)",
                fg: LuminancePalette(SRGB8Palette(BatchTestSupport.randomColors(n, seed: 40 + UInt64(n)))),
                bg: LuminancePalette(SRGB8Palette(BatchTestSupport.randomColors(m, seed: 50 + UInt64(m)))))
        }
        let empty = LuminancePalette(luminances: [])
        #expect(ContrastCounts.count(foreground: empty, background: empty).passing == [0, 0, 0, 0, 0])
    }

    @Test("luminances one Double ulp around each exact threshold point: counts are the scalar verdicts")
    func ulpNeighbours() {
        var fg: [Double] = [], bg: [Double] = []
        for lb in [0.0, 0.01, 0.1, 0.2] {
            bg.append(lb)
            for t in [3.0, 4.5, 7.0] {
                var l = t * (lb + 0.05) - 0.05
                for _ in 0..<10 { l = l.nextDown }
                for _ in 0..<20 where l <= 1 { fg.append(l); l = l.nextUp }
            }
        }
        Self.check("ulp neighbours", fg: LuminancePalette(luminances: fg), bg: LuminancePalette(luminances: bg))
        Self.check("ulp neighbours swapped", fg: LuminancePalette(luminances: bg), bg: LuminancePalette(luminances: fg))
    }

    @Test("many equal colors: ties broken by (foreground, background)")
    func ties() {
        let colors = (0..<200).map { BatchTestSupport.grays[[0, 119, 255, 119, 200][$0 % 5]] }
        let palette = LuminancePalette(SRGB8Palette(colors))
        Self.check("ties", fg: palette, bg: palette, worst: 1000)
    }
}
