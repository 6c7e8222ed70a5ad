import LegibleBatch
import LegibleCore
import LegibleTestSupport
import Testing

/// The N×M matrix kernels against `WCAG2.contrastRatio` and `WCAGLevel.isMet`: Double bit-identical, Float32 within
/// 1e-6 relative, verdicts identical for every pair — on the reference pairs, all 256×256 gray pairs, and
/// 1,048,576 seeded random pairs.
@Suite("Contrast-ratio matrix, Float32 and Double, and verdicts")
struct ContrastMatrixTests {
    static let levels = WCAGLevel.allCases

    /// Checks every cell of rows × columns for every option set.
    static func checkMatrix(_ name: String, rows: [SRGB8], columns: [SRGB8]) {
        let (a, b) = (LuminancePalette(SRGB8Palette(rows)), LuminancePalette(SRGB8Palette(columns)))
        let (n, m) = (rows.count, columns.count)
        var expected = [Double](repeating: 0, count: n * m)
        for i in 0..<n {
            for j in 0..<m {
                expected[i * m + j] = WCAG2.contrastRatio(
                    WCAG2.relativeLuminance(rows[i]), WCAG2.relativeLuminance(columns[j]))
            }
        }
        for options in BatchTestSupport.optionSets {
            let r64 = ContrastMatrix.ratios64(rows: a, columns: b, options: options)
            let r32 = ContrastMatrix.ratios32(rows: a, columns: b, options: options)
            let verdicts = ContrastMatrix.verdicts(rows: a, columns: b, levels: levels, options: options)
            var m64 = Mismatches("\(name) Double \(options)"), m32 = Mismatches("\(name) Float32 \(options)")
            var mv = Mismatches("\(name) verdicts \(options)")
            for k in 0..<(n * m) {
                let e = expected[k]
                m64.check(r64[k].bitPattern == e.bitPattern, "cell \(k): expected \(e), observed \(r64[k])")
                m32.check(
                    abs(Double(r32[k]) - e) <= 1e-6 * e,
                    "cell \(k): expected \(e), observed \(r32[k]), tolerance 1e-6 relative")
                for (bit, level) in levels.enumerated() {
                    mv.check(
                        (verdicts[k] >> bit) & 1 == (level.isMet(byRatio: e) ? 1 : 0), "cell \(k) ratio \(e) \(level)")
                }
            }
            #expect(m64.count == 0, "\(m64.summary)")
            #expect(m32.count == 0, "\(m32.summary)")
            #expect(mv.count == 0, "\(mv.summary)")
        }
    }

    @Test("all 600 wcag.json pairs, via pair lists and via the 600×600 matrix of their colors")
    func referencePairs() {
        let pairs = BatchTestSupport.wcagPairs
        let fg = LuminancePalette(SRGB8Palette(pairs.map(\.fg))), bg = LuminancePalette(SRGB8Palette(pairs.map(\.bg)))
        let indices = pairs.indices.map { ($0, $0) }
        let ratios = ContrastPairs.ratios(foreground: fg, background: bg, pairs: indices)
        let ratios32 = ContrastPairs.ratios32(foreground: fg, background: bg, pairs: indices)
        let verdicts = ContrastPairs.verdicts(foreground: fg, background: bg, pairs: indices, levels: Self.levels)
        var near = 0
        for (k, pair) in pairs.enumerated() {
            let expected = WCAG2.contrastRatio(WCAG2.relativeLuminance(pair.fg), WCAG2.relativeLuminance(pair.bg))
            #expect(ratios[k] == expected)
            #expect(abs(Double(ratios32[k]) - expected) <= 1e-6 * expected)
            for (bit, level) in Self.levels.enumerated() {
                #expect((verdicts[k] >> bit) & 1 == (level.isMet(byRatio: expected) ? 1 : 0), "\(pair) \(level)")
            }
            if pair.tag.hasPrefix("near-threshold") { near += 1 }
        }
        #expect(near == 72)
        Self.checkMatrix("wcag.json pair colors", rows: pairs.map(\.fg), columns: pairs.map(\.bg))
    }

    @Test("pairs within 1e-6 of a threshold exist in the reference data and the Float32 path re-decides them")
    func nearThresholdPairs() {
        let pairs = BatchTestSupport.wcagPairs.filter { $0.tag.hasPrefix("near-threshold") }
        var within1e7 = 0
        for pair in pairs {
            let expected = WCAG2.contrastRatio(WCAG2.relativeLuminance(pair.fg), WCAG2.relativeLuminance(pair.bg))
            let distance = Self.levels.map { abs(expected - $0.threshold) }.min()!
            if distance < 1e-7 { within1e7 += 1 }
            let (a, b) = (LuminancePalette(SRGB8Palette([pair.fg])), LuminancePalette(SRGB8Palette([pair.bg])))
            // 1×17 rows: the pair sits in a full 16-lane vector and in the scalar tail.
            let row = LuminancePalette(SRGB8Palette(Array(repeating: pair.bg, count: 17)))
            for options in BatchTestSupport.optionSets {
                let verdicts = ContrastMatrix.verdicts(rows: a, columns: row, levels: Self.levels, options: options)
                for (bit, level) in Self.levels.enumerated() {
                    let want: UInt8 = level.isMet(byRatio: expected) ? 1 : 0
                    #expect(
                        verdicts.allSatisfy { ($0 >> bit) & 1 == want },
                        "\(pair.fg) on \(pair.bg) ratio \(expected) \(level)")
                }
                #expect(ContrastMatrix.ratios64(rows: a, columns: b, options: options) == [expected])
            }
        }
        #expect(within1e7 >= 1, "the reference data should contain a pair within 1e-7 of a threshold")
    }

    @Test("all 256×256 gray pairs")
    func grayPairs() {
        Self.checkMatrix("gray", rows: BatchTestSupport.grays, columns: BatchTestSupport.grays)
    }

    @Test("1,048,576 seeded random pairs (1024 × 1024; 256 × 256 by default), plus ragged shapes")
    func randomPairs() {
        let side = TestScale.count(full: 1024, sample: 256)
        Self.checkMatrix(
            "random", rows: BatchTestSupport.randomColors(side, seed: 21),
            columns: BatchTestSupport.randomColors(side, seed: 22))
        for (n, m) in [(1, 1), (3, 17), (17, 15), (33, 1), (5, 31)] {
            Self.checkMatrix(
                "ragged \(n)×\(m)", rows: BatchTestSupport.randomColors(n, seed: UInt64(n)),
                columns: BatchTestSupport.randomColors(m, seed: UInt64(m + 100)))
        }
    }

    @Test("adversarial Float32 neighbours: luminances whose Float ratio rounds onto a threshold")
    func adversarial() {
        // Background fixed; foreground luminances stepping by one Double ulp around the exact 4.5 and 3.0 and 7.0 points.
        let lb = 0.05
        var luminances: [Double] = []
        for t in [3.0, 4.5, 7.0] {
            let center = t * (lb + 0.05) - 0.05
            var l = center
            for _ in 0..<40 { l = l.nextDown }
            for _ in 0..<80 { luminances.append(l); l = l.nextUp }
        }
        let a = LuminancePalette(luminances: luminances), b = LuminancePalette(luminances: [lb])
        for options in BatchTestSupport.optionSets {
            let verdicts = ContrastMatrix.verdicts(rows: b, columns: a, levels: Self.levels, options: options)
            for (k, l) in luminances.enumerated() {
                let expected = WCAG2.contrastRatio(lb, l)
                for (bit, level) in Self.levels.enumerated() {
                    #expect(
                        (verdicts[k] >> bit) & 1 == (level.isMet(byRatio: expected) ? 1 : 0),
                        "L = \(l) ratio \(expected) \(level)")
                }
            }
        }
    }
}
