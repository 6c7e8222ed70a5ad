import LegiblePalette
import LegibleUsage
import LegibleJSON

/// `legible pairs`: the observed pairs, grouped (`ObservedPairGroup`), each with its foreground, background (and the
/// backdrop under a translucent one), text size class, the appearances its colors define, every usage site and how
/// the pair was found; then what was not checked. Pure functions of the scan and the palette.
public enum PairsReport {
    public enum Format: String, CaseIterable, Sendable { case text, json, markdown }

    public static func render(_ scan: UsageScan, palette: Palette, as format: Format, workingDirectory: String? = nil)
        -> String
    {
        let groups = ObservedPairGroup.grouping(scan.pairs)
        switch format {
        case .text: return text(scan, groups, palette, workingDirectory)
        case .markdown: return markdown(scan, groups, palette, workingDirectory)
        case .json: return json(scan, groups, palette, workingDirectory).rendered() + "\n"
        }
    }

    /// "3 pairs at 5 sites in 2 UI files; 2 pairs at 2 sites need review; 1 use not checked": the counts of `lint`'s
    /// summary (`PairCounts`).
    public static func summary(_ scan: UsageScan, groups: [ObservedPairGroup]) -> String {
        let counts = PairCounts(groups)
        var s = "\(counts.checkedText) in \(plural(scan.filesRead, "UI file"))"
        if counts.reviewPairs > 0 { s += "; " + counts.reviewText }
        return s + "; \(plural(scan.usesNotChecked, "use")) not checked"
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
            return palette.color(named: name).map { "\(name) (\(ReportPaths.relative($0.origin, to: wd)))" }
                ?? "\(name) (not in the palette)"
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
        return out + Display.condition(s)
    }

    static func text(_ scan: UsageScan, _ groups: [ObservedPairGroup], _ palette: Palette, _ wd: String?) -> String {
        var out = ""
        func list(_ g: ObservedPairGroup) {
            let over = g.over.map { " over \(describe($0, palette, wd))" } ?? ""
            out += "\(describe(g.foreground, palette, wd)) on \(describe(g.background, palette, wd))\(over)\n"
            out += "  \(g.role.label); appearances: \(coverageText(g, palette)); \(plural(g.pairs.count, "site"))\n"
            for pair in g.pairs {
                out +=
                    "  - \(Terminal.sanitize(site(pair.site, wd))): "
                    + Terminal.sanitize(pair.review.map { $0.message + "; " } ?? "") + "\(pair.evidence)\n"
            }
        }
        for g in groups where g.review == nil { list(g) }
        let review = groups.filter { $0.review != nil }
        if !review.isEmpty {
            out +=
                "\nNeeds review (the layer under the text is not a color Legible can know; the background shown is the one below it):\n"
            for g in review { list(g) }
        }
        if !scan.diagnostics.isEmpty {
            out += "\nNot checked:\n" + scan.diagnostics.map { Terminal.sanitize($0.description) + "\n" }.joined()
        }
        return out + "\n" + summary(scan, groups: groups) + "\n"
    }

    static func markdown(_ scan: UsageScan, _ groups: [ObservedPairGroup], _ palette: Palette, _ wd: String?) -> String
    {
        var out = "## Observed pairs\n\n" + summary(scan, groups: groups) + "\n\n"
        let rows: [[String]] = groups.sorted { ($0.review == nil ? 0 : 1) < ($1.review == nil ? 0 : 1) }.map { g in
            let over = g.over.map { " over " + describe($0, palette, wd) } ?? ""
            let sites: [String] = g.pairs.map {
                Markdown.escape(site($0.site, wd) + ": " + ($0.review.map { $0.message + "; " } ?? "") + $0.evidence)
            }
            let appearances = coverageText(g, palette)
            return [
                Markdown.escape(describe(g.foreground, palette, wd)),
                Markdown.escape(describe(g.background, palette, wd) + over),
                g.role.label, appearances, sites.joined(separator: "<br>"),
            ]
        }
        if !rows.isEmpty {
            out +=
                Markdown.table(
                    ["Foreground", "Background", "Size", "Appearances", "Sites (how found)"],
                    align: [false, false, false, false, false], rows) + "\n"
        }
        if !scan.diagnostics.isEmpty {
            out +=
                "### Not checked\n\n" + scan.diagnostics.map { "- " + Markdown.escape($0.description) + "\n" }.joined()
        }
        return out
    }

    /// What a JSON object of `legible pairs` is rendered from: the item, and the palette and working directory that
    /// name its colors and paths.
    typealias InContext<T> = (item: T, palette: Palette, wd: String?)
    typealias Run = (scan: UsageScan, groups: [ObservedPairGroup], palette: Palette, wd: String?)

    static func json(_ scan: UsageScan, _ groups: [ObservedPairGroup], _ palette: Palette, _ wd: String?) -> JSONValue {
        document.render((scan, groups, palette, wd))
    }

    /// `legible pairs --format json`, rendered from these declarations (`legible schema pairs` prints their schema).
    static let document = JSONShape<Run>(
        "legible pairs --format json",
        LegibleReport.header(kind: "pairs") + [
            .integer("filesRead") { $0.scan.filesRead },
            .integer("textUses") { $0.scan.elementsWithTextColor },
            .integer("needsReviewSites") { $0.scan.coverage.reviewSites },
            .integer("notChecked") { $0.scan.usesNotChecked },
            // Of "notChecked", the text uses (tints and fills left out): over "textUses", the share not checked.
            .integer("textNotChecked") { $0.scan.textUsesNotChecked },
            // Text colors written in UI files that draw nothing (title colors of image-only buttons): not text uses.
            .integer("textColorsNotDrawn") { $0.scan.textColorsNotDrawn },
            // Text uses in UI nothing shows (see "notShown"): left out of textUses, counted here.
            .integer("textUsesNotShown") { $0.scan.textUsesNotShown },
            // The counts lint's summary prints (its "usage" object).
            .object("usage", JSONReport.usage) { $0.scan.coverage(of: $0.groups) },
            .array("pairs", pairShape) { run in run.groups.map { ($0, run.palette, run.wd) } },
            .array("diagnostics", diagnosticShape) { run in run.scan.diagnostics.map { ($0, run.palette, run.wd) } },
            // Documents and view types nothing reachable from the app's entry point shows: their sites are not pairs.
            .array("notShown", notShownShape) { run in run.scan.unshown.map { ($0, run.palette, run.wd) } },
        ])

    static let pairShape = JSONShape<InContext<ObservedPairGroup>>([
        .object("foreground", colorShape) { ($0.item.foreground, $0.palette, $0.wd) },
        .object("background", colorShape) { ($0.item.background, $0.palette, $0.wd) },
        .object("over", colorShape) { g in g.item.over.map { ($0, g.palette, g.wd) } },
        .value("role", .oneOf(["text", "nonText"])) { .string($0.item.role == .nonText ? "nonText" : "text") },
        // Text: whether it is large (null when unknown); null for non-text.
        .value("largeText", JSONSchema.boolean.orNull) { g in
            if case .text(let large) = g.item.role, let large { return .bool(large) }
            return .null
        },
        .bool("needsReview") { $0.item.review != nil },
        .strings("appearances") { coverage($0.item, $0.palette).map(\.rawValue) },
        .array("sites", siteShape) { g in g.item.pairs.map { ($0, g.palette, g.wd) } },
    ])

    /// A palette color (its variants' values by appearance; null values when it is not in the palette) or a color
    /// written inline.
    static let colorShape = JSONShape<InContext<ObservedColor>>([
        .string("name") { $0.item.displayName },
        .value("kind", .oneOf(["palette", "inline"])) { c in
            if case .named = c.item { return .string("palette") }
            return .string("inline")
        },
        .string("origin") { c -> String? in
            switch c.item {
            case .named(let name): return c.palette.color(named: name).map { ReportPaths.relative($0.origin, to: c.wd) }
            case .inline(let n): return ReportPaths.relative(n.origin, to: c.wd)
            }
        },
        // Each variant's value by appearance (null when unresolved).
        .value("values", JSONSchema.map(JSONSchema.string.orNull).orNull) { c in
            let named: NamedColor?
            switch c.item {
            case .named(let name): named = c.palette.color(named: name)
            case .inline(let n): named = n
            }
            return named.map { n in
                .object(n.variants.map { v in (v.appearance.rawValue, .string(v.color.map { Display.hex($0) })) })
            } ?? .null
        },
    ])

    static let siteShape = JSONShape<InContext<ObservedPair>>([
        .string("path") { ReportPaths.relative($0.item.site.location.path, to: $0.wd) },
        .integer("line") { $0.item.site.location.line },
        .string("key") { $0.item.site.location.keyPath }, .string("elementID") { $0.item.site.elementID },
        .string("elementClass") { $0.item.site.elementClass }, .string("text") { $0.item.site.text },
        .string("condition") { $0.item.site.condition },
        .string("evidence") { $0.item.evidence },
        .object("review", ReviewText.shape) { $0.item.review },
    ])

    static let diagnosticShape = JSONShape<InContext<Diagnostic>>([
        .choice("severity", Diagnostic.Severity.self) { $0.item.severity },
        .string("path") { ReportPaths.relative($0.item.location.path, to: $0.wd) },
        .integer("line") { $0.item.location.line }, .string("message") { $0.item.message },
    ])

    static let notShownShape = JSONShape<InContext<AppleReachability.Unshown>>([
        .string("path") { ReportPaths.relative($0.item.path, to: $0.wd) },
        // The document's file name, or the view type's name.
        .string("name") { $0.item.name },
        // The first line of each of the view type's bodies in the file; empty for a whole document.
        .value("lines", .array(.integer)) { u in .array((u.item.lines ?? []).map { .integer($0.lowerBound) }) },
    ])

    static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
