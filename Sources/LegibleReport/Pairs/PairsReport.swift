import LegiblePalette
import LegibleUsage
import LegibleJSON

/// `legible pairs`: the observed pairs, grouped (`ObservedPairGroup`), each with its foreground, background (and the
/// backdrop under a translucent one), text size class, the appearances its colors define, every usage site and how
/// the pair was found; then what was not checked. Pure functions of the scan and the palette.
public enum PairsReport {
    public enum Format: String, CaseIterable, Sendable { case text, json, markdown }

    public static func render(_ scan: UsageScan, palette: Palette, as format: Format, workingDirectory: String? = nil) -> String {
        let groups = ObservedPairGroup.grouping(scan.pairs)
        switch format {
        case .text: return text(scan, groups, palette, workingDirectory)
        case .markdown: return markdown(scan, groups, palette, workingDirectory)
        case .json: return json(scan, groups, palette, workingDirectory).rendered() + "\n"
        }
    }

    /// "3 distinct pairs at 5 sites in 2 UI files; 2 pairs at 2 sites need review; 1 use not checked"
    public static func summary(_ scan: UsageScan, groups: [ObservedPairGroup]) -> String {
        let asserted = groups.filter { $0.review == nil }, review = groups.filter { $0.review != nil }
        let coverage = scan.coverage
        var s = "\(plural(asserted.count, "distinct pair")) at \(plural(coverage.assertedSites, "site")) in \(plural(scan.filesRead, "UI file"))"
        if !review.isEmpty { s += "; \(plural(review.count, "pair")) at \(plural(coverage.reviewSites, "site")) need\(review.count == 1 ? "s" : "") review" }
        return s + "; \(plural(coverage.usesNotChecked, "use")) not checked"
    }

    /// The appearances the pair's colors define explicitly (light when none does), or the pair's own restriction.
    public static func coverage(_ group: ObservedPairGroup, _ palette: Palette) -> [Appearance] {
        if let restricted = group.appearances { return restricted }
        let colors = [group.foreground, group.background] + [group.over].compactMap { $0 }
        let all = Set(colors.compactMap { $0.resolved(in: palette) }.flatMap(\.appearances))
        return all.isEmpty ? [.light] : all.sorted()
    }

    /// The coverage as the text and Markdown outputs say it: the appearances, or "every appearance (one value)" when
    /// no color of the pair varies (a single default value applies in dark mode and every theme too).
    static func coverageText(_ group: ObservedPairGroup, _ palette: Palette) -> String {
        let appearances = coverage(group, palette)
        if group.appearances == nil && appearances == [.light] { return "every appearance (one value)" }
        return appearances.map(\.rawValue).joined(separator: ", ")
    }

    /// "Brand (asset catalog)", "systemBackground (UIKit system colors)", "#1a2b3c (Main.storyboard)"
    static func describe(_ color: ObservedColor, _ palette: Palette, _ wd: String?) -> String {
        switch color {
        case .named(let name):
            return palette.color(named: name).map { "\(name) (\(ReportPaths.relative($0.origin, to: wd)))" } ?? "\(name) (not in the palette)"
        case .inline(let c):
            // A system color names its table; a color written in place is known by its value (its sites follow).
            return c.origin.hasSuffix("system colors") ? "\(c.name) (\(c.origin))" : c.name
        }
    }

    static func site(_ s: UsageSite, _ wd: String?) -> String {
        var out = ReportPaths.relative(s.location.description, to: wd)
        out += " " + [s.elementClass, s.elementID].compactMap { $0 }.joined(separator: " ")
        if let key = s.location.keyPath { out += " " + key }
        if let text = s.text { out += " \"\(text)\"" }
        return out
    }

    static func text(_ scan: UsageScan, _ groups: [ObservedPairGroup], _ palette: Palette, _ wd: String?) -> String {
        var out = ""
        func list(_ g: ObservedPairGroup) {
            let over = g.over.map { " over \(describe($0, palette, wd))" } ?? ""
            out += "\(describe(g.foreground, palette, wd)) on \(describe(g.background, palette, wd))\(over)\n"
            out += "  \(g.role.label); appearances: \(coverageText(g, palette)); \(plural(g.pairs.count, "site"))\n"
            for pair in g.pairs {
                out += "  - \(Terminal.sanitize(site(pair.site, wd))): " + Terminal.sanitize(pair.review.map { $0.message + "; " } ?? "") + "\(pair.evidence)\n"
            }
        }
        for g in groups where g.review == nil { list(g) }
        let review = groups.filter { $0.review != nil }
        if !review.isEmpty {
            out += "\nNeeds review (the layer under the text is not a color Legible can know; the background shown is the one below it):\n"
            for g in review { list(g) }
        }
        if !scan.diagnostics.isEmpty {
            out += "\nNot checked:\n" + scan.diagnostics.map { Terminal.sanitize($0.description) + "\n" }.joined()
        }
        return out + "\n" + summary(scan, groups: groups) + "\n"
    }

    static func markdown(_ scan: UsageScan, _ groups: [ObservedPairGroup], _ palette: Palette, _ wd: String?) -> String {
        var out = "## Observed pairs\n\n" + summary(scan, groups: groups) + "\n\n"
        let rows: [[String]] = groups.sorted { ($0.review == nil ? 0 : 1) < ($1.review == nil ? 0 : 1) }.map { g in
            let over = g.over.map { " over " + describe($0, palette, wd) } ?? ""
            let sites: [String] = g.pairs.map { Markdown.escape(site($0.site, wd) + ": " + ($0.review.map { $0.message + "; " } ?? "") + $0.evidence) }
            let appearances = coverageText(g, palette)
            return [Markdown.escape(describe(g.foreground, palette, wd)), Markdown.escape(describe(g.background, palette, wd) + over),
                    g.role.label, appearances, sites.joined(separator: "<br>")]
        }
        if !rows.isEmpty {
            out += Markdown.table(["Foreground", "Background", "Size", "Appearances", "Sites (how found)"], align: [false, false, false, false, false], rows) + "\n"
        }
        if !scan.diagnostics.isEmpty {
            out += "### Not checked\n\n" + scan.diagnostics.map { "- " + Markdown.escape($0.description) + "\n" }.joined()
        }
        return out
    }

    static func json(_ scan: UsageScan, _ groups: [ObservedPairGroup], _ palette: Palette, _ wd: String?) -> JSONValue {
        func color(_ c: ObservedColor) -> JSONValue {
            switch c {
            case .named(let name):
                let named = palette.color(named: name)
                return .object([("name", .string(name)), ("kind", .string("palette")), ("origin", .string(named.map { ReportPaths.relative($0.origin, to: wd) })),
                                ("values", named.map { values($0) } ?? .null)])
            case .inline(let n):
                return .object([("name", .string(n.name)), ("kind", .string("inline")), ("origin", .string(ReportPaths.relative(n.origin, to: wd))),
                                ("values", values(n))])
            }
        }
        /// Each variant's value by appearance (null when unresolved), the same for palette and inline colors.
        func values(_ c: NamedColor) -> JSONValue {
            .object(c.variants.map { v in (v.appearance.rawValue, .string(v.color.map { Display.hex($0) })) })
        }
        let pairs: [JSONValue] = groups.map { g in
            var large: JSONValue = .null
            if case .text(let l) = g.role, let l { large = .bool(l) }
            return .object([
                ("foreground", color(g.foreground)), ("background", color(g.background)), ("over", g.over.map(color) ?? .null),
                ("role", .string(g.role == .nonText ? "nonText" : "text")), ("largeText", large), ("needsReview", .bool(g.review != nil)),
                ("appearances", .array(coverage(g, palette).map { .string($0.rawValue) })),
                ("sites", .array(g.pairs.map { p in .object([
                    ("path", .string(ReportPaths.relative(p.site.location.path, to: wd))), ("line", .integer(p.site.location.line)),
                    ("key", .string(p.site.location.keyPath)), ("elementID", .string(p.site.elementID)),
                    ("elementClass", .string(p.site.elementClass)), ("text", .string(p.site.text)), ("evidence", .string(p.evidence)),
                    ("review", p.review.map { .object([("reason", .string($0.kind.rawValue)), ("detail", .string($0.detail))]) } ?? .null),
                ]) })),
            ])
        }
        return .object([
            ("schemaVersion", .integer(LegibleReport.jsonSchemaVersion)), ("kind", .string("pairs")), ("filesRead", .integer(scan.filesRead)),
            ("textUses", .integer(scan.elementsWithTextColor)),
            ("needsReviewSites", .integer(scan.coverage.reviewSites)), ("notChecked", .integer(scan.usesNotChecked)), ("pairs", .array(pairs)),
            ("diagnostics", .array(scan.diagnostics.map { d in .object([
                ("severity", .string(d.severity.rawValue)), ("path", .string(ReportPaths.relative(d.location.path, to: wd))),
                ("line", .integer(d.location.line)), ("message", .string(d.message)),
            ]) })),
        ])
    }

    static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
