/// A declaration found at type or file level: a property (stored or computed), a function, or an enum case.
/// `scope` is the path of enclosing types as code refers to them (`["UIColor", "Palette"]` for a member of
/// `struct Palette` inside `extension UIColor`); `name` is the member's own name.
public struct SwiftDeclaration: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `let`/`var` with an initial value (or none); `value` is set when there is `= expression`.
        case storedProperty
        /// `var x: T { … }`: `body` holds the getter's statements.
        case computedProperty
        /// `func name(parameters) -> T { … }`.
        case function
        /// `init(parameters) { … }` of a type.
        case initializer
        /// `case name` of an enum (`value` = raw value when written).
        case enumCase
    }

    public var kind: Kind
    public var name: String
    public var scope: [String]
    public var isStatic: Bool
    /// The type as written after `:` (properties) or `->` (functions), without spaces.
    public var type: String?
    public var value: SwiftExpression?
    public var body: [SwiftStatement]?
    public var parameters: [SwiftParameter]
    /// The token of the name.
    public var token: SwiftToken
    /// The declaration's tokens (indices into the file's token array), from its name to its end.
    public var tokenRange: Range<Int> = 0..<0

    public init(
        kind: Kind, name: String, scope: [String], isStatic: Bool, type: String?, value: SwiftExpression?,
        body: [SwiftStatement]?, parameters: [SwiftParameter], token: SwiftToken
    ) {
        self.kind = kind
        self.name = name
        self.scope = scope
        self.isStatic = isStatic
        self.type = type
        self.value = value
        self.body = body
        self.parameters = parameters
        self.token = token
    }

    /// `UIColor.Palette.ceruleanBlue`; a top-level declaration is its bare name.
    public var qualifiedName: String { (scope + [name]).joined(separator: ".") }
}

/// A function or initializer parameter: `label name: Type = default`.
public struct SwiftParameter: Sendable, Hashable {
    /// The argument label callers write (`_` → nil).
    public var label: String?
    /// The name inside the body.
    public var name: String
    public var type: String
    /// The default value (`_ style: Style = .normal` → `.normal`), nil when there is none.
    public var defaultValue: SwiftExpression?

    public init(label: String?, name: String, type: String, defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A type declaration (`struct`, `enum`, `class`, `actor`, `protocol`) or `extension`, with its path.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    /// The keywords that open a type body (or extend one): what the declaration scanner, the snapshot rule's scopes
    /// and the view readers treat as a type. The Swift Programming Language, "Declarations".
    public static let keywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "extension"]

    public var keyword: String
    public var path: [String]
    public var token: SwiftToken
    /// The inheritance clause as written: superclass and protocols (`class BlackTheme: DarkTheme, Themed` →
    /// `["DarkTheme", "Themed"]`; `extension X: Theme` → `["Theme"]`), without generic arguments or `where`.
    public var inherits: [String]

    public init(keyword: String, path: [String], token: SwiftToken, inherits: [String] = []) {
        self.keyword = keyword
        self.path = path
        self.token = token
        self.inherits = inherits
    }
}
