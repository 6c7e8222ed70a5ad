/// A JSON object declared once, field by field: each field's key, its schema, and how the writer computes its
/// value from the input. `render` writes the object (keys in declaration order, a field whose value is nil left
/// out); `schema` describes it. A writer that renders through a shape and the schema `legible schema` prints come
/// from the same declaration, so neither can gain a key the other lacks.
public struct JSONShape<Input>: @unchecked Sendable {
    public struct Field {
        public var key: String
        public var schema: JSONSchema
        /// Whether the key is always written (false: the value closure may return nil, and the key is left out).
        public var required: Bool
        public var value: (Input) -> JSONValue?
    }

    public var fields: [Field]
    public var description: String?

    public init(_ fields: [Field]) {
        self.fields = fields
    }

    /// A described object: the description becomes the schema's `description`.
    public init(_ description: String?, _ fields: [Field]) {
        self.description = description
        self.fields = fields
    }

    public func render(_ input: Input) -> JSONValue {
        .object(fields.compactMap { field in field.value(input).map { (field.key, $0) } })
    }

    public var schema: JSONSchema {
        .object(fields.map { ($0.key, $0.schema, $0.required) }, description: description)
    }
}

extension JSONShape.Field {
    /// Any value with a declared schema (the closure must render what `schema` says; the schema tests check it).
    public static func value(_ key: String, _ schema: JSONSchema, _ value: @escaping (Input) -> JSONValue) -> Self {
        Self(key: key, schema: schema, required: true, value: value)
    }

    /// A key written only when `value` returns non-nil.
    public static func optional(_ key: String, _ schema: JSONSchema, _ value: @escaping (Input) -> JSONValue?) -> Self {
        Self(key: key, schema: schema, required: false, value: value)
    }

    public static func string(_ key: String, _ value: @escaping (Input) -> String) -> Self {
        Self(key: key, schema: .string, required: true) { .string(value($0)) }
    }

    /// A string or null.
    public static func string(_ key: String, _ value: @escaping (Input) -> String?) -> Self {
        Self(key: key, schema: JSONSchema.string.orNull, required: true) { .string(value($0)) }
    }

    public static func integer(_ key: String, _ value: @escaping (Input) -> Int) -> Self {
        Self(key: key, schema: .integer, required: true) { .integer(value($0)) }
    }

    public static func number(_ key: String, _ value: @escaping (Input) -> Double) -> Self {
        Self(key: key, schema: .number, required: true) { .number(value($0)) }
    }

    public static func bool(_ key: String, _ value: @escaping (Input) -> Bool) -> Self {
        Self(key: key, schema: .boolean, required: true) { .bool(value($0)) }
    }

    /// A string from a closed set: the schema lists `E.allCases`' raw values.
    public static func choice<E: RawRepresentable & CaseIterable>(
        _ key: String, _: E.Type = E.self, _ value: @escaping (Input) -> E
    ) -> Self
    where E.RawValue == String {
        Self(key: key, schema: .oneOf(E.allCases.map(\.rawValue)), required: true) { .string(value($0).rawValue) }
    }

    /// A string from a closed set, or null.
    public static func choice<E: RawRepresentable & CaseIterable>(
        _ key: String, _: E.Type = E.self, _ value: @escaping (Input) -> E?
    ) -> Self
    where E.RawValue == String {
        Self(key: key, schema: JSONSchema.oneOf(E.allCases.map(\.rawValue)).orNull, required: true) {
            value($0).map { .string($0.rawValue) } ?? .null
        }
    }

    /// Always this value (`"kind": "lint"`).
    public static func constant(_ key: String, _ constant: JSONValue) -> Self {
        Self(key: key, schema: .constant(constant), required: true) { _ in constant }
    }

    /// A nested object of another shape.
    public static func object<T>(_ key: String, _ shape: JSONShape<T>, _ value: @escaping (Input) -> T) -> Self {
        Self(key: key, schema: shape.schema, required: true) { shape.render(value($0)) }
    }

    /// A nested object of another shape, or null.
    public static func object<T>(_ key: String, _ shape: JSONShape<T>, _ value: @escaping (Input) -> T?) -> Self {
        Self(key: key, schema: shape.schema.orNull, required: true) { value($0).map(shape.render) ?? .null }
    }

    /// An array of objects of another shape.
    public static func array<T>(_ key: String, _ shape: JSONShape<T>, _ value: @escaping (Input) -> [T]) -> Self {
        Self(key: key, schema: .array(shape.schema), required: true) { .array(value($0).map(shape.render)) }
    }

    /// An array of strings.
    public static func strings(_ key: String, _ value: @escaping (Input) -> [String]) -> Self {
        Self(key: key, schema: .array(.string), required: true) { .array(value($0).map { .string($0) }) }
    }
}
