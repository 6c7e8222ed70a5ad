import Foundation
import LegibleJSON
import LegibleFiles

/// One combination of token files read as one palette appearance: the layers in order, later overriding earlier
/// (the same token path in a later layer replaces the earlier definition before aliases resolve).
struct TokenBuild {
    /// nil: every appearance (the light variant, like a token file without a theme).
    var appearance: Appearance?
    /// `NamedColor.family` of the colors this build gives.
    var family: String?
    /// `NamedColor.origin` of its colors: the configuration file, so each build's variants join one color.
    var origin: String
    var layers: [TokenLayer]
}

struct TokenLayer: Hashable {
    /// The file; diagnostics and variants name it.
    var path: String
    /// Tokens inside another file: a set of a single-file Tokens Studio export, inline tokens of a resolver.
    var inline: JSONNode?
    /// Whether its tokens are colors of the palette, or only alias targets (a Tokens Studio `source` set, the
    /// base sets of a theme family build).
    var emits: Bool
}

/// What a configuration file says: the builds it describes and the token files it reads (the name rules leave
/// those alone).
struct TokenConfiguration {
    /// Precedence when two configurations read the same file: the earlier kind wins.
    enum Kind: Int, Comparable {
        case resolver, studioThemes, styleDictionary
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
        var label: String {
            switch self {
            case .resolver: "the resolver"
            case .studioThemes: "Tokens Studio's $themes"
            case .styleDictionary: "the Style Dictionary config"
            }
        }
    }

    var kind: Kind
    var path: String
    var builds: [TokenBuild] = []
    /// Normalized paths of the token files the builds read.
    var files: Set<String> = []
    var diagnostics: Set<Diagnostic> = []

    init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    mutating func error(_ line: Int, _ message: String) {
        diagnostics.insert(.error(SourceLocation(path: path, line: line), message))
    }
    mutating func warning(_ line: Int, _ message: String) {
        diagnostics.insert(.warning(SourceLocation(path: path, line: line), message))
    }

    /// The appearance each named theme stands for (Tokens Studio themes, resolver contexts; `kind` names them in the
    /// warning), the first of each appearance only: a later one of the same appearance is warned about at its line
    /// and left out.
    mutating func appearances<Theme>(
        of themes: [Theme], kind: String, name: (Theme) -> String, line: (Theme) -> Int
    ) -> [(theme: Theme, appearance: Appearance)] {
        var result: [(theme: Theme, appearance: Appearance)] = []
        var seen: [Appearance: String] = [:]
        for theme in themes {
            let appearance = Self.appearance(forThemeNamed: name(theme))
            if let earlier = seen[appearance] {
                warning(
                    line(theme),
                    "\(kind) '\(name(theme))' is the \(appearance.label) appearance, as \(kind) '\(earlier)' is; it is not read"
                )
                continue
            }
            seen[appearance] = name(theme)
            result.append((theme, appearance))
        }
        return result
    }

    /// Records the builds' files as read by this configuration.
    mutating func claimFiles() {
        for build in builds {
            for layer in build.layers where layer.inline == nil { files.insert(Self.normalize(layer.path)) }
        }
    }

    /// Which kind of configuration a file name stands for: `$themes.json`, `*.resolver.json` / `resolver.json`,
    /// `config.json` / `*.config.json` (a Style Dictionary config only when it has `source` or `include`).
    static func kind(ofFileNamed name: String) -> Kind? {
        let lower = name.lowercased()
        if name == "$themes.json" { return .studioThemes }
        if lower == "resolver.json" || lower.hasSuffix(".resolver.json") { return .resolver }
        if lower == "config.json" || lower.hasSuffix(".config.json") { return .styleDictionary }
        return nil
    }

    /// The appearance a theme or context name stands for: light/dark/high-contrast names (`TokenTheme`), also with
    /// `mode`, `theme`, `scheme` or `color` around them (`Light mode`, `dark-theme`); any other name is the theme
    /// `theme:NAME` (built on dark when one of its words is `dark` or `night`).
    static func appearance(forThemeNamed name: String) -> Appearance {
        if let platform = platformAppearance(name) { return platform }
        let words = TokenTheme.words(in: name).map(\.text)
        return .theme(name, isDark: words.contains { Appearance.darkWords.contains($0) })
    }

    static func platformAppearance(_ name: String) -> Appearance? {
        if let appearance = TokenTheme.appearance(named: name) { return appearance }
        let words = TokenTheme.words(in: name).map(\.text).filter {
            !["mode", "theme", "scheme", "color", "colour"].contains($0)
        }
        return words.isEmpty ? nil : TokenTheme.appearance(words: words)
    }

    /// The path without `.` components and with `..` applied where possible, to compare paths.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `folder/relative` (relative as written, `./` dropped), or `relative` when it is absolute.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        var r = Substring(relative)
        while r.hasPrefix("./") { r = r.dropFirst(2) }
        return folder.isEmpty ? String(r) : (folder as NSString).appendingPathComponent(String(r))
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Parses a configuration file; an unreadable or malformed one is an error diagnostic.
    static func parse(_ path: String) -> Result<JSONNode, Diagnostic> {
        switch SourceFile.read(path) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let bytes):
            do throws(JSONParser.SyntaxError) {
                return .success(
                    try JSONParser.parse(bytes, dialect: path.lowercased().hasSuffix(".json5") ? .json5 : .json))
            } catch {
                return .failure(.error(SourceLocation(path: path, line: error.line), error.description))
            }
        }
    }
}
