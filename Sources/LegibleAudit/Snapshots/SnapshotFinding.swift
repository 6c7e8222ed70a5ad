import LegiblePalette

/// One dynamic-color snapshot (rule `dynamic-color-snapshot`): an adaptive color (system/semantic, asset catalog,
/// dynamic provider, or a palette color with more than one appearance) frozen into one appearance by `.cgColor`
/// or `resolvedColor(with:)` outside any code that re-runs when the appearance changes, so it keeps the
/// appearance it had when the line ran (a `layer.borderColor = UIColor.separator.cgColor` in `init` stays light
/// in dark mode).
public struct SnapshotFinding: Sendable, Hashable, Comparable {
    public static let ruleID = RuleRegistry.dynamicColorSnapshot.id

    /// The `.` of `.cgColor` / `.resolvedColor(with:)`, with its column.
    public var location: SourceLocation
    /// The color as written (`UIColor.separator`, `Palette.border`).
    public var color: String
    /// `cgColor` or `resolvedColor(with:)`.
    public var conversion: String
    /// Why the color adapts: "system color", "asset catalog color", "dynamic provider", "palette color with light, dark".
    public var reason: String
    /// The function (or type member) the snapshot is taken in; nil at file scope.
    public var enclosing: String?
    public var severity: Diagnostic.Severity
    /// Matched by a baseline.
    public var isBaselined = false

    public init(location: SourceLocation, color: String, conversion: String, reason: String, enclosing: String?, severity: Diagnostic.Severity) {
        self.location = location
        self.color = color
        self.conversion = conversion
        self.reason = reason
        self.enclosing = enclosing
        self.severity = severity
    }

    /// One sentence for every report format.
    public var message: String {
        let place = enclosing.map { "in \($0)" } ?? "at file scope"
        return "\(color).\(conversion) freezes a dynamic color (\(reason)) \(place), which does not re-run when the appearance changes; "
            + "set it in traitCollectionDidChange/registerForTraitChanges, layoutSubviews, draw(_:) or updateLayer, or resolve it there"
    }

    /// Baseline identity: rule, file (as given), enclosing function and expression, not the line, so a baselined
    /// snapshot stays baselined while the file around it changes.
    public var key: String { "\(Self.ruleID)|\(location.path)|\(enclosing ?? "")|\(color).\(conversion)" }

    public static func < (a: SnapshotFinding, b: SnapshotFinding) -> Bool { a.location < b.location }
}
