import LegibleBatch
import LegibleCore
import LegibleTestSupport
import Testing

/// The stated error bounds of the vectorized Float decode (`FloatDecode`), against the Double scalar path on the
/// same Float inputs: |batch − scalar| ≤ bound·max(scale, floor), where scale is |scalar| for one channel and the
/// sum of the magnitudes of the terms for sums (luminance, matrix rows), so cancellation is accounted for.
@Suite("Float decode error bounds")
struct FloatDecodeTests {
    struct Worst: CustomStringConvertible {
        let name: String, bound: Double, floor: Double
        var error = 0.0, at = "", checked = 0
        init(_ name: String, bound: Double, floor: Double) {
            (self.name, self.bound, self.floor) = (name, bound, floor)
        }
        mutating func check(
            _ observed: Float, _ expected: Double, scale: Double? = nil, _ input: @autoclosure () -> String
        ) {
            checked += 1
            let e = abs(Double(observed) - expected) / max(scale ?? abs(expected), floor)
            if !(e <= error) { (error, at) = (e, "\(input()): expected \(expected), observed \(observed)") }
        }
        var ok: Bool { error <= bound }
        var description: String {
            "\(name): \(checked) values, worst \(error) (bound \(bound), floor \(floor)) at \(at)"
        }
    }

    /// [0, 1] every 1e-6 (every 2e-5 by default), every v/255, [1, 64] geometrically, the two thresholds and their neighbours; and negatives.
    static let sweep: [Float] = {
        let steps = TestScale.count(full: 1_000_000, sample: 50_000)
        var values: [Float] = (0...steps).map { Float($0) / Float(steps) } + (0...255).map { Float($0) / 255 }
        var x: Float = 1
        while x < 64 { values.append(x); x *= 1.0001 }
        values += [
            0.04045, Float(0.04045).nextUp, Float(0.04045).nextDown, 0.0031308, 1e-30, 1e-6, .leastNormalMagnitude,
        ]
        return values + values.map { -$0 }
    }()

    static func randomTriples(_ n: Int, in range: ClosedRange<Float>, seed: UInt64) -> ([Float], [Float], [Float]) {
        var g = SeededGenerator(seed: seed)
        let f = { (_: Int) in Float.random(in: range, using: &g) }
        return ((0..<n).map(f), (0..<n).map(f), (0..<n).map(f))
    }

    @Test("decode of one channel: 6e-7 relative (floor 0.0032), extended range and negatives")
    func decode() {
        let values = Self.sweep
        let zeros = [Float](repeating: 0, count: values.count)
        for options in BatchTestSupport.optionSets.prefix(2) + BatchTestSupport.optionSets.suffix(1) {
            let linear = FloatDecode.linearSRGB(
                RGB32Palette(space: .extendedSRGB, r: values, g: zeros, b: values), options: options)
            var worst = Worst("decode \(options)", bound: FloatDecode.decodeRelativeError, floor: 0.0032)
            for (i, c) in values.enumerated() {
                let expected = SRGBTransfer.decode(Double(c))
                worst.check(linear.r[i], expected, "c = \(c)")
                #expect(linear.r[i] == linear.b[i])
            }
            print(worst)
            #expect(worst.ok, "\(worst)")
        }
    }

    @Test(
        "sRGB luminance of 1,000,000 random colors (100,000 by default) in [0, 1] and [−0.5, 1.5]: 1e-6 of Σ w·|lin| (floor 1e-6)"
    )
    func srgbLuminance() {
        for range: ClosedRange<Float> in [0...1, -0.5...1.5] {
            let (r, g, b) = Self.randomTriples(TestScale.count(full: 500_000, sample: 50_000), in: range, seed: 11)
            let luminance = FloatDecode.luminance(RGB32Palette(space: .extendedSRGB, r: r, g: g, b: b))
            var worst = Worst("sRGB luminance \(range)", bound: FloatDecode.luminanceRelativeError, floor: 1e-6)
            for i in r.indices {
                let linear = LinearRGB(decoding: SRGB(r: Double(r[i]), g: Double(g[i]), b: Double(b[i])))
                let scale = 0.2126 * abs(linear.r) + 0.7152 * abs(linear.g) + 0.0722 * abs(linear.b)
                worst.check(luminance[i], WCAG2.relativeLuminance(linear), scale: scale, "(\(r[i]), \(g[i]), \(b[i]))")
            }
            print(worst)
            #expect(worst.ok, "\(worst)")
        }
    }

    @Test("Display P3 → linear sRGB and its luminance, P3 in [−1, 2]: 1e-6 of the sum of term magnitudes (floor 1e-6)")
    func displayP3() {
        let (r, g, b) = Self.randomTriples(TestScale.count(full: 200_000, sample: 20_000), in: -1...2, seed: 12)
        let palette = RGB32Palette(space: .displayP3, r: r, g: g, b: b)
        let linear = FloatDecode.linearSRGB(palette)
        let luminance = FloatDecode.luminance(palette)
        let m = RGBPrimaries.linearSRGBFromLinearDisplayP3
        var channel = Worst("P3 → linear sRGB", bound: FloatDecode.luminanceRelativeError, floor: 1e-6)
        var worst = Worst("P3 luminance", bound: FloatDecode.luminanceRelativeError, floor: 1e-6)
        for i in r.indices {
            let color = Color(space: .displayP3, components: [Double(r[i]), Double(g[i]), Double(b[i])])
            let expected = color.linearSRGB
            let p = SIMD3(
                SRGBTransfer.decode(Double(r[i])), SRGBTransfer.decode(Double(g[i])), SRGBTransfer.decode(Double(b[i])))
            let scales = [m.rows.0, m.rows.1, m.rows.2].map { ($0 * p).magnitudeSum }
            channel.check(linear.r[i], expected.r, scale: scales[0], "P3 (\(r[i]), \(g[i]), \(b[i])) R")
            channel.check(linear.g[i], expected.g, scale: scales[1], "P3 (\(r[i]), \(g[i]), \(b[i])) G")
            channel.check(linear.b[i], expected.b, scale: scales[2], "P3 (\(r[i]), \(g[i]), \(b[i])) B")
            let scale = 0.2126 * scales[0] + 0.7152 * scales[1] + 0.0722 * scales[2]
            worst.check(luminance[i], WCAG2.relativeLuminance(color), scale: scale, "P3 (\(r[i]), \(g[i]), \(b[i]))")
        }
        print(channel)
        print(worst)
        #expect(channel.ok, "\(channel)")
        #expect(worst.ok, "\(worst)")
    }

    @Test("linear sRGB input passes through; results do not depend on threads or instruction set")
    func linearAndIndependence() {
        let (r, g, b) = Self.randomTriples(100_003, in: -0.2...1.2, seed: 13)
        let linear = FloatDecode.linearSRGB(RGB32Palette(space: .linearSRGB, r: r, g: g, b: b))
        #expect(linear.r == r && linear.g == g && linear.b == b)
        let p3 = RGB32Palette(space: .displayP3, r: r, g: g, b: b)
        let reference = FloatDecode.luminance(p3, options: BatchTestSupport.optionSets[0])
        for options in BatchTestSupport.optionSets {
            #expect(FloatDecode.luminance(p3, options: options) == reference, "\(options)")
        }
    }
}

extension SIMD3 where Scalar == Double {
    var magnitudeSum: Double { abs(x) + abs(y) + abs(z) }
}
