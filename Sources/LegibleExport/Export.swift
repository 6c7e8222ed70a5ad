import LegiblePaletteModel

/// What `legible export` produces: files (path relative to the output folder → contents), the name each color
/// was written under, and a warning for everything the format could not hold. Writers never drop a color or a
/// variant silently: it is written, or it is a warning at the variant's source line naming the color and the
/// appearance.
public struct Export: Sendable, Equatable {
    /// Relative path (`values-night/colors.xml`, `Colors.xcassets`-relative `Brand.colorset/Contents.json`) → text.
    public var files: [String: String]
    /// Source color name → the name a reader of the written format gives it back (`Brand/primary` →
    /// `--Brand-primary` in CSS). Only colors written at least once are listed.
    public var names: [String: String]
    public var warnings: [Diagnostic]

    public init(files: [String: String] = [:], names: [String: String] = [:], warnings: [Diagnostic] = []) {
        self.files = files
        self.names = names
        self.warnings = warnings
    }
}

/// Options the writers share.
public struct ExportOptions: Sendable, Equatable {
    /// Swift: the name of the type holding the colors.
    public var typeName: String
    /// Swift: wrap each dynamic color in `if #available(iOS 13, *)` with the legacy (or light) value as fallback.
    public var ios12Fallback: Bool

    public static let defaultTypeName = "LegiblePalette"

    /// Whether `name` can be the Swift type's name: letters, digits and `_`, not starting with a digit, no keyword.
    public static func isValidTypeName(_ name: String) -> Bool { SwiftIdentifier.isValidTypeName(name) }

    public init(typeName: String = defaultTypeName, ios12Fallback: Bool = false) {
        self.typeName = typeName
        self.ios12Fallback = ios12Fallback
    }
}
