import LegibleAudit
import LegibleCore
import LegiblePalette

/// Color vision: every palette color under normal vision and simulated protan, deutan, tritan and achromatopsia;
/// the pairs that collapse under a deficiency (CIEDE2000 below the group's minimum, or near duplicates for
/// everyone) highlighted; and each contrast pair's ratio after simulation next to the original.
///
/// Simulation as every command does it (`CVDSimulator.reported`): Machado 2009 for protan and deutan, Brettel 1997
/// for tritan, severity 1, and luminance grayscale for achromatopsia. Colors as an sRGB screen shows them.
/// Translucent colors are composited over the appearance's plain background (white in light, black in dark)
/// before simulation, as the distinguishability check does.
enum HTMLColorVision {
    static let title = "Color vision"
    /// Palette rows over all appearances (about 420 bytes each: five swatches), split evenly between them.
    static let paletteRowBudget = 1300
    /// Rows of the simulated-contrast tables over all appearances, split evenly between them.
    static let contrastRowBudget = 400
    /// Rows of the "must stay apart" table (failing first).
    static let pairRowLimit = 150

    static func section(_ result: AuditResult, palette: Palette?, options: ReportOptions) -> String {
        var out = "<section id=\"color-vision\">\n<h2>\(title)</h2>\n"
        out +=
            "<p>Simulated with \(HTML.text(CVDSimulator.reportedSummary)). Translucent colors are composited over white in light appearances and over black in dark ones. "
            + "Highlighted cells and rows collapse: two colors that should stay apart differ by less than the rule's CIEDE2000 minimum.</p>\n"
        out += swatches(result, palette: palette, options: options)
        out += collapsing(result, options: options)
        out += simulatedContrast(result, options: options)
        return out + "</section>\n"
    }

    static func simulator(_ d: Deficiency) -> CVDSimulator { DistinguishabilityRule.simulator(d) }

    /// The palette colors a report lists: the palette's (not ignored), else those the findings name.
    static func colors(_ result: AuditResult, palette: Palette?, appearance: Appearance) -> [(
        name: String, origin: String, color: WrittenColor
    )] {
        if let palette {
            return palette.colors.filter { !result.config.isIgnored($0.name) }.compactMap { c in
                guard let v = c.variant(for: appearance), let color = v.color else { return nil }
                return (c.name, c.origin, WrittenColor(color, policy: v.gamutPolicy))
            }
        }
        var seen: Set<String> = [], out: [(String, String, WrittenColor)] = []
        let refs =
            result.contrast.filter { $0.appearance == appearance }.flatMap { [$0.foreground, $0.background] }
            + result.distinctness.filter { $0.appearance == appearance }.flatMap { [$0.first, $0.second] }
        for r in refs where seen.insert(r.name + "\u{0}" + r.origin).inserted {
            out.append((r.name, r.origin, r.written))
        }
        return out.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    static func swatches(_ result: AuditResult, palette: Palette?, options: ReportOptions) -> String {
        var out = "<h3>Palette under simulation</h3>\n"
        let limit = max(1, paletteRowBudget / max(1, result.appearances.count))
        for appearance in result.appearances {
            let all = colors(result, palette: palette, appearance: appearance)
            guard !all.isEmpty else { continue }
            let list = all.prefix(limit)
            // (name|origin, deficiency or "normal") → the first failing distinctness finding
            var collapses: [String: Int] = [:]
            for (i, f) in result.distinctness.enumerated() where f.appearance == appearance && !f.passed {
                for ref in [f.first, f.second] {
                    let key = ref.name + "\u{0}" + ref.origin + "\u{0}" + (f.deficiency?.rawValue ?? "normal")
                    if collapses[key] == nil { collapses[key] = i }
                }
            }
            let backdrop: Color = appearance.isDark ? .black : .white
            out +=
                "<div class=\"wrap\"><table class=\"cvd\"><caption class=\"muted\">\(HTML.text(appearance.label.capitalizedFirst)): \(plural(all.count, "color"))</caption>"
                + "<thead><tr><th scope=\"col\">Color</th><th scope=\"col\">Normal</th>"
                + Deficiency.allCases.map { "<th scope=\"col\">\($0.rawValue.capitalizedFirst)</th>" }.joined()
                + "</tr></thead><tbody>\n"
            for c in list {
                let seen = Compositing.sourceOver(c.color.shown(on: .sRGB), backdrop).srgb.clipped
                out += "<tr><th scope=\"row\">\(HTML.text(c.name))</th>"
                out += cell(
                    Color(srgb: seen), hex: Display.hex(c.color.color),
                    collapse: collapses[c.name + "\u{0}" + c.origin + "\u{0}normal"])
                for d in Deficiency.allCases {
                    let sim = Color(srgb: simulator(d).simulate(seen))
                    out += cell(sim, hex: nil, collapse: collapses[c.name + "\u{0}" + c.origin + "\u{0}" + d.rawValue])
                }
                out += "</tr>\n"
            }
            out += "</tbody></table></div>\n"
            if all.count > limit {
                out +=
                    "<p class=\"muted\">… and \(plural(all.count - limit, "more color")) in \(appearance.label); <code>legible simulate</code> shows any color.</p>\n"
            }
        }
        return out
    }

    /// Normal vision: a swatch and the hex as written; simulated: the cell itself painted (compact on big palettes).
    /// A color that collapses with another is outlined and links to the pair (`≈`).
    static func cell(_ color: Color, hex: String?, collapse: Int?) -> String {
        let link = collapse.map { "<a href=\"#d\($0)\" title=\"collapses with another color\">≈</a>" }
        if let hex {
            return
                "<td\(collapse == nil ? "" : " class=\"collapse\"")>\(HTMLSwatch.swatch(color)) <code>\(hex)</code>\(link.map { " " + $0 } ?? "")</td>"
        }
        let h = color.hexRGB
        guard let link else { return "<td style=\"background:\(h)\" title=\"\(h)\"></td>" }
        let ink = WCAG2.relativeLuminance(color) > 0.18 ? "#000000" : "#ffffff"
        return "<td class=\"x\" style=\"background:\(h);color:\(ink)\" title=\"\(h)\">\(link)</td>"
    }

    /// Every distinguishable-group pair and near duplicate, failing ones highlighted.
    static func collapsing(_ result: AuditResult, options: ReportOptions) -> String {
        var out = "<h3>Pairs that must stay apart</h3>\n"
        guard !result.distinctness.isEmpty else {
            return out
                + "<p>No distinguishable groups in the rules, and no near duplicates. Add a group to legible.json "
                + "(<code>\"distinguishable\": [{\"colors\": [\"success\", \"warning\", \"error\"]}]</code>) to check that status colors stay apart.</p>\n"
        }
        let failed = result.distinctness.filter { !$0.passed }.count
        out +=
            "<p>\(plural(result.distinctness.count, "check")), \(failed) collapsing. Near duplicates are compared under normal vision and only listed when they fail.</p>\n"
        out +=
            "<div class=\"wrap\"><table><thead><tr><th scope=\"col\">Result</th><th scope=\"col\">Appearance</th><th scope=\"col\">Vision</th>"
            + "<th scope=\"col\">ΔE2000</th><th scope=\"col\">Required</th><th scope=\"col\">As seen</th><th scope=\"col\">First</th><th scope=\"col\">Second</th></tr></thead><tbody>\n"
        let order = failingFirst(Array(result.distinctness.indices)) {
            CheckStatus(result.distinctness[$0], strict: options.strict)
        }
        for i in order.prefix(pairRowLimit) {
            let f = result.distinctness[i]
            let seen = (f.simulatedFirst ?? f.first.color, f.simulatedSecond ?? f.second.color)
            out +=
                "<tr id=\"d\(i)\"\(f.passed ? "" : " class=\"collapse\"")><td>\(HTMLFinding.status(CheckStatus(f, strict: options.strict)))</td>"
                + "<td>\(f.appearance.label)</td><td>\(f.deficiency?.rawValue ?? "normal")</td>"
                + "<td class=\"num\">\(Display.deltaE(f.deltaE))</td><td class=\"num\">≥ \(Display.exact(f.required))</td>"
                + "<td class=\"nw\">\(HTMLSwatch.swatch(seen.0, titled: true))\(HTMLSwatch.swatch(seen.1, titled: true))</td>"
                + "<td>\(HTMLFinding.named(f.first))<br><span class=\"src\">\(HTML.text(HTMLFinding.source(f.first.source, options)))</span></td>"
                + "<td>\(HTMLFinding.named(f.second))<br><span class=\"src\">\(HTML.text(HTMLFinding.source(f.second.source, options)))</span></td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        if order.count > pairRowLimit {
            out +=
                "<p class=\"muted\">… and \(order.count - pairRowLimit) more checks (collapsing ones first); <code>legible lint</code> lists them all.</p>\n"
        }
        return out
    }

    /// Each contrast check's WCAG ratio for normal vision and after simulating each deficiency (both colors, after
    /// compositing), with the level badge; a simulated value below the rule's requirement where the original meets it
    /// is outlined.
    static func simulatedContrast(_ result: AuditResult, options: ReportOptions) -> String {
        var out = "<h3>Contrast after simulation</h3>\n"
        guard !result.contrast.isEmpty else { return out + "<p>No contrast pairs were checked.</p>\n" }
        out +=
            "<p>WCAG 2 ratio of each rule pair as seen with each deficiency, next to the original; outlined where the "
            + "simulated ratio falls below a WCAG rule's requirement that the original meets. Failing pairs first.</p>\n"
        let contrastRowLimit = max(1, contrastRowBudget / max(1, result.appearances.count))
        for appearance in result.appearances {
            let indices = failingFirst(result.contrast.indices.filter { result.contrast[$0].appearance == appearance })
            {
                CheckStatus(result.contrast[$0], strict: options.strict)
            }
            guard !indices.isEmpty else { continue }
            out +=
                "<div class=\"wrap\"><table class=\"cvd\"><caption class=\"muted\">\(HTML.text(appearance.label.capitalizedFirst))</caption>"
                + "<thead><tr><th scope=\"col\">Pair</th><th scope=\"col\">Rule</th><th scope=\"col\">Normal</th>"
                + Deficiency.allCases.map { "<th scope=\"col\">\($0.rawValue.capitalizedFirst)</th>" }.joined()
                + "</tr></thead><tbody>\n"
            for i in indices.prefix(contrastRowLimit) {
                let f = result.contrast[i]
                let name = HTML.text(Display.pair(f))
                out +=
                    "<tr><th scope=\"row\">\(f.passed ? name : "<a href=\"#c\(i)\">\(name)</a>")</th><td><code>\(f.rule.ruleID)</code></td>"
                    + "<td>\(ratio(f.ratio, outlined: false))</td>"
                for d in Deficiency.allCases {
                    guard let sim = f.cvd.first(where: { $0.deficiency == d }) else { out += "<td>–</td>"; continue }
                    let drops = f.rule.algorithm == .wcag2 && f.ratio >= f.required && sim.ratio < f.required
                    out += "<td\(drops ? " class=\"x\"" : "")>\(ratio(sim.ratio, outlined: drops))</td>"
                }
                out += "</tr>\n"
            }
            out += "</tbody></table></div>\n"
            if indices.count > contrastRowLimit {
                out +=
                    "<p class=\"muted\">… and \(indices.count - contrastRowLimit) more \(HTML.text(appearance.label)) pairs (failing pairs come first; <code>legible lint --format json</code> has every simulated ratio).</p>\n"
            }
        }
        return out
    }

    static func ratio(_ r: Double, outlined: Bool) -> String {
        "<span class=\"r\">\(RatioDisplay.string(r))</span>" + HTMLGrid.badge(ContrastBadge(ratio: r))
            + (outlined ? " <span class=\"v\">✗</span>" : "")
    }
}
