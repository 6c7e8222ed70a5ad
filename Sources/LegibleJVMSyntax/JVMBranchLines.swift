extension JVMTreeWalk {
    /// The lines of code that runs only on some branch: inside the then or else part of an `if` (statement or
    /// expression, Java's ternary `c ? a : b` too) or a branch body of a `when` / `switch`, at any depth. Code there may
    /// not run, or runs instead of the other branch: a value set there is one of several.
    public static func branchLines(_ statements: [JVMStatement]) -> Set<Int> {
        var lines = Set<Int>()
        var stack: [(node: Node, inBranch: Bool)] = statements.reversed().map { (.statement($0), false) }
        while let (node, inBranch) = stack.popLast() {
            switch node {
            case .statement(let s):
                if inBranch { lines.insert(s.line) }
                let children: [Node]
                switch s.kind {
                case .local(_, let value): children = value.map { [.expression($0)] } ?? []
                case .assignment(let target, _, let value): children = [.expression(target), .expression(value)]
                case .expression(let e), .throw(let e): children = [.expression(e)]
                case .return(let e): children = e.map { [.expression($0)] } ?? []
                case .compound(let nested): children = nested.map { .statement($0) }
                case .declaration(let members): children = members.code.map { .statement($0) }
                case .unknown: children = []
                }
                stack += children.reversed().map { ($0, inBranch) }
            case .expression(let e):
                if inBranch { lines.insert(e.line) }
                switch e.kind {
                case .conditional(let condition, let then, let otherwise):
                    stack.append((.expression(condition), inBranch))
                    stack.append((.expression(then), true))
                    if let otherwise { stack.append((.expression(otherwise), true)) }
                case .branches(let subject, let branches):
                    if let subject { stack.append((.expression(subject), inBranch)) }
                    for branch in branches {
                        stack += branch.conditions.map { (.expression($0), inBranch) }
                        stack.append((.expression(branch.body), true))
                    }
                default:
                    stack += children(of: e).reversed().map { ($0, inBranch) }
                }
            }
        }
        return lines
    }
}
