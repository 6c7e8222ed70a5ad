import LegiblePalette
import LegibleUsage

/// One finding of rule `dynamic-color-snapshot`: a color snapshot in Swift code (`ColorSnapshot`: an adaptive color
/// frozen into one appearance by `.cgColor` or `resolvedColor(with:)` outside code that re-runs when the appearance
/// changes), at the severity the config gives the rule.
public struct SnapshotFinding: Sendable, Hashable, Comparable {
    public static let ruleID = RuleRegistry.dynamicColorSnapshot.id

    /// What the code does and where (`ColorSnapshot`, read by `SwiftColorSnapshots`).
    public var snapshot: ColorSnapshot
    public var severity: Diagnostic.Severity
    /// Matched by a baseline.
    public var isBaselined = false

    public init(_ snapshot: ColorSnapshot, severity: Diagnostic.Severity) {
        self.snapshot = snapshot
        self.severity = severity
    }

    /// The `.` of `.cgColor` / `.resolvedColor(with:)`, with its column.
    public var location: SourceLocation { snapshot.location }
    /// The color as written (`UIColor.separator`, `Palette.border`).
    public var color: String { snapshot.color }
    /// `cgColor` or `resolvedColor(with:)`.
    public var conversion: String { snapshot.conversion }
    /// Why the color adapts (`ColorSnapshot.reason`).
    public var reason: String { snapshot.reason }
    /// The function (or type member) the snapshot is taken in; nil at file scope.
    public var enclosing: String? { snapshot.enclosing }

    /// One sentence for every report format.
    public var message: String {
        let place = enclosing.map { "in \($0)" } ?? "at file scope"
        return
            "\(color).\(conversion) freezes a dynamic color (\(reason)) \(place), which does not re-run when the appearance changes; "
            + "set it in traitCollectionDidChange/registerForTraitChanges, layoutSubviews, draw(_:) or updateLayer, or resolve it there"
    }

    /// Baseline identity: rule, file (as given), enclosing function and expression, not the line, so a baselined
    /// snapshot stays baselined while the file around it changes.
    public var key: String { "\(Self.ruleID)|\(location.path)|\(enclosing ?? "")|\(color).\(conversion)" }

    public static func < (a: SnapshotFinding, b: SnapshotFinding) -> Bool { a.location < b.location }
}
