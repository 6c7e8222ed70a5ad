extension JVMResourceEvaluator {
    /// `TypedArray.getResourceId(index, defaultValue)`: the resource id an item of the array holds.
    static let typedArrayGetters: Set<String> = ["getResourceId"]
    /// `Resources.obtainTypedArray(R.array.x)`: the typed array x, by argument position.
    static let typedArrayConstructions = ["obtainTypedArray": 0]

    /// `ar.getResourceId(i, -1)` where `ar` is `resources.obtainTypedArray(R.array.x)` on every path: each item of x
    /// of this evaluator's kind (the index is a setting: any item can be chosen). An array the resources read do not
    /// hold, or an item of another kind, is unknown.
    func typedArrayItems(
        _ receiver: JVMExpression, _ e: JVMExpression, _ scope: Scope, depth: Int, visiting: inout Set<String>
    ) -> Result {
        var arrays = JVMResourceEvaluator(index: index, kind: "array")
        arrays.valuedArguments = Self.typedArrayConstructions
        let found = arrays.evaluate(receiver, scope, depth: depth + 1, visiting: &visiting)
        var result = Result(unknowns: found.unknowns)
        if found.values.isEmpty, found.unknowns.isEmpty {
            return unknown("a typed array no obtainTypedArray(R.array.…) gives", scope, e.line)
        }
        for array in found.values {
            guard let items = typedArrays[array.name], !array.platform else {
                result.add(unknown("R.array.\(array.name) is not an array of the resources read", scope, e.line))
                continue
            }
            for item in items {
                guard item.kind == kind else {
                    result.add(
                        unknown("an item of R.array.\(array.name) is a \(item.kind), not a \(kind)", scope, e.line))
                    continue
                }
                let value = Value(name: item.name, platform: false, path: item.path, line: item.line)
                if !result.values.contains(value) { result.values.append(value) }
            }
        }
        return result
    }

    /// The case a value is assigned in: a `switch` / `when` with a subject whose branch has conditions.
    struct CaseGuard: Hashable {
        let subject: JVMExpression
        let conditions: [JVMExpression]
    }

    /// Each value `statements` assign to a name inside a branch of a `switch` / `when` with a subject (the innermost
    /// such branch), with that branch's subject and conditions.
    static func caseAssignments(in statements: [JVMStatement]) -> [JVMExpression: CaseGuard] {
        var result: [JVMExpression: CaseGuard] = [:]
        JVMTreeWalk.statements(statements) { _ in
        } expression: { e in
            guard case .branches(let subject?, let branches) = e.kind else { return }
            for branch in branches where !branch.isDefault && !branch.conditions.isEmpty {
                let guarded = CaseGuard(subject: subject, conditions: branch.conditions)
                JVMTreeWalk.statements([JVMStatement(.expression(branch.body), line: branch.body.line)]) { s in
                    if case .assignment(_, "=", let value) = s.kind { result[value] = guarded }
                } expression: { _ in
                }
            }
        }
        return result
    }

    /// Whether the subject of a case can equal one of its conditions: false only when every condition is a resource
    /// (`case R.style.Player:`) and the subject's value is known, in this scope, to be other resources. When the
    /// subject is a parameter no evaluated call binds, the case may match and `unbound` holds that unknown, for the
    /// caller to evaluate each call of the function with its arguments.
    func mayMatch(_ guarded: CaseGuard, _ scope: Scope, depth: Int, visiting: inout Set<String>) -> (
        matches: Bool, unbound: [Unknown]
    ) {
        let references = guarded.conditions.compactMap(\.resourceReference)
        guard references.count == guarded.conditions.count, let kind = references.first?.kind,
            references.allSatisfy({ $0.kind == kind })
        else { return (true, []) }
        // A parameter the function reassigns later (`theme = ar.getResourceId(…)` after the switch) is tested with
        // the value the call passes.
        var subjectScope = scope
        if case .name(let name) = guarded.subject.kind, scope.parameters.keys.contains(name) {
            subjectScope.locals[name] = nil
        }
        let subject = JVMResourceEvaluator(index: index, kind: kind).evaluate(
            guarded.subject, subjectScope, depth: depth + 1, visiting: &visiting)
        guard subject.unknowns.isEmpty, !subject.values.isEmpty else {
            return (true, subject.unknowns.filter { $0.unboundParameterOf != nil })
        }
        let matches = subject.values.contains { value in
            references.contains { $0.name == value.name && $0.platform == value.platform }
        }
        return (matches, [])
    }
}
