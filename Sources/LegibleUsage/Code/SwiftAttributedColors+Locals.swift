import LegibleSwiftSyntax

/// A local attributed string (or `AttributeContainer`) followed through the statements that build it, in order: what
/// it is bound to, then each change (`addAttribute(.foregroundColor, value: c, range: whole)`, `append(x)`,
/// `s.foregroundColor = c`). A change in a branch, a loop or a closure may or may not run: the runs before it are
/// kept beside the runs after it. A change Legible cannot read (a color over part of the string, a call it does not
/// know, the local handed on with `&`) leaves the string unknown.
extension SwiftAttributedColors {
    /// The runs of the local `name` at the scope's line; nil when it is no local of the scope or cannot be followed.
    func runs(ofLocal name: String, _ scope: Scope) -> Set<Run>? {
        guard scope.depth < 12, let declared = binding(of: name, scope) else { return nil }
        var walk = LocalWalk(
            colors: self, name: name,
            scope: Scope(blocks: Array(scope.blocks[...declared.block]), line: scope.line, depth: scope.depth))
        walk.walk(scope.blocks[declared.block], conditional: false, nested: false)
        return walk.failed ? nil : walk.runs
    }

    struct LocalWalk {
        let colors: SwiftAttributedColors
        let name: String
        /// The blocks around the statement walked (the declaring one and those entered in it), up to the line read.
        var scope: Scope
        /// nil until the local is bound.
        var runs: Set<Run>?
        var failed = false
        /// The string the local was made from (`NSMutableAttributedString(string: tag)`: `tag`), whose length is the
        /// local's too.
        var source: String?

        init(colors: SwiftAttributedColors, name: String, scope: Scope) {
            self.colors = colors
            self.name = name
            self.scope = scope
        }

        /// The statements of a block: the declaring one (`nested` false), or one inside it, whose statements may
        /// read its own locals.
        mutating func walk(_ statements: [SwiftStatement], conditional: Bool, nested: Bool = true) {
            if nested { scope.blocks.append(statements) }
            defer { if nested { scope.blocks.removeLast() } }
            for s in statements where !failed {
                switch s {
                case .binding(let n, _, let value?, let t) where n == name && !nested:
                    guard t.line <= scope.line else { return }
                    bind(value, at: t.line)
                case .binding(let n, _, _, _) where n == name:
                    return // a local of the same name hides it in this block
                case .binding(_, _, let value?, _): visit(value, conditional: conditional)
                case .assignment(let target, let value, let t):
                    guard t.line <= scope.line else { return }
                    assign(target, value, conditional: conditional, at: t.line)
                case .expression(let e):
                    guard e.token.line <= scope.line else { return }
                    visit(e, conditional: conditional)
                case .return(let e?, _): visit(e, conditional: conditional)
                case .if(_, let then, let otherwise, let t):
                    guard t.line <= scope.line else { return }
                    walk(then, conditional: true)
                    walk(otherwise ?? [], conditional: true)
                case .guard(_, let otherwise, _): walk(otherwise, conditional: true)
                case .switch(_, let cases, let t):
                    guard t.line <= scope.line else { return }
                    for c in cases { walk(c.body, conditional: true) }
                case .other(let t):
                    guard t.line <= scope.line else { return }
                    for block in colors.tokens.blocks(ofStatementAt: t) { walk(block, conditional: true) }
                default: break
                }
            }
        }

        private mutating func bind(_ value: SwiftExpression, at line: Int) {
            let value = colors.unwrapped(value)
            runs = colors.runs(of: value, scope.before(line))
            if runs == nil { failed = true }
            if case .call(_, let arguments, _, _) = value, let first = arguments.first,
                first.label == nil || first.label == "string"
            {
                source = first.value.written
            }
        }

        /// `s = x`, `s.foregroundColor = c` (an `AttributedString` or `AttributeContainer`: the whole of it).
        private mutating func assign(
            _ target: SwiftExpression, _ value: SwiftExpression, conditional: Bool, at line: Int
        ) {
            switch target {
            case .name(name, _):
                guard let new = colors.runs(of: value, scope.before(line)) else { return fail() }
                runs = conditional ? (runs ?? []).union(new) : new
            case .member(.name(name, _), let key, _):
                guard key == Self.foregroundKey || key == Self.backgroundKey else { return }
                set(key, to: value.written ?? "an expression at line \(value.token.line)", conditional: conditional)
            default:
                if root(of: target) == name, mentionsColor(target) { fail() }
                visit(value, conditional: conditional)
            }
        }

        private static var foregroundKey: String { SwiftAttributedColors.foregroundKey }
        private static var backgroundKey: String { SwiftAttributedColors.backgroundKey }

        private mutating func set(_ key: String, to color: String?, conditional: Bool) {
            guard let before = runs else { return fail() }
            runs = AttributedTextRuns.setting(key, to: color, on: before, conditional: conditional)
        }

        private mutating func fail() { failed = true }

        /// A call on the local (`s.addAttribute(…)`, `s.append(x)`), and the closures of any call (`tags.forEach {
        /// … }`), whose changes may run.
        private mutating func visit(_ e: SwiftExpression, conditional: Bool) {
            guard case .call(let callee, let arguments, let trailing, _) = e else {
                if case .unary("&", .name(name, _), _) = e { fail() }
                return
            }
            if case .member(let base, let method, _) = callee, case .name(name, _) = colors.unwrapped(base) {
                call(method, arguments, conditional: conditional, at: e.token.line)
            } else if case .member(let base, _, _) = callee {
                visit(base, conditional: conditional)
            }
            for a in arguments {
                if case .closure(let c) = a.value {
                    walk(c.body, conditional: true)
                } else {
                    visit(a.value, conditional: conditional)
                }
            }
            if let trailing { walk(trailing.body, conditional: true) }
        }

        private mutating func call(_ method: String, _ arguments: [SwiftArgument], conditional: Bool, at line: Int) {
            switch method {
            case "addAttribute", "removeAttribute":
                guard let key = arguments.first.flatMap({ colors.attributeKey($0.value) }),
                    key == Self.foregroundKey || key == Self.backgroundKey
                else { return }
                guard let range = arguments.first(where: { $0.label == "range" }), isWhole(range.value) else {
                    return fail()
                }
                let value = arguments.first { $0.label == "value" }?.value
                set(key, to: method == "removeAttribute" ? nil : value.map(color), conditional: conditional)
            case "addAttributes", "setAttributes":
                guard let first = arguments.first, let entries = colors.dictionaryEntries(first.value) else {
                    return fail()
                }
                let keyed = Dictionary(
                    entries.compactMap { e in colors.attributeKey(e.key).map { ($0, e.value) } },
                    uniquingKeysWith: { a, _ in a })
                let touched = [Self.foregroundKey, Self.backgroundKey].filter {
                    keyed[$0] != nil || method == "setAttributes"
                }
                guard !touched.isEmpty else { return }
                guard let range = arguments.first(where: { $0.label == "range" }), isWhole(range.value) else {
                    return fail()
                }
                for key in touched { set(key, to: keyed[key].map(color), conditional: conditional) }
            case "append":
                guard let added = arguments.first.flatMap({ colors.runs(of: $0.value, scope.before(line)) }) else {
                    return fail()
                }
                runs = (runs ?? []).union(added)
            case _ where SwiftAttributedColors.readingCalls.contains(method): return
            default: fail()
            }
        }

        private func color(_ e: SwiftExpression) -> String { e.written ?? "an expression at line \(e.token.line)" }

        /// `NSRange(location: 0, length: s.length)`, `NSRange(0..<s.length)`, `NSMakeRange(0, s.length)`, or a local
        /// bound to one, where `s` is the local or the string it was made from (`tag.count`, `tag.utf16.count`).
        private func isWhole(_ e: SwiftExpression) -> Bool {
            var e = colors.unwrapped(e)
            if case .name(let local, _) = e, let bound = colors.binding(of: local, scope) {
                e = colors.unwrapped(bound.value)
            }
            guard case .call(.name(let type, _), let arguments, _, _) = e, type == "NSRange" || type == "NSMakeRange"
            else { return false }
            switch arguments.count {
            case 1:
                guard arguments[0].label == nil, case .binary("..<", let start, let end, _) = arguments[0].value,
                    isZero(start)
                else { return false }
                return isLength(end)
            case 2:
                guard [nil, "location"].contains(arguments[0].label), isZero(arguments[0].value),
                    [nil, "length"].contains(arguments[1].label)
                else { return false }
                return isLength(arguments[1].value)
            default: return false
            }
        }

        private func isZero(_ e: SwiftExpression) -> Bool {
            if case .number(0, _) = e { return true }
            return false
        }

        /// `s.length`, `s.string.count`, `tag.count`, `tag.utf16.count`, `(tag as NSString).length`.
        private func isLength(_ e: SwiftExpression) -> Bool {
            guard case .member(let base, let last, _) = colors.unwrapped(e), last == "length" || last == "count"
            else { return false }
            var owner = colors.unwrapped(base)
            if case .member(let inner, let view, _) = owner, ["utf16", "string"].contains(view) {
                owner = colors.unwrapped(inner)
            }
            if case .binary("as", let inner, _, _) = owner { owner = colors.unwrapped(inner) }
            guard let written = owner.written else { return false }
            return written == name || written == source
        }

        private func root(of e: SwiftExpression) -> String? {
            switch e {
            case .name(let n, _): n
            case .member(let base, _, _), .postfix(_, let base, _), .call(let base, _, _, _): root(of: base)
            default: nil
            }
        }

        private func mentionsColor(_ e: SwiftExpression) -> Bool {
            switch e {
            case .member(let base, let key, _):
                key == Self.foregroundKey || key == Self.backgroundKey || mentionsColor(base)
            case .call(let base, _, _, _), .postfix(_, let base, _): mentionsColor(base)
            default: false
            }
        }
    }
}
