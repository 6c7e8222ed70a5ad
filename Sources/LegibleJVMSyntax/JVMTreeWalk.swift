/// Visits every statement and expression of a tree, nested blocks, branches, arguments, lambdas and the members of
/// anonymous classes included, with an explicit stack (no recursion: a deep tree cannot overflow it).
public enum JVMTreeWalk {
    enum Node {
        case statement(JVMStatement)
        case expression(JVMExpression)
    }

    public static func statements(
        _ statements: [JVMStatement], statement: (JVMStatement) -> Void, expression: (JVMExpression) -> Void
    ) {
        var stack: [Node] = statements.reversed().map { .statement($0) }
        while let node = stack.popLast() {
            var children: [Node] = []
            switch node {
            case .statement(let s):
                statement(s)
                let (expressions, nested) = parts(of: s)
                children = expressions.map { .expression($0) } + nested.map { .statement($0) }
            case .expression(let e):
                expression(e)
                children = Self.children(of: e)
            }
            stack += children.reversed()
        }
    }

    /// What a statement holds directly: its expressions, in source order, and a compound statement's block.
    static func parts(of s: JVMStatement) -> (expressions: [JVMExpression], block: [JVMStatement]) {
        switch s.kind {
        case .local(_, let value): (value.map { [$0] } ?? [], [])
        case .assignment(let target, _, let value): ([target, value], [])
        case .expression(let e), .throw(let e): ([e], [])
        case .return(let e): (e.map { [$0] } ?? [], [])
        case .compound(let nested): ([], nested)
        case .declaration(let members): ([], members.code)
        case .unknown: ([], [])
        }
    }

    static func children(of e: JVMExpression) -> [Node] {
        switch e.kind {
        case .name, .literal, .unknown: []
        case .member(let base, _, _): [.expression(base)]
        case .call(let callee, let arguments): [.expression(callee)] + arguments.map { .expression($0.value) }
        case .index(let base, let indices): [.expression(base)] + indices.map { .expression($0) }
        case .binary(_, let left, let right): [.expression(left), .expression(right)]
        case .unary(_, let operand, _): [.expression(operand)]
        case .conditional(let c, let t, let o): [.expression(c), .expression(t)] + (o.map { [.expression($0)] } ?? [])
        case .branches(let subject, let branches):
            (subject.map { [.expression($0)] } ?? [])
                + branches.flatMap { $0.conditions.map { .expression($0) } + [.expression($0.body)] }
        case .block(let statements), .lambda(_, let statements): statements.map { .statement($0) }
        case .object(_, let arguments, let members): arguments.map { .expression($0.value) } + bodies(of: members)
        }
    }

    /// The code of an anonymous class's members: function bodies, initializers, property initializers and getters.
    static func bodies(of members: JVMMembers) -> [Node] {
        var nodes: [Node] = []
        for function in members.functions { nodes += (function.body ?? []).map { .statement($0) } }
        for initializer in members.initializers { nodes += initializer.map { .statement($0) } }
        for property in members.properties {
            if let value = property.initializer { nodes.append(.expression(value)) }
            nodes += (property.getter ?? []).map { .statement($0) }
        }
        nodes += members.types.flatMap { bodies(of: $0.members) }
        return nodes
    }
}
