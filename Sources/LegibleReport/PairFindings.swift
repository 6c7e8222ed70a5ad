import LegibleAudit
import LegiblePalette

/// The checks of one pair (one rule, one foreground, one background) across appearances: what a report that shows one
/// row or annotation per pair shows (`GitHubReport`). Pairs keep the order of their first check.
struct PairFindings {
    var findings: [ContrastFinding]

    /// The check furthest below its requirement (the lowest measured / required), the first one on a tie.
    var worst: ContrastFinding {
        findings.min { $0.measured / $0.required < $1.measured / $1.required } ?? findings[0]
    }

    /// "light, dark, theme black": the appearances of the checks, in appearance order.
    var appearanceList: String { Array(Set(findings.map(\.appearance))).sorted().map(\.label).joined(separator: ", ") }

    /// "dark (1.90:1)": the other appearances with their values.
    var others: String {
        findings.filter { $0.appearance != worst.appearance }.map {
            "\($0.appearance.label) (\(Display.measured($0.measured, $0.rule)))"
        }.joined(separator: ", ")
    }

    static func grouping(_ findings: [ContrastFinding]) -> [PairFindings] {
        var index: [String: Int] = [:]
        var pairs: [PairFindings] = []
        for f in findings {
            let key =
                "\(f.ruleIndex)|\(f.foreground.name)|\(f.foreground.origin)|\(f.background.name)|\(f.background.origin)"
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
