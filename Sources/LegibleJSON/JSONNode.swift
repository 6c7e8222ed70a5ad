/// A parsed JSON value that remembers the line it starts on, so readers can report `path:line`.
/// Object members keep their order as written (duplicates included).
public struct JSONNode: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number and its text as written (`"1e999"` parses to infinity; readers reject non-finite values).
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    public var kind: Kind
    /// 1-based line where the value starts.
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    public var members: [JSONMember]? { if case .object(let m) = kind { m } else { nil } }
    public var elements: [JSONNode]? { if case .array(let e) = kind { e } else { nil } }
    public var string: String? { if case .string(let s) = kind { s } else { nil } }
    public var number: Double? { if case .number(let d, _) = kind { d } else { nil } }
    public var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    public var isObject: Bool { members != nil }

    /// The last member with this key (JSON parsers conventionally let a later duplicate win).
    public subscript(key: String) -> JSONNode? { members?.last { $0.key == key }?.value }

    /// The member with this key, for its line.
    public func member(_ key: String) -> JSONMember? { members?.last { $0.key == key } }

    /// A short description of the value's type, for messages: "an object", "a string", …
    public var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

public struct JSONMember: Sendable, Hashable {
    public var key: String
    /// 1-based line of the key.
    public var line: Int
    public var value: JSONNode
}
