/// Visits the statements and expressions of a tree that can run, as `JVMTreeWalk` does, leaving out the code a constant
/// condition (`JVMConstantCondition`) rules out: the branch of an `if` / ternary its condition never takes, the
/// right operand `&&` / `||` never evaluates, a subject-less `when` branch whose conditions are all false, and the rest
/// of a block after an `if` that always leaves it (`if (true || …) return false`). Each part left out is handed to
/// `dead` with the condition that rules it out. An explicit stack: no recursion.
public enum JVMLiveCode {
    /// `stopsAtFunctions`: lambdas and anonymous classes are not entered (their `return`s are not the function's).
    public static func statements(
        _ statements: [JVMStatement], condition: (JVMExpression) -> Bool?, stopsAtFunctions: Bool = false,
        dead: (_ condition: JVMExpression, _ code: [JVMStatement]) -> Void = { _, _ in },
        statement: (JVMStatement) -> Void = { _ in }, expression: (JVMExpression) -> Void = { _ in }
    ) {
        typealias Node = JVMTreeWalk.Node
        func block(_ statements: [JVMStatement]) -> [Node] {
            var nodes: [Node] = []
            for (i, s) in statements.enumerated() {
                nodes.append(.statement(s))
                guard case .expression(let e) = s.kind, case .conditional(let c, let then, let otherwise) = e.kind
                else { continue }
                let taken: JVMExpression?? =
                    switch condition(c) {
                    case true: .some(then)
                    case false: .some(otherwise)
                    case nil: .none
                    }
                guard case .some(.some(let branch)) = taken, JVMTreeWalk.exits(branch) else { continue }
                let rest = Array(statements[(i + 1)...])
                if !rest.isEmpty { dead(c, rest) }
                break
            }
            return nodes
        }
        func wrapped(_ e: JVMExpression) -> [JVMStatement] { [JVMStatement(.expression(e), line: e.line)] }
        var stack: [Node] = block(statements).reversed()
        while let node = stack.popLast() {
            var children: [Node] = []
            switch node {
            case .statement(let s):
                statement(s)
                let (expressions, nested) = JVMTreeWalk.parts(of: s)
                children = expressions.map { .expression($0) } + block(nested)
            case .expression(let e):
                expression(e)
                switch e.kind {
                case .conditional(let c, let then, let otherwise):
                    children = [.expression(c)]
                    switch condition(c) {
                    case true:
                        children.append(.expression(then))
                        if let otherwise { dead(c, wrapped(otherwise)) }
                    case false:
                        dead(c, wrapped(then))
                        if let otherwise { children.append(.expression(otherwise)) }
                    case nil:
                        children.append(.expression(then))
                        if let otherwise { children.append(.expression(otherwise)) }
                    }
                case .binary(let op, let left, let right) where op == "&&" || op == "||":
                    children = [.expression(left)]
                    if condition(left) == (op == "||") {
                        dead(left, wrapped(right))
                    } else {
                        children.append(.expression(right))
                    }
                case .branches(nil, let branches):
                    for branch in branches {
                        children += branch.conditions.map { .expression($0) }
                        if !branch.conditions.isEmpty, let first = branch.conditions.first,
                            branch.conditions.allSatisfy({ condition($0) == false })
                        {
                            dead(first, wrapped(branch.body))
                        } else {
                            children.append(.expression(branch.body))
                        }
                    }
                case .block(let nested): children = block(nested)
                case .lambda(_, let nested): children = stopsAtFunctions ? [] : block(nested)
                case .object: children = stopsAtFunctions ? [] : JVMTreeWalk.children(of: e)
                default: children = JVMTreeWalk.children(of: e)
                }
            }
            stack += children.reversed()
        }
    }
}
