import LegibleAudit
import LegiblePalette
import LegibleUsage

/// The checks of one pair (one rule id, one foreground, one background) across appearances: what a report that shows one
/// row or annotation per pair shows (`GitHubReport`). Pairs keep the order of their first check.
struct PairFindings {
    var findings: [ContrastFinding]

    /// The check furthest below its requirement (the lowest measured / required), the first one on a tie.
    var worst: ContrastFinding {
        findings.min { $0.measured / $0.required < $1.measured / $1.required } ?? findings[0]
    }

    /// Every site that shows the pair (observed pairs of several rules with the same colors are one pair), each once,
    /// in the order of the checks.
    var sites: [UsageSite] {
        var seen = Set<String>()
        return findings.flatMap(\.rule.sites).filter {
            seen.insert("\($0.location.path):\($0.location.line):\($0.location.column ?? 0)|\($0.condition ?? "")")
                .inserted
        }
    }

    /// "light, dark, theme black": the appearances of the checks, in appearance order.
    var appearanceList: String { Array(Set(findings.map(\.appearance))).sorted().map(\.label).joined(separator: ", ") }

    /// "dark (1.90:1)": the other appearances with their values.
    var others: String {
        findings.filter { $0.appearance != worst.appearance }.map {
            "\($0.appearance.label) (\(Display.measured($0.measured, $0.rule)))"
        }.joined(separator: ", ")
    }

    /// The findings grouped by pair (and by `split`, for a report that keeps apart what differs in it: SARIF keeps
    /// baselined and review checks apart from new failures).
    static func grouping(
        _ findings: [ContrastFinding], split: (ContrastFinding) -> String = { _ in "" }
    ) -> [PairFindings] {
        var index: [String: Int] = [:]
        var pairs: [PairFindings] = []
        for f in findings {
            let key =
                "\(f.rule.ruleID)|\(f.foreground.name)|\(f.foreground.origin)|\(f.background.name)|\(f.background.origin)|"
                + split(f)
            if let i = index[key] {
                pairs[i].findings.append(f)
            } else {
                index[key] = pairs.count
                pairs.append(PairFindings(findings: [f]))
            }
        }
        return pairs
    }
}

/// The checks of one distinguishable pair (one rule, two colors) across appearances: one row of the text report's
/// distinguishability table.
struct DistinctPairFindings {
    var findings: [DistinctnessFinding]

    /// The check furthest below its requirement (the lowest ΔE2000 / required), the first one on a tie.
    var worst: DistinctnessFinding {
        findings.min { $0.deltaE / $0.required < $1.deltaE / $1.required } ?? findings[0]
    }

    static func grouping(_ findings: [DistinctnessFinding]) -> [DistinctPairFindings] {
        var index: [String: Int] = [:]
        var groups: [DistinctPairFindings] = []
        for f in findings {
            let key = "\(f.ruleIndex)|\(f.ruleID)|\(f.first.name)|\(f.second.name)"
            if let i = index[key] {
                groups[i].findings.append(f)
            } else {
                index[key] = groups.count
                groups.append(DistinctPairFindings(findings: [f]))
            }
        }
        return groups
    }
}
