import LegibleAudit
import LegibleCore
import LegiblePalette

/// The report's first section: the verdict, pass/fail counts per appearance and per rule, the worst pairs (each
/// linked to its details), and the diagnostics.
enum HTMLSummary {
    static let title = "Summary"
    /// Worst pairs listed in the summary; the rest are in "Suggestions" and the grid.
    static let worstLimit = 12

    static func section(_ result: AuditResult, options: ReportOptions) -> String {
        let summary = ReportSummary(result, strict: options.strict)
        var out = "<section id=\"summary\">\n<h2>\(title)</h2>\n"
        out +=
            "<p><strong>\(HTML.text(MarkdownReport.headline(summary).capitalizedFirst))</strong>"
            + (options.strict ? " (strict: warnings fail)" : "") + ".</p>\n"
        if let usage = summary.usage, usage.filesRead > 0 { out += "<p>\(HTML.text(usage.line))</p>\n" }
        out += rulesNote(result)
        out += perAppearance(result, options: options)
        out += perRule(result, options: options)
        if !result.countedBlocks.isEmpty {
            out +=
                "<p>Counted, not listed pair by pair:</p>\n<ul>\n"
                + result.countedBlocks.map { "<li>" + HTML.text(CountedBlockText.line($0)) + "</li>\n" }.joined()
                + "</ul>\n"
        }
        out += worst(result, options: options)
        out += snapshots(result, options: options)
        out += diagnostics(result, options: options)
        return out + "</section>\n"
    }

    static func rulesNote(_ result: AuditResult) -> String {
        guard result.rulesInferred else {
            return "<p>Rules from <code>\(HTML.text(result.config.path ?? "code"))</code>.</p>\n"
        }
        let lines = TextReport.inferredNote(result)
        var out = "<p>\(HTML.text(lines[0]))</p>\n"
        if lines.count > 1 {
            out += "<details><summary>\(plural(lines.count - 1, "inferred rule"))</summary><ul>\n"
            for line in lines.dropFirst() { out += "<li>\(HTML.text(String(line.dropFirst(2))))</li>\n" }
            out += "</ul></details>\n"
        }
        return out
    }

    struct Counts {
        var checks = 0, passed = 0, failed = 0, warned = 0, baselined = 0, review = 0

        mutating func add(_ status: CheckStatus) {
            if status == .review { review += 1; return } // listed for review, not a check
            checks += 1
            switch status {
            case .review: break
            case .pass: passed += 1
            case .fail: failed += 1
            case .warn: warned += 1
            case .baselined: baselined += 1
            }
        }

        /// "12 / 14" with the failures as badges.
        var html: String {
            guard checks > 0 else { return "<td class=\"num muted\">–</td>" }
            var s = "\(passed) / \(checks)"
            if failed > 0 { s += " <span class=\"fail\">\(failed) fail</span>" }
            if warned > 0 { s += " <span class=\"warn\">\(warned) warn</span>" }
            if baselined > 0 { s += " <span class=\"base\">\(baselined) baselined</span>" }
            return "<td class=\"num\">\(s)</td>"
        }
    }

    static func perAppearance(_ result: AuditResult, options: ReportOptions) -> String {
        var out =
            "<h3>By appearance</h3>\n<table class=\"counts\"><thead><tr><th scope=\"col\">Appearance</th>"
            + "<th scope=\"col\">Contrast: passed / checks</th><th scope=\"col\">Color vision and duplicates: passed / checks</th></tr></thead><tbody>\n"
        for appearance in result.appearances {
            var c = Counts(), d = Counts()
            for f in result.contrast where f.appearance == appearance { c.add(CheckStatus(f, strict: options.strict)) }
            for f in result.distinctness where f.appearance == appearance {
                d.add(CheckStatus(f, strict: options.strict))
            }
            let name = HTML.text(appearance.label.capitalizedFirst)
            // the appearance's grid exists only when it has contrast checks
            out +=
                "<tr><th scope=\"row\">\(c.checks > 0 ? "<a href=\"#grid-\(appearance.rawValue)\">\(name)</a>" : name)</th>\(c.html)\(d.html)</tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    /// One row per contrast rule and per distinctness rule id, a column per appearance.
    static func perRule(_ result: AuditResult, options: ReportOptions) -> String {
        var out =
            "<h3>By rule</h3>\n<div class=\"wrap\"><table class=\"counts\"><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Checks</th><th scope=\"col\">Defined at</th>"
        for a in result.appearances { out += "<th scope=\"col\">\(HTML.text(a.label.capitalizedFirst))</th>" }
        out += "</tr></thead><tbody>\n"
        var rows: [(id: String, title: String, location: String, counts: [Counts])] = []
        var contrastRows: [Int: Int] = [:]
        for f in result.contrast {
            let row =
                contrastRows[f.ruleIndex]
                ?? {
                    rows.append(
                        (
                            f.rule.ruleID, f.rule.title + " on " + patterns(f.rule),
                            where_(f.rule.location, options, inferred: f.rule.inferredReason != nil),
                            result.appearances.map { _ in Counts() }
                        ))
                    contrastRows[f.ruleIndex] = rows.count - 1
                    return rows.count - 1
                }()
            if let a = result.appearances.firstIndex(of: f.appearance) {
                rows[row].counts[a].add(CheckStatus(f, strict: options.strict))
            }
        }
        var distinctRows: [String: Int] = [:]
        for f in result.distinctness {
            let key = "\(f.ruleID)|\(f.ruleIndex)"
            let row =
                distinctRows[key]
                ?? {
                    rows.append(
                        (
                            f.ruleID, Display.distinctnessTitle(f), where_(f.ruleLocation, options, inferred: false),
                            result.appearances.map { _ in Counts() }
                        ))
                    distinctRows[key] = rows.count - 1
                    return rows.count - 1
                }()
            if let a = result.appearances.firstIndex(of: f.appearance) {
                rows[row].counts[a].add(CheckStatus(f, strict: options.strict))
            }
        }
        for row in rows {
            out += "<tr><td><code>\(HTML.text(row.id))</code> \(HTML.text(row.title))</td>"
            out +=
                "<td class=\"num\">\(row.counts.reduce(0) { $0 + $1.checks })</td><td class=\"src\">\(row.location)</td>"
            out += row.counts.map(\.html).joined() + "</tr>\n"
        }
        if rows.isEmpty {
            out += "<tr><td colspan=\"\(3 + result.appearances.count)\">No rule matched any color.</td></tr>\n"
        }
        return out + "</tbody></table></div>\n"
    }

    /// "label, secondaryLabel on system*Background" (the rule's patterns, shortened past 4 names).
    static func patterns(_ rule: ContrastRule) -> String {
        func list(_ p: [NamePattern]) -> String {
            let names = p.map(\.pattern)
            return names.count <= 4
                ? names.joined(separator: ", ")
                : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
        }
        return list(rule.foreground) + " on " + list(rule.background)
    }

    /// `path:line` (escaped), or "inferred".
    static func where_(_ location: LegiblePalette.SourceLocation?, _ options: ReportOptions, inferred: Bool) -> String {
        guard let location else { return inferred ? "inferred from names" : "" }
        return HTML.text(HTMLFinding.source(location, options))
    }

    /// Failing checks, worst first: by verdict (fail, warn, baselined), then by how far below the requirement
    /// (measured ÷ required), each linked to its details.
    static func worst(_ result: AuditResult, options: ReportOptions) -> String {
        var items: [(rank: Int, margin: Double, order: Int, html: String)] = []
        for (i, f) in result.contrast.enumerated() where !f.passed {
            let status = CheckStatus(f, strict: options.strict)
            let html =
                "<td>\(HTMLFinding.status(status))</td><td><a href=\"#c\(i)\">\(HTML.text(Display.pair(f)))</a></td><td>\(f.appearance.label)</td>"
                + "<td class=\"num\">\(HTML.text(Display.measuredWithNotes(f)))</td><td class=\"num\">\(HTML.text(Display.required(f.rule)))</td>"
                + "<td><code>\(f.rule.ruleID)</code></td><td class=\"src\">\(HTML.text(HTMLFinding.source(f.foreground.source, options)))</td>"
            items.append((status.rank, f.measured / f.required, i, html))
        }
        for (i, f) in result.distinctness.enumerated() where !f.passed {
            let status = CheckStatus(f, strict: options.strict)
            let html =
                "<td>\(HTMLFinding.status(status))</td><td><a href=\"#d\(i)\">\(HTML.text(Display.pair(f)))</a></td>"
                + "<td>\(f.appearance.label), \(HTML.text(Display.vision(f)))</td>"
                + "<td class=\"num\">ΔE \(Display.deltaE(f.deltaE))</td><td class=\"num\">ΔE \(Display.exact(f.required))</td>"
                + "<td><code>\(f.ruleID)</code></td><td class=\"src\">\(HTML.text(HTMLFinding.source(f.first.source, options)))</td>"
            items.append((status.rank, f.required > 0 ? f.deltaE / f.required : 1, result.contrast.count + i, html))
        }
        var out = "<h3>Worst pairs first</h3>\n"
        guard !items.isEmpty else {
            return out
                + (result.contrast.isEmpty && result.distinctness.isEmpty
                    ? "<p>No pairs were checked.</p>\n" : "<p>Every pair passes.</p>\n")
        }
        items.sort { ($0.rank, $0.margin, $0.order) < ($1.rank, $1.margin, $1.order) }
        out +=
            "<div class=\"wrap\"><table><thead><tr><th scope=\"col\">Result</th><th scope=\"col\">Pair</th><th scope=\"col\">Appearance</th>"
            + "<th scope=\"col\">Measured</th><th scope=\"col\">Required</th><th scope=\"col\">Rule</th><th scope=\"col\">Source</th></tr></thead><tbody>\n"
        out += items.prefix(worstLimit).map { "<tr>\($0.html)</tr>\n" }.joined() + "</tbody></table></div>\n"
        if items.count > worstLimit {
            out +=
                "<p class=\"muted\">… and \(items.count - worstLimit) more failing checks, in <a href=\"#suggestions\">Suggestions</a> and <a href=\"#color-vision\">Color vision</a>.</p>\n"
        }
        return out
    }

    /// The `dynamic-color-snapshot` findings, one item each at file:line:column.
    static func snapshots(_ result: AuditResult, options: ReportOptions) -> String {
        guard !result.snapshots.isEmpty else { return "" }
        var out = "<h3 id=\"dynamic-color-snapshots\">Dynamic-color snapshots</h3>\n<ul>\n"
        for f in result.snapshots {
            let cls = f.isBaselined ? "muted" : f.severity == .error ? "fail" : "warn"
            out +=
                "<li><span class=\"\(cls)\">\(f.severity.rawValue)</span> <span class=\"src\">\(HTML.text(HTMLFinding.source(f.location, options)))</span> \(HTML.text(f.message)) <code>\(SnapshotFinding.ruleID)</code></li>\n"
        }
        return out + "</ul>\n"
    }

    static func diagnostics(_ result: AuditResult, options: ReportOptions) -> String {
        guard !result.diagnostics.isEmpty else { return "" }
        var out = "<h3>Diagnostics</h3>\n<ul>\n"
        for d in result.diagnostics {
            let cls = d.severity == .error ? "fail" : "warn"
            out +=
                "<li><span class=\"\(cls)\">\(d.severity.rawValue)</span> <span class=\"src\">\(HTML.text(HTMLFinding.source(d.location, options)))</span> \(HTML.text(d.message))</li>\n"
        }
        return out + "</ul>\n"
    }
}
