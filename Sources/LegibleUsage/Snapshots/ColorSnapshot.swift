import LegiblePalette

/// Where Swift code freezes an adaptive color into one appearance: `.cgColor` or `.resolvedColor(with:)` of a
/// dynamic color (system/semantic, asset catalog, dynamic provider, or a palette color with more than one
/// appearance) outside any code that re-runs when the appearance changes, so the screen keeps the appearance it had
/// when the line ran (a `layer.borderColor = UIColor.separator.cgColor` in `init` stays light in dark mode). Found by
/// `SwiftColorSnapshots`; the `dynamic-color-snapshot` rule of LegibleAudit reports each.
public struct ColorSnapshot: Sendable, Hashable {
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

    public init(location: SourceLocation, color: String, conversion: String, reason: String, enclosing: String?) {
        self.location = location
        self.color = color
        self.conversion = conversion
        self.reason = reason
        self.enclosing = enclosing
    }
}
