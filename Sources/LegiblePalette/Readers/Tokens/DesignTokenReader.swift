import LegibleCore

/// (being written)
public enum DesignTokenReader {
    public struct File: Sendable { public var path: String; public var explicit: Bool; public var theme: Appearance?; public init(path: String, explicit: Bool, theme: Appearance?) { self.path = path; self.explicit = explicit; self.theme = theme } }
    public static func read(files: [File]) -> Palette { Palette(diagnostics: files.map { .error(SourceLocation(path: $0.path, line: 0), "design tokens are not supported yet") }) }
}
