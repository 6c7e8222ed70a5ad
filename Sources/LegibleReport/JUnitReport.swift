import LegibleAudit
import LegiblePalette

/// `--format junit`: JUnit XML in the Ant/Jenkins shape that Jenkins and GitLab read (CIFormats.md §5.2).
///
/// - One `testsuite` per appearance ("legible light"), one `testcase` per rule × pair (× deficiency) in it:
///   `classname` is the rule id, `name` is "fg on bg (light)" ("a vs b (light)" for distinguishability). Test
///   identity is classname + name, so when two rules with the same id check the same pair the later one gets
///   " [rule N]" (its position in legible.json, from 1).
/// - A check that fails the run (what exit code 1 is about) has a `<failure>`: message = measured vs required,
///   text = the full sentence with colors and suggestions. A failing warning without `--strict` and a baselined
///   failure are `<skipped>` with the reason, so the report agrees with the exit code.
/// - Error diagnostics (unreadable input) are `<error>` test cases in a last suite "legible input".
/// - `time` is always 0, so reports are byte-identical across runs.
enum JUnitReport {
    enum Outcome { case passed, failure, error, skipped }

    struct Case {
        var classname: String
        var name: String
        var file: String
        var outcome: Outcome = .passed
        /// The `<failure>`, `<error>` or `<skipped>` element.
        var child: String?
    }

    static func render(_ result: AuditResult, options: ReportOptions, notes: CompareNotes = CompareNotes()) -> String {
        var suites: [(String, [Case])] = []
        for appearance in result.appearances {
            var cases: [Case] = []
            var seen: Set<String> = []
            func unique(_ classname: String, _ name: String, ruleIndex: Int) -> String {
                var n = name
                if seen.contains(classname + "\u{0}" + n) { n += " [rule \(ruleIndex + 1)]" }
                seen.insert(classname + "\u{0}" + n)
                return n
            }
            for f in result.contrast where f.appearance == appearance {
                var text = Display.message(f)
                if let note = notes[f] { text += " " + note }
                cases.append(
                    testcase(
                        f.rule.ruleID,
                        unique(f.rule.ruleID, "\(Display.pair(f)) (\(appearance.label))", ruleIndex: f.ruleIndex),
                        file: f.foreground.source.path, status: CheckStatus(f, strict: options.strict),
                        type: f.severity.rawValue,
                        message: "\(Display.measured(f.measured, f.rule)) < \(Display.required(f.rule))", text: text))
            }
            // A counted block: one case for the pairs it does not list (passing when every failure is listed).
            for b in result.countedBlocks where b.appearance == appearance {
                let status = CheckStatus(
                    passed: b.unlisted == 0, severity: b.severity, baselined: false, strict: options.strict)
                cases.append(
                    testcase(
                        b.ruleID,
                        unique(
                            b.ruleID,
                            "\(CountedBlockText.grouped(b.checked - b.listed)) pairs counted, not listed (\(appearance.label))",
                            ruleIndex: b.ruleIndex),
                        file: b.location.path, status: status, type: b.severity.rawValue,
                        message:
                            "\(CountedBlockText.grouped(b.unlisted)) more pairs \(CountedBlockText.requirement(b))",
                        text: CountedBlockText.line(b)))
            }
            for f in result.distinctness where f.appearance == appearance {
                cases.append(
                    testcase(
                        f.ruleID, unique(f.ruleID, "\(Display.pair(f)) (\(appearance.label))", ruleIndex: f.ruleIndex),
                        file: f.first.source.path, status: CheckStatus(f, strict: options.strict),
                        type: f.severity.rawValue,
                        message: "ΔE2000 \(Display.deltaE(f.deltaE)) < \(Display.exact(f.required))",
                        text: Display.message(f)))
            }
            suites.append(("legible \(appearance.label)", cases))
        }
        if !result.snapshots.isEmpty {
            suites.append(
                (
                    "legible dynamic-color snapshots",
                    result.snapshots.map { f in
                        let status = CheckStatus(
                            passed: false, severity: f.severity, baselined: f.isBaselined, strict: options.strict)
                        return testcase(
                            SnapshotFinding.ruleID, f.location.description, file: f.location.path, status: status,
                            type: f.severity.rawValue,
                            message: "\(f.color).\(f.conversion) outside an appearance-change callback", text: f.message
                        )
                    }
                ))
        }
        let inputErrors = result.diagnostics.filter { $0.severity == .error }
        if !inputErrors.isEmpty {
            suites.append(
                (
                    "legible input",
                    inputErrors.map { d in
                        Case(
                            classname: "input", name: d.location.description, file: d.location.path, outcome: .error,
                            child:
                                "<error message=\"\(XML.attribute(d.message))\" type=\"input\">\(XML.text(d.description))</error>"
                        )
                    }
                ))
        }
        // Where the rules came from, and the run's counts as every format prints them (`ReportSummary.line`).
        let properties =
            (result.rulesInferred ? TextReport.inferredNote(result).prefix(1).map { ("legible.rules", $0) } : [])
            + [("legible.summary", ReportSummary(result, strict: options.strict).line)]
        return document(suites, properties: properties, options: options)
    }

    static func testcase(
        _ classname: String, _ name: String, file: String, status: CheckStatus, type: String, message: String,
        text: String
    ) -> Case {
        var c = Case(classname: classname, name: name, file: file)
        switch status {
        case .pass: break
        case .fail:
            c.outcome = .failure
            c.child = "<failure message=\"\(XML.attribute(message))\" type=\"\(type)\">\(XML.text(text))</failure>"
        case .warn:
            c.outcome = .skipped
            c.child = "<skipped message=\"\(XML.attribute("warning, fails only with --strict: " + text))\"/>"
        case .baselined:
            c.outcome = .skipped
            c.child = "<skipped message=\"\(XML.attribute("baselined: " + text))\"/>"
        case .review:
            c.outcome = .skipped
            c.child = "<skipped message=\"\(XML.attribute(text))\"/>"
        }
        return c
    }

    static func document(_ suites: [(String, [Case])], properties: [(String, String)], options: ReportOptions)
        -> String
    {
        func counts(_ cases: [Case]) -> String {
            let failures = cases.filter { $0.outcome == .failure }.count
            let errors = cases.filter { $0.outcome == .error }.count
            let skipped = cases.filter { $0.outcome == .skipped }.count
            return
                "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"0\""
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"legible\" \(counts(suites.flatMap(\.1)))>\n"
        for (name, cases) in suites {
            out += "  <testsuite name=\"\(XML.attribute(name))\" \(counts(cases))>\n"
            if !properties.isEmpty {
                out +=
                    "    <properties>\n"
                    + properties.map { "      <property name=\"\($0.0)\" value=\"\(XML.attribute($0.1))\"/>\n" }
                    .joined()
                    + "    </properties>\n"
            }
            for c in cases {
                let file = ReportPaths.relative(c.file, to: options.workingDirectory)
                let open =
                    "    <testcase classname=\"\(XML.attribute(c.classname))\" name=\"\(XML.attribute(c.name))\" file=\"\(XML.attribute(file))\" time=\"0\""
                if let child = c.child {
                    out += open + ">\n      \(child)\n    </testcase>\n"
                } else {
                    out += open + "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
