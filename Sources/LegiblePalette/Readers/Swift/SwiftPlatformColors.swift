/// Whether a platform color named in Swift code adapts to the appearance, from the same tables the Swift reader
/// resolves it with (`SwiftSystemColorNames`): `UIColor.label` or `Color.primary` differ between light and dark
/// (dynamic); `UIColor.red`, `Color.white` are fixed.
public enum SwiftPlatformColors {
    /// true: a system color whose light and dark values differ; false: a fixed color (or a system color equal in
    /// both); nil: `type.name` is not a platform color.
    public static func isDynamic(type: String, name: String) -> Bool? {
        guard let color = SwiftSystemColorNames.color(type: type, name: name, at: SourceLocation(path: "", line: 0))
        else { return nil }
        let values = Set(color.variants.values.map(\.value))
        // A platform color the tables cannot resolve (an AppKit name Legible does not know) is taken as adaptive.
        let unresolved = values.contains { if case .system(_, nil) = $0 { true } else { false } }
        return unresolved || values.count > 1
    }

    /// The types whose members and initializers are colors (`UIColor`, `NSColor`, SwiftUI `Color`, `CGColor`).
    public static var colorTypes: Set<String> { SwiftSystemColorNames.colorTypes }
}
