import LegibleAudit
import LegibleCore

/// "Pairs as people see them": each pair a UI file shows (observed pairs, and the pairs of a legible.json that UI
/// files show), as real text (body size and large) on its background, in every appearance and as each color vision
/// deficiency sees it, side by side. Every swatch is labeled with what it shows (vision · appearance) and both hex
/// values, so a designer reads it without the WCAG vocabulary; the pairs are grouped under plain-language headings
/// ("Too faint for body text") with the WCAG terms and numbers beside them. Simulation as `HTMLColorVision` does it
/// (`CVDSimulator.reported`), on the composited colors of each finding. Empty when no UI file shows a pair.
enum HTMLObservedPairs {
    static let title = "Pairs as people see them"
    /// Cards over all verdicts, worst first. Each is (appearances × 5) swatches of about 450 bytes: 24 cards of
    /// four appearances are about 220 KB, so a big palette's page stays under 2 MB with the other sections' caps.
    static let pairLimit = 24

    /// The plain-language verdict of a pair over its appearances, and the WCAG terms beside it.
    enum Verdict: Int, CaseIterable {
        case invisible, tooFaintForAnyText, tooFaintForBodyText, readable

        var heading: String {
            switch self {
            case .invisible: "Too faint to see as a control or border"
            case .tooFaintForAnyText: "Too faint for any text"
            case .tooFaintForBodyText: "Too faint for body text"
            case .readable: "Readable"
            }
        }

        var wcag: String {
            switch self {
            case .invisible: "WCAG 2 non-text contrast below 3:1 (SC 1.4.11)"
            case .tooFaintForAnyText: "WCAG 2 AA: below 3:1, which even large text needs (SC 1.4.3)"
            case .tooFaintForBodyText:
                "WCAG 2 AA: below the rule's requirement for this text (SC 1.4.3: 4.5:1 body text, 3:1 large text of 18 pt, or 14 pt bold)"
            case .readable:
                "meets its rule in every appearance (WCAG 2 AA: 4.5:1 body text, 3:1 large text and non-text)"
            }
        }

        init(_ findings: [ContrastFinding]) {
            let worst = findings.map(\.ratio).min() ?? 0
            if findings.allSatisfy(\.passed) {
                self = .readable
            } else if findings[0].rule.text == .nonText {
                self = .invisible
            } else if worst < 3 {
                self = .tooFaintForAnyText
            } else {
                self = .tooFaintForBodyText
            }
        }
    }

    static func section(_ result: AuditResult, options: ReportOptions) -> String {
        // One card per rule and pair of colors, its findings in appearance order.
        var order: [String] = []
        var byPair: [String: [(index: Int, finding: ContrastFinding)]] = [:]
        // pairs that need review have their own section
        for (i, f) in result.contrast.enumerated() where !f.rule.sites.isEmpty && f.review == nil {
            let key =
                "\(f.ruleIndex)\u{0}\(f.foreground.name)\u{0}\(f.foreground.origin)\u{0}\(f.background.name)\u{0}\(f.background.origin)"
            if byPair[key] == nil { order.append(key) }
            byPair[key, default: []].append((i, f))
        }
        guard !order.isEmpty else { return "" }
        let cards = order.map { byPair[$0]! }.map { (verdict: Verdict($0.map(\.finding)), pair: $0) }
        var out = "<section id=\"observed\">\n<h2>\(title)</h2>\n"
        out +=
            "<p>Each pair the UI files show, as its text looks on its background: body size and large, in every appearance, "
            + "for normal vision and as people with protanopia, deuteranopia, tritanopia and achromatopsia see it (simulated). "
            + "Each swatch names what it shows and its two colors.</p>\n"
        var shown = 0
        for verdict in Verdict.allCases {
            let ofVerdict = cards.filter { $0.verdict == verdict }
            guard !ofVerdict.isEmpty else { continue }
            out +=
                "<h3 class=\"verdict\">\(verdict.heading) <span class=\"muted\">\(HTML.text(verdict.wcag)) · \(plural(ofVerdict.count, "pair"))</span></h3>\n"
            for card in ofVerdict where shown < pairLimit {
                out += self.card(card.pair, options: options)
                shown += 1
            }
        }
        if shown < cards.count {
            out +=
                "<p class=\"muted\">… and \(plural(cards.count - shown, "more pair")); <code>legible pairs</code> lists every pair.</p>\n"
        }
        return out + "</section>\n"
    }

    /// One pair: its names and where it is shown, then one column per appearance and one row per vision.
    static func card(_ pair: [(index: Int, finding: ContrastFinding)], options: ReportOptions) -> String {
        let first = pair[0].finding
        let sites = first.rule.sites
        let sample = sites.compactMap(\.text).first { !$0.isEmpty } ?? "Sample text"
        var out =
            "<article class=\"pair\" id=\"p\(pair[0].index)\"><h4>\(HTML.text(first.foreground.name)) on \(HTML.text(first.background.name))</h4>\n"
        out +=
            "<p class=\"src\">Shown at "
            + sites.prefix(3).map { HTML.text(Display.site($0, workingDirectory: options.workingDirectory)) }.joined(
                separator: ", ")
            + (sites.count > 3 ? " and \(sites.count - 3) more" : "") + "</p>\n<div class=\"sims\">"
        for (_, f) in pair {
            out +=
                "<div class=\"sim-col\"><p class=\"sim-head\">\(HTML.text(f.appearance.label.capitalizedFirst)): <span class=\"r\">\(Display.measured(f.measured, f.rule))</span> "
                + "<span class=\"\(f.passed ? "ok" : "fail")\">\(f.passed ? "meets" : "fails") \(Display.required(f.rule))</span></p>\n"
            out += simulated(
                f.compositedForeground, f.compositedBackground, label: "normal vision · \(f.appearance.label)",
                ratio: f.ratio, text: sample)
            for c in f.cvd {
                let fg = Color(srgb: c.simulator.simulate(f.compositedForeground.srgb.clipped))
                let bg = Color(srgb: c.simulator.simulate(f.compositedBackground.srgb.clipped))
                out += simulated(
                    fg, bg, label: "\(c.deficiency.rawValue) · \(f.appearance.label)", ratio: c.ratio, text: sample)
            }
            out += "</div>"
        }
        return out + "</div></article>\n"
    }

    /// Real text on the background, body size then large, with the label and both hex values under it.
    static func simulated(_ foreground: Color, _ background: Color, label: String, ratio: Double, text: String)
        -> String
    {
        let style = "color:\(foreground.hexRGB);background:\(background.hexRGB)"
        return
            "<figure class=\"sim\"><div class=\"sim-sample\" style=\"\(style)\"><span class=\"body\">\(HTML.text(text))</span>"
            + "<span class=\"large\">\(HTML.text(text))</span></div>"
            + "<figcaption class=\"sim-label\">\(HTML.text(label)): <code>\(foreground.hexRGB)</code> on <code>\(background.hexRGB)</code> · \(RatioDisplay.string(ratio)):1</figcaption></figure>\n"
    }
}
