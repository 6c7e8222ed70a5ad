import LegibleAudit
import LegibleCore
import LegiblePalette

/// One card per failing contrast check: what failed and where it is defined (`path:line`), the pair before, and
/// each suggestion after (the nearest passing foreground and background, OKLCH lightness changed, hue and chroma
/// kept: `LightnessSuggester`), as samples in the composited colors with their ratios.
enum HTMLSuggestions {
    static let title = "Suggestions"
    /// Cards shown (failing first, then warnings, then baselined), about 1.6 kB each.
    static let cardLimit = 120

    static func section(_ result: AuditResult, options: ReportOptions) -> String {
        var out = "<section id=\"suggestions\">\n<h2>\(title)</h2>\n"
        let failing = result.contrast.indices.filter { !result.contrast[$0].passed }
        guard !failing.isEmpty else { return out + "<p>No contrast check fails: nothing to suggest.</p>\n</section>\n" }
        out +=
            "<p>Each failing contrast pair, before and after the nearest change that passes: the same hue and chroma with "
            + "only the OKLCH lightness moved, gamut-mapped and written as the source writes it. Samples show the colors as "
            + "seen (translucent colors composited); the ratios are the rule's measure, truncated.</p>\n"
        let ordered = failingFirst(failing) { CheckStatus(result.contrast[$0], strict: options.strict) }
        for i in ordered.prefix(cardLimit) { out += card(result.contrast[i], index: i, options: options) }
        if ordered.count > cardLimit {
            out +=
                "<p class=\"muted\">… and \(ordered.count - cardLimit) more failing pairs; <code>legible lint</code> lists every suggestion.</p>\n"
        }
        return out + "</section>\n"
    }

    static func card(_ f: ContrastFinding, index: Int, options: ReportOptions) -> String {
        var out =
            "<article class=\"finding\" id=\"c\(index)\">\n<h3>\(HTMLFinding.status(CheckStatus(f, strict: options.strict))) "
            + "\(HTML.text(Display.pair(f))) <span class=\"muted\">in \(f.appearance.label)</span></h3>\n"
        out +=
            "<p><code>\(f.rule.ruleID)</code> \(HTML.text(f.rule.title)) needs \(HTML.text(Display.required(f.rule))); "
            + "measured <strong>\(Display.measured(f.measured, f.rule))</strong>"
        if f.rule.algorithm == .apca {
            out += " (WCAG \(RatioDisplay.withSuffix(f.ratio)))"
        } else {
            out += " (APCA Lc \(RatioDisplay.string(abs(f.apcaLc))))"
        }
        out +=
            ".</p>\n<p>Foreground \(HTMLFinding.named(f.foreground)) <span class=\"src\">\(HTML.text(HTMLFinding.source(f.foreground.source, options)))</span><br>"
            + "Background \(HTMLFinding.named(f.background)) <span class=\"src\">\(HTML.text(HTMLFinding.source(f.background.source, options)))</span><br>"
            + shownAt(f, options)
            + "Rule "
            + (f.rule.location.map { "<span class=\"src\">\(HTML.text(HTMLFinding.source($0, options)))</span>" }
                ?? HTML.text(f.rule.inferredReason.map { "inferred: " + $0 } ?? "in code"))
            + "</p>\n"
        if let p3 = f.displayP3 {
            out +=
                "<p class=\"muted\">A color lies outside sRGB: measured as an sRGB display shows it; on a Display P3 screen "
                + "\(Display.measured(p3.measured, f.rule)), \(p3.passed ? "passes" : "fails").</p>\n"
        }
        if f.foreground.color.alpha < 1 || f.background.color.alpha < 1 {
            out +=
                "<p class=\"muted\">Translucent: measured and drawn composited, foreground \(f.printedComposite.foregroundHex) on background \(f.printedComposite.backgroundHex)"
            if let range = f.ratioRange {
                out +=
                    "; the backdrop under the background is unknown, so the worse of black (or white) decides: \(RatioDisplay.withSuffix(range.lowerBound)) to \(RatioDisplay.withSuffix(range.upperBound))"
            }
            out += ".</p>\n"
        }
        out +=
            "<div class=\"after\"><div>Before \(HTMLSwatch.sample(f.compositedForeground, on: f.compositedBackground)) \(Display.measured(f.measured, f.rule))</div>"
        if f.suggestions.isEmpty {
            out +=
                "<div class=\"muted\">No lightness change of one color reaches the requirement; change both, or the hue.</div>"
        }
        for s in Display.nearestFirst(f.suggestions) {
            let (fg, bg) = composited(s, f)
            let change = (s.lightnessChange < 0 ? "−" : "+") + RatioDisplay.string(abs(s.lightnessChange) * 100)
            out +=
                "<div>\(s.side == .foreground ? "Foreground" : "Background") → \(HTMLSwatch.swatch(s.color)) <code>\(HTML.text(Display.written(s.color)))</code> "
                + "\(HTMLSwatch.sample(fg, on: bg)) <strong>\(Display.measured(s.result, f.rule))</strong> <span class=\"muted\">(OKLCH L \(change)%)</span></div>"
        }
        return out + "</div>\n</article>\n"
    }

    /// "Shown at <a href="Main.storyboard">Main.storyboard:42</a> (label …)<br>" for an observed pair: a link to
    /// each UI file (relative to the working directory, like the report's other paths), its line and element.
    static func shownAt(_ f: ContrastFinding, _ options: ReportOptions) -> String {
        guard !f.rule.sites.isEmpty else { return "" }
        let links = f.rule.sites.map { s -> String in
            let href = ReportPaths.uri(s.location.path, workingDirectory: options.workingDirectory)
            let element = Display.site(s).dropFirst(s.location.description.count)
            return
                "<a class=\"src\" href=\"\(HTML.attribute(href))\">\(HTML.text(HTMLFinding.source(s.location, options)))</a>\(HTML.text(String(element)))"
        }
        return "Shown at " + links.joined(separator: ", ") + "<br>"
    }

    /// The suggested pair as seen: a new foreground over the pair's composited background; a new background under the
    /// foreground (over the rule's `over` color when it is a CSS color, else over the worse of black and white).
    static func composited(_ s: Suggestion, _ f: ContrastFinding) -> (Color, Color) {
        switch s.side {
        case .foreground:
            return (Compositing.sourceOver(s.color, f.compositedBackground), f.compositedBackground)
        case .background:
            let over = f.over?.shown(on: .sRGB)
            let pair = PairContrast(
                foreground: f.foreground.color, background: s.color, over: s.color.alpha >= 1 ? nil : over)
            return (pair.compositedForeground, pair.compositedBackground)
        }
    }
}
