import LegibleCore
import LegiblePalette

/// "These colors (status colors, chart series) must stay apart for people with color vision deficiencies":
/// every pair of the group, simulated with each deficiency (Machado 2009 for protan/deutan, Brettel 1997 for
/// tritan, severity 1), must differ by at least `minimumDeltaE` CIEDE2000 (Sharma et al. 2005).
public struct DistinguishabilityRule: Sendable, Hashable {
    public var colors: [NamePattern]
    public var deficiencies: [Deficiency]
    public var minimumDeltaE: Double
    public var severity: Diagnostic.Severity
    /// `"optional": true`: a pattern that matches no palette color is fine (otherwise it is an error, as a typo).
    public var optional: Bool
    public var location: SourceLocation?

    public static let defaultMinimumDeltaE = 10.0
    public static let defaultDeficiencies: [Deficiency] = [.protan, .deutan, .tritan]

    public init(
        colors: [NamePattern], deficiencies: [Deficiency] = defaultDeficiencies,
        minimumDeltaE: Double = defaultMinimumDeltaE,
        severity: Diagnostic.Severity = .error, optional: Bool = false, location: SourceLocation? = nil
    ) {
        self.colors = colors
        self.deficiencies = deficiencies
        self.minimumDeltaE = minimumDeltaE
        self.severity = severity
        self.optional = optional
        self.location = location
    }

    /// `cvd-protan-indistinct`, …
    public static func ruleID(_ deficiency: Deficiency) -> String { RuleRegistry.cvd(deficiency).id }

    /// The simulator used for a deficiency: the reported one (`CVDSimulator.reported`).
    public static func simulator(_ deficiency: Deficiency) -> CVDSimulator {
        CVDSimulator.reported(deficiency)
    }
}

/// "No two palette colors should be (nearly) the same color for everyone": CIEDE2000 below `threshold`
/// (default 1, about a just-noticeable difference) flags a near duplicate.
public struct NearDuplicateRule: Sendable, Hashable {
    public var threshold: Double
    public var severity: Diagnostic.Severity
    public var location: SourceLocation?

    public static let ruleID = RuleRegistry.nearDuplicate.id

    public init(threshold: Double = 1, severity: Diagnostic.Severity = .warning, location: SourceLocation? = nil) {
        self.threshold = threshold
        self.severity = severity
        self.location = location
    }
}
