extension JVMTreeWalk {
    /// Every value given to each name in `statements`, nested blocks and lambdas included: the value a local is
    /// declared with (`val x = …`, `String x = …;`) and each later `x = …`. With `fields` true an assignment to any
    /// bare name counts (a field or property the code writes too); with `fields` false only one to a name a local
    /// declaration before it (in walk order) declared.
    public static func assignedValues(in statements: [JVMStatement], fields: Bool) -> [String: [JVMExpression]] {
        var found: [String: [JVMExpression]] = [:]
        Self.statements(statements) { statement in
            switch statement.kind {
            case .local(let name, let value?): found[name, default: []].append(value)
            case .assignment(let target, "=", let value):
                if case .name(let name) = target.kind, fields || found[name] != nil {
                    found[name, default: []].append(value)
                }
            default: break
            }
        } expression: { _ in
        }
        return found
    }
}
