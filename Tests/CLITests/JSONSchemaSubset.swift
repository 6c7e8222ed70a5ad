import LegibleJSON

/// A validator for the subset of JSON Schema (draft 2020-12) that `legible schema NAME` generates: `type` (one or a
/// list), `enum`, `const`, `properties`, `required`, `additionalProperties` (false or a schema), `items`, `anyOf`;
/// `$schema`, `$id`, `title` and `description` are annotations. Any other keyword is reported, so a schema that
/// grows past the subset fails here instead of being half-checked. Written for the tests: no dependency, and the
/// python `jsonschema` package is not needed.
enum JSONSchemaSubset {
    static let annotations: Set<String> = ["$schema", "$id", "title", "description"]
    static let keywords: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "items", "anyOf",
    ]

    /// Every violation of `schema` by `value`, as "PATH: what", PATH a JSON pointer ("" for the document).
    static func errors(_ value: JSONNode, _ schema: JSONNode, at path: String = "") -> [String] {
        guard let members = schema.members else {
            return ["\(path): the schema is \(schema.typeDescription), not an object"]
        }
        var errors: [String] = []
        for m in members where !keywords.contains(m.key) && !annotations.contains(m.key) {
            errors.append("\(path): schema keyword '\(m.key)' is outside the subset")
        }
        if let type = schema["type"] {
            let allowed = type.string.map { [$0] } ?? (type.elements ?? []).compactMap(\.string)
            if !allowed.contains(where: { matches(value, type: $0) }) {
                return errors + ["\(path): \(value.typeDescription), expected \(allowed.joined(separator: " or "))"]
            }
        }
        if let options = schema["enum"]?.elements, !options.contains(where: { equal($0, value) }) {
            errors.append("\(path): \(describe(value)) is not one of \(options.map(describe).joined(separator: ", "))")
        }
        if let constant = schema["const"], !equal(constant, value) {
            errors.append("\(path): \(describe(value)), expected \(describe(constant))")
        }
        if let anyOf = schema["anyOf"]?.elements {
            let each = anyOf.map { Self.errors(value, $0, at: path) }
            if !each.contains(where: \.isEmpty) {
                errors.append(
                    "\(path): matches no option of anyOf (\(each.map { $0.first ?? "" }.joined(separator: "; ")))")
            }
        }
        if let objectMembers = value.members {
            let properties = schema["properties"]?.members ?? []
            for required in schema["required"]?.elements?.compactMap(\.string) ?? [] where value[required] == nil {
                errors.append("\(path): required key '\(required)' is missing")
            }
            for member in objectMembers {
                let memberPath = path + "/" + member.key
                if let property = properties.last(where: { $0.key == member.key }) {
                    errors += Self.errors(member.value, property.value, at: memberPath)
                } else if let additional = schema["additionalProperties"] {
                    if additional.bool == false {
                        errors.append("\(memberPath): key not in the schema")
                    } else if additional.isObject {
                        errors += Self.errors(member.value, additional, at: memberPath)
                    }
                }
            }
        }
        if let elements = value.elements, let items = schema["items"] {
            for (i, element) in elements.enumerated() { errors += Self.errors(element, items, at: "\(path)/\(i)") }
        }
        return errors
    }

    static func matches(_ value: JSONNode, type: String) -> Bool {
        switch (type, value.kind) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            true
        case ("integer", .number(let d, _)): d.rounded() == d
        default: false
        }
    }

    static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.number(let x, _), .number(let y, _)): x == y
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && x.allSatisfy { m in y.contains { $0.key == m.key && equal($0.value, m.value) } }
        default: false
        }
    }

    static func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let s): "\"\(s)\""
        case .number(_, let text): text
        case .bool(let b): String(b)
        case .null: "null"
        default: node.typeDescription
        }
    }
}
