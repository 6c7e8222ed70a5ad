import Foundation
import LegibleJSON
import LegibleFiles

/// A Style Dictionary config in JSON (`config.json`, `*.config.json`) with `include` and/or `source`: arrays of
/// paths or globs, relative to the config's folder. Only `*` (within a folder name) and `**` (any folders) are
/// expanded; a pattern with other glob syntax (`{a,b}`, `[…]`, `?`, `!`) gets a warning and is not read. The
/// `include` files are the base layer and the `source` files override them, each in the order listed (a glob's
/// files sorted); a file in both counts as a source. Tokens of both are colors of the palette, as Style
/// Dictionary outputs both unless a platform filters them.
///
/// **Appearances.** A config named for a theme (`dark.config.json`, `light-hc.config.json`) is one build for that
/// appearance. Otherwise the files named for a theme (`dark.json`, `themes/dark/…`, the `TokenTheme` rules)
/// split the config into one build per appearance: the files without a theme plus that appearance's files, and
/// a light build of the files without a theme when no light file exists. Without themed files the config is one
/// build for every appearance. Colors of configs named for themes in one folder join (`*.config.json`).
///
/// A path without a wildcard that does not exist is an error at its line; a glob that matches no file, and
/// matched files that are not JSON (`.js`, `.yaml`), get a warning. Configuration files (`$themes.json`,
/// `$metadata.json`, resolvers, configs) are never token files, even when a glob matches them.
enum StyleDictionaryConfigReader {
    /// Whether a parsed `config.json` is a Style Dictionary config: it has `source` or `include` arrays.
    static func isConfig(_ root: JSONNode) -> Bool {
        root["source"]?.elements != nil || root["include"]?.elements != nil
    }

    static func read(path: String, root: JSONNode) -> TokenConfiguration {
        var configuration = TokenConfiguration(kind: .styleDictionary, path: path)
        let folder = FilePath.parent(path)
        var files: [String] = []
        for key in ["include", "source"] {
            guard let member = root.member(key) else { continue }
            guard let patterns = member.value.elements else {
                configuration.error(
                    member.line, "\"\(key)\" must be an array of paths, not \(member.value.typeDescription)")
                continue
            }
            for pattern in patterns {
                guard let text = pattern.string else {
                    configuration.error(
                        pattern.line, "\"\(key)\" entries must be path strings, not \(pattern.typeDescription)")
                    continue
                }
                for file in expand(text, folder: folder, line: pattern.line, &configuration) {
                    files.removeAll { TokenConfiguration.normalize($0) == TokenConfiguration.normalize(file) }
                    files.append(file)
                }
            }
        }
        let layers = files.map { TokenLayer(path: $0, inline: nil, emits: true) }
        if let marker = TokenTheme.fileNameMarker(path) {
            configuration.builds = [
                TokenBuild(appearance: marker.appearance, family: nil, origin: marker.origin, layers: layers)
            ]
        } else {
            let themed = layers.map { TokenTheme.detect(path: $0.path, forced: nil, modeName: nil).appearance }
            let appearances = Set(themed.compactMap { $0 })
            if appearances.isEmpty {
                configuration.builds = [TokenBuild(appearance: nil, family: nil, origin: path, layers: layers)]
            } else {
                for appearance in appearances.union([.light]).sorted() {
                    let selected = zip(layers, themed).filter { $0.1 == nil || $0.1 == appearance }.map(\.0)
                    configuration.builds.append(
                        TokenBuild(appearance: appearance, family: nil, origin: path, layers: selected))
                }
            }
        }
        configuration.claimFiles()
        return configuration
    }

    static let unsupportedGlobCharacters: Set<Character> = ["{", "}", "[", "]", "?"]

    /// The files a path or glob names, sorted.
    static func expand(_ pattern: String, folder: String, line: Int, _ configuration: inout TokenConfiguration)
        -> [String]
    {
        if pattern.hasPrefix("!") || pattern.contains(where: { unsupportedGlobCharacters.contains($0) }) {
            configuration.warning(
                line,
                "glob '\(pattern)' uses syntax Legible does not expand (only * and ** are); its files are not read by this config"
            )
            return []
        }
        let full = TokenConfiguration.join(folder, pattern)
        guard pattern.contains("*") else {
            guard TokenConfiguration.isFile(full) else {
                configuration.error(line, "token file not found: \(pattern)")
                return []
            }
            return isConfigurationFile(full) ? [] : [full]
        }
        let components = full.split(separator: "/", omittingEmptySubsequences: false)
        let firstWild = components.firstIndex { $0.contains("*") }!
        let baseParts = components[..<firstWild]
        let base =
            baseParts.isEmpty
            ? "." : (baseParts.joined(separator: "/").isEmpty ? "/" : baseParts.joined(separator: "/"))
        let rest = Array(components[firstWild...])
        var walker = FileWalker()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory), isDirectory.boolValue else {
            configuration.warning(line, "glob '\(pattern)' matches no files")
            return []
        }
        let found = walker.files(under: base) // skips what every walk skips (FileWalker.skippedFolderNames, .gitignore)
        var matched: [String] = []
        var notJSON = 0
        for file in found {
            let relative =
                baseParts.isEmpty
                ? file.dropFirst(file.hasPrefix("./") ? 2 : 0)
                : file.dropFirst(base.count + (base.hasSuffix("/") ? 0 : 1))
            guard matches(rest, relative.split(separator: "/", omittingEmptySubsequences: false)) else { continue }
            if isConfigurationFile(file) { continue }
            if ["json", "json5", "tokens"].contains((file as NSString).pathExtension.lowercased()) {
                matched.append(file)
            } else {
                notJSON += 1
            }
        }
        if notJSON > 0 {
            configuration.warning(
                line,
                "glob '\(pattern)' matches \(notJSON) file\(notJSON == 1 ? "" : "s") that \(notJSON == 1 ? "is" : "are") not JSON; not read"
            )
        }
        if matched.isEmpty && notJSON == 0 { configuration.warning(line, "glob '\(pattern)' matches no files") }
        return matched.sorted()
    }

    static func isConfigurationFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return TokenSourceLoader.configurationFiles.contains(name) || TokenConfiguration.kind(ofFileNamed: name) != nil
    }

    /// Whether path components match glob components: `**` matches any number of folders, `*` any characters
    /// within one name.
    static func matches(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        // reachable[j]: the first i pattern components can match the first j path components.
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for component in pattern {
            var next = [Bool](repeating: false, count: path.count + 1)
            if component == "**" {
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where reachable[j] && matchesName(component, path[j]) { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[path.count]
    }

    /// `*` matches any run of characters in one name; other characters match themselves.
    static func matchesName(_ pattern: Substring, _ name: Substring) -> Bool {
        let p = Array(pattern), s = Array(name)
        var (i, j) = (0, 0)
        var star: Int?
        var mark = 0
        while j < s.count {
            if i < p.count && p[i] != "*" && p[i] == s[j] {
                i += 1; j += 1
            } else if i < p.count && p[i] == "*" {
                star = i; mark = j; i += 1
            } else if let st = star {
                i = st + 1; mark += 1; j = mark
            } else {
                return false
            }
        }
        while i < p.count && p[i] == "*" { i += 1 }
        return i == p.count
    }
}
