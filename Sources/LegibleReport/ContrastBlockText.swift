import LegibleAudit

/// How every format states a counted block (`ContrastBlock`): one sentence, so a reader of any format learns how
/// many pairs were checked, how many fail, and that only the first failures are listed.
///
/// "wcag2-aa-text (color.* on color.*) in light: 24,995,000 pairs checked (5,000 foregrounds × 5,000 backgrounds),
/// 12,480,321 below 4.5:1; the first 1,000 failures are listed, the other 12,479,321 only counted. By WCAG level:
/// 2,100,000 AAA, 3,000,000 AA, 4,000,000 AA large, 15,895,000 below 3:1."
enum ContrastBlockText {
    static func line(_ b: ContrastBlock) -> String {
        let patterns = "\(b.rule.foreground.map(\.pattern).joined(separator: ", ")) on \(b.rule.background.map(\.pattern).joined(separator: ", "))"
        var s = "\(b.rule.ruleID) (\(patterns)) in \(b.appearance.label): \(grouped(b.checked)) pairs checked "
            + "(\(grouped(b.foregrounds)) foregrounds × \(grouped(b.backgrounds)) backgrounds), \(grouped(b.failed)) below \(Display.required(b.rule))"
        if b.unlisted > 0 {
            s += "; the first \(grouped(b.listed)) failures are listed, the other \(grouped(b.unlisted)) only counted"
        } else if b.failed > 0 {
            s += "; every failure is listed"
        }
        let names = ["AAA", "AA", "AA large", "below 3:1"]
        return s + ". By WCAG level: " + zip(b.levels, names).map { "\(grouped($0)) \($1)" }.joined(separator: ", ") + "."
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
