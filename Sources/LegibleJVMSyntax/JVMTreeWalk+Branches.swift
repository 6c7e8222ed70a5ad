/// One condition an expression runs under: the condition as written and whether it holds there (`true` in the
/// `then` branch of `if (c)`, `false` in its `else` branch and after `if (c) return`).
public struct JVMBranchCondition: Sendable, Hashable {
    public let condition: JVMExpression
    public let holds: Bool

    public init(condition: JVMExpression, holds: Bool) {
        self.condition = condition
        self.holds = holds
    }
}

extension JVMTreeWalk {
    /// Visits every expression of `statements` with the `if` / ternary conditions it runs under, outermost first, each
    /// with whether it holds there; an early exit (`if (c) return`) makes `c` false for the rest of its block. A
    /// `when` / `switch` branch adds no condition (its polarity is not one boolean), nor does a lambda or an anonymous
    /// class. `any` is whether a `when` branch, a lambda or another condition encloses it as well (code that may not
    /// run). `sets` names what a statement makes true for the rest of its block (`setDefaultNightMode(MODE_NIGHT_YES)`
    /// before an `applyStyle` in the same `case`). An explicit stack: no recursion.
    public static func branchedExpressions(
        _ statements: [JVMStatement], sets: (JVMStatement) -> JVMBranchCondition? = { _ in nil },
        _ visit: (JVMExpression, _ conditions: [JVMBranchCondition], _ any: Bool) -> Void
    ) {
        typealias Entry = (node: Node, conditions: [JVMBranchCondition], any: Bool)
        func block(_ statements: [JVMStatement], _ conditions: [JVMBranchCondition], _ any: Bool) -> [Entry] {
            var conditions = conditions
            var entries: [Entry] = []
            for statement in statements {
                entries.append((.statement(statement), conditions, any))
                if case .expression(let e) = statement.kind, case .conditional(let c, let then, nil) = e.kind,
                    exits(then)
                {
                    conditions.append(JVMBranchCondition(condition: c, holds: false))
                }
                if let made = sets(statement) { conditions.append(made) }
            }
            return entries
        }
        var stack: [Entry] = block(statements, [], false).reversed()
        while let (node, conditions, any) = stack.popLast() {
            var children: [Entry] = []
            switch node {
            case .statement(let s):
                switch s.kind {
                case .local(_, let value): if let value { children.append((.expression(value), conditions, any)) }
                case .assignment(let target, _, let value):
                    children += [(.expression(target), conditions, any), (.expression(value), conditions, any)]
                case .expression(let e), .throw(let e): children.append((.expression(e), conditions, any))
                case .return(let e): if let e { children.append((.expression(e), conditions, any)) }
                case .compound(let nested): children += block(nested, conditions, any)
                case .declaration(let members): children += block(members.code, conditions, any)
                case .unknown: break
                }
            case .expression(let e):
                visit(e, conditions, any)
                switch e.kind {
                case .conditional(let c, let then, let otherwise):
                    children = [(.expression(c), conditions, any)]
                    children.append(
                        (.expression(then), conditions + [JVMBranchCondition(condition: c, holds: true)], any))
                    if let otherwise {
                        children.append(
                            (.expression(otherwise), conditions + [JVMBranchCondition(condition: c, holds: false)], any)
                        )
                    }
                case .branches(let subject, let branches):
                    children = (subject.map { [(.expression($0), conditions, any)] } ?? [])
                    for branch in branches {
                        children += branch.conditions.map { (.expression($0), conditions, any) }
                        children.append((.expression(branch.body), conditions, true))
                    }
                case .block(let nested): children = block(nested, conditions, any)
                case .lambda(_, let nested): children = block(nested, conditions, true)
                default: children = Self.children(of: e).map { ($0, conditions, any) }
                }
            }
            stack += children.reversed()
        }
    }
}
