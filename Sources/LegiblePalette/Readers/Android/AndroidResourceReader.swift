import LegibleCore

/// (being written)
public enum AndroidResourceReader {
    public static func read(files: [String]) -> Palette { Palette(diagnostics: files.map { .error(SourceLocation(path: $0, line: 0), "Android resources are not supported yet") }) }
}
