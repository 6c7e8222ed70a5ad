import LegibleTestSupport
import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit

/// The audit measures opaque in-gamut pairs through `ContrastTable` (per-color values, LegibleBatch pair ratios)
/// and every other pair through the scalar `ContrastEvaluation`; both must give the same finding, field for field
/// (ratio, APCA Lc, composited colors, every simulated ratio, verdict, suggestions), bit for bit.
@Suite("Batch audit exactness")
struct BatchAuditExactnessTests {
    /// A deterministic mix of notations: 8-bit hex, hex with alpha, Display P3 (some outside sRGB), OKLCH, Lab,
    /// HSL, and colors at the WCAG thresholds' neighbourhood (grays).
    static func palette(count: Int, seed: UInt64) -> Palette {
        var state = seed
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        func byte() -> String {
            let v = Int(next() * 256) % 256; return v < 16 ? "0\(String(v, radix: 16))" : String(v, radix: 16)
        }
        func css() -> String {
            switch Int(next() * 7) {
            case 0, 1: return "#" + byte() + byte() + byte()
            case 2: return "#" + byte() + byte() + byte() + byte()
            case 3: return "color(display-p3 \(next()) \(next()) \(next()))"
            case 4: return "oklch(\(next()) \(next() * 0.3) \(next() * 360))"
            case 5: return "lab(\(next() * 100) \(next() * 120 - 60) \(next() * 120 - 60))"
            default: let g = byte(); return "#" + g + g + g
            }
        }
        return TestPalette.make((0..<count).map { ("c\($0)", css(), css()) })
    }

    @Test(
        "tabled and scalar pairs give identical findings (three seeds in a full run, one by default)",
        arguments: TestScale.full ? [1, 2, 3] : [1] as [UInt64])
    func identicalFindings(seed: UInt64) {
        let palette = Self.palette(count: 40, seed: seed)
        let config = TestPalette.config(
            #"""
            {"contrast": [{"foreground": "*", "background": "*", "level": "AA"},
                          {"foreground": "c1*", "background": "c2*", "algorithm": "apca", "minimumLc": 60},
                          {"foreground": "c3*", "background": "*", "over": "color(display-p3 0 1 0)"},
                          {"foreground": "c4*", "background": "c5*", "over": "#808080"}]}
            """#)
        let findings = Auditor(palette: palette, config: config).run().contrast
        var tabled = 0, scalar = 0
        for f in findings {
            var expected = ContrastEvaluation.evaluate(
                rule: f.rule, index: f.ruleIndex, appearance: f.appearance, foreground: f.foreground,
                background: f.background, over: f.over)
            expected.baseBackground = f.baseBackground
            #expect(f == expected, "\(f.foreground.name) on \(f.background.name) in \(f.appearance)")
            let job = ContrastPairJob(
                rule: f.rule, index: f.ruleIndex, appearance: f.appearance, foreground: f.foreground,
                background: f.background, over: f.over)
            if ContrastPairEvaluation.isTabled(job) { tabled += 1 } else { scalar += 1 }
        }
        // Both paths are exercised, each by hundreds of pairs.
        #expect(tabled > 500 && scalar > 500, "tabled \(tabled), scalar \(scalar)")
        #expect(findings.contains { !$0.passed } && findings.contains { $0.passed })
    }

    @Test("without suggestions only the suggestions differ")
    func withoutSuggestions() {
        let palette = Self.palette(count: 20, seed: 9)
        let config = TestPalette.config(#"{"contrast": [{"foreground": "*", "background": "*"}]}"#)
        let full = Auditor(palette: palette, config: config).run().contrast
        let bare = Auditor(palette: palette, config: config, suggestions: false).run().contrast
        let fullHasSuggestions = full.contains { !$0.suggestions.isEmpty },
            bareHasNone = bare.allSatisfy { $0.suggestions.isEmpty }
        #expect(full.count == bare.count && fullHasSuggestions && bareHasNone)
        let sameOtherwise = zip(full, bare).allSatisfy { pair in
            var f = pair.0
            f.suggestions = []
            return f == pair.1
        }
        #expect(sameOtherwise)
    }

    /// Distinguishability with each color simulated once (not once per pair), rows over the cores: every finding
    /// equals the pair-by-pair formula (composite over the plain background, simulate both, CIEDE2000).
    @Test("distinguishability groups and near duplicates equal the pair-by-pair formula")
    func distinctness() {
        let palette = Self.palette(count: 30, seed: 4)
        let config = TestPalette.config(
            #"{"distinguishable": [{"colors": ["*"], "minimumDeltaE": 20}], "nearDuplicate": {"threshold": 15}}"#)
        let result = Auditor(palette: palette, config: config).run()
        let groups = result.distinctness.filter { $0.deficiency != nil }
        #expect(groups.count == 2 * 30 * 29 / 2 * DistinguishabilityRule.defaultDeficiencies.count)
        for f in groups {
            let backdrop: Color = f.appearance.isDark ? .black : .white
            let sim = DistinguishabilityRule.simulator(f.deficiency!)
            let a = Color(
                srgb: sim.simulate(Compositing.sourceOver(f.first.written.shown(on: .sRGB), backdrop).srgb.clipped))
            let b = Color(
                srgb: sim.simulate(Compositing.sourceOver(f.second.written.shown(on: .sRGB), backdrop).srgb.clipped))
            #expect(f.deltaE == a.deltaE2000(to: b) && f.simulatedFirst == a && f.simulatedSecond == b)
        }
        var expectedNear = 0
        for appearance in result.appearances {
            let refs = palette.colors.compactMap { c -> Color? in c.variant(for: appearance)?.color }
            for i in refs.indices {
                for j in refs.indices
                where j > i && abs(refs[i].alpha - refs[j].alpha) < 1.0 / 255
                    && refs[i].deltaE2000(to: refs[j]) < 15
                { expectedNear += 1 }
            }
        }
        let near = result.distinctness.filter { $0.deficiency == nil }
        #expect(
            near.count == expectedNear
                && near.allSatisfy { $0.deltaE == $0.first.color.deltaE2000(to: $0.second.color) })
    }

    /// A rule over more pairs than `AuditLimits.pairsListedInFull` is a counted block: every pair measured and
    /// counted, its first failures listed. Counts and listed findings equal what the listed path gives for the
    /// same pairs (translucent and out-of-sRGB colors included, an APCA rule too, a backdrop out of sRGB too).
    @Test(
        "a counted block lists the listed path's first failures and counts all its pairs",
        arguments: TestScale.full ? [5, 6] : [5] as [UInt64])
    func countedBlocks(seed: UInt64) {
        let palette = Self.palette(count: 40, seed: seed)
        let config = TestPalette.config(
            #"""
            {"contrast": [{"foreground": "*", "background": "*", "level": "AA"},
                          {"foreground": "c1*", "background": "c2*", "algorithm": "apca", "minimumLc": 60},
                          {"foreground": "c3*", "background": "*", "over": "color(display-p3 0 1 0)"}]}
            """#)
        let full = Auditor(palette: palette, config: config).run()
        var counted = Auditor(palette: palette, config: config)
        counted.limits = AuditLimits(pairsListedInFull: 50, failuresListedPerBlock: 25)
        let blocks = counted.run()
        #expect(full.contrastBlocks.isEmpty)
        #expect(blocks.contrastBlocks.count == 3 * 2, "every rule in both appearances is a block")
        for block in blocks.contrastBlocks {
            let all = full.contrast.filter { $0.ruleIndex == block.ruleIndex && $0.appearance == block.appearance }
            let failing = all.filter { !$0.passed }
            let listed = blocks.contrast.filter { $0.ruleIndex == block.ruleIndex && $0.appearance == block.appearance }
            #expect(block.checked == all.count && block.failed == failing.count)
            #expect(block.listed == min(25, failing.count) && listed == Array(failing.prefix(25)))
            let levels = [7.0, 4.5, 3.0].map { t in all.filter { $0.ratio >= t }.count }
            #expect(block.levels == [levels[0], levels[1] - levels[0], levels[2] - levels[1], all.count - levels[2]])
        }
        #expect(blocks.hasViolations(strict: false) == full.hasViolations(strict: false))
    }

    /// A distinguishable group over more pairs than the limit is counted per deficiency: the close pairs found by
    /// `ClosePairSearch` (most pairs never measured) are exactly the failing pairs of the full loop, same numbers,
    /// same order; the first ones are listed.
    @Test(
        "a counted distinguishable group lists the full loop's first failures and counts them all",
        arguments: [7, 8] as [UInt64])
    func countedGroups(seed: UInt64) {
        let palette = Self.palette(count: 40, seed: seed)
        let config = TestPalette.config(#"{"distinguishable": [{"colors": ["*"], "minimumDeltaE": 25}]}"#)
        let full = Auditor(palette: palette, config: config).run()
        var counted = Auditor(palette: palette, config: config)
        counted.limits = AuditLimits(pairsListedInFull: 50, failuresListedPerBlock: 15)
        let result = counted.run()
        #expect(full.distinctnessBlocks.isEmpty && result.distinctnessBlocks.count == 2 * 3)
        for block in result.distinctnessBlocks {
            let failing = full.distinctness.filter {
                $0.appearance == block.appearance && $0.deficiency == block.deficiency && !$0.passed
            }
            let listed = result.distinctness.filter {
                $0.appearance == block.appearance && $0.deficiency == block.deficiency
            }
            #expect(block.checked == 40 * 39 / 2 && block.failed == failing.count && failing.count > 15)
            #expect(listed == Array(failing.prefix(15)))
        }
    }
}
