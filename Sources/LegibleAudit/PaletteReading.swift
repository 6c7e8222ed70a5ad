import LegibleJSON
import LegiblePalette

/// How every command reads a palette, so they all see the same colors: the config's reader options (legible.json
/// `"swift"`: `hexInitializers`), the token files given an appearance (`--theme`), and one theme family
/// (`--theme-family`). `Audit.prepare` reads its palette through it; so do `legible palette`, `export` and `pairs`.
public struct PaletteReading: Sendable {
    public var paths: [String]
    /// The parsed legible.json, or nil (default reader options).
    public var config: AuditConfig?
    public var tokenThemes: [String: Appearance]
    public var family: String?
    /// The run's Swift sources (`SwiftSourceStore`): hand the same store to the usage loader and the snapshot rule, so
    /// no Swift file of the run is read or lexed twice.
    public var swiftSources: SwiftSourceStore

    public init(
        paths: [String], config: AuditConfig? = nil, tokenThemes: [String: Appearance] = [:], family: String? = nil,
        swiftSources: SwiftSourceStore = SwiftSourceStore()
    ) {
        self.paths = paths
        self.config = config
        self.tokenThemes = tokenThemes
        self.family = family
        self.swiftSources = swiftSources
    }

    /// legible.json as the reading layer gave it (`SourceFile.readJSON`; nil: there is none), parsed; a file that
    /// could not be read, is not JSON or is not a valid config is an input error with every diagnostic.
    public static func config(_ read: Result<JSONDocument, Diagnostic>?) -> Result<AuditConfig?, AuditInputError> {
        switch read {
        case nil: return .success(nil)
        case .failure(let d): return .failure(.config([d]))
        case .success(let document):
            switch ConfigParser.parse(document.root, path: document.path) {
            case .success(let config): return .success(config)
            case .failure(let errors): return .failure(.config(errors.diagnostics))
            }
        }
    }

    /// The palette at `paths` (and the theme files), narrowed to `family` when given; an unknown family is an error.
    public func load() -> Result<Palette, AuditInputError> {
        let palette = PaletteLoader(
            tokenThemes: tokenThemes, swift: config?.swift ?? SwiftReaderOptions(), swiftSources: swiftSources
        ).load(paths)
        guard let family else { return .success(palette) }
        guard palette.families.contains(family) else {
            return .failure(.unknownFamily(family, known: palette.families))
        }
        return .success(palette.selectingFamily(family))
    }
}
