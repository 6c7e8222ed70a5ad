import LegibleAudit
import LegibleCore
import LegiblePalette
import LegibleUsage

/// How values are shown to people, shared by every format. Measured values are truncated to two decimals
/// (`RatioDisplay`), so a shown number never contradicts its verdict (4.4989 shows as 4.49 and fails 4.5);
/// thresholds are shown exactly as configured.
enum Display {
    /// `#rrggbb`, or `#rrggbbaa` when translucent: the sRGB value, gamut-clipped.
    /// `#rrggbb` (`#rrggbbaa` when translucent); a color outside sRGB as CSS `color()` with 4 decimals instead of a
    /// clipped hex that is not what the verdict measured (`ColorText`).
    static func hex(_ c: Color) -> String {
        guard c.isInGamut(of: .sRGB) else { return ColorText.css(c) }
        return c.alpha8 == 255 ? c.hexRGB : c.hexRGBA
    }

    /// " (Display P3 screen: 4.61:1, passes)" when the pair's verdict on a P3 screen differs from the sRGB one
    /// (a color outside sRGB; `ContrastFinding.displayP3`); "" otherwise.
    static func displayP3Note(_ f: ContrastFinding) -> String {
        guard let p3 = f.displayP3, p3.passed != f.passed else { return "" }
        return " (Display P3 screen: \(measured(p3.measured, f.rule)), \(p3.passed ? "passes" : "fails"))"
    }

    /// " over white (the worse of black and white)" when the background is translucent and no backdrop under it
    /// is known (the worse of the two decided, `ContrastFinding.ratioRange`); " over systemBackground (the light
    /// base background)" when the audit chose the appearance's base (`ContrastFinding.baseBackground`); " over NAME"
    /// when the rule's `over` decided; "" for an opaque background, where nothing shows through.
    static func backdropNote(_ f: ContrastFinding) -> String {
        guard let backdrop = f.backdrop else { return "" }
        if let base = f.baseBackground { return " over \(base) (the \(f.appearance.label) base background)" }
        if f.ratioRange != nil {
            return " over \(backdrop == .white ? "white" : "black") (the worse of black and white)"
        }
        return " over \(f.rule.over ?? hex(backdrop))"
    }

    /// The measured value with what a reader needs next to it: the backdrop under a translucent background and a
    /// differing Display P3 verdict ("1.66:1 over black (the worse of black and white)"). Every table cell that shows
    /// a finding's number uses this.
    static func measuredWithNotes(_ f: ContrastFinding) -> String {
        measured(f.measured, f.rule) + backdropNote(f) + displayP3Note(f)
    }

    /// A threshold as written: 4.5 → "4.5", 3 → "3", 60.25 → "60.25".
    static func exact(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
    }

    /// The rule's measure: "3.29:1" (WCAG) or "Lc 45.12" (APCA |Lc|), truncated.
    static func measured(_ value: Double, _ rule: ContrastRule) -> String {
        rule.algorithm == .apca ? "Lc " + RatioDisplay.string(value) : RatioDisplay.withSuffix(value)
    }

    /// The rule's requirement: "4.5:1" or "Lc 60".
    static func required(_ rule: ContrastRule) -> String {
        rule.algorithm == .apca ? "Lc " + exact(rule.required) : exact(rule.required) + ":1"
    }

    /// A CIEDE2000 difference, truncated: "6.12".
    static func deltaE(_ d: Double) -> String { RatioDisplay.string(d) }

    /// A suggested color the way its source writes colors (suggestions keep the source's color space): 8-bit hex
    /// for sRGB (`#5b5b60`), else CSS `color()` with 4 decimals (`color(display-p3 0.1234 0.5678 0.9012)`, alpha
    /// after `/` when translucent), never 17-digit floats.
    static func written(_ c: Color) -> String {
        guard c.space != .sRGB else { return hex(c) }
        let components = c.components.map(fixed4).joined(separator: " ")
        return "color(\(c.space.rawValue) \(components)\(c.alpha < 1 ? " / " + fixed4(c.alpha) : ""))"
    }

    /// `0.5` → "0.5000", `-0.01234` → "-0.0123": rounded to 4 decimals, always 4 shown.
    static func fixed4(_ d: Double) -> String {
        let scaled = Int((abs(d) * 10_000).rounded())
        let fraction = String(scaled % 10_000)
        return (d < 0 && scaled > 0 ? "-" : "") + "\(scaled / 10_000)."
            + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    /// "foreground #5b5b60 (4.52:1)", "foreground color(display-p3 0.3512 0.3512 0.3512) (4.51:1)"
    static func suggestion(_ s: Suggestion, _ rule: ContrastRule) -> String {
        "\(s.side.rawValue) \(written(s.color)) (\(measured(s.result, rule)))"
    }

    /// "background #0078d6 (4.50:1) or foreground #060606 (4.50:1)", or nil.
    static func suggestions(_ f: ContrastFinding) -> String? {
        f.suggestions.isEmpty
            ? nil : nearestFirst(f.suggestions).map { suggestion($0, f.rule) }.joined(separator: " or ")
    }

    /// Suggestions by the size of the lightness change, smallest first (foreground first on a tie).
    static func nearestFirst(_ s: [Suggestion]) -> [Suggestion] {
        s.sorted {
            (abs($0.lightnessChange), $0.side == .foreground ? 0 : 1) < (
                abs($1.lightnessChange), $1.side == .foreground ? 0 : 1
            )
        }
    }

    /// "label on systemBackground"
    static func pair(_ f: ContrastFinding) -> String { "\(f.foreground.label) on \(f.background.name)" }

    /// "systemRed vs systemGreen"
    static func pair(_ f: DistinctnessFinding) -> String { "\(f.first.name) vs \(f.second.name)" }

    /// "deutan vision", "normal vision"
    static func vision(_ f: DistinctnessFinding) -> String {
        f.deficiency.map { "\($0.rawValue) vision" } ?? "normal vision"
    }

    /// A rule's human title for distinctness rule ids.
    static func distinctnessTitle(_ f: DistinctnessFinding) -> String {
        f.deficiency == nil
            ? "Near duplicate (CIEDE2000 < \(exact(f.required)))"
            : "Distinguishable for \(vision(f)) (CIEDE2000 ≥ \(exact(f.required)))"
    }

    /// One sentence for annotations and SARIF messages:
    /// "secondaryLabel (#3c3c4399) on secondarySystemBackground (#f2f2f7) is 3.29:1 in light; WCAG 2 AA, normal
    /// text (SC 1.4.3) needs 4.5:1. Nearest passing: foreground #5b5b60 (4.52:1) or background …."
    static func message(_ f: ContrastFinding) -> String {
        var s = ""
        if let review = f.review {
            s =
                "Needs review (\(review.kind.label)): \(review.detail). Measured against the layer Legible found below it, "
        }
        s +=
            "\(f.foreground.label) (\(hex(f.foreground.color))) on \(f.background.name) (\(hex(f.background.color))) is "
            + "\(measured(f.measured, f.rule)) in \(f.appearance.label); \(f.rule.title) needs \(required(f.rule))."
        if let range = f.ratioRange {
            s +=
                " The backdrop under the translucent background is unknown: \(RatioDisplay.withSuffix(range.lowerBound)) to \(RatioDisplay.withSuffix(range.upperBound)) over black…white, the worse decides."
        }
        if f.review == nil, let suggestions = suggestions(f) { s += " Nearest passing: \(suggestions)." }
        if let shown = shownAt(f.rule.sites) { s += " Shown at " + shown + "." }
        return s
    }

    /// "Main.storyboard:42 (label abc-12-xyz \"Title\")"
    static func site(_ s: UsageSite, workingDirectory: String? = nil) -> String {
        let element =
            [s.elementClass, s.elementID].compactMap { $0 }.joined(separator: " ") + (s.text.map { " \"\($0)\"" } ?? "")
        return ReportPaths.relative(s.location.description, to: workingDirectory)
            + (element.isEmpty ? "" : " (\(element))") + condition(s)
    }

    /// " [when isUnread]", " [iOS 26]": when the site shows the pair; empty when always.
    static func condition(_ s: UsageSite) -> String {
        s.condition.map { " [\($0)]" } ?? ""
    }

    /// Every site of an observed pair, the first three in full: "A.storyboard:42 (label x), B.xib:7 (button y) and 3 more";
    /// nil for rules that are not observed.
    static func shownAt(_ sites: [UsageSite], workingDirectory: String? = nil, limit: Int = 3) -> String? {
        guard !sites.isEmpty else { return nil }
        let listed = sites.prefix(limit).map { site($0, workingDirectory: workingDirectory) }.joined(separator: ", ")
        return sites.count > limit ? listed + " and \(sites.count - limit) more" : listed
    }

    /// "Main.storyboard:42", "+2": the first site and how many more, for table cells.
    /// The first site of an observed pair, with its condition ("App/Main.storyboard:21 [iOS 26]") as a text table
    /// cell, cut so that its file and line always show.
    static func firstSiteCell(_ sites: [UsageSite], workingDirectory: String?) -> TextCell {
        guard let first = sites.first else { return TextCell("") }
        return TextCell(
            site: ReportPaths.relative(first.location.description, to: workingDirectory), detail: condition(first))
    }

    static func shortSites(_ sites: [UsageSite], workingDirectory: String?) -> String {
        guard let first = sites.first else { return "" }
        return ReportPaths.relative(first.location.description, to: workingDirectory) + condition(first)
            + (sites.count > 1 ? " +\(sites.count - 1)" : "")
    }

    /// "systemRed (#ff3b30) and systemOrange (#ff9500) differ by ΔE 6.12 for deutan vision in light; the group
    /// needs 10." / "systemGray5 (#e5e5ea) and systemGray6 (#e5e5ea) are near duplicates in light: ΔE 0.41, below 1."
    static func message(_ f: DistinctnessFinding) -> String {
        let colors = "\(f.first.name) (\(hex(f.first.color))) and \(f.second.name) (\(hex(f.second.color)))"
        guard let deficiency = f.deficiency else {
            return
                "\(colors) are near duplicates in \(f.appearance.label): ΔE2000 \(deltaE(f.deltaE)), below \(exact(f.required))."
        }
        var s =
            "\(colors) differ by ΔE2000 \(deltaE(f.deltaE)) for \(deficiency.rawValue) vision in \(f.appearance.label); the group needs \(exact(f.required))."
        if let a = f.simulatedFirst, let b = f.simulatedSecond { s += " Simulated: \(hex(a)) and \(hex(b))." }
        return s
    }
}
