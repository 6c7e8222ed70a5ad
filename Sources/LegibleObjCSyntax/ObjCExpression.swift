/// An Objective-C expression (C11 §6.5 with Objective-C message sends, literals and blocks), with the line it starts
/// on. What the parser cannot read becomes `.unknown` at its line: never a crash, never dropped silently.
public struct ObjCExpression: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// A name: a local, a parameter, an ivar (`_titleLabel`), a class (`UIColor`), a constant, `self`, `super`.
        case identifier(String)
        /// `@"text"` (adjacent literals joined).
        case objcString(String)
        /// `"text"` (adjacent literals joined).
        case cString(String)
        /// A number as written (`0.5f`, `0xFF`, boxed `@42`).
        case number(String)
        /// A character literal as written between its quotes.
        case character(String)
        /// `@YES`, `@NO`, `@true`, `@false`.
        case boxedBool(Bool)
        /// `[receiver selector]` / `[receiver part:arg part:arg]`: `selector` is the full selector (`setTextColor:`,
        /// `colorWithRed:green:blue:alpha:`), `arguments` one per `:` (variadic extras appended).
        case message(receiver: ObjCExpression, selector: String, arguments: [ObjCExpression])
        /// `base.name` (dot syntax: a property) or `base->name` (an ivar): `arrow` tells them apart.
        case member(ObjCExpression, String, arrow: Bool)
        /// `callee(arguments)`: a C function or macro, or a block called.
        case call(ObjCExpression, [ObjCExpression])
        /// `base[index]`.
        case subscriptAccess(ObjCExpression, ObjCExpression)
        /// `(Type)operand`: `type` as written without spaces around `*` (`UILabel *`, `id<P>`).
        case cast(type: String, ObjCExpression)
        /// A prefix operator (`!`, `-`, `&`, `*`, `~`, `++`, `sizeof`) or a postfix `++`/`--` (`op` with `post` mark).
        case unary(String, ObjCExpression)
        case binary(String, ObjCExpression, ObjCExpression)
        /// `a = b` and compound assignments (`op` is `=`, `+=`, …).
        case assignment(String, ObjCExpression, ObjCExpression)
        case ternary(ObjCExpression, ObjCExpression?, ObjCExpression)
        /// `^{ … }`, `^(T a) { … }`, `^ReturnType (T a) { … }`.
        case block(parameters: [ObjCParameter], body: [ObjCStatement])
        case arrayLiteral([ObjCExpression])
        case dictionaryLiteral([ObjCDictionaryEntry])
        /// `@( expression )`.
        case boxed(ObjCExpression)
        /// `@selector(name:)`, `@protocol(Name)`, `@encode(T)`: the at-keyword and what its parentheses hold.
        case atDirective(String, String)
        /// A C compound literal or aggregate initializer `{ … }`, or `(Type){ … }`.
        case initializerList([ObjCExpression])
        /// Syntax the parser does not read (or nested past its depth limit).
        case unknown
    }

    public var kind: Kind
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// A key and its value in an `@{ key: value }` literal.
public struct ObjCDictionaryEntry: Sendable, Hashable {
    public var key: ObjCExpression
    public var value: ObjCExpression
}

/// A parameter of a block, method or C function: its type as written and its name (empty when unnamed).
public struct ObjCParameter: Sendable, Hashable {
    public var type: String
    public var name: String

    public init(type: String, name: String) {
        self.type = type
        self.name = name
    }
}

extension ObjCExpression {
    /// The expression as Objective-C, normalized: single spaces, no line breaks (`[UIColor colorNamed:@"Ink"]`,
    /// `self.titleLabel`, `(UILabel *)view`). What a reader quotes as evidence.
    public var written: String {
        switch kind {
        case .identifier(let name): return name
        case .objcString(let text): return "@\"" + Self.escaped(text) + "\""
        case .cString(let text): return "\"" + Self.escaped(text) + "\""
        case .number(let text): return text
        case .character(let text): return "'" + text + "'"
        case .boxedBool(let value): return value ? "@YES" : "@NO"
        case .message(let receiver, let selector, let arguments):
            let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            guard !arguments.isEmpty, !parts.isEmpty else { return "[\(receiver.written) \(selector)]" }
            var pieces: [String] = []
            for (index, part) in parts.enumerated() where index < arguments.count {
                pieces.append("\(part):\(arguments[index].written)")
            }
            var written = pieces.joined(separator: " ")
            for extra in arguments.dropFirst(parts.count) { written += ", " + extra.written }
            return "[\(receiver.written) \(written)]"
        case .member(let base, let name, let arrow): return base.written + (arrow ? "->" : ".") + name
        case .call(let callee, let arguments):
            return callee.written + "(" + arguments.map(\.written).joined(separator: ", ") + ")"
        case .subscriptAccess(let base, let index): return base.written + "[" + index.written + "]"
        case .cast(let type, let operand): return "(" + type + ")" + operand.written
        case .unary(let op, let operand):
            if op.hasPrefix("post") { return operand.written + op.dropFirst(4) }
            return op + (op.first?.isLetter == true ? " " : "") + operand.written
        case .binary(let op, let left, let right): return left.written + " " + op + " " + right.written
        case .assignment(let op, let target, let value): return target.written + " " + op + " " + value.written
        case .ternary(let condition, let then, let otherwise):
            if let then { return condition.written + " ? " + then.written + " : " + otherwise.written }
            return condition.written + " ?: " + otherwise.written
        case .block: return "^{ … }"
        case .arrayLiteral(let items): return "@[" + items.map(\.written).joined(separator: ", ") + "]"
        case .dictionaryLiteral(let entries):
            return "@{" + entries.map { $0.key.written + ": " + $0.value.written }.joined(separator: ", ") + "}"
        case .boxed(let inner): return "@(" + inner.written + ")"
        case .atDirective(let keyword, let content): return "@" + keyword + "(" + content + ")"
        case .initializerList(let items): return "{" + items.map(\.written).joined(separator: ", ") + "}"
        case .unknown: return "…"
        }
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out
    }
}
