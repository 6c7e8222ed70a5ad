import Foundation
import LegibleJSON
import LegibleFiles

/// One token tree with its theme: a token file, or one set of a Tokens Studio single-file export.
struct TokenSource {
    /// The file, as given or found (diagnostics name it).
    var path: String
    var root: JSONNode
    var appearance: Appearance?
    /// Groups the light/dark files of one family (`TokenTheme`): `NamedColor.origin`.
    var origin: String
    /// The file's folder, split, to find the nearest definition of an alias.
    var folder: [String]
    /// The folder whose files layer over each other (`TokenTheme.layerFolder`): `folder` without a theme folder
    /// (`variants/dark/`), so `theme.json` and `variants/dark/theme.json` are layers of one palette.
    var layerFolder: [String]
    /// Read only as alias targets: its tokens are not colors of the palette (a Tokens Studio `source` set).
    var referenceOnly = false
}

/// Reads token files into `TokenSource`s, deciding what is not a token file:
/// - Tokens Studio's `$themes.json` and `$metadata.json` are configuration: skipped here (`TokenBuildReader` reads
///   `$themes.json`).
/// - Found by walking, a file without tokens (package.json, a JSON Schema, malformed JSON that is not named as
///   tokens and does not look like tokens: `mentionsTokens`) is passed over without a diagnostic, and counted in `Palette.skipped`. Given explicitly, it gets a warning ("no
///   design tokens found") or, when it does not parse, an error.
/// - A Tokens Studio single-file export (top level `$themes` and `$metadata` next to the sets) with an empty
///   `$themes` becomes one source per set, each named like a file (`light`, `theme/dark`) for theme detection
///   (with themes, `StudioThemesReader` reads it).
/// - A file that declares its appearance (`"$extensions": {"legible": {"appearance": "theme:sepia"}}`, as
///   `legible export` writes) has that appearance (`--theme` still wins) and the origin `folder/*`.
enum TokenSourceLoader {
    static let configurationFiles: Set<String> = ["$themes.json", "$metadata.json"]

    static func load(_ file: DesignTokenReader.File) -> (sources: [TokenSource], diagnostics: [Diagnostic]) {
        let whole = SourceLocation(path: file.path, line: 0)
        if configurationFiles.contains((file.path as NSString).lastPathComponent) { return ([], []) }
        let bytes: [UInt8]
        switch SourceFile.read(file.path) {
        case .failure(let diagnostic): return ([], [diagnostic])
        case .success(let b): bytes = b
        }
        let root: JSONNode
        do throws(JSONParser.SyntaxError) {
            root = try JSONParser.parse(bytes, dialect: file.path.lowercased().hasSuffix(".json5") ? .json5 : .json)
        } catch {
            // A file named as tokens (`x.tokens.json`) that does not parse is broken, whatever is left of its keys.
            let report =
                file.explicit || DesignTokenReader.isNamedAsTokens(file.path) || mentionsTokens(bytes, path: file.path)
            return ([], report ? [.error(SourceLocation(path: file.path, line: error.line), error.description)] : [])
        }
        guard root.isObject else {
            return (
                [],
                file.explicit
                    ? [
                        .warning(
                            whole, "no design tokens found (the top level is \(root.typeDescription), not an object)")
                    ] : []
            )
        }
        if let schema = root["$schema"]?.string, schema.contains("json-schema.org") {
            return ([], file.explicit ? [.warning(whole, "no design tokens found (this is a JSON Schema)")] : [])
        }
        let folder = FilePath.parent((file.path as NSString).standardizingPath)
        let folderComponents = (folder as NSString).pathComponents
        if root["$themes"] != nil, root["$metadata"] != nil {
            var sources: [TokenSource] = []
            for set in root.members ?? [] where !set.key.hasPrefix("$") && set.value.isObject {
                let (appearance, origin) = TokenTheme.detect(path: set.key, forced: file.theme, modeName: nil)
                sources.append(
                    TokenSource(
                        path: file.path, root: set.value, appearance: appearance,
                        origin: file.path + "#" + origin, folder: folderComponents, layerFolder: folderComponents))
            }
            return (sources, [])
        }
        if let declared = declaredAppearance(root) {
            // Written by `legible export --format tokens`: every file of the export declares its appearance, so
            // they group by folder whatever their names.
            let origin = (FilePath.parent(file.path) as NSString).appendingPathComponent("*")
            return (
                [
                    TokenSource(
                        path: file.path, root: root, appearance: file.theme ?? declared, origin: origin,
                        folder: folderComponents,
                        layerFolder: folderComponents)
                ], []
            )
        }
        let modeName = root["$extensions"]?["com.figma.modeName"]?.string
        let (appearance, origin) = TokenTheme.detect(path: file.path, forced: file.theme, modeName: modeName)
        let layerFolder = TokenTheme.layerFolder(path: file.path, folder: folderComponents)
        return (
            [
                TokenSource(
                    path: file.path, root: root, appearance: appearance, origin: origin, folder: folderComponents,
                    layerFolder: layerFolder)
            ], []
        )
    }

    /// The appearance a file declares in its root `$extensions`: `{"legible": {"appearance": "theme:sepia",
    /// "isDark": true}}` (any raw value `Appearance(rawValue:)` takes; `isDark` for themes, default false).
    static func declaredAppearance(_ root: JSONNode) -> Appearance? {
        guard let legible = root["$extensions"]?["legible"], let raw = legible["appearance"]?.string,
            let appearance = Appearance(rawValue: raw)
        else { return nil }
        if let name = appearance.themeName, legible["isDark"]?.bool == true { return .theme(name, isDark: true) }
        return appearance
    }

    /// Whether malformed JSON found by walking still looks like a token file worth an error: it mentions `$value`
    /// or `$type` (DTCG, Tokens Studio), even with the quotes around them damaged, or it is named or filed as tokens
    /// (`.tokens.json`, a `tokens` folder) and mentions `"value"` (Style Dictionary). Anything else that does not
    /// parse (a localization file with a trailing comma, JSON with comments) is not a palette input: passed over
    /// and counted as skipped.
    static func mentionsTokens(_ bytes: [UInt8], path: String) -> Bool {
        let needles = ["$value", "$type"].map { Array($0.utf8) }
        if needles.contains(where: { contains(bytes, $0) }) { return true }
        let tokenish = path.lowercased().split(separator: "/").contains { $0.contains("token") }
        return tokenish && contains(bytes, Array("\"value\"".utf8))
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var i = 0
        while i <= haystack.count - needle.count {
            if haystack[i] == first && haystack[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
