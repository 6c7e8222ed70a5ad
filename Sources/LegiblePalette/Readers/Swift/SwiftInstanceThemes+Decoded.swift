import Foundation
import LegibleJSON
import LegibleSwiftSyntax

/// Themes decoded from a JSON file bundled with the app (BookPlayer's `Themes.json`): a body that decodes
/// `[Theme].self` (`JSONDecoder().decode([Theme].self, from: data)`) from a bundle resource it names
/// (`Bundle.main.url(forResource: "Themes", withExtension: "json")`, `path(forResource:ofType:)`), where `Theme` is a
/// `Codable` app type with color members. The file is looked up by name in the repository around the Swift file (the
/// nearest folder holding an Xcode project, a package manifest or `.git`); each element of its top-level array is a
/// theme, named by its `title` / `name` / `id` string. Its fields are the JSON values under the type's coding keys
/// (`enum CodingKeys`, a case's raw value naming the JSON key) or, without them, its stored properties' names; a
/// computed property over them (`UIColor(hex: useDarkVariant ? darkPrimaryHex : lightPrimaryHex)`) is evaluated per
/// theme. A `Bool` stored property the file does not hold whose name says dark (`useDarkVariant`) is the app's
/// per-appearance switch: false in the theme's light variant, true in its dark one.
extension SwiftInstanceThemes {
    /// Finds decoded instances, for types with no other instances.
    func addDecoded() {
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated() where d.kind == .function || d.kind == .computedProperty {
                guard let decoded = Self.decodedType(unit.tokens, d.tokenRange),
                    let resource = Self.bundleResource(unit.tokens, d.tokenRange),
                    let type = evaluator.constructedType(decoded, SwiftEvaluationContext(unit: u, scope: d.scope)),
                    instances[type] == nil, evaluator.colorFields(ofWrittenType: type.joined(separator: ".")) != nil,
                    let file = Self.findResource(resource, near: unit.path),
                    let elements = Self.elements(of: file)
                else { continue }
                let keys = codingKeys(of: type)
                let stored = evaluator.storedProperties(of: type).map(evaluator.declaration)
                let flags = stored.filter {
                    ($0.type == "Bool" || $0.value.map { ["true", "false"].contains($0.dottedPath ?? "") } == true)
                        && $0.name.lowercased().contains("dark") && !(keys?.values.contains($0.name) ?? false)
                }.map(\.name)
                var list: [Instance] = []
                for (k, element) in elements.enumerated() {
                    guard let members = element.members else { continue }
                    var fields: [String: SwiftValue] = [:]
                    for member in members {
                        let property = keys.map { $0[member.key] } ?? member.key
                        guard let property, stored.contains(where: { $0.name == property }) else { continue }
                        switch member.value.kind {
                        case .string(let s): fields[property] = .string(s)
                        case .number(let n, _): fields[property] = .number(n)
                        case .bool(let b): fields[property] = .bool(b)
                        default: continue
                        }
                    }
                    let name =
                        ["title", "name", "id"].lazy.compactMap { element[$0]?.string }.first
                        ?? "\(type.last ?? "") \(k + 1)"
                    let instance = Instance(id: SwiftDeclarationID(unit: u, index: i), name: name, element: k)
                    list.append(instance)
                    recipes[instance] = .decoded(type: type, fields: fields, flags: flags)
                }
                if !list.isEmpty { instances[type] = list }
            }
        }
    }

    /// JSON key → property name from the type's `enum CodingKeys` (a case's raw value is its key); nil without one.
    func codingKeys(of type: [String]) -> [String: String]? {
        let cases = evaluator.members(of: type + ["CodingKeys"]).map(evaluator.declaration).filter {
            $0.kind == .enumCase
        }
        guard !cases.isEmpty else { return nil }
        var out: [String: String] = [:]
        for c in cases {
            if case .string(let key, _, _)? = c.value { out[key] = c.name } else { out[c.name] = c.name }
        }
        return out
    }

    /// `T` of `decode([T].self, …)` in a body's tokens.
    static func decodedType(_ tokens: [SwiftToken], _ range: Range<Int>) -> String? {
        var k = range.lowerBound
        while k + 6 < range.upperBound {
            if tokens[k].text == "decode", tokens[k + 1].text == "(", tokens[k + 2].text == "[",
                tokens[k + 3].kind == .identifier, tokens[k + 4].text == "]", tokens[k + 5].text == ".",
                tokens[k + 6].text == "self"
            {
                return tokens[k + 3].text
            }
            k += 1
        }
        return nil
    }

    /// `Themes.json` from `forResource: "Themes", withExtension: "json"` (or `ofType:`) in a body's tokens.
    static func bundleResource(_ tokens: [SwiftToken], _ range: Range<Int>) -> String? {
        func string(after label: String) -> String? {
            var k = range.lowerBound
            while k + 2 < range.upperBound {
                if tokens[k].text == label, tokens[k + 1].text == ":", tokens[k + 2].kind == .string {
                    return tokens[k + 2].text
                }
                k += 1
            }
            return nil
        }
        guard let name = string(after: "forResource") else { return nil }
        let ext = string(after: "withExtension") ?? string(after: "ofType")
        let file = ext.map { name + "." + $0 } ?? name
        return file.lowercased().hasSuffix(".json") ? file : nil
    }

    /// The nearest file of that name around `swiftPath`: in its folder's tree, else in its parent's, up to the folder
    /// holding an Xcode project, a package manifest or `.git`; nil when none, or when the nearest copies differ.
    static func findResource(_ name: String, near swiftPath: String) -> String? {
        let fm = FileManager.default
        var dir = (swiftPath as NSString).deletingLastPathComponent
        for _ in 0..<12 {
            var found: [String] = []
            if let walker = fm.enumerator(atPath: dir.isEmpty ? "." : dir) {
                while let next = walker.nextObject() as? String {
                    let last = (next as NSString).lastPathComponent
                    if last.hasPrefix(".") || ["Pods", "node_modules", "Carthage", "DerivedData"].contains(last) {
                        walker.skipDescendants()
                        continue
                    }
                    if last == name { found.append(dir.isEmpty ? next : dir + "/" + next) }
                }
            }
            if !found.isEmpty { return Set(found.compactMap { fm.contents(atPath: $0) }).count == 1 ? found[0] : nil }
            let entries = (try? fm.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir)) ?? []
            let parent = (dir as NSString).deletingLastPathComponent
            if entries.contains(where: { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") })
                || parent == dir || dir.isEmpty
            {
                return nil
            }
            dir = parent
        }
        return nil
    }

    /// The elements of the top-level array of a JSON file.
    static func elements(of path: String) -> [JSONNode]? {
        guard let data = FileManager.default.contents(atPath: path),
            let node = try? JSONParser.parse(Array(data)),
            let elements = node.elements
        else { return nil }
        return elements
    }
}
