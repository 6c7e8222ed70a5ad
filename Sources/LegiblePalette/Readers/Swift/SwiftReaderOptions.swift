/// Options for reading colors from Swift code, from `legible.json` (`"swift": {"hexInitializers": […]}`).
public struct SwiftReaderOptions: Sendable, Hashable {
    /// Project-specific hex initializers, written `Type(label:)` (`UIColor(hexString:)`, `Color(_:)`): a call of
    /// that type with one argument under that label (`_` = unlabeled) is read as a hex color, like the built-in
    /// `hex:`, `hexString:`, `rgb:`, `rgba:`, `argb:` labels.
    public var hexInitializers: [String]

    public init(hexInitializers: [String] = []) {
        self.hexInitializers = hexInitializers
    }

    /// `hexInitializers` parsed into (type, label); label nil for `_`. Malformed entries are left out (the config
    /// parser reports them).
    var hexInitializerShapes: [(type: String, label: String?)] {
        hexInitializers.compactMap(Self.parseShape)
    }

    /// `UIColor(hexString:)` → ("UIColor", "hexString"); `Color(_:)` → ("Color", nil).
    public static func parseShape(_ text: String) -> (type: String, label: String?)? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(":)") else { return nil }
        let type = String(text[..<open])
        let label = String(text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -2)])
        guard !type.isEmpty, !label.isEmpty, !label.contains(":"), !label.contains(" ") else { return nil }
        return (type, label == "_" ? nil : label)
    }
}
