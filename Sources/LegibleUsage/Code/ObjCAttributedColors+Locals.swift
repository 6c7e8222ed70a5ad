import LegibleObjCSyntax

/// A local attributed string followed through the statements that build it, in order: its declaration, then each
/// message that changes it (`[s addAttribute:NSForegroundColorAttributeName value:c range:NSMakeRange(0, s.length)]`,
/// `[s appendAttributedString:x]`). A change in a branch, a loop or a block may or may not run: the runs before it
/// are kept beside the runs after it. A change Legible cannot read leaves the string unknown.
extension ObjCAttributedColors {
    func runs(ofLocal name: String, _ scope: Scope) -> Set<Run>? {
        guard let declared = binding(of: name, scope) else { return nil }
        var walk = LocalWalk(
            colors: self, name: name,
            scope: Scope(blocks: Array(scope.blocks[...declared.block]), line: scope.line, depth: scope.depth))
        walk.walk(scope.blocks[declared.block], conditional: false, nested: false)
        return walk.failed ? nil : walk.runs
    }

    struct LocalWalk {
        let colors: ObjCAttributedColors
        let name: String
        var scope: Scope
        var runs: Set<Run>?
        var failed = false
        /// The string the local was made from (`initWithString:tag`), whose length is the local's too.
        var source: String?

        init(colors: ObjCAttributedColors, name: String, scope: Scope) {
            self.colors = colors
            self.name = name
            self.scope = scope
        }

        mutating func walk(_ statements: [ObjCStatement], conditional: Bool, nested: Bool = true) {
            if nested { scope.blocks.append(statements) }
            defer { if nested { scope.blocks.removeLast() } }
            for s in statements where !failed {
                guard s.line <= scope.line else { return }
                switch s.kind {
                case .declaration(let v) where v.name == name:
                    guard !nested else { return } // a local of the same name hides it in this block
                    if let value = v.value { bind(value, at: s.line) }
                case .declaration(let v): if let value = v.value { visit(value, conditional: conditional) }
                case .expression(let e), .returnValue(let e?): visit(e, conditional: conditional)
                case .ifElse(_, let then, let otherwise):
                    walk(then, conditional: true)
                    walk(otherwise ?? [], conditional: true)
                case .switchCases(_, let cases): for c in cases { walk(c.body, conditional: true) }
                case .loop(_, let body): walk(body, conditional: true)
                case .compound(let body): walk(body, conditional: conditional)
                default: break
                }
            }
        }

        private mutating func bind(_ value: ObjCExpression, at line: Int) {
            runs = colors.runs(of: value, scope.before(line))
            if runs == nil { failed = true }
            if case .message(_, let selector, let arguments) = value.kind, selector.hasPrefix("initWithString:") {
                source = arguments.first?.written
            }
        }

        private mutating func visit(_ e: ObjCExpression, conditional: Bool) {
            switch e.kind {
            case .assignment(_, let target, let value):
                if case .identifier(name) = target.kind {
                    guard let new = colors.runs(of: value, scope.before(e.line)) else { return fail() }
                    runs = conditional ? (runs ?? []).union(new) : new
                } else {
                    visit(value, conditional: conditional)
                }
            case .message(let receiver, let selector, let arguments):
                if case .identifier(name) = receiver.kind {
                    send(selector, arguments, conditional: conditional, at: e.line)
                } else {
                    visit(receiver, conditional: conditional)
                }
                for a in arguments { visit(a, conditional: conditional) }
            case .call(_, let arguments): for a in arguments { visit(a, conditional: conditional) }
            case .unary("&", let operand):
                if case .identifier(name) = operand.kind { fail() }
            case .block(_, let body): walk(body, conditional: true)
            default: break
            }
        }

        private mutating func fail() { failed = true }

        private mutating func set(_ key: String, to color: String?, conditional: Bool) {
            guard let before = runs else { return fail() }
            runs = AttributedTextRuns.setting(key, to: color, on: before, conditional: conditional)
        }

        private mutating func send(_ selector: String, _ arguments: [ObjCExpression], conditional: Bool, at line: Int) {
            switch selector {
            case "addAttribute:value:range:", "removeAttribute:range:":
                guard case .identifier(let written) = arguments[0].kind,
                    let key = AttributedTextRuns.objcKeys[written]
                else { return }
                guard isWhole(arguments[arguments.count - 1]) else { return fail() }
                set(key, to: selector.hasPrefix("remove") ? nil : arguments[1].written, conditional: conditional)
            case "addAttributes:range:", "setAttributes:range:":
                guard let read = colors.attributeColors(arguments[0], scope) else { return fail() }
                let replaces = selector.hasPrefix("set")
                let touched = [
                    (AttributedTextRuns.foregroundKey, read.foreground),
                    (AttributedTextRuns.backgroundKey, read.background),
                ].filter { $0.1 != nil || replaces }
                guard !touched.isEmpty else { return }
                guard isWhole(arguments[1]) else { return fail() }
                for (key, color) in touched { set(key, to: color, conditional: conditional) }
            case "appendAttributedString:":
                guard let added = colors.runs(of: arguments[0], scope.before(line)) else { return fail() }
                runs = (runs ?? []).union(added)
            case _ where ObjCAttributedColors.readingSelectors.contains(selector): return
            default: fail()
            }
        }

        /// `NSMakeRange(0, s.length)`, `NSMakeRange(0, [s length])`, or a local bound to one, where `s` is the local
        /// or the string it was made from.
        private func isWhole(_ e: ObjCExpression) -> Bool {
            var e = e
            if case .identifier(let local) = e.kind, let bound = colors.binding(of: local, scope) { e = bound.value }
            guard case .call(let callee, let arguments) = e.kind, case .identifier("NSMakeRange") = callee.kind,
                arguments.count == 2, case .number(let start) = arguments[0].kind, start == "0"
            else { return false }
            let length: ObjCExpression
            switch arguments[1].kind {
            case .member(let base, "length", false): length = base
            case .message(let base, "length", _): length = base
            default: return false
            }
            return length.written == name || length.written == source
        }
    }
}
