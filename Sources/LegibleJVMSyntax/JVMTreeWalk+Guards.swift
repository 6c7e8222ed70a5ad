extension JVMTreeWalk {
    /// Visits every expression of `statements` with the conditions it runs under, outermost first: the condition of
    /// each `if` / ternary it is a branch of, the subject and conditions of each `when` / `switch` branch it is in, and
    /// each early exit before it in an enclosing block (`if (!enabled) return` guards what follows, with the condition
    /// as written). Lambdas and anonymous classes add no condition of their own. An explicit stack: no recursion.
    public static func guardedExpressions(
        _ statements: [JVMStatement], _ visit: (JVMExpression, _ guards: [JVMExpression]) -> Void
    ) {
        var stack: [(Node, [JVMExpression])] = Self.guardedStatements(statements, under: []).reversed()
        while let (node, guards) = stack.popLast() {
            var children: [(Node, [JVMExpression])] = []
            switch node {
            case .statement(let s):
                switch s.kind {
                case .local(_, let value): if let value { children.append((.expression(value), guards)) }
                case .assignment(let target, _, let value):
                    children += [(.expression(target), guards), (.expression(value), guards)]
                case .expression(let e), .throw(let e): children.append((.expression(e), guards))
                case .return(let e): if let e { children.append((.expression(e), guards)) }
                case .compound(let nested): children += guardedStatements(nested, under: guards)
                case .declaration(let members): children += guardedStatements(members.code, under: guards)
                case .unknown: break
                }
            case .expression(let e):
                visit(e, guards)
                switch e.kind {
                case .conditional(let c, let then, let otherwise):
                    children = [(.expression(c), guards), (.expression(then), guards + [c])]
                    if let otherwise { children.append((.expression(otherwise), guards + [c])) }
                case .branches(let subject, let branches):
                    let over = guards + (subject.map { [$0] } ?? [])
                    children = (subject.map { [(.expression($0), guards)] } ?? [])
                    for branch in branches {
                        children += branch.conditions.map { (.expression($0), over) }
                        // The `else` branch runs when no other branch's condition holds.
                        let own = branch.conditions.isEmpty ? branches.flatMap(\.conditions) : branch.conditions
                        children.append((.expression(branch.body), over + own))
                    }
                case .block(let nested), .lambda(_, let nested): children = guardedStatements(nested, under: guards)
                default: children = Self.children(of: e).map { ($0, guards) }
                }
            }
            stack += children.reversed()
        }
    }

    /// The statements of one block, each under `guards` and the early exits before it in the block.
    static func guardedStatements(_ statements: [JVMStatement], under guards: [JVMExpression]) -> [(
        Node, [JVMExpression]
    )] {
        var guards = guards
        var nodes: [(Node, [JVMExpression])] = []
        for statement in statements {
            nodes.append((.statement(statement), guards))
            if case .expression(let e) = statement.kind, case .conditional(let c, let then, nil) = e.kind,
                exits(then)
            {
                guards.append(c)
            }
        }
        return nodes
    }

    /// Whether a branch ends by leaving the enclosing function (`return`, `throw`).
    static func exits(_ e: JVMExpression) -> Bool {
        guard case .block(let statements) = e.kind, let last = statements.last else { return false }
        switch last.kind {
        case .return, .throw: return true
        default: return false
        }
    }
}
