/// A set of named colors and the diagnostics produced while reading them.
///
/// Every color definition found on disk ends up either as a variant here or as a diagnostic: nothing is dropped
/// silently. Colors are kept sorted by (name, origin), so output does not depend on the order files were found.
public struct Palette: Sendable, Hashable {
    public private(set) var colors: [NamedColor]
    public private(set) var diagnostics: [Diagnostic]
    /// Files found by walking a folder that are not palette inputs (JSON that is not design tokens, XML that is not
    /// Android resources), sorted: not read, counted ("412 files skipped: not palette or UI inputs").
    public var skipped: [String] = []

    public init(colors: [NamedColor] = [], diagnostics: [Diagnostic] = []) {
        self.colors = []
        self.diagnostics = []
        merge(colors: colors, diagnostics: diagnostics)
    }

    /// Adds colors and diagnostics, keeping both sorted.
    public mutating func merge(colors new: [NamedColor], diagnostics newDiagnostics: [Diagnostic]) {
        colors.append(contentsOf: new)
        colors.sort { ($0.name, $0.origin) < ($1.name, $1.origin) }
        diagnostics.append(contentsOf: newDiagnostics)
        diagnostics.sort()
    }

    public mutating func merge(_ other: Palette) {
        merge(colors: other.colors, diagnostics: other.diagnostics)
        skipped = (skipped + other.skipped).sorted()
    }

    /// The first color with this name.
    public func color(named name: String) -> NamedColor? { colors.first { $0.name == name } }

    /// The theme families (`NamedColor.family`), sorted; empty for a palette of one family.
    public var families: [String] { Array(Set(colors.compactMap(\.family))).sorted() }

    /// The palette of one family: its colors and the colors every family shares.
    public func selectingFamily(_ family: String) -> Palette {
        Palette(colors: colors.filter { $0.family == nil || $0.family == family }, diagnostics: diagnostics)
    }

    /// The appearances any color defines explicitly.
    public var appearances: [Appearance] { Array(Set(colors.flatMap(\.appearances))).sorted() }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Number of variants over all colors.
    public var variantCount: Int { colors.reduce(0) { $0 + $1.variants.count } }
}
