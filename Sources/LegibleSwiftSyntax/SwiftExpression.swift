/// A Swift expression as far as a palette or usage reader needs it: literals, names and member paths, calls with
/// labeled arguments and trailing closures, unary/binary/ternary operators. Anything else is `.unknown`.
/// Each case keeps the token it starts at, for `path:line:column` diagnostics.
public indirect enum SwiftExpression: Sendable, Hashable {
    case number(Double, SwiftToken)
    case string(String, interpolated: Bool, SwiftToken)
    /// An identifier or keyword used as a value (`brandBlue`, `self`, `true`, `nil`).
    case name(String, SwiftToken)
    /// `.ceruleanBlue`: a member of a type known from context.
    case implicitMember(String, SwiftToken)
    /// `base.member`
    case member(SwiftExpression, String, SwiftToken)
    /// `callee(label: value, …) { trailing closure }`; `#colorLiteral(…)` is a call whose callee is `.name("#colorLiteral")`.
    case call(SwiftExpression, [SwiftArgument], trailingClosure: SwiftClosure?, SwiftToken)
    /// `callee { … }` without parentheses, e.g. `UIColor { traits in … }`.
    case closure(SwiftClosure)
    case unary(String, SwiftExpression, SwiftToken)
    /// A postfix `!` or `?`.
    case postfix(String, SwiftExpression, SwiftToken)
    case binary(String, SwiftExpression, SwiftExpression, SwiftToken)
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression, SwiftToken)
    case array([SwiftExpression], SwiftToken)
    case unknown(SwiftToken)

    /// The token the expression starts at.
    public var token: SwiftToken {
        switch self {
        case .number(_, let t), .string(_, _, let t), .name(_, let t), .implicitMember(_, let t), .unary(_, _, let t),
            .array(_, let t), .unknown(let t):
            t
        case .member(let base, _, _), .call(let base, _, _, _), .postfix(_, let base, _), .binary(_, let base, _, _),
            .ternary(let base, _, _, _):
            base.token
        case .closure(let c): c.open
        }
    }

    /// `a.b.c` for a chain of names and members, `.c` for an implicit member; nil otherwise.
    public var dottedPath: String? {
        switch self {
        case .name(let n, _): n
        case .implicitMember(let n, _): "." + n
        case .member(let base, let m, _): base.dottedPath.map { $0 + "." + m }
        default: nil
        }
    }
}

/// One argument of a call: `label: value`, or an unlabeled value.
public struct SwiftArgument: Sendable, Hashable {
    public var label: String?
    public var value: SwiftExpression

    public init(label: String?, value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// A closure literal: its parameter names (`traits in`, `{ (t: UITraitCollection) -> UIColor in`; `$0` when none)
/// and its body as statements.
public struct SwiftClosure: Sendable, Hashable {
    public var parameters: [String]
    public var body: [SwiftStatement]
    public var open: SwiftToken

    public init(parameters: [String], body: [SwiftStatement], open: SwiftToken) {
        self.parameters = parameters
        self.body = body
        self.open = open
    }
}

/// The statements of a function, computed property or closure body that a reader follows. Others are `.other`.
public indirect enum SwiftStatement: Sendable, Hashable {
    case expression(SwiftExpression)
    case `return`(SwiftExpression?, SwiftToken)
    /// `if cond, cond { … } else …`: conditions as expressions (`#available(iOS 13, *)` is a call).
    case `if`(conditions: [SwiftExpression], then: [SwiftStatement], else: [SwiftStatement]?, SwiftToken)
    case `guard`(conditions: [SwiftExpression], else: [SwiftStatement], SwiftToken)
    case `switch`(SwiftExpression, cases: [SwiftSwitchCase], SwiftToken)
    /// `let name = value` / `var name: Type = value` inside a body.
    case binding(name: String, type: String?, value: SwiftExpression?, SwiftToken)
    /// `target = value` (`self.background = values.background`, `tint = .red`): the token is the `=`.
    case assignment(target: SwiftExpression, value: SwiftExpression, SwiftToken)
    case other(SwiftToken)
}

/// One `case a, b:` (or `default:`) of a switch with its statements. `patterns` is empty for `default`.
public struct SwiftSwitchCase: Sendable, Hashable {
    public var patterns: [SwiftExpression]
    public var body: [SwiftStatement]

    public init(patterns: [SwiftExpression], body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }

    public var isDefault: Bool { patterns.isEmpty }
}
