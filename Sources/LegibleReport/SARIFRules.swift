import LegibleAudit
import LegibleCore
import LegiblePalette
import LegibleJSON

/// The rules Legible reports in SARIF, with ids that never change (GitHub code scanning tracks alerts by rule id
/// and location). `SARIFReport` lists all of them in every run, so a rule that stops failing closes its alerts.
struct SARIFRule {
    var id: String
    var name: String
    var short: String
    var full: String
    var help: String
    var helpURI: String?
    var level: String
    var tags: [String]

    // WCAG 2.2 Understanding documents, https://www.w3.org/WAI/WCAG22/Understanding/
    static let understandingMinimum = "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
    static let understandingEnhanced = "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html"
    static let understandingNonText = "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"

    static let fixContrast = "Change the lightness of the foreground or the background; the message names the nearest passing "
        + "color for each (OKLCH lightness only, hue and chroma kept). If the pair is never drawn together, narrow the rule in legible.json."
    static let fixDistinct = "Move the colors apart in lightness or hue, or add a second cue (icon, label, pattern) so the color is not the only signal."

    static let all: [SARIFRule] = checks + checks.filter { $0.tags.contains("wcag2") }.map(guess)

    /// A WCAG rule applied to a pair guessed from color names (zero-config, `guess-…`): same threshold, but the pair
    /// itself is an inference, so its default level is a warning.
    static func guess(_ rule: SARIFRule) -> SARIFRule {
        SARIFRule(id: ContrastRule.guessPrefix + rule.id, name: "Guessed" + rule.name, short: rule.short + " (pair guessed from names)",
                  full: rule.full + " The pair was guessed from the colors' names because no UI file shows these colors and there is no legible.json; it may never be drawn.",
                  help: "If the pair is real, fix the colors; either way, write a legible.json (legible init) that says which colors are drawn on which.",
                  helpURI: rule.helpURI, level: "warning", tags: rule.tags + ["guess"])
    }

    static let checks: [SARIFRule] = [
        SARIFRule(id: "wcag2-aa-text", name: "WCAG2AAText", short: "Text contrast below WCAG 2 AA (4.5:1)",
                  full: "Body text needs a contrast ratio of at least 4.5:1 with its background (WCAG 2.2 SC 1.4.3, level AA).",
                  help: fixContrast, helpURI: understandingMinimum, level: "error", tags: ["accessibility", "contrast", "wcag2"]),
        SARIFRule(id: "wcag2-aa-large", name: "WCAG2AALarge", short: "Large-text contrast below WCAG 2 AA (3:1)",
                  full: "Large text (at least 18 pt, or 14 pt bold) needs a contrast ratio of at least 3:1 with its background (WCAG 2.2 SC 1.4.3, level AA).",
                  help: fixContrast, helpURI: understandingMinimum, level: "error", tags: ["accessibility", "contrast", "wcag2"]),
        SARIFRule(id: "wcag2-aaa-text", name: "WCAG2AAAText", short: "Text contrast below WCAG 2 AAA (7:1)",
                  full: "Body text needs a contrast ratio of at least 7:1 with its background for WCAG 2.2 SC 1.4.6 (level AAA).",
                  help: fixContrast, helpURI: understandingEnhanced, level: "error", tags: ["accessibility", "contrast", "wcag2"]),
        SARIFRule(id: "wcag2-aaa-large", name: "WCAG2AAALarge", short: "Large-text contrast below WCAG 2 AAA (4.5:1)",
                  full: "Large text needs a contrast ratio of at least 4.5:1 with its background for WCAG 2.2 SC 1.4.6 (level AAA).",
                  help: fixContrast, helpURI: understandingEnhanced, level: "error", tags: ["accessibility", "contrast", "wcag2"]),
        SARIFRule(id: "wcag2-non-text", name: "WCAG2NonText", short: "UI component contrast below WCAG 2 non-text (3:1)",
                  full: "Icons, borders, separators and focus indicators need a contrast ratio of at least 3:1 with adjacent colors (WCAG 2.2 SC 1.4.11, level AA).",
                  help: fixContrast, helpURI: understandingNonText, level: "error", tags: ["accessibility", "contrast", "wcag2"]),
        SARIFRule(id: "apca-lc", name: "APCALightnessContrast", short: "APCA lightness contrast below the configured minimum",
                  full: "The APCA lightness contrast |Lc| (APCA 0.0.98G-4g) of the pair is below the rule's minimumLc (e.g. 60 for body text, 75 for fluent reading).",
                  help: fixContrast, helpURI: "https://github.com/Myndex/apca-w3", level: "error", tags: ["accessibility", "contrast", "apca"]),
    ] + Deficiency.allCases.map(cvdRule) + [
        SARIFRule(id: "near-duplicate", name: "NearDuplicateColor", short: "Two palette colors are nearly identical",
                  full: "Two differently named colors are closer than the near-duplicate threshold (CIEDE2000, default 1, about a just-noticeable difference) in the same appearance: one of them is probably redundant.",
                  help: "Merge the two colors into one, or make the difference visible.", helpURI: nil, level: "warning", tags: ["maintainability", "color"]),
        SARIFRule(id: SnapshotFinding.ruleID, name: "DynamicColorSnapshot", short: "A dynamic color is frozen into one appearance",
                  full: "`.cgColor` or `resolvedColor(with:)` of a dynamic color (system, asset catalog, dynamic provider, or a palette color with several appearances) taken outside code that re-runs on an appearance change keeps the appearance it had then (a layer border set in init stays light in dark mode).",
                  help: "Set the CGColor in traitCollectionDidChange or a registerForTraitChanges handler, layoutSubviews, draw(_:), updateLayer or updateConfiguration, or resolve the color there.",
                  helpURI: "https://developer.apple.com/documentation/uikit/appearance_customization/supporting_dark_mode_in_your_interface",
                  level: "warning", tags: ["dark-mode", "color"]),
    ]

    static func cvdRule(_ d: Deficiency) -> SARIFRule {
        let who = switch d {
        case .protan: "protanopia (no red cones)"
        case .deutan: "deuteranopia (no green cones)"
        case .tritan: "tritanopia (no blue cones)"
        case .achromatopsia: "achromatopsia (no color vision)"
        }
        let model = switch d {
        case .protan, .deutan: "Machado 2009, severity 1"
        case .tritan: "Brettel 1997"
        case .achromatopsia: "luminance grayscale"
        }
        return SARIFRule(id: DistinguishabilityRule.ruleID(d), name: "Indistinct\(d.rawValue.capitalizedFirst)",
                         short: "Colors of a group look alike with \(who)",
                         full: "Two colors of a distinguishable group (status colors, chart series) differ by less than the group's minimum CIEDE2000 when simulated for \(who) (\(model)).",
                         help: fixDistinct, helpURI: nil, level: "error", tags: ["accessibility", "color-vision"])
    }

    static let index: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.id, $0) })

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)), ("name", .string(name)),
            ("shortDescription", .object([("text", .string(short))])),
            ("fullDescription", .object([("text", .string(full))])),
        ]
        if let helpURI { members.append(("helpUri", .string(helpURI))) }
        let markdown = "**\(short)**\n\n\(full)\n\n\(help)" + (helpURI.map { "\n\nSee [\($0)](\($0))." } ?? "")
        members += [
            ("help", .object([("text", .string(help)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", .object([("level", .string(level))])),
            ("properties", .object([("tags", .array(tags.map { .string($0) })), ("precision", .string("very-high"))])),
        ]
        return .object(members)
    }
}
