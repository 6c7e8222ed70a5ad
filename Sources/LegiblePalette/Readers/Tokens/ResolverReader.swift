import Foundation
import LegibleFiles
import LegibleJSON

/// A DTCG resolver document (Resolver Module 2025.10, `*.resolver.json`): `sets` (`{"sources": [...]}`),
/// `modifiers` (`{"contexts": {"light": [...], "dark": [...]}, "default"?}`) and the required `resolutionOrder`, an
/// array of `{"$ref": "#/sets/NAME"}`, `{"$ref": "#/modifiers/NAME"}` and inline `{"type": "set" | "modifier",
/// "name", …}` entries. A source is `{"$ref": "path.json"}` (relative to the resolver), `{"$ref": "#/sets/NAME"}`
/// (that set's sources), or inline tokens. Later sources and entries override earlier ones.
///
/// **Appearances.** The modifier whose context names most often name an appearance (`light`, `dark`,
/// `darkHighContrast`; see `TokenConfiguration.appearance(forThemeNamed:)`) gives one build per context: the
/// `resolutionOrder` with that context in the modifier's place. Its other contexts become themes (`theme:NAME`).
/// Every other modifier contributes its `default` context (else its first); a warning names the contexts that are
/// not checked. Without such a modifier the resolver is one build for every appearance.
///
/// **Errors** (at the resolver's line): a missing file, an unknown `#/sets/…` or `#/modifiers/…`, a modifier
/// without contexts or with a `default` that is not one of them, no `resolutionOrder`. Warnings: a version other
/// than 2025.10, references this reader does not follow (remote URLs, `file.json#/pointer`, a set referring to a
/// modifier), entries of unknown shape; each is skipped.
enum ResolverReader {
    struct Context { var name: String; var sources: [JSONNode]; var line: Int }
    struct Modifier {
        var name: String; var line: Int; var contexts: [Context]; var defaultContext: String?; var id = 0
    }
    enum Entry { case set([JSONNode]), modifier(Modifier) }

    static func read(path: String, root: JSONNode) -> TokenConfiguration {
        var configuration = TokenConfiguration(kind: .resolver, path: path)
        guard root.isObject else {
            configuration.error(root.line, "a resolver document must be an object, not \(root.typeDescription)")
            return configuration
        }
        let version = root["version"]?.string
        if version != "2025.10" {
            let found = version.map { "\"\($0)\"" } ?? "missing"
            configuration.warning(
                root.member("version")?.line ?? root.line, "resolver version \(found); read as version 2025.10")
        }
        guard let order = root["resolutionOrder"]?.elements else {
            configuration.error(
                root.member("resolutionOrder")?.line ?? root.line,
                "a resolver needs a \"resolutionOrder\" array; nothing is read")
            return configuration
        }
        let sets = root["sets"]
        let modifiers = root["modifiers"]
        for (key, node) in [("sets", sets), ("modifiers", modifiers)] {
            if let node, !node.isObject {
                configuration.error(node.line, "\"\(key)\" must be an object, not \(node.typeDescription)")
            }
        }
        var entries: [Entry] = []
        for item in order {
            if let ref = item["$ref"]?.string {
                if ref.hasPrefix("#/sets/") {
                    let name = String(ref.dropFirst("#/sets/".count))
                    guard let set = sets?[name] else {
                        configuration.error(
                            item.line, "resolutionOrder refers to \(ref), which \"sets\" does not define");
                        continue
                    }
                    entries.append(.set(sources(of: set, name: name, &configuration)))
                } else if ref.hasPrefix("#/modifiers/") {
                    let name = String(ref.dropFirst("#/modifiers/".count))
                    guard let node = modifiers?[name] else {
                        configuration.error(
                            item.line, "resolutionOrder refers to \(ref), which \"modifiers\" does not define");
                        continue
                    }
                    if var modifier = modifier(node, name: name, &configuration) {
                        modifier.id = entries.count; entries.append(.modifier(modifier))
                    }
                } else {
                    configuration.warning(
                        item.line,
                        "resolutionOrder entry {\"$ref\": \"\(ref)\"} is not a #/sets/ or #/modifiers/ reference; not read"
                    )
                }
                continue
            }
            switch item["type"]?.string {
            case "set":
                entries.append(.set(sources(of: item, name: item["name"]?.string ?? "(inline)", &configuration)))
            case "modifier":
                if var modifier = modifier(item, name: item["name"]?.string ?? "(inline)", &configuration) {
                    modifier.id = entries.count; entries.append(.modifier(modifier))
                }
            default:
                configuration.warning(
                    item.line,
                    "resolutionOrder entry of unknown shape (expected {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or an inline set or modifier with \"type\"); not read"
                )
            }
        }
        configuration.builds = builds(entries, sets: sets, &configuration)
        configuration.claimFiles()
        return configuration
    }

    static func sources(of set: JSONNode, name: String, _ configuration: inout TokenConfiguration) -> [JSONNode] {
        guard let sources = set["sources"]?.elements else {
            configuration.error(set.line, "set '\(name)' has no \"sources\" array; not read")
            return []
        }
        return sources
    }

    static func modifier(_ node: JSONNode, name: String, _ configuration: inout TokenConfiguration) -> Modifier? {
        guard let contexts = node["contexts"]?.members, !contexts.isEmpty else {
            configuration.error(node.line, "modifier '\(name)' has no contexts; not read")
            return nil
        }
        var result = Modifier(name: name, line: node.line, contexts: [], defaultContext: nil)
        for context in contexts {
            guard let sources = context.value.elements else {
                configuration.error(
                    context.line,
                    "context '\(context.key)' of modifier '\(name)' must be an array of sources, not \(context.value.typeDescription)"
                )
                continue
            }
            result.contexts.append(Context(name: context.key, sources: sources, line: context.line))
        }
        if let def = node["default"] {
            if let value = def.string, result.contexts.contains(where: { $0.name == value }) {
                result.defaultContext = value
            } else {
                configuration.error(
                    def.line,
                    "default of modifier '\(name)' is not one of its contexts (\(result.contexts.map(\.name).joined(separator: ", ")))"
                )
            }
        }
        return result.contexts.isEmpty ? nil : result
    }

    static func builds(_ entries: [Entry], sets: JSONNode?, _ configuration: inout TokenConfiguration) -> [TokenBuild] {
        let modifiers = entries.compactMap { if case .modifier(let m) = $0 { m } else { nil } }
        func appearanceNames(_ m: Modifier) -> Int {
            m.contexts.filter { TokenConfiguration.platformAppearance($0.name) != nil }.count
        }
        var themeModifier: Modifier?
        for m in modifiers where appearanceNames(m) > 0 && appearanceNames(m) > themeModifier.map(appearanceNames) ?? 0
        { themeModifier = m }
        var chosen: [Int: Context] = [:]
        for m in modifiers where m.id != themeModifier?.id {
            let context = m.contexts.first { $0.name == m.defaultContext } ?? m.contexts[0]
            chosen[m.id] = context
            let rest = m.contexts.map(\.name).filter { $0 != context.name }
            if !rest.isEmpty {
                let which = m.defaultContext == nil ? "its first context" : "its default"
                configuration.warning(
                    m.line,
                    "modifier '\(m.name)': only \(which) '\(context.name)' is read; contexts \(rest.joined(separator: ", ")) are not checked"
                )
            }
        }
        func layers(themeContext: Context?) -> [TokenLayer] {
            var result: [TokenLayer] = []
            for entry in entries {
                switch entry {
                case .set(let sources): result += expand(sources, sets: sets, depth: 0, &configuration)
                case .modifier(let m):
                    let context = (m.id == themeModifier?.id ? themeContext : nil) ?? chosen[m.id]
                    if let context { result += expand(context.sources, sets: sets, depth: 0, &configuration) }
                }
            }
            return result
        }
        guard let themeModifier else {
            return [
                TokenBuild(appearance: nil, family: nil, origin: configuration.path, layers: layers(themeContext: nil))
            ]
        }
        return configuration.appearances(of: themeModifier.contexts, kind: "context", name: \.name, line: \.line).map {
            TokenBuild(
                appearance: $0.appearance, family: nil, origin: configuration.path,
                layers: layers(themeContext: $0.theme))
        }
    }

    /// The layers of a list of sources: files, sets' sources, inline tokens.
    static func expand(_ sources: [JSONNode], sets: JSONNode?, depth: Int, _ configuration: inout TokenConfiguration)
        -> [TokenLayer]
    {
        var result: [TokenLayer] = []
        let folder = FilePath.parent(configuration.path)
        for source in sources {
            guard source.isObject else {
                configuration.warning(
                    source.line,
                    "a source must be {\"$ref\": …} or inline tokens, not \(source.typeDescription); not read")
                continue
            }
            guard let refNode = source["$ref"] else {
                result.append(TokenLayer(path: configuration.path, inline: source, emits: true))
                continue
            }
            guard let ref = refNode.string else {
                configuration.warning(source.line, "\"$ref\" must be a string; not read")
                continue
            }
            if ref.hasPrefix("#/sets/") {
                let name = String(ref.dropFirst("#/sets/".count))
                guard let set = sets?[name] else {
                    configuration.error(source.line, "\(ref) is not defined in \"sets\""); continue
                }
                guard depth < 16 else {
                    configuration.error(source.line, "sets refer to each other in a cycle through \(ref)"); continue
                }
                result += expand(
                    Self.sources(of: set, name: name, &configuration), sets: sets, depth: depth + 1, &configuration)
            } else if ref.hasPrefix("#") {
                configuration.warning(
                    source.line,
                    "source {\"$ref\": \"\(ref)\"} does not point to a set (a source may not refer to a modifier); not read"
                )
            } else if ref.contains("://") {
                configuration.warning(source.line, "remote source \(ref) is not read")
            } else if ref.contains("#") {
                configuration.warning(
                    source.line,
                    "source \(ref): references into a file (file.json#/pointer) are not supported; not read")
            } else {
                let file = TokenConfiguration.join(folder, ref)
                guard TokenConfiguration.isFile(file) else {
                    configuration.error(source.line, "source file not found: \(ref)"); continue
                }
                result.append(TokenLayer(path: file, inline: nil, emits: true))
            }
        }
        return result
    }
}
