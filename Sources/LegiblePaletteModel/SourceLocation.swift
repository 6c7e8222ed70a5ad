/// Where something was read: a file path (as given or found while walking), a 1-based line, optionally a 1-based
/// column (Swift sources), and the key path inside the file (`colors[1].color.components.red`, `color.gray.1400`,
/// `resources/color[@name='x']`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var keyPath: String?
    /// 1-based column, where the reader knows it (Swift sources).
    public var column: Int?

    public init(path: String, line: Int, keyPath: String? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.keyPath = keyPath
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column ?? 0, a.keyPath ?? "") < (b.path, b.line, b.column ?? 0, b.keyPath ?? "")
    }

    /// `path:line`, or `path:line:column` when the column is known.
    public var description: String {
        guard line > 0 else { return path }
        return column.map { "\(path):\(line):\($0)" } ?? "\(path):\(line)"
    }
}
