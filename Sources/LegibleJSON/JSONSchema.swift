/// The subset of JSON Schema (draft 2020-12, https://json-schema.org/draft/2020-12/json-schema-validation) that
/// describes Legible's JSON outputs: the six types and `null`, `enum`, `const`, objects with `properties`,
/// `required` and no other keys, arrays with `items`, and `anyOf`. Built by `JSONShape` from the same field
/// declarations the writers render, so the schema cannot drift from the output.
public indirect enum JSONSchema: Sendable {
    case string
    case integer
    case number
    case boolean
    case null
    /// A string from a closed list (`"light"`, `"dark"`, …).
    case oneOf([String])
    /// Exactly this value (`"kind": "lint"`, `"schemaVersion": 1`).
    case constant(JSONValue)
    case array(JSONSchema)
    /// An object with these keys, each required or not, and no others (`additionalProperties: false`).
    case object([(key: String, schema: JSONSchema, required: Bool)], description: String? = nil)
    /// An object whose keys are open and whose values share one schema (`{"protan": 3.2, …}` with open keys).
    case map(JSONSchema)
    /// Any of these (`{…} | null`).
    case anyOf([JSONSchema])

    /// Two object schemas as one: this one's keys, then `other`'s (a document header, then its body).
    public func merging(_ other: JSONSchema) -> JSONSchema {
        guard case .object(let first, let description) = self, case .object(let second, _) = other else {
            preconditionFailure("merging needs two object schemas")
        }
        return .object(first + second, description: description)
    }

    /// This schema or null.
    public var orNull: JSONSchema { .anyOf([self, .null]) }

    /// The schema as JSON Schema keywords.
    public var json: JSONValue {
        switch self {
        case .string: return .object([("type", .string("string"))])
        case .integer: return .object([("type", .string("integer"))])
        case .number: return .object([("type", .string("number"))])
        case .boolean: return .object([("type", .string("boolean"))])
        case .null: return .object([("type", .string("null"))])
        case .oneOf(let values):
            return .object([("type", .string("string")), ("enum", .array(values.map { .string($0) }))])
        case .constant(let value): return .object([("const", value)])
        case .array(let items): return .object([("type", .string("array")), ("items", items.json)])
        case .object(let fields, let description):
            var members: [(String, JSONValue)] = description.map { [("description", .string($0))] } ?? []
            members += [
                ("type", .string("object")),
                ("properties", .object(fields.map { ($0.key, $0.schema.json) })),
                ("required", .array(fields.filter(\.required).map { .string($0.key) })),
                ("additionalProperties", .bool(false)),
            ]
            return .object(members)
        case .map(let values): return .object([("type", .string("object")), ("additionalProperties", values.json)])
        case .anyOf(let options): return .object([("anyOf", .array(options.map(\.json)))])
        }
    }

    /// A whole document's schema: `$schema` (draft 2020-12), `$id` and `title` before the keywords.
    public func document(id: String, title: String) -> JSONValue {
        guard case .object(let members) = json else { return json }
        return .object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("$id", .string(id)),
                ("title", .string(title)),
            ]
                + members)
    }
}
