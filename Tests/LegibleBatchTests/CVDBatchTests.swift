import LegibleBatch
import LegibleCore
import LegibleTestSupport
import Testing

/// 8-bit outputs identical to `CVDSimulator.simulate(SRGB8)` for every method, deficiency and severity; the Float
/// path within its stated bound of `simulate(SRGB)`.
@Suite("CVD batch simulation")
struct CVDBatchTests {
    static let severities: [Double] = [0, 0.05, 0.1, 0.25, 0.3, 0.5, 0.55, 0.7, 0.9, 0.95, 1, 0.123456789]

    static var allSimulators: [CVDSimulator] {
        var out: [CVDSimulator] = []
        for deficiency in [Deficiency.protan, .deutan, .tritan] {
            for method in CVDMethod.allCases {
                for s in severities { out.append(CVDSimulator(deficiency, method: method, severity: s)) }
            }
            // The DaltonLens 0.1.5 cone model stays selectable in the library: its batch path must match too.
            for method in [CVDMethod.brettel1997, .vienot1999] {
                for s in [0.3, 1] {
                    out.append(CVDSimulator(deficiency, method: method, severity: s, lmsModel: .smithPokorny75CIE1931))
                }
            }
        }
        for s in severities { out.append(CVDSimulator(.achromatopsia, severity: s)) }
        return out
    }

    static func check8(_ simulator: CVDSimulator, _ colors: [SRGB8], options: BatchOptions = .automatic) -> Mismatches {
        let out = CVDBatchSimulator(simulator).simulate(SRGB8Palette(colors), options: options)
        var m = Mismatches(
            "\(simulator.deficiency) \(simulator.method) s=\(simulator.severity) \(simulator.lmsModel) \(options)")
        for (i, c) in colors.enumerated() {
            let expected = simulator.simulate(c)
            m.check(out[i] == expected, "\(c): expected \(expected), observed \(out[i])")
        }
        return m
    }

    @Test("all 150 cvd.json colors, grays and 8-bit edge colors, every method × deficiency × 12 severities")
    func referenceColors() {
        var edge: [SRGB8] = []
        for v: UInt8 in [0, 1, 9, 10, 11, 127, 128, 254, 255] {
            for w: UInt8 in [0, 128, 255] { edge += [SRGB8(r: v, g: w, b: 255 - v), SRGB8(r: w, g: v, b: v)] }
        }
        let colors = BatchTestSupport.cvdColors + BatchTestSupport.grays + edge
        for simulator in Self.allSimulators {
            let m = Self.check8(simulator, colors)
            #expect(m.count == 0, "\(m.summary)")
        }
    }

    @Test("20,000 seeded random colors (2,000 by default) for every method × deficiency × severity")
    func randomColors() {
        let colors = BatchTestSupport.randomColors(TestScale.count(full: 20_000, sample: 2_000), seed: 61)
        for simulator in Self.allSimulators {
            let m = Self.check8(simulator, colors)
            #expect(m.count == 0, "\(m.summary)")
        }
    }

    @Test(
        "1,000,000 seeded random colors (50,000 by default), the three benchmarked simulations, every instruction set and thread count"
    )
    func million() {
        let colors = BatchTestSupport.randomColors(TestScale.count(full: 1_000_000, sample: 50_000), seed: 62)
        for method in CVDMethod.allCases {
            let simulator = CVDSimulator(.deutan, method: method, severity: 1)
            let expected = colors.map { simulator.simulate($0) }
            let batch = CVDBatchSimulator(simulator)
            for options in BatchTestSupport.optionSets {
                var out = SRGB8Palette(count: colors.count)
                let recomputed = batch.simulate(SRGB8Palette(colors), into: &out, options: options)
                var m = Mismatches("\(method) \(options)")
                for i in colors.indices {
                    m.check(out[i] == expected[i], "\(colors[i]): expected \(expected[i]), observed \(out[i])")
                }
                #expect(m.count == 0, "\(m.summary)")
                #expect(recomputed < colors.count / 100, "\(method): \(recomputed) colors fell back to the scalar path")
            }
        }
    }

    @Test("Float in/out within CVDBatchSimulator.floatErrorBound of simulate(SRGB), extended input included")
    func floatPath() {
        var g = SeededGenerator(seed: 63)
        let n = TestScale.count(full: 50_000, sample: 5_000)
        var (r, gr, b) = ([Float](), [Float](), [Float]())
        for k in 0..<n {
            let range: ClosedRange<Float> = k % 4 == 0 ? -0.3...1.3 : 0...1
            r.append(.random(in: range, using: &g)); gr.append(.random(in: range, using: &g));
            b.append(.random(in: range, using: &g))
        }
        let palette = RGB32Palette(space: .sRGB, r: r, g: gr, b: b)
        var worstOverall = 0.0
        for simulator in Self.allSimulators
        where simulator.severity == 1 || simulator.severity == 0 || simulator.severity == 0.55 {
            let out = CVDBatchSimulator(simulator).simulate(palette)
            var worst = 0.0
            for i in 0..<n {
                let e = simulator.simulate(SRGB(r: Double(r[i]), g: Double(gr[i]), b: Double(b[i])))
                worst = max(
                    worst, abs(Double(out.r[i]) - e.r), abs(Double(out.g[i]) - e.g), abs(Double(out.b[i]) - e.b))
            }
            worstOverall = max(worstOverall, worst)
            #expect(worst <= CVDBatchSimulator.floatErrorBound, "\(simulator): worst \(worst)")
        }
        print("Float CVD: worst absolute error \(worstOverall), bound \(CVDBatchSimulator.floatErrorBound)")
    }

    @Test(
        "the scalar 8-bit quantization is monotone: byte(lin) = #{thresholds ≤ lin} around every threshold and on a sweep"
    )
    func thresholds() {
        func byte(_ x: Double) -> Int { Int(SRGB8(quantizing: SRGB(encoding: LinearRGB(r: x, g: x, b: x).clipped)).r) }
        let t = CVDBatchSimulator.quantizationThresholds
        #expect(t.count == 255)
        func count(_ x: Double) -> Int { t.filter { $0 <= x }.count }
        var bad: [String] = []
        for (index, threshold) in t.enumerated() {
            let k = index + 1
            var below = threshold, above = threshold
            for _ in 0..<2000 {
                below = below.nextDown
                if byte(below) != k - 1 { bad.append("k = \(k): byte(\(below)) = \(byte(below))"); break }
                if byte(above) != k { bad.append("k = \(k): byte(\(above)) = \(byte(above))"); break }
                above = above.nextUp
            }
        }
        let steps = TestScale.count(full: 200_000, sample: 20_000)
        for step in 0...steps {
            let x = -0.01 + 1.02 * Double(step) / Double(steps)
            if byte(x) != count(x) { bad.append("sweep: byte(\(x)) = \(byte(x)), thresholds below: \(count(x))") }
        }
        #expect(bad.isEmpty, "\(bad.prefix(20).joined(separator: "\n"))")
    }

    @Test("severity 0 is the identity; empty and short palettes")
    func edges() {
        let colors = BatchTestSupport.randomColors(37, seed: 64)
        for method in CVDMethod.allCases {
            let batch = CVDBatchSimulator(CVDSimulator(.protan, method: method, severity: 0))
            #expect(batch.simulate(SRGB8Palette(colors)).colors == colors)
            #expect(batch.simulate(SRGB8Palette([])).count == 0)
            for count in [1, 15, 16, 17] {
                let m = Self.check8(CVDSimulator(.tritan, method: method, severity: 0.7), Array(colors.prefix(count)))
                #expect(m.count == 0, "\(m.summary)")
            }
        }
    }
}
