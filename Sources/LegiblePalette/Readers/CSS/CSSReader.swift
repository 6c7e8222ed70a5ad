import LegibleCore

/// (being written)
public enum CSSReader {
    public static func read(files: [String]) -> Palette { Palette(diagnostics: files.map { .error(SourceLocation(path: $0, line: 0), "CSS is not supported yet") }) }
}
