/// A problem found while reading: printed as `path:line: error: message` (or `warning:`), the form editors and
/// CI annotations understand. Errors mean something on disk could not be used; warnings mean it was used with a
/// caveat or is not a color Legible can check (e.g. an unresolved `?attr/` reference).
public struct Diagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, CaseIterable, Sendable, Hashable, Comparable {
        case error, warning
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, _ location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func error(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, location, message)
    }
    public static func warning(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, location, message)
    }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.location.path, a.location.line, a.location.column ?? 0, a.severity, a.message)
            < (b.location.path, b.location.line, b.location.column ?? 0, b.severity, b.message)
    }

    /// `path:line: error: message` (`path:line:column:` when the column is known), or `path: error: message` for a
    /// whole file (line 0), as compilers print them. Always one line: a line break or other control character in
    /// the path or the message (text read from the file, a hostile file name) is shown escaped (`\n`, `\u{1B}`).
    public var description: String { "\(location): \(severity.rawValue): \(message)".withVisibleControlCharacters() }
}
