import Testing
import LegibleCore

/// Every record of Fixtures/reference/cvd.json (150 colors), at the README's tolerances: `f` (0…1 floats, rounded to
/// 7 decimals in the file) 1e-6 absolute, `u8` ±1 (0 expected except at exact .5 boundaries).
/// Targets (README "Recommended tolerances"): Machado grid and off-grid → colorspacious 1.1.2; Brettel and Viénot →
/// DaltonLens main with the Judd–Vos step (`cvd-daltonlens-main.json`, the default model, severities 1, 0.55, 0.3),
/// and DaltonLens 0.1.5 for the legacy `LMSModel.smithPokorny75CIE1931`; achromatopsia → coloraide 8.13.1 `grayscale(1)` in
/// `srgb-linear`. Every float comparison goes through `simulate(SRGB)`, every 8-bit one through `simulate(SRGB8)`.
@Suite("CVD simulation against cvd.json")
struct CVDReferenceTests {
    nonisolated(unsafe) static let file = ReferenceData.load("cvd.json")
    static var colors: [[String: Any]] { file["colors"] as! [[String: Any]] }
    nonisolated(unsafe) static let mainFile = ReferenceData.load("cvd-daltonlens-main.json")
    static var mainColors: [[String: Any]] { mainFile["colors"] as! [[String: Any]] }
    static let mainSeverities = ["1.0", "0.55", "0.3"]
    static let coneDeficiencies: [Deficiency] = [.protan, .deutan, .tritan]
    static let gridSeverities = ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"]
    static let offGridSeverities = ["0.05", "0.25", "0.55", "0.95"]

    /// The worst error of one method and deficiency, as float and in 8-bit steps.
    struct Worst {
        var f: ToleranceReport
        var u8: ToleranceReport
        var u8Mismatches = 0

        init(_ name: String) {
            f = ToleranceReport("\(name) f", tolerance: 1e-6)
            u8 = ToleranceReport("\(name) u8", tolerance: 1)
        }

        var failures: [String] { f.failures + u8.failures }
        var summary: String {
            "\(f.summary) (×255: \(f.worst * 255))\n\(u8.summary), \(u8Mismatches) channels off by one"
        }

        /// Checks one peer result `{f: [r,g,b], u8: [r,g,b]}` against the simulator on `hex`.
        mutating func check(_ simulator: CVDSimulator, _ hex: String, _ result: Any?) {
            let result = result as! [String: Any]
            let input = ReferenceData.srgb8(hex)
            let floats = simulator.simulate(SRGB(input))
            let bytes = simulator.simulate(input)
            let expectedF = ReferenceData.doubles(result["f"])
            let expectedU8 = ReferenceData.doubles(result["u8"])
            let observedF = [floats.r, floats.g, floats.b]
            let observedU8 = [bytes.r, bytes.g, bytes.b].map(Double.init)
            for (i, channel) in ["r", "g", "b"].enumerated() {
                let label = "\(hex) \(simulator.deficiency) \(simulator.method) s=\(simulator.severity) \(channel)"
                f.check(label, expected: expectedF[i], observed: observedF[i])
                u8.check(label, expected: expectedU8[i], observed: observedU8[i])
                if expectedU8[i] != observedU8[i] { u8Mismatches += 1 }
            }
        }
    }

    static func expectClean(_ worst: Worst, checked: Int) {
        #expect(worst.f.checked == checked)
        #expect(worst.failures.isEmpty, "\(worst.failures.joined(separator: "\n"))")
        print(worst.summary)
    }

    @Test("Machado 2009 at s = 0.0…1.0 vs colorspacious, all 150 colors", arguments: coneDeficiencies)
    func machadoGrid(_ deficiency: Deficiency) {
        var worst = Worst("machado2009 grid \(deficiency)")
        for record in Self.colors {
            let results = (record[deficiency.rawValue] as! [String: Any])["machado2009"] as! [String: Any]
            for key in Self.gridSeverities {
                let simulator = CVDSimulator(deficiency, method: .machado2009, severity: Double(key)!)
                worst.check(simulator, record["hex"] as! String, (results[key] as! [String: Any])["colorspacious"])
            }
        }
        Self.expectClean(worst, checked: 150 * 11 * 3)
    }

    @Test("Machado 2009 off-grid (0.05, 0.25, 0.55, 0.95) vs colorspacious", arguments: coneDeficiencies)
    func machadoOffGrid(_ deficiency: Deficiency) {
        var worst = Worst("machado2009 off-grid \(deficiency)")
        for record in Self.colors {
            let results = (record[deficiency.rawValue] as! [String: Any])["machado2009"] as! [String: Any]
            for key in Self.offGridSeverities {
                guard let peers = results[key] as? [String: Any] else { continue }
                let simulator = CVDSimulator(deficiency, method: .machado2009, severity: Double(key)!)
                worst.check(simulator, record["hex"] as! String, peers["colorspacious"])
            }
        }
        Self.expectClean(worst, checked: 40 * 4 * 3)
    }

    @Test(
        "Brettel 1997 and Viénot 1999 (default: Judd–Vos model) vs DaltonLens main, s = 1, 0.55, 0.3, all 150 colors",
        arguments: [CVDMethod.brettel1997, .vienot1999], coneDeficiencies)
    func dichromacyCorrectedModel(_ method: CVDMethod, _ deficiency: Deficiency) {
        var worst = Worst("\(method) \(deficiency) (DaltonLens main)")
        #expect(Self.mainColors.map { $0["hex"] as! String } == Self.colors.map { $0["hex"] as! String })
        for record in Self.mainColors {
            let results = (record[deficiency.rawValue] as! [String: Any])[method.rawValue] as! [String: Any]
            for key in Self.mainSeverities {
                let simulator = CVDSimulator(deficiency, method: method, severity: Double(key)!)
                #expect(simulator.lmsModel == .smithPokorny75JuddVos)
                worst.check(simulator, record["hex"] as! String, results[key])
            }
        }
        Self.expectClean(worst, checked: 150 * 3 * 3)
    }

    @Test(
        "legacy cone model (LMSModel.smithPokorny75CIE1931) vs DaltonLens 0.1.5, s = 1, all 150 colors",
        arguments: [CVDMethod.brettel1997, .vienot1999], coneDeficiencies)
    func dichromacyLegacyModel(_ method: CVDMethod, _ deficiency: Deficiency) {
        var worst = Worst("\(method) \(deficiency) (DaltonLens 0.1.5, legacy model)")
        let simulator = CVDSimulator(deficiency, method: method, lmsModel: .smithPokorny75CIE1931)
        for record in Self.colors {
            let peers = (record[deficiency.rawValue] as! [String: Any])[method.rawValue] as! [String: Any]
            worst.check(simulator, record["hex"] as! String, peers["daltonlens"])
        }
        Self.expectClean(worst, checked: 150 * 3)
    }

    @Test(
        "Viénot 1999 (default model) vs coloraide 8.13.1, a second peer of the corrected model, s = 1",
        arguments: coneDeficiencies)
    func vienotSecondPeer(_ deficiency: Deficiency) {
        var worst = Worst("vienot1999 \(deficiency) (coloraide)")
        let simulator = CVDSimulator(deficiency, method: .vienot1999)
        for record in Self.colors {
            let peers = (record[deficiency.rawValue] as! [String: Any])["vienot1999"] as! [String: Any]
            worst.check(simulator, record["hex"] as! String, peers["coloraide"])
        }
        Self.expectClean(worst, checked: 150 * 3)
    }

    @Test("the corrected model differs from 0.1.5 where the reference says it does (e.g. Viénot tritan on #5856d6)")
    func correctedModelIsNotTheOldOne() {
        let c = ReferenceData.srgb8("#5856d6")
        let new = CVDSimulator(.tritan, method: .vienot1999).simulate(SRGB(c))
        let old = CVDSimulator(.tritan, method: .vienot1999, lmsModel: .smithPokorny75CIE1931).simulate(SRGB(c))
        let gap = max(abs(new.r - old.r), abs(new.g - old.g), abs(new.b - old.b)) * 255
        #expect(gap > 6 && gap < 7.5, "max channel difference ×255: \(gap) (reference: 6.83)")
        #expect(CVDSimulator(.protan, method: .machado2009, lmsModel: .smithPokorny75CIE1931).lmsModel == .default)
        #expect(CVDMethod.vienot1999.caveat(for: .tritan) != nil)
        #expect(CVDSimulator(.tritan, method: .vienot1999).caveat != nil)
        #expect(CVDSimulator(.protan, method: .vienot1999).caveat == nil)
        #expect(CVDSimulator.reported.allSatisfy { $0.caveat == nil && $0.severity == 1 })
    }

    @Test("achromatopsia vs coloraide grayscale(1) in srgb-linear, all 150 colors")
    func achromatopsia() {
        var worst = Worst("achromatopsia")
        let simulator = CVDSimulator(.achromatopsia)
        for record in Self.colors {
            let peers = record["achromatopsia"] as! [String: Any]
            worst.check(simulator, record["hex"] as! String, peers["coloraide grayscale(1) in srgb-linear"])
        }
        Self.expectClean(worst, checked: 150 * 3)
    }

    /// Every simulator the reference file exercises, plus achromatopsia at the grid severities.
    static var allSimulators: [CVDSimulator] {
        let severities = (gridSeverities + offGridSeverities).map { Double($0)! }
        var simulators: [CVDSimulator] = []
        for deficiency in Deficiency.allCases {
            for method in CVDMethod.allCases {
                simulators += severities.map { CVDSimulator(deficiency, method: method, severity: $0) }
            }
        }
        return simulators
    }

    @Test("severity 0 is the identity for every method and deficiency on all 150 colors")
    func severityZeroIsIdentity() {
        for deficiency in Deficiency.allCases {
            for method in CVDMethod.allCases {
                let simulator = CVDSimulator(deficiency, method: method, severity: 0)
                for record in Self.colors {
                    let c8 = ReferenceData.srgb8(record["hex"] as! String)
                    let label = "\(record["hex"]!) \(deficiency) \(method)"
                    #expect(simulator.simulate(c8) == c8, "\(label)")
                    #expect(simulator.simulate(SRGB(c8)) == SRGB(c8), "\(label)")
                    #expect(simulator.simulate(LinearRGB(decoding: c8)) == LinearRGB(decoding: c8), "\(label)")
                }
                if let matrix = simulator.linearRGBMatrix { #expect(matrix == .identity, "\(deficiency) \(method)") }
            }
        }
    }

    @Test("8-bit output is floor(f·255 + 0.5) of the float output, for every simulator and color")
    func eightBitIsRoundedFloat() {
        var mismatches: [String] = []
        for simulator in Self.allSimulators {
            for record in Self.colors {
                let c8 = ReferenceData.srgb8(record["hex"] as! String)
                let f = simulator.simulate(SRGB(c8))
                for x in [f.r, f.g, f.b] where !(0...1).contains(x) {
                    mismatches.append("\(record["hex"]!) \(simulator): \(x) outside 0…1")
                }
                func round(_ x: Double) -> UInt8 { UInt8((x * 255 + 0.5).rounded(.down)) }
                let expected = SRGB8(r: round(f.r), g: round(f.g), b: round(f.b))
                let observed = simulator.simulate(c8)
                if observed != expected {
                    mismatches.append(
                        "\(record["hex"]!) \(simulator): expected \(expected), observed \(observed) from \(f)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { ((a - b) * (a - b)).sum().squareRoot() }

    @Test("Brettel's folded linear-RGB matrices and separation normal reproduce the LMS computation")
    func brettelParametersForBatch() {
        for deficiency in Self.coneDeficiencies {
            let p = Brettel1997.parameters(for: deficiency)
            #expect(p.missingConeIndex == [Deficiency.protan: 0, .deutan: 1, .tritan: 2][deficiency])
            for record in Self.colors {
                let rgb = LinearRGB(decoding: ReferenceData.srgb8(record["hex"] as! String)).vector
                let separation = (p.linearRGBSeparationNormal * rgb).sum()
                let lmsSeparation = (p.lmsSeparationNormal * (LMSModel.default.lmsFromLinearRGB * rgb)).sum()
                #expect(abs(separation - lmsSeparation) < 1e-15, "\(record["hex"]!) \(deficiency)")
                let side = separation >= 0
                let folded = (side ? p.linearRGBMatrix1 : p.linearRGBMatrix2) * rgb
                let stepwise = Brettel1997.simulateDichromacy(LinearRGB(rgb), deficiency).vector
                #expect(Self.distance(folded, stepwise) < 1e-12, "\(record["hex"]!) \(deficiency)")
                // The chosen half-plane contains the result: n · lms' = 0.
                let normal = side ? p.lmsPlane1Normal : p.lmsPlane2Normal
                #expect(abs((normal * (LMSModel.default.lmsFromLinearRGB * stepwise)).sum()) < 1e-12)
            }
            // The neutral axis is fixed: white and grays map to themselves.
            let white = Brettel1997.simulateDichromacy(LinearRGB(r: 1, g: 1, b: 1), deficiency).vector
            #expect(Self.distance(white, SIMD3(1, 1, 1)) < 1e-12, "\(deficiency) white → \(white)")
        }
    }

    @Test("Machado grid severities return the published matrices exactly; off-grid interpolates between neighbors")
    func machadoMatrices() {
        for deficiency in Self.coneDeficiencies {
            let grid = Machado2009.gridMatrices(for: deficiency)
            #expect(grid.count == 11)
            #expect(grid[0] == .identity)
            for (k, key) in Self.gridSeverities.enumerated() {
                #expect(
                    Machado2009.linearRGBMatrix(for: deficiency, severity: Double(key)!) == grid[k],
                    "\(deficiency) \(key)")
            }
            let mid = Machado2009.linearRGBMatrix(for: deficiency, severity: 0.25)
            let expected = 0.5 * grid[2] + 0.5 * grid[3]
            #expect(zip(mid.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-15 })
        }
        // Spot values from the paper's table (colorspacious' own tests use these).
        #expect(Machado2009.gridMatrices(for: .protan)[10].entries[0] == 0.152286)
        #expect(
            Machado2009.gridMatrices(for: .deutan)[5].entries
                == [0.547494, 0.607765, -0.155259, 0.181692, 0.781742, 0.036566, -0.010410, 0.027275, 0.983136])
    }

    @Test("achromatopsia keeps WCAG luminance and makes R = G = B; Brettel is the only method without a matrix")
    func achromatopsiaAndMatrices() {
        let simulator = CVDSimulator(.achromatopsia, method: .vienot1999)
        #expect(simulator == CVDSimulator(.achromatopsia))
        for record in Self.colors {
            let c = LinearRGB(decoding: ReferenceData.srgb8(record["hex"] as! String))
            let gray = simulator.simulate(c)
            #expect(gray.r == gray.g && gray.g == gray.b)
            #expect(abs(gray.r - WCAG2.relativeLuminance(c)) < 1e-15)
        }
        for deficiency in Self.coneDeficiencies {
            #expect(CVDSimulator(deficiency, method: .brettel1997).linearRGBMatrix == nil)
            #expect(
                CVDSimulator(deficiency, method: .vienot1999).linearRGBMatrix
                    == Vienot1999.linearRGBMatrix(for: deficiency))
            #expect(
                CVDSimulator(deficiency, method: .machado2009, severity: 0.5).linearRGBMatrix
                    == Machado2009.gridMatrices(for: deficiency)[5])
        }
        #expect(CVDSimulator(.protan).method == .machado2009)
        #expect(CVDSimulator(.deutan).method == .machado2009)
        #expect(CVDSimulator(.tritan).method == .brettel1997)
    }

    @Test(
        "below severity 1, Brettel and Viénot interpolate the unclipped results in linear RGB, then clip (DaltonLens)")
    func partialSeverityInterpolatesInLinearRGB() {
        for deficiency in Self.coneDeficiencies {
            for s in [0.05, 0.25, 0.5, 0.95] {
                let brettel = CVDSimulator(deficiency, method: .brettel1997, severity: s)
                let vienot = CVDSimulator(deficiency, method: .vienot1999, severity: s)
                for record in Self.colors {
                    let c = LinearRGB(decoding: ReferenceData.srgb8(record["hex"] as! String))
                    func interpolated(_ dichromat: SIMD3<Double>) -> SIMD3<Double> {
                        LinearRGB((1 - s) * c.vector + s * dichromat).clipped.vector
                    }
                    let label = "\(record["hex"]!) \(deficiency) s=\(s)"
                    let brettelDichromat = Brettel1997.simulateDichromacy(c, deficiency).vector
                    #expect(
                        Self.distance(brettel.simulate(c).vector, interpolated(brettelDichromat)) < 1e-15, "\(label)")
                    let vienotDichromat = Vienot1999.linearRGBMatrix(for: deficiency) * c.vector
                    #expect(Self.distance(vienot.simulate(c).vector, interpolated(vienotDichromat)) < 1e-15, "\(label)")
                }
            }
        }
    }
}
