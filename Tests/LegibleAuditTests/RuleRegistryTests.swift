import Foundation
import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
import LegibleTestSupport

/// `RuleRegistry` is the one list of rules: every id a finding can carry is in it, with the success criterion of
/// the check it names, and the stable ids the SARIF validator checks (`Tests/CLITests/Snapshots/rule-ids.txt`)
/// are exactly its ids, in order.
@Suite("Rule registry")
struct RuleRegistryTests {
    @Test("every contrast rule's id, plain and guessed, is a registry rule with the rule's success criterion and level")
    func contrastIDs() {
        for algorithm in ContrastAlgorithm.allCases {
            for level in ConformanceLevel.allCases {
                for text in TextSize.allCases {
                    var rule = ContrastRule(
                        foreground: [], background: [], level: level, text: text, algorithm: algorithm)
                    let checked = RuleRegistry.rule(rule.ruleID)
                    #expect(
                        checked.successCriterion == (algorithm == .wcag2 ? rule.wcagLevel.successCriterion : nil),
                        "\(rule.ruleID)")
                    #expect(checked.level == .error)
                    rule.inferredReason = "guessed"
                    guard algorithm == .wcag2 else { continue }
                    let guessed = RuleRegistry.rule(rule.ruleID)
                    #expect(
                        guessed.id == "guess-" + checked.id && guessed.level == .warning
                            && guessed.successCriterion == checked.successCriterion)
                }
            }
        }
    }

    @Test("distinguishability, near-duplicate and snapshot ids are registry rules")
    func otherIDs() {
        for d in Deficiency.allCases {
            #expect(RuleRegistry.rule(DistinguishabilityRule.ruleID(d)).id == "cvd-\(d.rawValue)-indistinct")
        }
        #expect(RuleRegistry.rule(NearDuplicateRule.ruleID).level == .warning)
        #expect(RuleRegistry.rule(SnapshotFinding.ruleID).level == .warning)
    }

    @Test("the CVD rules state the simulation the rule runs (CVDSimulator.reported), not a copy")
    func cvdSimulationText() {
        #expect(RuleRegistry.cvd(.protan).full.hasSuffix("(Machado 2009, severity 1)."))
        #expect(RuleRegistry.cvd(.tritan).full.hasSuffix("(Brettel 1997, severity 1)."))
        #expect(RuleRegistry.cvd(.achromatopsia).full.hasSuffix("(luminance grayscale)."))
        for d in Deficiency.allCases where d != .achromatopsia {
            #expect(RuleRegistry.cvd(d).full.contains(CVDSimulator.reported(d).method.displayName))
        }
    }

    @Test("ids are unique and index(of:) points at them")
    func indices() {
        #expect(Set(RuleRegistry.all.map(\.id)).count == RuleRegistry.all.count)
        for (i, rule) in RuleRegistry.all.enumerated() { #expect(RuleRegistry.index(of: rule.id) == i) }
    }

    /// The SARIF validator (`validate_sarif.py`) reads its stable ids from this file; an id that changes or moves
    /// fails here, and re-recording (`RECORD_SNAPSHOTS=1`) is deliberate.
    @Test("Tests/CLITests/Snapshots/rule-ids.txt lists the registry's ids in order")
    func pinnedIDs() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Tests/CLITests/Snapshots/rule-ids.txt")
        let actual = RuleRegistry.all.map(\.id).joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded rule-ids.txt; run again without RECORD_SNAPSHOTS")
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == actual)
    }
}
