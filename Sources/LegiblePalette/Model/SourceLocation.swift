/// Where something was read: a file path (as given or found while walking), a 1-based line, and the key path
/// inside the file (`colors[1].color.components.red`, `color.gray.1400`, `resources/color[@name='x']`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var keyPath: String?

    public init(path: String, line: Int, keyPath: String? = nil) {
        self.path = path
        self.line = line
        self.keyPath = keyPath
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.keyPath ?? "") < (b.path, b.line, b.keyPath ?? "")
    }

    /// `path:line`
    public var description: String { line > 0 ? "\(path):\(line)" : path }
}
