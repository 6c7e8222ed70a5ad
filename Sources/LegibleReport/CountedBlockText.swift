import LegibleAudit

/// How every format states a counted block (`CountedBlock`): one sentence, so a reader of any format learns how
/// many pairs were checked, how many fail, and that only the first failures are listed.
///
/// "wcag2-aa-text (color.* on color.*) in light: 24,995,000 pairs checked (5,000 foregrounds × 5,000 backgrounds),
/// 12,480,321 below 4.5:1; the first 1,000 failures are listed, the other 12,479,321 only counted. By WCAG level:
/// 2,100,000 AAA, 3,000,000 AA, 4,000,000 AA large, 15,895,000 below 3:1."
///
/// "cvd-deutan-indistinct (a group of 2,000 colors) in light: 1,999,000 pairs checked, 12,345 closer than ΔE2000 10
/// under deutan simulation; the first 1,000 failures are listed, the other 11,345 only counted."
enum CountedBlockText {
    static func line(_ b: any CountedBlock) -> String {
        var s = "\(b.ruleID) (\(scope(b))) in \(b.appearance.label): \(grouped(b.checked)) pairs checked"
        if let c = b as? ContrastBlock {
            s += " (\(grouped(c.foregrounds)) foregrounds × \(grouped(c.backgrounds)) backgrounds)"
        }
        s += ", \(grouped(b.failed)) \(requirement(b))"
        if b.unlisted > 0 {
            s += "; the first \(grouped(b.listed)) failures are listed, the other \(grouped(b.unlisted)) only counted"
        } else if b.failed > 0 {
            s += "; every failure is listed"
        }
        s += "."
        if let c = b as? ContrastBlock {
            let names = ["AAA", "AA", "AA large", "below 3:1"]
            s += " By WCAG level: " + zip(c.levels, names).map { "\(grouped($0)) \($1)" }.joined(separator: ", ") + "."
        }
        return s
    }

    /// "color.* on color.*", "a group of 2,000 colors"
    static func scope(_ b: any CountedBlock) -> String {
        switch b {
        case let c as ContrastBlock:
            "\(c.rule.foreground.map(\.pattern).joined(separator: ", ")) on \(c.rule.background.map(\.pattern).joined(separator: ", "))"
        case let d as DistinctnessBlock:
            "a group of \(grouped(d.colors)) colors"
        default:
            b.ruleID
        }
    }

    /// What a failing pair misses: "below 4.5:1", "closer than ΔE2000 10 under deutan simulation".
    static func requirement(_ b: any CountedBlock) -> String {
        switch b {
        case let c as ContrastBlock: "below \(Display.required(c.rule))"
        case let d as DistinctnessBlock:
            "closer than ΔE2000 \(Display.exact(d.minimumDeltaE)) under \(d.deficiency.rawValue) simulation"
        default: "failing"
        }
    }

    /// "12,480,321": thousands separated, as people read large counts.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(ch)
        }
        return (n < 0 ? "-" : "") + out
    }
}
