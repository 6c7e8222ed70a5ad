import Foundation
import LegibleFiles

/// Which appearance a token file (or a Spectrum set, or a Figma mode) stands for, and the *origin* that lets the
/// light and dark files of one family merge into one `NamedColor`.
///
/// Names are split into words at `-`, `_`, `.`, spaces and lower→upper case changes, then matched whole:
///
/// | words | appearance |
/// |---|---|
/// | `light`, `day`, `default` | light |
/// | `dark`, `night` | dark |
/// | `contrast`, `hc`, `high contrast`, `increased contrast`, `light hc`, `hc light`, `high contrast light` | light high contrast |
/// | `dark hc`, `dark contrast`, `high contrast dark`, `night hc` | dark high contrast |
///
/// (`Appearance.platform(named:)` is the one list of these words.)
///
/// A file name carries a theme when its stem (the name without `.json` and `.tokens`) *ends* or *starts* with such
/// words: `theme-dark.json`, `theme-light-hc.json`, `colors.light.json`, `colors_dark.json`, `Dark.tokens.json`,
/// `dark-theme.json`. A folder carries one when its whole name is such words (`color-scheme/dark/x.json`); only
/// the 3 folders nearest the file are looked at, so a checkout under `/home/dark/` is not a theme.
///
/// The origin is the path with the theme words replaced by `*`: `tokens/theme-*.json`, `tokens/*.tokens.json`,
/// `color-scheme/*/designsystemet.json`. Files without a theme keep their own path as origin.
enum TokenTheme {
    /// The appearance a name stands for, or nil (`wireframe`, `Mode 1`, `colors`).
    static func appearance(named name: String) -> Appearance? {
        appearance(words: words(in: name).map { $0.text })
    }

    /// The appearance whole words stand for (`["light", "hc"]`, `["contrast"]`): `Appearance.platform(named:)`.
    static func appearance(words: [String]) -> Appearance? {
        guard !words.isEmpty, words.count <= 3 else { return nil }
        return Appearance.platform(named: words.joined())
    }

    /// Where a source's appearance comes from, strongest first: `--theme` (forced), the Figma mode name, the file
    /// name, a folder name. Returns the appearance (nil: every appearance) and the origin.
    static func detect(path: String, forced: Appearance?, modeName: String?) -> (
        appearance: Appearance?, origin: String
    ) {
        let nameMarker = fileNameMarker(path)
        let folderMarker = nameMarker == nil ? self.folderMarker(path) : nil
        let markedOrigin = nameMarker?.origin ?? folderMarker?.origin
        // Without theme words in the path, files themed by --theme or a Figma mode group by their folder.
        let folderOrigin = (FilePath.parent(path) as NSString).appendingPathComponent("*")
        if let forced { return (forced, markedOrigin ?? folderOrigin) }
        if let modeName, let mode = appearance(named: modeName) { return (mode, markedOrigin ?? folderOrigin) }
        if let nameMarker { return (nameMarker.appearance, nameMarker.origin) }
        if let folderMarker { return (folderMarker.appearance, folderMarker.origin) }
        return (nil, path)
    }

    /// Theme words at the end or start of the file's stem.
    static func fileNameMarker(_ path: String) -> (appearance: Appearance, origin: String)? {
        let directory = FilePath.parent(path)
        var stem = (path as NSString).lastPathComponent
        var suffix = ""
        for ext in [".json", ".json5", ".tokens"] where stem.lowercased().hasSuffix(ext) && stem.count > ext.count {
            suffix = String(stem.suffix(ext.count)) + suffix
            stem = String(stem.dropLast(ext.count))
        }
        let w = words(in: stem)
        guard !w.isEmpty else { return nil }
        for length in stride(from: min(3, w.count), through: 1, by: -1) {
            for range in [(w.count - length)..<w.count, 0..<length] {
                let slice = w[range]
                guard let appearance = appearance(words: slice.map { $0.text }) else { continue }
                let marked = stem.replacingCharacters(
                    in: slice.first!.range.lowerBound..<slice.last!.range.upperBound, with: "*")
                return (appearance, (directory as NSString).appendingPathComponent(marked + suffix))
            }
        }
        return nil
    }

    /// A folder among the 3 nearest the file whose whole name is theme words.
    static func folderMarker(_ path: String) -> (appearance: Appearance, origin: String)? {
        var components = (path as NSString).pathComponents
        guard components.count >= 2 else { return nil }
        let parents = (max(0, components.count - 4)..<(components.count - 1)).reversed()
        for i in parents {
            guard let appearance = appearance(named: components[i]) else { continue }
            components[i] = "*"
            return (appearance, NSString.path(withComponents: components))
        }
        return nil
    }

    /// Folders that only hold theme folders (`variants/dark/`, `themes/night/`, `modes/color-scheme/dark/`).
    static let themeContainerFolders: Set<String> = [
        "variants", "variant", "themes", "theme", "modes", "mode", "color-scheme", "color-schemes", "schemes",
    ]

    /// The folder a file layers in: its folder, without the theme folder that gives its appearance (when its name
    /// gives none) and without a theme container right above that (`variants`, `themes`, …). So `theme.json` and
    /// `variants/dark/theme.json` layer in the same folder; `theme-classic/` and `theme-new/` do not.
    static func layerFolder(path: String, folder: [String]) -> [String] {
        guard fileNameMarker(path) == nil else { return folder }
        var components = folder
        for i in stride(from: components.count - 1, through: max(0, components.count - 3), by: -1)
        where appearance(named: components[i]) != nil {
            components.remove(at: i)
            if i > 0, themeContainerFolders.contains(components[i - 1].lowercased()) { components.remove(at: i - 1) }
            return components
        }
        return folder
    }

    struct Word { var text: String; var range: Range<String.Index> }

    /// Lower-cased words with their ranges: split at `-`, `_`, `.`, whitespace and lower→upper case changes.
    static func words(in name: String) -> [Word] {
        var result: [Word] = []
        var start: String.Index?
        var previous: Character?
        var i = name.startIndex
        while i < name.endIndex {
            let c = name[i]
            let separator = c == "-" || c == "_" || c == "." || c.isWhitespace
            if separator {
                if let s = start { result.append(Word(text: name[s..<i].lowercased(), range: s..<i)) }
                start = nil
            } else {
                if let s = start, let p = previous, p.isLowercase, c.isUppercase {
                    result.append(Word(text: name[s..<i].lowercased(), range: s..<i))
                    start = i
                } else if start == nil {
                    start = i
                }
            }
            previous = c
            i = name.index(after: i)
        }
        if let s = start { result.append(Word(text: name[s...].lowercased(), range: s..<name.endIndex)) }
        return result
    }
}
