import LegibleCore
import LegiblePaletteModel
import LegibleJSON

/// W3C Design Tokens (DTCG Format Module and Color Module 2025.10), one file per appearance: `light.tokens.json`,
/// `dark.tokens.json`, `light-hc.tokens.json`, `dark-hc.tokens.json`, `legacy.tokens.json` and
/// `theme-NAME.tokens.json` per app theme. The platform names are what tools that pick a mode by file name
/// expect; each file also declares its appearance in the root `"$extensions": {"legible": {"appearance":
/// "theme:sepia", "isDark": true}}` (vendor data, ignored by other tools), which Legible's reader takes. Each token is
///
/// ```json
/// "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1], "alpha": 1, "hex": "#0a85ff" } }
/// ```
/// with the components unclipped in the color's own space where DTCG has it (`ExportFormat.keptColor`):
/// `srgb`, `display-p3`, `srgb-linear`; gray is converted to `srgb`; values outside 0…1 (extended spaces), which
/// DTCG's `srgb` and `srgb-linear` do not allow, are written as `xyz-d65` (converted, equal to ~1e-15). `hex` is the
/// gamut-clipped 6-digit fallback, never with alpha. A file lists each color that has a variant for its appearance;
/// a color without one falls back as `Appearance.fallbacks` says (dark → light).
///
/// Names: the token path is the name split at `/` and `.` (`Scene/Compose/tint` → `Scene.Compose.tint`); a part
/// that is empty or starts with `$`, or holds `{` or `}` (not allowed in DTCG names) gets those replaced by `_`;
/// collisions get a numeric suffix. A name that is also a group (`color.gray` next to `color.gray.100`) is written
/// as the group's `$root` token and reads back as `color.gray.$root`; a name read from a `$root` token keeps it.
struct TokensWriter {
    static let platformFiles: [(appearance: Appearance, file: String)] = [
        (.light, "light.tokens.json"), (.dark, "dark.tokens.json"),
        (.lightHighContrast, "light-hc.tokens.json"), (.darkHighContrast, "dark-hc.tokens.json"),
        (.legacy, "legacy.tokens.json"),
    ]

    /// The file for each appearance the palette has: the platform ones, `legacy`, then `theme-NAME.tokens.json`
    /// per theme (characters other than letters, digits, `-`, `_` in NAME become `-`; collisions get a suffix).
    static func files(for appearances: [Appearance]) -> [(appearance: Appearance, file: String)] {
        var names = UniqueNames(separator: "-", caseInsensitive: true)
        return appearances.map { a in
            if let platform = platformFiles.first(where: { $0.appearance == a }) { return platform }
            let safe = String(
                (a.themeName ?? a.rawValue).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
            return (a, names.claim("theme-" + safe, for: a.rawValue).name + ".tokens.json")
        }
    }

    func write(_ palette: Palette) -> Export {
        let selection = ExportSelection(palette, format: .tokens, supports: { _ in true })
        var export = Export(warnings: selection.warnings)
        var names = UniqueNames()
        var tokens: [Appearance: [(path: [String], value: JSONValue)]] = [:]
        var written: [(source: String, path: [String])] = []
        for entry in selection.entries {
            let values = entry.concreteValues(format: .tokens, into: &export.warnings)
            guard !values.isEmpty else { continue }
            let mangled = Self.tokenPath(entry.color.name).joined(separator: ".")
            let name = export.claim(mangled, for: entry.color.name, in: &names, at: values[0].source)
            let path = name.split(separator: ".").map(String.init)
            written.append((entry.color.name, path))
            for v in values {
                tokens[v.appearance, default: []].append((path, Self.token(v.color)))
            }
        }
        let groups = Set(
            written.flatMap { w in (1..<max(w.path.count, 1)).map { w.path.prefix($0).joined(separator: ".") } })
        for w in written {
            let joined = w.path.joined(separator: ".")
            export.names[w.source] = groups.contains(joined) ? joined + ".$root" : joined
        }
        for (appearance, file) in Self.files(for: tokens.keys.sorted()) {
            guard let list = tokens[appearance] else { continue }
            var declaration: [(String, JSONValue)] = [("appearance", .string(appearance.rawValue))]
            if appearance.isTheme && appearance.isDark { declaration.append(("isDark", .bool(true))) }
            var tree = TokenTree(extensions: .object([("legible", .object(declaration))]))
            for (path, value) in list {
                let joined = path.joined(separator: ".")
                tree.insert(groups.contains(joined) ? path + ["$root"] : path, value)
            }
            export.files[file] = tree.json.rendered(indent: 2) + "\n"
        }
        return export
    }

    static func token(_ original: Color) -> JSONValue {
        let c = ExportFormat.tokens.keptColor(original)
        let (space, components): (String, [Double]) =
            switch c.space {
            case _ where !c.components.allSatisfy({ $0 >= 0 && $0 <= 1 }): ("xyz-d65", [c.xyz.x, c.xyz.y, c.xyz.z])
            case .sRGB, .extendedSRGB: ("srgb", c.components)
            case .displayP3: ("display-p3", c.components)
            case .linearSRGB, .extendedLinearSRGB: ("srgb-linear", c.components)
            case .grayGamma22, .extendedGray: preconditionFailure("keptColor converts gray to sRGB")
            }
        return .object([
            ("$type", .string("color")),
            (
                "$value",
                .object([
                    ("colorSpace", .string(space)),
                    ("components", .array(components.map { .number($0) })),
                    ("alpha", .number(c.alpha)),
                    ("hex", .string(c.hexRGB)),
                ])
            ),
        ])
    }

    /// The name's token path (see the type's comment).
    static func tokenPath(_ name: String) -> [String] {
        let parts = name.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "." }
        return parts.enumerated().map { i, part in
            // a group's root token, read as `group.$root`
            if part == "$root" && i == parts.count - 1 && i > 0 { return "$root" }
            var s = String(part.map { $0 == "{" || $0 == "}" ? "_" : $0 })
            if s.isEmpty { s = "_" }
            if s.hasPrefix("$") { s = "_" + s.dropFirst() }
            return s
        }
    }
}

/// Nested groups for the token file, keys in insertion order (callers insert in sorted name order).
struct TokenTree {
    private var children: [(key: String, node: Node)] = []
    /// The root group's `$extensions`.
    var extensions: JSONValue?

    init(extensions: JSONValue? = nil) { self.extensions = extensions }

    enum Node {
        case token(JSONValue)
        case group(TokenTree)
    }

    mutating func insert(_ path: [String], _ value: JSONValue) {
        guard let head = path.first else { return }
        let rest = Array(path.dropFirst())
        if let i = children.firstIndex(where: { $0.key == head }) {
            if case .group(var sub) = children[i].node, !rest.isEmpty {
                sub.insert(rest, value)
                children[i].node = .group(sub)
            }
            return
        }
        if rest.isEmpty {
            children.append((head, .token(value)))
        } else {
            var sub = TokenTree()
            sub.insert(rest, value)
            children.append((head, .group(sub)))
        }
    }

    var json: JSONValue {
        .object(
            (extensions.map { [("$extensions", $0)] } ?? [])
                + children.map { child in
                    switch child.node {
                    case .token(let v): (child.key, v)
                    case .group(let g): (child.key, g.json)
                    }
                })
    }
}
