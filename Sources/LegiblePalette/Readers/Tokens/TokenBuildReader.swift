import Foundation
import LegibleCore
import LegibleJSON
import LegibleFiles

/// Finds the configuration files among the token files (Tokens Studio `$themes.json` and single-file exports with
/// `$themes`, DTCG resolvers, Style Dictionary configs) and reads their builds (`TokenBuild`).
///
/// Each build is read on its own: its layers are walked, a token path defined by a later layer replaces the
/// earlier definitions, aliases resolve among the build's files only, and the colors are those of the layers
/// that emit. Each build's variants are then those of its appearance; builds of one configuration share the
/// origin, so a token gets one `NamedColor` with a variant per theme.
struct TokenBuildReader {
    var diagnostics: Set<Diagnostic> = []
    var colors: [TokenPaletteBuilder.NameKey: NamedColor] = [:]
    /// Token files loaded once, whatever the number of builds reading them.
    var loaded: [String: [TokenSource]] = [:]

    /// The configurations among `files` (parsed), and the files the name rules still read.
    static func configurations(in files: [DesignTokenReader.File]) -> (
        configurations: [TokenConfiguration], rest: [DesignTokenReader.File], diagnostics: [Diagnostic]
    ) {
        var configurations: [TokenConfiguration] = []
        var rest: [DesignTokenReader.File] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let name = (file.path as NSString).lastPathComponent
            let kind = TokenConfiguration.kind(ofFileNamed: name)
            if kind == nil, !mentionsThemes(file.path) { rest.append(file); continue }
            let root: JSONNode
            switch TokenConfiguration.parse(file.path) {
            case .failure(let diagnostic):
                // A malformed config.json might not be a Style Dictionary config: the token reader judges it.
                if kind == .styleDictionary || kind == nil { rest.append(file) } else { diagnostics.append(diagnostic) }
                continue
            case .success(let node): root = node
            }
            switch kind {
            case .studioThemes:
                configurations.append(StudioThemesReader.read(path: file.path, themes: root, singleFile: nil))
            case .resolver:
                configurations.append(ResolverReader.read(path: file.path, root: root))
            case .styleDictionary where root.isObject && StyleDictionaryConfigReader.isConfig(root):
                configurations.append(StyleDictionaryConfigReader.read(path: file.path, root: root))
            case nil where (root["$themes"]?.elements?.isEmpty == false):
                configurations.append(
                    StudioThemesReader.read(path: file.path, themes: root["$themes"]!, singleFile: root))
            default:
                rest.append(file)
            }
        }
        // A file read by two kinds of configuration (a Tokens Studio folder that a Style Dictionary glob also
        // covers): the earlier kind reads it, the later configuration is not read.
        var claimed: [String: TokenConfiguration] = [:]
        var accepted: [TokenConfiguration] = []
        for configuration in configurations.sorted(by: { ($0.kind, $0.path) < ($1.kind, $1.path) }) {
            if let (file, other) = configuration.files.sorted().lazy.compactMap({ f in claimed[f].map { (f, $0) } })
                .first(where: { $0.1.kind != configuration.kind })
            {
                diagnostics.append(
                    .warning(
                        SourceLocation(path: configuration.path, line: 0),
                        "\(file) is also layered by \(other.kind.label) \(other.path), which is used; this configuration is not read"
                    ))
                continue
            }
            for file in configuration.files { claimed[file] = claimed[file] ?? configuration }
            accepted.append(configuration)
        }
        // A configuration that reads files decides which files below its folder are tokens (a single-file export
        // decides only for itself).
        let configFolders = accepted.filter {
            !$0.files.isEmpty && !$0.files.contains(TokenConfiguration.normalize($0.path))
        }
        .map { (TokenConfiguration.normalize(FilePath.parent($0.path)), $0) }
        let kept = rest.filter { file in
            let path = TokenConfiguration.normalize(file.path)
            if let by = claimed[path] {
                if file.theme != nil {
                    diagnostics.append(
                        .warning(
                            SourceLocation(path: file.path, line: 0),
                            "--theme is ignored: \(by.path) decides this file's appearance"))
                }
                return false
            }
            // A file found by walking below such a folder that the configuration does not read is not read; one
            // holding color tokens gets a warning (others, such as package.json, pass silently).
            guard !file.explicit,
                let config = configFolders.first(where: { folder, _ in
                    folder.isEmpty ? !path.hasPrefix("/") : path.hasPrefix(folder + "/")
                })?.1
            else { return true }
            if holdsColorTokens(file) {
                let why =
                    switch config.kind {
                    case .styleDictionary: "not listed in the include or source of \(config.path)"
                    case .studioThemes: "no theme of \(config.path) enables it or uses it as a source"
                    case .resolver: "\(config.path) does not refer to it"
                    }
                diagnostics.append(
                    .warning(SourceLocation(path: file.path, line: 0), "\(why), so its colors are not read"))
            }
            return false
        }
        return (accepted, kept, diagnostics)
    }

    /// Whether a file holds color tokens: typed `color`, or untyped with a color or alias value.
    static func holdsColorTokens(_ file: DesignTokenReader.File) -> Bool {
        TokenSourceLoader.load(file).sources.contains { source in
            var walker = TokenTreeWalker(source: 0, appearance: nil, root: source.root)
            walker.walk(source.root, path: [], inheritedType: nil)
            return walker.definitions.contains { d in
                switch d.kind {
                case .color: return true
                case .other: return false
                case .untyped, .fromTarget:
                    switch TokenValue.parse(d.value, typedColor: false) {
                    case .color, .alias: return true
                    default: return false
                    }
                }
            }
        }
    }

    /// Whether a file that is not named like a configuration may be a single-file export with `$themes`.
    static func mentionsThemes(_ path: String) -> Bool {
        guard case .success(let bytes) = SourceFile.read(path) else { return false }
        return TokenSourceLoader.contains(bytes, Array("\"$themes\"".utf8))
    }

    mutating func read(_ configuration: TokenConfiguration) {
        diagnostics.formUnion(configuration.diagnostics)
        for build in configuration.builds { read(build) }
    }

    mutating func sources(_ layer: TokenLayer) -> [TokenSource] {
        let folder = (FilePath.parent((layer.path as NSString).standardizingPath) as NSString)
            .pathComponents
        if let inline = layer.inline {
            return [
                TokenSource(
                    path: layer.path, root: inline, appearance: nil, origin: layer.path, folder: folder,
                    layerFolder: folder)
            ]
        }
        if let cached = loaded[layer.path] { return cached }
        let result = TokenSourceLoader.load(DesignTokenReader.File(path: layer.path, explicit: true, theme: nil))
        diagnostics.formUnion(result.diagnostics)
        loaded[layer.path] = result.sources
        return result.sources
    }

    mutating func read(_ build: TokenBuild) {
        var sources: [TokenSource] = []
        var definitions: [TokenDefinition] = []
        var layerOf: [Int] = []
        for (l, layer) in build.layers.enumerated() {
            for var source in self.sources(layer) {
                source.appearance = nil
                source.origin = build.origin
                source.layerFolder = source.folder
                source.referenceOnly = !layer.emits
                var walker = TokenTreeWalker(source: sources.count, appearance: nil, root: source.root)
                walker.walk(source.root, path: [], inheritedType: nil)
                diagnostics.formUnion(DesignTokenReader.notes(walker, path: source.path))
                sources.append(source)
                definitions += walker.definitions
                layerOf += Array(repeating: l, count: walker.definitions.count)
            }
        }
        // A later layer replaces every earlier definition of the same token path.
        var last: [String: Int] = [:]
        func key(_ d: TokenDefinition) -> String { d.name + "\u{0}" + (d.appearance?.rawValue ?? "") }
        for (i, d) in definitions.enumerated() { last[key(d)] = max(last[key(d)] ?? 0, layerOf[i]) }
        let kept = definitions.indices.filter { layerOf[$0] == last[key(definitions[$0])] }.map { definitions[$0] }
        var builder = TokenPaletteBuilder(resolver: TokenAliasResolver(definitions: kept, sources: sources))
        let built = builder.build()
        diagnostics.formUnion(builder.diagnostics)
        for color in built {
            var variants = color.variants
            if let appearance = build.appearance {
                guard var variant = color.variant(exactly: appearance) ?? color.variant(exactly: .light) else {
                    continue
                }
                variant.appearance = appearance
                variants = [variant]
            }
            let nameKey = TokenPaletteBuilder.NameKey(name: color.name, origin: color.origin)
            var merged =
                colors[nameKey]
                ?? NamedColor(name: color.name, origin: color.origin, variants: [], family: build.family)
            for variant in variants where merged.variant(exactly: variant.appearance) == nil {
                merged.variants.append(variant)
            }
            merged.variants.sort { $0.appearance < $1.appearance }
            colors[nameKey] = merged
        }
    }
}
