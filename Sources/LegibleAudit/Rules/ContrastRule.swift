import LegibleCore
import LegiblePalette
import LegibleUsage

/// Which text a contrast rule protects: body text, large text (≥ 18 pt, or ≥ 14 pt bold), or non-text UI
/// (icons, borders, focus rings: WCAG SC 1.4.11).
public enum TextSize: String, CaseIterable, Sendable, Hashable {
    case normal, large, nonText
}

/// WCAG conformance level a contrast rule requires.
public enum ConformanceLevel: String, CaseIterable, Sendable, Hashable {
    case AA, AAA
}

/// The contrast algorithm a rule uses.
public enum ContrastAlgorithm: String, CaseIterable, Sendable, Hashable {
    /// WCAG 2.x contrast ratio (SC 1.4.3, 1.4.6, 1.4.11).
    case wcag2
    /// APCA lightness contrast |Lc| (0.0.98G-4g), with a minimum Lc.
    case apca
}

/// "Foreground colors matching these patterns must be legible on background colors matching those, at this
/// level, in every appearance."
///
/// For `wcag2` the threshold is the WCAG one for `level` × `text` (`WCAGLevel`); for `apca` it is `minimumLc`,
/// compared with |Lc|. A translucent background is composited over `over` (a color or a palette color name) when
/// given, otherwise over the appearance's base background when the palette says it (`BaseBackground`), else over
/// black and white and the worse decides.
public struct ContrastRule: Sendable, Hashable {
    public var foreground: [NamePattern]
    public var background: [NamePattern]
    public var level: ConformanceLevel
    public var text: TextSize
    public var algorithm: ContrastAlgorithm
    public var minimumLc: Double?
    /// A backdrop under translucent backgrounds: a CSS color or the name of a palette color.
    public var over: String?
    public var severity: Diagnostic.Severity
    /// `"optional": true`: a pattern that matches no palette color is fine (otherwise it is an error, as a typo).
    public var optional: Bool
    /// Where the rule was written (`legible.json:12`), or nil for inferred rules.
    public var location: SourceLocation?
    /// Why an inferred rule exists ("inferred: 'label' names a foreground, 'systemBackground' a background").
    public var inferredReason: String?
    /// For a rule made from pairs UI files show: those pairs (colors, role and every usage site).
    public var observed: ObservedPairGroup?
    /// Only colors of this origin (`NamedColor.origin`: a catalog, a token file family, a Swift file, an Android
    /// resource set) match the rule's patterns; nil: any origin. A pair guessed from names stays within the origin it
    /// was guessed in, so N copies of an app give N times the guesses of one, not N² (`PairInference`).
    public var origin: String?

    /// Where a rule comes from: written in legible.json (or code), observed in UI files, or guessed from names.
    public enum Basis: String, CaseIterable, Sendable, Hashable { case config, observed, nameGuess }

    public var basis: Basis { observed != nil ? .observed : inferredReason != nil ? .nameGuess : .config }

    /// Where UI files show the pair of one finding of a rule written in legible.json (filled per finding by
    /// `Audit.evaluate` from the pairs the UI files under the same paths show); empty otherwise.
    public var shownAt: [UsageSite] = []

    /// The usage sites of an observed rule, or where a config rule's pair is shown, in order; empty otherwise.
    public var sites: [UsageSite] { observed?.sites ?? shownAt }

    public init(
        foreground: [NamePattern], background: [NamePattern], level: ConformanceLevel = .AA, text: TextSize = .normal,
        algorithm: ContrastAlgorithm = .wcag2, minimumLc: Double? = nil, over: String? = nil,
        severity: Diagnostic.Severity = .error, optional: Bool = false, location: SourceLocation? = nil,
        inferredReason: String? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.level = level
        self.text = text
        self.algorithm = algorithm
        self.minimumLc = minimumLc
        self.over = over
        self.severity = severity
        self.optional = optional
        self.location = location
        self.inferredReason = inferredReason
    }

    /// The WCAG level whose threshold applies (for `wcag2`).
    public var wcagLevel: WCAGLevel {
        switch (level, text) {
        case (_, .nonText): .nonText
        case (.AA, .normal): .aa
        case (.AA, .large): .aaLarge
        case (.AAA, .normal): .aaa
        case (.AAA, .large): .aaaLarge
        }
    }

    /// The required value: a WCAG ratio, or the APCA minimum |Lc|.
    public var required: Double {
        algorithm == .apca ? (minimumLc ?? 60) : wcagLevel.threshold
    }

    /// Stable id for SARIF and baselines: `wcag2-aa-text`, `wcag2-aaa-large`, `wcag2-non-text`, `apca-lc`; rules
    /// guessed from names carry `guess-` before it (`guess-wcag2-aa-text`), so a guess is never mistaken for a check.
    public var ruleID: String { basis == .nameGuess ? Self.guessPrefix + checkID : checkID }

    public static let guessPrefix = RuleRegistry.guessPrefix

    /// The rule of the registry this one checks (before `guess-`).
    var checkID: String { algorithm == .apca ? RuleRegistry.apcaLc.id : RuleRegistry.wcag2(wcagLevel).id }

    /// "WCAG 2 AA, normal text (SC 1.4.3)", "APCA Lc 60"
    public var title: String {
        if algorithm == .apca { return "APCA |Lc| ≥ \(RatioDisplay.string(required).replacingSuffix(".00", with: ""))" }
        let what = text == .nonText ? "non-text" : text == .large ? "large text" : "normal text"
        return "WCAG 2 \(text == .nonText ? "AA" : level.rawValue), \(what) (\(wcagLevel.successCriterion))"
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
