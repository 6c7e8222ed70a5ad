import Foundation
import LegibleFiles
import LegibleJSON

/// Tokens Studio's `$themes.json` (or the `$themes` array of a single-file export): which token sets each theme
/// uses. An array of `{"name", "group"?, "selectedTokenSets": {"<set>": "enabled" | "source" | "disabled"}}`; a set
/// is the file `<set>.json` next to `$themes.json` (`primitives/modes/color-scheme/dark/designsystemet` →
/// `primitives/modes/color-scheme/dark/designsystemet.json`), or the top-level key `<set>` of a single-file export.
///
/// **A theme's layers.** Its `source` sets, then its `enabled` sets, each in the order listed (sd-transforms loads
/// source sets first); a later set overrides an earlier one. `source` sets only serve as alias targets: their
/// tokens are not colors of the theme. `disabled` sets are not read.
///
/// **Appearances and groups.** Themes without a `group` form one group. The *appearance group* is the group with
/// the most themes named like an appearance (`Light`, `Dark`, `Light HC`, `dark-mode`; see
/// `TokenConfiguration.appearance(forThemeNamed:)`), else the first group. Each of its themes becomes an
/// appearance: light/dark/high-contrast names the platform appearance, other names the theme `theme:NAME`
/// (compound's `Android`, `Web`). Two themes of that group with the same appearance: the later is not read (a
/// warning). The other groups:
/// - a group of one theme is always on: its sets join every appearance (designsystemet's `Theme`, `Semantic`);
/// - a group of several themes holds alternatives (designsystemet's `Color`: `accent`, `brand1`, …): each theme
///   becomes a theme family (`NamedColor.family` = the theme's name) whose colors are those of its own enabled
///   sets, resolved over each appearance's layers. Groups are not combined with each other (one family per theme,
///   not one per combination of groups).
///
/// A set named by a theme that is neither a file nor (single-file export) a key is an error at its line in
/// `$themes.json`. Sets that no theme enables or uses as source are not read by this file: the name rules read them.
enum StudioThemesReader {
    enum Status { case enabled, source }

    struct Theme {
        var name: String
        var group: String?
        var line: Int
        var sets: [(name: String, status: Status)]
        var index: Int
        var enabled: [String] { sets.filter { $0.status == .enabled }.map(\.name) }
    }

    /// `themes`: the `$themes` array; `singleFile`: the export's root when the themes sit in a single file.
    static func read(path: String, themes node: JSONNode, singleFile: JSONNode?) -> TokenConfiguration {
        var configuration = TokenConfiguration(kind: .studioThemes, path: path)
        guard let elements = node.elements else {
            configuration.error(
                node.line, "$themes must be an array of themes, not \(node.typeDescription); no theme is read")
            return configuration
        }
        let folder = FilePath.parent(path)
        var themes: [Theme] = []
        /// Set name → its layer, or nil when missing (reported once).
        var layers: [String: TokenLayer?] = [:]
        for element in elements {
            guard element.isObject else {
                configuration.error(
                    element.line,
                    "a theme must be an object with \"name\" and \"selectedTokenSets\", not \(element.typeDescription)")
                continue
            }
            guard let name = element["name"]?.string else {
                configuration.error(element.line, "theme without a \"name\" string; not read")
                continue
            }
            if let group = element["group"], group.string == nil, group.kind != .null {
                configuration.error(
                    group.line, "theme '\(name)': \"group\" must be a string, not \(group.typeDescription)")
            }
            guard let selected = element["selectedTokenSets"], let members = selected.members else {
                let found = element["selectedTokenSets"].map { " (found \($0.typeDescription))" } ?? ""
                configuration.error(
                    element.line, "theme '\(name)' has no \"selectedTokenSets\" object\(found); not read")
                continue
            }
            var sets: [(name: String, status: Status)] = []
            for member in members {
                let status: Status
                switch member.value.string {
                case "enabled": status = .enabled
                case "source": status = .source
                case "disabled": continue
                default:
                    let value = member.value.string.map { "'\($0)'" } ?? member.value.typeDescription
                    configuration.error(
                        member.line,
                        "token set '\(member.key)' of theme '\(name)' has status \(value), not enabled, source or disabled; not read"
                    )
                    continue
                }
                if layers[member.key] == nil {
                    layers[member.key] = layer(
                        member.key, line: member.line, folder: folder, singleFile: singleFile, &configuration)
                }
                sets.append((member.key, status))
            }
            themes.append(
                Theme(
                    name: name, group: element["group"]?.string, line: element.member("name")?.line ?? element.line,
                    sets: sets, index: themes.count))
        }
        configuration.builds = builds(themes, layers: layers.compactMapValues { $0 }, path: path, &configuration)
        configuration.claimFiles()
        if singleFile != nil { configuration.files.insert(TokenConfiguration.normalize(path)) }
        return configuration
    }

    static func layer(
        _ set: String, line: Int, folder: String, singleFile: JSONNode?, _ configuration: inout TokenConfiguration
    ) -> TokenLayer? {
        if let root = singleFile {
            guard let tokens = root[set], tokens.isObject else {
                configuration.error(line, "token set '\(set)' is not in this file (no top-level \"\(set)\" object)")
                return nil
            }
            return TokenLayer(path: configuration.path, inline: tokens, emits: true)
        }
        let file = TokenConfiguration.join(folder, set + ".json")
        guard TokenConfiguration.isFile(file) else {
            configuration.error(line, "token set '\(set)' not found: there is no \(set).json next to $themes.json")
            return nil
        }
        return TokenLayer(path: file, inline: nil, emits: true)
    }

    static func builds(
        _ themes: [Theme], layers: [String: TokenLayer], path: String, _ configuration: inout TokenConfiguration
    ) -> [TokenBuild] {
        guard !themes.isEmpty else { return [] }
        var groupOrder: [String?] = []
        var groups: [String?: [Theme]] = [:]
        for theme in themes {
            if groups[theme.group] == nil { groupOrder.append(theme.group) }
            groups[theme.group, default: []].append(theme)
        }
        func appearanceNames(_ group: String?) -> Int {
            groups[group]!.filter { TokenConfiguration.platformAppearance($0.name) != nil }.count
        }
        var appearanceGroup = groupOrder[0]
        for group in groupOrder where appearanceNames(group) > appearanceNames(appearanceGroup) {
            appearanceGroup = group
        }
        let others = groupOrder.filter { $0 != appearanceGroup }.map { groups[$0]! }
        let always = others.filter { $0.count == 1 }.flatMap { $0 }
        let families = others.filter { $0.count > 1 }

        var result: [TokenBuild] = []
        for (theme, appearance) in configuration.appearances(
            of: groups[appearanceGroup]!, kind: "theme", name: \.name, line: \.line)
        {
            let base = (always + [theme]).sorted { $0.index < $1.index }
            let baseEnabled = Set(base.flatMap(\.enabled))
            result.append(
                TokenBuild(
                    appearance: appearance, family: nil, origin: path,
                    layers: ordered(base, layers: layers) { _ in true }))
            for family in families.flatMap({ $0 }) {
                let own = Set(family.enabled).subtracting(baseEnabled)
                guard !own.isEmpty else { continue }
                let combined = (base + [family]).sorted { $0.index < $1.index }
                result.append(
                    TokenBuild(
                        appearance: appearance, family: family.name, origin: path + "#" + family.name,
                        layers: ordered(combined, layers: layers) { own.contains($0) }))
            }
        }
        return result
    }

    /// The layers of themes used together: every `source` set, then every `enabled` set, each once and in the
    /// order listed (a set enabled anywhere counts as enabled).
    static func ordered(_ themes: [Theme], layers: [String: TokenLayer], emits: (String) -> Bool) -> [TokenLayer] {
        var enabled: [String] = []
        var sources: [String] = []
        for theme in themes {
            for set in theme.sets {
                if set.status == .enabled {
                    if !enabled.contains(set.name) { enabled.append(set.name) }
                } else if !sources.contains(set.name) {
                    sources.append(set.name)
                }
            }
        }
        sources.removeAll { enabled.contains($0) }
        var result: [TokenLayer] = []
        for set in sources { if var layer = layers[set] { layer.emits = false; result.append(layer) } }
        for set in enabled { if var layer = layers[set] { layer.emits = emits(set); result.append(layer) } }
        return result
    }
}
