import Foundation

/// Counts color token definitions on disk without the reader: Foundation's JSONSerialization and a plain tree
/// walk, so the corpus test compares two implementations. Rules (the documented ones, written again): a token is
/// an object with `$value` (files that use `$value`) or `value` / `sets` (other files); it is a color when it or a
/// group above says `$type`/`type` `color`, when its Spectrum `$schema` is `color`/`color-set`, or when it is an
/// untyped alias (or Spectrum `alias`) whose target is a color. Spectrum `sets` entries named `light`/`dark` are
/// definitions; other modes (`wireframe`) are counted apart.
enum IndependentTokenCounter {
    struct Token {
        var name: String
        var type: String?
        var schemaKind: String?
        var value: Any?
        var file: String
        var mode: String?
    }

    struct FileCount: CustomStringConvertible {
        var definitions = 0
        var otherModes = 0
        var description: String { "\(definitions) color definitions, \(otherModes) in other modes" }
    }

    /// Tokens of one file, or [] when it is not a token file ($themes.json, a JSON Schema, not JSON).
    static func tokens(in path: String) -> [Token] {
        let name = (path as NSString).lastPathComponent
        guard name != "$themes.json", name != "$metadata.json",
            let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        if let schema = root["$schema"] as? String, schema.contains("json-schema.org") { return [] }
        let text = String(decoding: data, as: UTF8.self)
        let dtcg = text.contains("\"$value\"")
        var out: [Token] = []
        walk(root, path: [], type: nil, dtcg: dtcg, file: path, into: &out)
        return out
    }

    static func walk(_ node: Any, path: [String], type: String?, dtcg: Bool, file: String, into out: inout [Token]) {
        guard let dict = node as? [String: Any] else { return }
        let name = path.joined(separator: ".")
        if dtcg, let value = dict["$value"] {
            out.append(Token(name: name, type: (dict["$type"] as? String) ?? type, value: value, file: file))
            return
        }
        if !dtcg {
            let ownType = (dict["$type"] as? String) ?? (dict["type"] as? String)
            let kind = schemaKind(dict)
            if let value = dict["value"] {
                out.append(
                    Token(
                        name: name, type: ownType ?? (kind == nil ? type : nil), schemaKind: kind, value: value,
                        file: file))
                return
            }
            if let sets = dict["sets"] as? [String: Any] {
                for (mode, entry) in sets {
                    guard let entry = entry as? [String: Any] else { continue }
                    let entryKind = schemaKind(entry)
                    let colorSet = kind == "color-set" || kind == "color"
                    // An entry's own schema wins (Spectrum's overlay-opacity is a color-set of opacity entries).
                    let effective = colorSet && (entryKind == nil || entryKind == "alias") ? "color" : entryKind
                    out.append(
                        Token(
                            name: name, type: ownType ?? type, schemaKind: effective,
                            value: entry["value"], file: file, mode: mode))
                }
                return
            }
        }
        let groupType = (dict["$type"] as? String) ?? (dtcg ? nil : dict["type"] as? String) ?? type
        for (key, child) in dict where !key.hasPrefix("$") || key == "$root" {
            walk(child, path: path + [key], type: groupType, dtcg: dtcg, file: file, into: &out)
        }
    }

    static func schemaKind(_ dict: [String: Any]) -> String? {
        guard let schema = dict["$schema"] as? String, let r = schema.range(of: "token-types/") else { return nil }
        return String(schema[r.upperBound...]).replacingOccurrences(of: ".json", with: "")
    }

    /// Whether a token is a color, following untyped aliases through `byName`.
    static func isColor(_ token: Token, _ byName: [String: [Token]], depth: Int = 0) -> Bool {
        if let type = token.type { return type.lowercased() == "color" }
        switch token.schemaKind {
        case "color", "color-set": return true
        case nil, "alias": break
        default: return false
        }
        guard depth < 50, let text = (token.value as? String)?.trimmingCharacters(in: .whitespaces) else {
            return false
        }
        if text.hasPrefix("{") && text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            guard let next = byName[target]?.first else { return false }
            return isColor(next, byName, depth: depth + 1)
        }
        return text.hasPrefix("#")
            || ["rgb(", "rgba(", "hsl(", "hsla(", "oklch("].contains { text.lowercased().hasPrefix($0) }
    }

    /// Per file: color definitions (light/dark/no mode) and color values in other modes.
    static func count(files: [String]) -> [String: FileCount] {
        let all = files.flatMap(tokens(in:))
        let byName = Dictionary(grouping: all, by: \.name)
        var result: [String: FileCount] = [:]
        for token in all where isColor(token, byName) {
            if let mode = token.mode, mode != "light" && mode != "dark" {
                result[token.file, default: FileCount()].otherModes += 1
            } else {
                result[token.file, default: FileCount()].definitions += 1
            }
        }
        return result
    }
}
