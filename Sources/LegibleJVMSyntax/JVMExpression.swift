/// An expression of Kotlin or Java, as far as Legible reads them: enough to follow a value through names, members,
/// calls, branches and lambdas. Anything else is `.unknown` at its line, never a parse failure.
public indirect enum JVMExpressionKind: Sendable, Hashable {
    /// A name: a local, a parameter, a property, a type (`R`, `ThemeHelper`), `this`, `super`.
    case name(String)
    /// `base.name`, `base?.name`, `Type::name` (`member` with `operator` "::"; `::name`, with no receiver, has an
    /// `.unknown` base).
    case member(JVMExpression, String, operator: String)
    /// `callee(arguments) { trailing lambda }`; Java `new Type(…)` is a call of `Type`.
    case call(JVMExpression, [JVMArgument])
    /// `base[index, …]`.
    case index(JVMExpression, [JVMExpression])
    /// A number, string, character, `true`, `false`, `null`: the text as written (strings without quotes).
    case literal(String, JVMLiteralKind)
    /// `left op right`: arithmetic, comparison, `&&`, `||`, `?:` (elvis), `..`, `is`, `in`, `as`, an infix call
    /// (`a to b`, `x and MASK`).
    case binary(String, JVMExpression, JVMExpression)
    /// A prefix (`!x`, `-x`) or postfix (`x!!`, `x++`) operator; `postfix` says which.
    case unary(String, JVMExpression, postfix: Bool)
    /// `if (condition) a else b` (Kotlin expression or statement) and Java's ternary `c ? a : b`; no else: nil.
    case conditional(JVMExpression, JVMExpression, JVMExpression?)
    /// Kotlin `when` (with or without subject) and Java `switch` (statement or expression, colons or arrows).
    case branches(subject: JVMExpression?, [JVMBranch])
    /// A block of statements (a branch body, a `run { }` body); its value is its last expression statement, or what
    /// its `return` / `yield` statements give.
    case block([JVMStatement])
    /// `{ a, b -> body }`, `(a, b) -> body`, `x -> body`.
    case lambda(parameters: [String], body: [JVMStatement])
    /// An anonymous class: Kotlin `object : Listener { … }`, Java `new Listener(arguments) { … }`; its supertypes
    /// (simple names), the arguments of a Java one, and its members.
    case object(supertypes: [String], arguments: [JVMArgument], JVMMembers)
    /// Anything else (an annotation): nothing to read.
    case unknown
}

/// The kind of a `.literal`.
public enum JVMLiteralKind: Sendable, Hashable {
    case number, string, character, boolean, null
}

/// An expression with the line it starts on.
public struct JVMExpression: Sendable, Hashable {
    public var kind: JVMExpressionKind
    public var line: Int
    /// The UTF-8 bytes of the file the expression is written in, when the parser recorded them (calls, member chains,
    /// arguments, values): for messages that quote the code (`JVMSourceText`). Not part of equality: two trees that
    /// read the same are equal.
    public var span: Range<Int>?

    public init(_ kind: JVMExpressionKind, line: Int) {
        self.kind = kind
        self.line = line
    }

    public static func == (a: JVMExpression, b: JVMExpression) -> Bool { a.kind == b.kind && a.line == b.line }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(line)
    }

    /// The name a callee calls and the receiver it is called on: `setTheme` and nil for `setTheme(…)`, `applyStyle`
    /// and `theme` for `theme.applyStyle(…)`; nil for any other callee (a lambda called in place).
    public var calledName: (name: String, receiver: JVMExpression?)? {
        switch kind {
        case .name(let name): (name, nil)
        case .member(let base, let name, _): (name, base)
        default: nil
        }
    }

    /// `R.style.Theme_App`, `android.R.attr.textColor`: the dotted path of names and members, or nil when the
    /// expression is anything else.
    public var dottedPath: String? {
        switch kind {
        case .name(let name): name
        case .member(let base, let name, let op) where op == "." || op == "?.":
            base.dottedPath.map { $0 + "." + name }
        default: nil
        }
    }

    /// A resource reference `R.KIND.NAME` (also `android.R.KIND.NAME`, `com.app.R.KIND.NAME`): its kind (`style`,
    /// `color`, `layout`, `attr`, `id`, …), name, and whether it is the platform's (`android.R`).
    public var resourceReference: (kind: String, name: String, platform: Bool)? {
        guard let path = dottedPath else { return nil }
        let parts = path.split(separator: ".")
        guard parts.count >= 3, parts[parts.count - 3] == "R" else { return nil }
        let platform = parts.count >= 4 && parts[parts.count - 4] == "android"
        return (String(parts[parts.count - 2]), String(parts[parts.count - 1]), platform)
    }
}

/// An argument of a call: `name = value` (Kotlin named argument) or a value; a trailing lambda is the last argument.
public struct JVMArgument: Sendable, Hashable {
    public var label: String?
    public var value: JVMExpression

    public init(label: String? = nil, value: JVMExpression) {
        self.label = label
        self.value = value
    }
}

/// One branch of a `when` or `switch`: its conditions (`"light", "day" ->`, `case LIGHT:`, `is Dark ->`), none for
/// `else` / `default`; the body a block or an expression.
public struct JVMBranch: Sendable, Hashable {
    public var conditions: [JVMExpression]
    public var isDefault: Bool
    public var body: JVMExpression

    public init(conditions: [JVMExpression], isDefault: Bool, body: JVMExpression) {
        self.conditions = conditions
        self.isDefault = isDefault
        self.body = body
    }
}

/// A statement inside a function body, a block, a lambda or an initializer.
public indirect enum JVMStatementKind: Sendable, Hashable {
    /// `val x = …`, `var x: Int`, Java `int x = …;` (one per declarator).
    case local(name: String, value: JVMExpression?)
    /// `target = value`, `target += value`.
    case assignment(JVMExpression, String, JVMExpression)
    /// An expression used as a statement: a call, an `if` / `when` / `switch`, a block.
    case expression(JVMExpression)
    /// `return value` / `return` (labels dropped), Java's `yield value` inside a switch expression.
    case `return`(JVMExpression?)
    /// `throw e`.
    case `throw`(JVMExpression)
    /// A loop (`for`, `while`, `do`) or `try`: its bodies, in order.
    case compound([JVMStatement])
    /// A local function or class (Kotlin `fun expand() { … }` inside a function, a Java local class): its members,
    /// whose code is walked where it is declared, as a lambda's is (`JVMMembers.code`).
    case declaration(JVMMembers)
    /// `break`, `continue`, or anything the parser could not read.
    case unknown
}

/// The header of a `for` loop over a sequence: the variable each element is bound to, and the sequence.
public struct JVMLoopHeader: Sendable {
    public var variable: String
    public var sequence: JVMExpression
    /// The variable's type as written (`View` in Java `for (View v : views)`, Kotlin `for (v: View in views)`), nil
    /// when none is written.
    public var type: String?

    public init(variable: String, sequence: JVMExpression, type: String? = nil) {
        self.variable = variable
        self.sequence = sequence
        self.type = type
    }
}

/// A statement with the line it starts on.
public struct JVMStatement: Sendable, Hashable {
    public var kind: JVMStatementKind
    public var line: Int
    /// The type a `.local` declares, as written (`ItemRowBinding` in `val b: ItemRowBinding = …`), when it writes one.
    /// Not part of equality, like `JVMExpression.span`.
    public var declaredType: String?
    /// For a `for` loop over a sequence (`for (v in views)`, Java `for (View v : views)`), on the `.compound` statement
    /// of its body: the loop variable and the sequence. Not part of equality, like `declaredType`.
    public var loop: JVMLoopHeader?

    public init(_ kind: JVMStatementKind, line: Int, declaredType: String? = nil) {
        self.kind = kind
        self.line = line
        self.declaredType = declaredType
    }

    public static func == (a: JVMStatement, b: JVMStatement) -> Bool { a.kind == b.kind && a.line == b.line }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(line)
    }
}
