import LegibleCore
import LegiblePalette

/// One rule Legible reports: its stable id (SARIF `ruleId`, JSON `ruleId`, baselines, `[rule-id]` in text), a
/// name, what it checks, how to fix a failure, its default level and the WCAG 2.2 success criterion it implements.
///
/// Ids never change: GitHub code scanning tracks alerts by rule id and location, and baselines match on it.
public struct RuleDescription: Sendable, Hashable {
    /// `wcag2-aa-text`, `cvd-deutan-indistinct`, `guess-wcag2-aa-text`.
    public var id: String
    /// PascalCase, as SARIF `rule.name` wants it: `WCAG2AAText`.
    public var name: String
    /// One line: "Text contrast below WCAG 2 AA (4.5:1)".
    public var short: String
    /// What the rule requires, with its source.
    public var full: String
    /// What to do about a failure.
    public var help: String
    /// The document that explains the requirement (a WCAG Understanding page), if any.
    public var helpURI: String?
    /// The level a failure has unless a config says otherwise.
    public var level: Diagnostic.Severity
    /// The WCAG 2.2 success criterion (`SC 1.4.3`) for the WCAG contrast rules; nil for the others.
    public var successCriterion: String?
    public var tags: [String]
}

/// Every rule Legible reports, declared once (`RuleDescription`): the SARIF rule list, the ids of contrast,
/// distinguishability, near-duplicate and snapshot findings, and the stable ids the SARIF validator checks
/// against (`Tests/CLITests/Snapshots/rule-ids.txt`, which a test regenerates from `all` and pins) come from here.
///
/// Order is part of the contract: SARIF `ruleIndex` points into `all`.
public enum RuleRegistry {
    /// The rules that check something written or observed, then the guessed variants of the WCAG ones.
    public static let all: [RuleDescription] = checks + checks.filter { $0.tags.contains("wcag2") }.map(guess)

    /// Where `id` stands in `all`. An id not in the registry is a programming error, never rule 0.
    public static func index(of id: String) -> Int {
        guard let i = indexByID[id] else { preconditionFailure("rule id '\(id)' is not in RuleRegistry.all") }
        return i
    }

    /// The rule with `id`; an unknown id is a programming error.
    public static func rule(_ id: String) -> RuleDescription { all[index(of: id)] }

    static let indexByID: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.id, $0) })

    /// `guess-` before a rule id: the pair was guessed from color names (zero-config), never observed or configured.
    public static let guessPrefix = "guess-"

    /// The WCAG 2 contrast rule of a level: `wcag2-aa-text`, …, `wcag2-non-text`.
    public static func wcag2(_ level: WCAGLevel) -> RuleDescription {
        switch level {
        case .aa: wcag2AAText
        case .aaLarge: wcag2AALarge
        case .aaa: wcag2AAAText
        case .aaaLarge: wcag2AAALarge
        case .nonText: wcag2NonText
        }
    }

    /// The distinguishability rule of a deficiency: `cvd-protan-indistinct`, …
    public static func cvd(_ deficiency: Deficiency) -> RuleDescription {
        guard let rule = cvdRules.first(where: { $0.id == "cvd-\(deficiency.rawValue)-indistinct" }) else {
            preconditionFailure("no distinguishability rule for \(deficiency)")
        }
        return rule
    }

    /// The WCAG 2.2 Understanding document of a level's success criterion (`WCAGLevel.successCriterion`).
    static func understanding(_ level: WCAGLevel) -> String {
        let page =
            switch level {
            case .aa, .aaLarge: "contrast-minimum"
            case .aaa, .aaaLarge: "contrast-enhanced"
            case .nonText: "non-text-contrast"
            }
        return "https://www.w3.org/WAI/WCAG22/Understanding/\(page).html"
    }

    static let fixContrast =
        "Change the lightness of the foreground or the background; the message names the nearest passing "
        + "color for each (OKLCH lightness only, hue and chroma kept). If the pair is never drawn together, narrow the rule in legible.json."
    static let fixDistinct =
        "Move the colors apart in lightness or hue, or add a second cue (icon, label, pattern) so the color is not the only signal."

    /// A WCAG 2 contrast rule: its success criterion and Understanding document come from `level`.
    static func wcag2Rule(_ level: WCAGLevel, id: String, name: String, short: String, full: String)
        -> RuleDescription
    {
        RuleDescription(
            id: id, name: name, short: short, full: full, help: fixContrast, helpURI: understanding(level),
            level: .error, successCriterion: level.successCriterion, tags: ["accessibility", "contrast", "wcag2"])
    }

    public static let wcag2AAText = wcag2Rule(
        .aa, id: "wcag2-aa-text", name: "WCAG2AAText", short: "Text contrast below WCAG 2 AA (4.5:1)",
        full: "Body text needs a contrast ratio of at least 4.5:1 with its background (WCAG 2.2 SC 1.4.3, level AA).")
    public static let wcag2AALarge = wcag2Rule(
        .aaLarge, id: "wcag2-aa-large", name: "WCAG2AALarge", short: "Large-text contrast below WCAG 2 AA (3:1)",
        full:
            "Large text (at least 18 pt, or 14 pt bold) needs a contrast ratio of at least 3:1 with its background (WCAG 2.2 SC 1.4.3, level AA)."
    )
    public static let wcag2AAAText = wcag2Rule(
        .aaa, id: "wcag2-aaa-text", name: "WCAG2AAAText", short: "Text contrast below WCAG 2 AAA (7:1)",
        full: "Body text needs a contrast ratio of at least 7:1 with its background for WCAG 2.2 SC 1.4.6 (level AAA).")
    public static let wcag2AAALarge = wcag2Rule(
        .aaaLarge, id: "wcag2-aaa-large", name: "WCAG2AAALarge", short: "Large-text contrast below WCAG 2 AAA (4.5:1)",
        full:
            "Large text needs a contrast ratio of at least 4.5:1 with its background for WCAG 2.2 SC 1.4.6 (level AAA)."
    )
    public static let wcag2NonText = wcag2Rule(
        .nonText, id: "wcag2-non-text", name: "WCAG2NonText",
        short: "UI component contrast below WCAG 2 non-text (3:1)",
        full:
            "Icons, borders, separators and focus indicators need a contrast ratio of at least 3:1 with adjacent colors (WCAG 2.2 SC 1.4.11, level AA)."
    )

    public static let apcaLc = RuleDescription(
        id: "apca-lc", name: "APCALightnessContrast", short: "APCA lightness contrast below the configured minimum",
        full:
            "The APCA lightness contrast |Lc| (APCA 0.0.98G-4g) of the pair is below the rule's minimumLc (e.g. 60 for body text, 75 for fluent reading).",
        help: fixContrast, helpURI: "https://github.com/Myndex/apca-w3", level: .error, successCriterion: nil,
        tags: ["accessibility", "contrast", "apca"])

    public static let nearDuplicate = RuleDescription(
        id: "near-duplicate", name: "NearDuplicateColor", short: "Two palette colors are nearly identical",
        full:
            "Two differently named colors are closer than the near-duplicate threshold (CIEDE2000, default 1, about a just-noticeable difference) in the same appearance: one of them is probably redundant.",
        help: "Merge the two colors into one, or make the difference visible.", helpURI: nil, level: .warning,
        successCriterion: nil,
        tags: ["maintainability", "color"])

    public static let dynamicColorSnapshot = RuleDescription(
        id: "dynamic-color-snapshot", name: "DynamicColorSnapshot",
        short: "A dynamic color is frozen into one appearance",
        full:
            "`.cgColor` or `resolvedColor(with:)` of a dynamic color (system, asset catalog, dynamic provider, or a palette color with several appearances) taken outside code that re-runs on an appearance change keeps the appearance it had then (a layer border set in init stays light in dark mode).",
        help:
            "Set the CGColor in traitCollectionDidChange or a registerForTraitChanges handler, layoutSubviews, draw(_:), updateLayer or updateConfiguration, or resolve the color there.",
        helpURI:
            "https://developer.apple.com/documentation/uikit/appearance_customization/supporting_dark_mode_in_your_interface",
        level: .warning, successCriterion: nil, tags: ["dark-mode", "color"])

    static let cvdRules: [RuleDescription] = Deficiency.allCases.map(cvdRule)

    /// The rules in SARIF order: WCAG 2 by level, APCA, one per deficiency, near duplicates, snapshots.
    static let checks: [RuleDescription] =
        [wcag2AAText, wcag2AALarge, wcag2AAAText, wcag2AAALarge, wcag2NonText, apcaLc]
        + cvdRules + [nearDuplicate, dynamicColorSnapshot]

    static func cvdRule(_ d: Deficiency) -> RuleDescription {
        let who =
            switch d {
            case .protan: "protanopia (no red cones)"
            case .deutan: "deuteranopia (no green cones)"
            case .tritan: "tritanopia (no blue cones)"
            case .achromatopsia: "achromatopsia (no color vision)"
            }
        return RuleDescription(
            id: "cvd-\(d.rawValue)-indistinct",
            name: "Indistinct" + d.rawValue.prefix(1).uppercased() + d.rawValue.dropFirst(),
            short: "Colors of a group look alike with \(who)",
            full:
                "Two colors of a distinguishable group (status colors, chart series) differ by less than the group's minimum CIEDE2000 when simulated for \(who) (\(simulation(d))).",
            help: fixDistinct, helpURI: nil, level: .error, successCriterion: nil,
            tags: ["accessibility", "color-vision"])
    }

    /// How the rule simulates a deficiency, from the simulator it uses (`DistinguishabilityRule.simulator`):
    /// "Machado 2009, severity 1", "Brettel 1997, severity 1", "luminance grayscale".
    static func simulation(_ d: Deficiency) -> String {
        let simulator = DistinguishabilityRule.simulator(d)
        if d == .achromatopsia { return "luminance grayscale" }
        let severity =
            simulator.severity == simulator.severity.rounded()
            ? String(Int(simulator.severity)) : String(simulator.severity)
        return "\(simulator.method.displayName), severity \(severity)"
    }

    /// A WCAG rule applied to a pair guessed from color names (zero-config, `guess-…`): same threshold, but the pair
    /// itself is an inference, so its default level is a warning.
    static func guess(_ rule: RuleDescription) -> RuleDescription {
        RuleDescription(
            id: guessPrefix + rule.id, name: "Guessed" + rule.name, short: rule.short + " (pair guessed from names)",
            full: rule.full
                + " The pair was guessed from the colors' names because no UI file shows these colors and there is no legible.json; it may never be drawn.",
            help:
                "If the pair is real, fix the colors; either way, write a legible.json (legible init) that says which colors are drawn on which.",
            helpURI: rule.helpURI, level: .warning, successCriterion: rule.successCriterion, tags: rule.tags + ["guess"]
        )
    }
}
