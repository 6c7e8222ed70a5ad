extension JVMTreeWalk {
    /// The types `subject` (a name: `activity`) is tested to be on the way to `target`, an expression of
    /// `statements`: a Kotlin `when (activity) { is MainActivity, is LoginActivity -> … }` branch (its `is` conditions),
    /// `if (activity is MainActivity)`, Java `if (activity instanceof MainActivity)`, or a `&&` holding one; nested
    /// tests keep the types both allow. Nil when no test narrows it (or `target` is not found): an `else` branch, a
    /// negated test (`!is`) and an early exit narrow nothing here.
    public static func typeTests(guarding target: JVMExpression, subject: String, in statements: [JVMStatement])
        -> Set<String>?
    {
        typealias Entry = (node: Node, types: Set<String>?)
        func narrowed(_ outer: Set<String>?, _ inner: Set<String>?) -> Set<String>? {
            guard let outer else { return inner }
            guard let inner else { return outer }
            return outer.intersection(inner)
        }
        // `activity is T`, `activity instanceof T`, `… && activity is T`: T.
        func tested(_ c: JVMExpression) -> Set<String>? {
            guard case .binary(let op, let left, let right) = c.kind else { return nil }
            if op == "&&" { return narrowed(tested(left), tested(right)) }
            guard op == "is" || op == "instanceof", left.dottedPath == subject, case .name(let type) = right.kind
            else { return nil }
            return [simpleName(type)]
        }
        var stack: [Entry] = statements.reversed().map { (.statement($0), nil) }
        while let (node, types) = stack.popLast() {
            var children: [Entry] = []
            switch node {
            case .statement(let s):
                let (expressions, nested) = parts(of: s)
                children = expressions.map { (.expression($0), types) } + nested.map { (.statement($0), types) }
            case .expression(let e):
                if e == target { return types }
                switch e.kind {
                case .branches(let s?, let branches) where s.dottedPath == subject:
                    children = [(.expression(s), types)]
                    for branch in branches {
                        // Each condition an `is T` (read as the type's name; `!is T` is a negation): those types.
                        let names = branch.conditions.compactMap { c -> String? in
                            guard case .name(let type) = c.kind, type.first?.isUppercase == true else { return nil }
                            return simpleName(type)
                        }
                        let own: Set<String>? =
                            !branch.isDefault && !names.isEmpty && names.count == branch.conditions.count
                            ? Set(names) : nil
                        children += branch.conditions.map { (.expression($0), types) }
                        children.append((.expression(branch.body), narrowed(types, own)))
                    }
                case .conditional(let c, let then, let otherwise):
                    children = [(.expression(c), types), (.expression(then), narrowed(types, tested(c)))]
                    if let otherwise { children.append((.expression(otherwise), types)) }
                default:
                    children = Self.children(of: e).map { ($0, types) }
                }
            }
            stack += children.reversed()
        }
        return nil
    }

    /// `io.app.MainActivity` → `MainActivity`; generic arguments dropped.
    static func simpleName(_ type: String) -> String {
        let plain = type.split(separator: "<").first.map(String.init) ?? type
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }
}
